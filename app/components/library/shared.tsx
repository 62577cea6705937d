/** What the library's panel and dialog share (docs/library.md#the-editor): the answers they read, names of entries and fields. */
import * as z from "zod";
import type { ResumeData } from "~/domain/resume/schema";

export const itemSchema = z.object({
  id: z.string(),
  kind: z.enum(["entry", "bullet"]),
  content: z.looseObject({}),
  updatedAt: z.string(),
});
export const itemsAnswer = z.object({ items: z.array(itemSchema) });
export const changeSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  path: z.string(),
  line: z.number().nullable().optional(),
  itemBefore: z.unknown(),
  itemNow: z.unknown(),
  resumeNow: z.unknown(),
});
export const changesAnswer = z.object({ changes: z.array(changeSchema) });
export type Item = z.infer<typeof itemSchema>;
export type Change = z.infer<typeof changeSchema>;

export type Section = "experience" | "education" | "projects";
export type AnyEntry = { id: string } & Record<string, unknown>;

/** The field that names an entry of each section, and the one holding its text. */
export const TITLE_FIELD: Record<Section, string> = { experience: "position", education: "degree", projects: "name" };
export const TEXT_FIELD: Record<Section, string> = {
  experience: "description",
  education: "fieldOfStudy",
  projects: "description",
};
export const SECTION_LABEL: Record<Section, string> = {
  experience: "editor.experience",
  education: "editor.education",
  projects: "editor.projects",
};
export const FIELD_LABEL: Record<string, string> = {
  company: "editor.company",
  position: "editor.position",
  startDate: "editor.startDate",
  endDate: "editor.endDate",
  current: "editor.current",
  description: "editor.description",
  institution: "editor.institution",
  degree: "editor.degree",
  fieldOfStudy: "editor.fieldOfStudy",
  gpa: "editor.gpa",
  name: "editor.projectName",
  technologies: "editor.technologies",
  keepTogether: "editor.keepTogether",
};

export const entriesOf = (data: ResumeData, section: Section) => ((data[section] ?? []) as AnyEntry[]) ?? [];

export function entryName(section: Section, entry: Record<string, unknown>, untitled: string): string {
  const other = section === "experience" ? entry.company : section === "education" ? entry.institution : "";
  const name = [entry[TITLE_FIELD[section]], other]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" · ");
  return name || untitled;
}

/** A value as text for a side of a change. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "✓" : "—";
  return String(value);
}

export function Message({ message }: { message: { text: string; error: boolean } }) {
  return (
    <p
      role={message.error ? "alert" : "status"}
      className={`text-sm ${message.error ? "text-red-700 dark:text-red-300" : "text-emerald-700 dark:text-emerald-300"}`}
    >
      {message.text}
    </p>
  );
}
