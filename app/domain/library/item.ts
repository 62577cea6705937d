/**
 * The content library (docs/library.md): an item is a copy of one entry (an experience, education
 * or project entry's fields, without its id) or one bullet (a line of a description), kept by its
 * user and inserted into any of their resumes. Pure: the server, the browser and the tests import it.
 */
import * as z from "zod";
import { BULLET } from "../resume/format";
import {
  educationSchema,
  experienceSchema,
  LIMITS,
  newEntryId,
  projectSchema,
  type ResumeData,
} from "../resume/schema";

/** At most this many items per user (docs/library.md#limits). */
export const MAX_LIBRARY_ITEMS = 200;
/** An item's content, as JSON, is at most this many bytes. */
export const MAX_ITEM_BYTES = 16 * 1024;

export const LIBRARY_SECTIONS = ["experience", "education", "projects"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];
export const LIBRARY_KINDS = ["entry", "bullet"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The fields a library entry keeps: the entry's, without its id. */
const entryFields = {
  experience: experienceSchema.omit({ id: true }).strict(),
  education: educationSchema.omit({ id: true }).strict(),
  projects: projectSchema.omit({ id: true }).strict(),
} as const;

export const entryContentSchema = z.discriminatedUnion("section", [
  z.strictObject({ section: z.literal("experience"), entry: entryFields.experience }),
  z.strictObject({ section: z.literal("education"), entry: entryFields.education }),
  z.strictObject({ section: z.literal("projects"), entry: entryFields.projects }),
]);
export const bulletContentSchema = z.strictObject({
  text: z.string().trim().min(1, "libraryContentInvalid").max(LIMITS.description, "atMost"),
});

export type EntryContent = z.infer<typeof entryContentSchema>;
export type BulletContent = z.infer<typeof bulletContentSchema>;
export type EntryFields = EntryContent["entry"];
export type LibraryContent = EntryContent | BulletContent;

export interface LibraryItem {
  id: string;
  kind: LibraryKind;
  content: LibraryContent;
  createdAt: string;
  updatedAt: string;
}

export const isEntryContent = (content: LibraryContent): content is EntryContent => "section" in content;

/** Checks content against its kind; null when it is not valid for that kind. */
export function parseContent(kind: LibraryKind, content: unknown): LibraryContent | null {
  const parsed = (kind === "entry" ? entryContentSchema : bulletContentSchema).safeParse(content);
  return parsed.success ? parsed.data : null;
}

export function contentBytes(content: LibraryContent): number {
  return new TextEncoder().encode(JSON.stringify(content)).length;
}

const fitsItemLimit = (body: { content: unknown }) =>
  new TextEncoder().encode(JSON.stringify(body.content ?? null)).length <= MAX_ITEM_BYTES;

/** POST /api/library: an item from its content, or from an entry (or one of its bullets) of a resume. */
export const createItemSchema = z.union([
  z.strictObject({ kind: z.enum(LIBRARY_KINDS), content: z.unknown() }).refine(fitsItemLimit, "libraryItemTooLarge"),
  z.strictObject({
    fromResume: z.string().min(1).max(64),
    entryId: z.string().min(1).max(64),
    /** The line of the entry's description to save, from 0; absent: the whole entry. */
    bullet: z.number().int().min(0).max(500).optional(),
  }),
]);
export type CreateItemInput = z.infer<typeof createItemSchema>;

/** PUT /api/library/{id}: the item's new content, of the same kind. */
export const updateItemSchema = z.strictObject({ content: z.unknown() }).refine(fitsItemLimit, "libraryItemTooLarge");
export type UpdateItemInput = z.infer<typeof updateItemSchema>;

/** POST /api/resumes/{id}/library: insert an item; `after` is the entry it goes after (an entry), or the entry whose description gets the bullet. */
export const insertItemSchema = z.strictObject({
  itemId: z.string().min(1).max(64),
  after: z.string().min(1).max(64).optional(),
});
export type InsertItemInput = z.infer<typeof insertItemSchema>;

const changeIds = z.array(z.string().min(1).max(64)).min(1).max(500, "tooManyChanges");
/** POST /api/resumes/{id}/library-changes: the offered changes to take, or to skip, by id. */
export const libraryDecisionSchema = z
  .strictObject({ take: changeIds.optional(), skip: changeIds.optional() })
  .refine((body) => (body.take === undefined) !== (body.skip === undefined), "takeOrSkip");
export type LibraryDecisionInput = z.infer<typeof libraryDecisionSchema>;

type AnyEntry = { id: string } & Record<string, unknown>;

function sectionOf(data: ResumeData, section: LibrarySection): AnyEntry[] {
  return ((data[section] as AnyEntry[] | undefined) ?? []) as AnyEntry[];
}

/** Where an entry is in a resume, or null. */
export function findEntry(
  data: ResumeData,
  entryId: string,
): { section: LibrarySection; entry: AnyEntry; index: number } | null {
  for (const section of LIBRARY_SECTIONS) {
    const list = sectionOf(data, section);
    const index = list.findIndex((entry) => entry.id === entryId);
    if (index >= 0) return { section, entry: list[index]!, index };
  }
  return null;
}

/** An entry's fields without its id, as a library entry keeps them (an absent optional field stays absent). */
export function entryFieldsOf(section: LibrarySection, entry: AnyEntry): EntryFields {
  const { id: _id, ...fields } = entry;
  return entryFields[section].parse(fields);
}

/** The lines of a description (a bullet is one of them), as typed, empty lines included. */
export const linesOf = (description: string): string[] => (description === "" ? [] : description.split(/\r?\n/));

/** The library content made from an entry of a resume, or from one line of its description; null when there is none. */
export function contentFromResume(data: ResumeData, entryId: string, bullet?: number): LibraryContent | null {
  const found = findEntry(data, entryId);
  if (!found) return null;
  if (bullet === undefined)
    return { section: found.section, entry: entryFieldsOf(found.section, found.entry) } as EntryContent;
  const description = typeof found.entry.description === "string" ? found.entry.description : "";
  const line = linesOf(description)[bullet]?.trim();
  if (!line || !line.replace(BULLET, "").trim()) return null;
  return { text: line };
}

export type Insertion =
  | { ok: true; data: ResumeData; target: { entryId: string; line: number | null } }
  | { ok: false; reason: "entryNotFound" | "entryLimit" | "bulletNeedsEntry" };

/**
 * Inserts an item into a resume: an entry as a new entry with a fresh id (after `after`, or first
 * in its section), a bullet as a new last line of the description of the entry `after` names.
 */
export function insertItem(
  data: ResumeData,
  content: LibraryContent,
  after: string | undefined,
  makeId: () => string = newEntryId,
): Insertion {
  const next = JSON.parse(JSON.stringify(data)) as ResumeData;
  if (isEntryContent(content)) {
    const list = sectionOf(next, content.section);
    if (list.length >= LIMITS.entries) return { ok: false, reason: "entryLimit" };
    const index = after === undefined ? 0 : list.findIndex((entry) => entry.id === after) + 1;
    if (after !== undefined && index === 0) return { ok: false, reason: "entryNotFound" };
    const entryId = makeId();
    list.splice(index, 0, { id: entryId, ...JSON.parse(JSON.stringify(content.entry)) } as AnyEntry);
    (next as Record<string, unknown>)[content.section] = list;
    return { ok: true, data: next, target: { entryId, line: null } };
  }
  if (after === undefined) return { ok: false, reason: "bulletNeedsEntry" };
  const found = findEntry(next, after);
  if (!found || !("description" in found.entry) || found.section === "education")
    return { ok: false, reason: found ? "bulletNeedsEntry" : "entryNotFound" };
  const lines = linesOf(String(found.entry.description ?? ""));
  // Trailing empty lines go: the bullet follows the last line of text.
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  lines.push(content.text);
  found.entry.description = lines.join("\n");
  return { ok: true, data: next, target: { entryId: after, line: lines.length - 1 } };
}
