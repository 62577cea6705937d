/**
 * Applying room operations to a document. Deterministic: the room and every client run this same
 * code, so the same operations in the same order give the same document everywhere. The document
 * is never modified (a new one is returned); the tombstones passed in ARE updated in place by
 * removals, so callers pass a copy when they may discard the result.
 */
import type { z } from "zod";
import { settingsOf } from "../resume/language";
import { personalInfoSchema } from "../resume/schema";
import { ENTRY_SCHEMAS, type EntrySectionName, type RoomDocument } from "../resume/document";
import type { Op } from "../resume/ops";

export type Tombstones = Record<EntrySectionName, string[]>;

export const MAX_TOMBSTONES_PER_SECTION = 500;

export function emptyTombstones(): Tombstones {
  return { experience: [], education: [], projects: [], extraSections: [] };
}

/** The section name an operation touched, as activity messages say it. */
export function sectionOf(op: Op): string {
  switch (op.op) {
    case "setPersonal":
      return "personal information";
    case "setSummary":
      return "summary";
    case "setSkills":
      return "skills";
    case "setTemplate":
      return "template";
    case "setPageSize":
      return "page size";
    case "setJobDescription":
      return "job description";
    case "setLanguage":
      return "language";
    case "setDirection":
      return "text direction";
    case "setPageFit":
      return "page fit";
    case "setNewPageSections":
      return "page breaks";
    default:
      return op.section;
  }
}

function entries(document: RoomDocument, section: EntrySectionName): Array<{ id: string }> {
  return (document.data[section] ?? []) as Array<{ id: string }>;
}

/**
 * Applies one operation. Returns the new document, or null when the operation changes nothing
 * (a duplicate add, an edit of a removed entry, a value the model refuses).
 */
export function applyOp(document: RoomDocument, tombstones: Tombstones, op: Op): RoomDocument | null {
  switch (op.op) {
    case "setPersonal": {
      // The wire allows URL-length values for every field; the model is stricter for some. Only
      // the changed field is checked: the others were when they were set (this runs per keystroke).
      const parsed = personalInfoSchema.shape[op.field].safeParse(op.value);
      if (!parsed.success) return null;
      return {
        ...document,
        data: { ...document.data, personalInfo: { ...document.data.personalInfo, [op.field]: parsed.data } },
      };
    }
    case "setSummary":
      return { ...document, data: { ...document.data, summary: op.value } };
    case "setSkills":
      return { ...document, data: { ...document.data, skills: op.value } };
    case "setTemplate":
      return { ...document, templateId: op.value };
    case "setPageSize":
      return { ...document, pageSize: op.value };
    case "setJobDescription":
      return { ...document, jobDescription: op.value };
    case "setLanguage":
      return {
        ...document,
        data: { ...document.data, settings: { ...settingsOf(document.data), language: op.value } },
      };
    case "setDirection":
      return {
        ...document,
        data: { ...document.data, settings: { ...settingsOf(document.data), direction: op.value } },
      };
    case "setPageFit":
      return {
        ...document,
        data: {
          ...document.data,
          settings: { ...settingsOf(document.data), fitToPages: op.value.fitToPages, fitted: op.value.fitted },
        },
      };
    case "setNewPageSections":
      return {
        ...document,
        data: { ...document.data, settings: { ...settingsOf(document.data), newPageSections: op.value } },
      };
    case "addEntry": {
      const list = entries(document, op.section);
      // A room stored before a section existed has no tombstones for it yet.
      if ((tombstones[op.section] ??= []).includes(op.entry.id) || list.some((entry) => entry.id === op.entry.id))
        return null;
      if (list.length >= 50) return null;
      const next = [...list];
      next.splice(Math.min(op.index ?? next.length, next.length), 0, op.entry);
      return { ...document, data: { ...document.data, [op.section]: next } };
    }
    case "removeEntry": {
      const list = entries(document, op.section);
      if (!(tombstones[op.section] ??= []).includes(op.id)) {
        tombstones[op.section].push(op.id);
        if (tombstones[op.section].length > MAX_TOMBSTONES_PER_SECTION) tombstones[op.section].shift();
      }
      if (!list.some((entry) => entry.id === op.id)) return null;
      return { ...document, data: { ...document.data, [op.section]: list.filter((entry) => entry.id !== op.id) } };
    }
    case "setEntryField": {
      const list = entries(document, op.section);
      const index = list.findIndex((entry) => entry.id === op.id);
      if (index < 0 || op.field === "id") return null;
      const current = list[index] as Record<string, unknown>;
      const shape: Record<string, z.ZodType> = ENTRY_SCHEMAS[op.section].shape;
      if (!Object.hasOwn(shape, op.field)) return null;
      // Only the changed field is checked (entry schemas have no rule across fields): the rest of
      // the entry was checked when it was set, and this runs per keystroke.
      const parsed = shape[op.field]!.safeParse(op.value);
      if (!parsed.success) return null;
      const next = [...list];
      next[index] = { ...current, [op.field]: parsed.data } as (typeof list)[number];
      return { ...document, data: { ...document.data, [op.section]: next } };
    }
    case "moveEntry": {
      const list = entries(document, op.section);
      const from = list.findIndex((entry) => entry.id === op.id);
      if (from < 0) return null;
      const to = Math.min(op.toIndex, list.length - 1);
      if (from === to) return null;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return { ...document, data: { ...document.data, [op.section]: next } };
    }
  }
}

/** Applies operations in order, skipping the ones that change nothing. */
export function applyOps(
  document: RoomDocument,
  tombstones: Tombstones,
  ops: Op[],
): { document: RoomDocument; applied: Op[] } {
  let current = document;
  const applied: Op[] = [];
  for (const op of ops) {
    const next = applyOp(current, tombstones, op);
    if (next) {
      current = next;
      applied.push(op);
    }
  }
  return { document: current, applied };
}
