/**
 * Where a suggestion's operation shows in the form (the `fieldId` of app/components/editor/fields.tsx)
 * and how its values read as text, for the marks and the panel.
 */
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";

/** The section a field id belongs to ("experience", "summary", "personalInfo"). */
export const sectionOfField = (fieldId: string) => fieldId.split(".")[0]!;

/** A value as one line of text: lists joined with commas, nothing as empty. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return entryName(value as Record<string, unknown>);
  return String(value);
}

/** An entry's name as the form shows it: position and company, a degree, a project's or a section's title. */
export function entryName(entry: Record<string, unknown>): string {
  const parts = [entry.position, entry.company, entry.degree, entry.institution, entry.name, entry.title].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return parts.join(", ");
}

/** The entry an operation targets, in `document` (for a removal's or move's name). */
export function targetEntry(document: RoomDocument, op: Op): Record<string, unknown> | undefined {
  if (op.op !== "removeEntry" && op.op !== "moveEntry" && op.op !== "setEntryField") return undefined;
  return ((document.data[op.section] ?? []) as Array<Record<string, unknown>>).find((entry) => entry.id === op.id);
}
