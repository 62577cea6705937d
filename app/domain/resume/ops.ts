/**
 * Edits of a resume as operations: each touches one field, or one list entry, so edits to different
 * fields or entries never collide (the room's merging: app/domain/collab/protocol.ts).
 */
import * as z from "zod";
import { ENTRY_SCHEMAS, ENTRY_SECTIONS, PERSONAL_FIELDS } from "./document";
import { newPageSectionsSchema, pageFitSchema } from "./fit-settings";
import { savedJobDescriptionSchema } from "./job-description";
import { RESUME_LANGUAGES, TEXT_DIRECTIONS } from "./language";
import {
  LIMITS,
  PAGE_SIZES,
  type EducationEntry,
  type ExperienceEntry,
  type ExtraSection,
  type ProjectEntry,
} from "./schema";
import { TEMPLATE_IDS } from "./template-ids";

const text = (max: number) => z.string().max(max);
const entryId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const entryFieldValue = z.union([
  z.string().max(LIMITS.description),
  z.boolean(),
  z.array(z.string().max(LIMITS.skill)).max(LIMITS.technologies),
]);

/** One change to one field or one list entry. */
export const opSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("setPersonal"), field: z.enum(PERSONAL_FIELDS), value: text(LIMITS.url) }),
  z.object({ op: z.literal("setSummary"), value: text(LIMITS.summary) }),
  z.object({ op: z.literal("setSkills"), value: z.array(z.string().max(LIMITS.skill)).max(LIMITS.skills) }),
  z.object({ op: z.literal("setTemplate"), value: z.enum(TEMPLATE_IDS) }),
  z.object({ op: z.literal("setPageSize"), value: z.enum(PAGE_SIZES) }),
  z.object({ op: z.literal("setJobDescription"), value: savedJobDescriptionSchema.nullable() }),
  /** The resume's language and direction live in its data (`data.settings`, docs/product.md#resume-language). */
  z.object({ op: z.literal("setLanguage"), value: z.enum(RESUME_LANGUAGES) }),
  z.object({ op: z.literal("setDirection"), value: z.enum(TEXT_DIRECTIONS) }),
  /**
   * The page-count target and what the fitting solver chose for it, as one value so that one undo
   * takes both back (`data.settings`, docs/fit-to-pages.md).
   */
  z.object({ op: z.literal("setPageFit"), value: pageFitSchema }),
  /** The sections that start on a new page (`data.settings.newPageSections`). */
  z.object({ op: z.literal("setNewPageSections"), value: newPageSectionsSchema }),
  /** Adds are idempotent: an id already present, or ever removed, is ignored. */
  z.object({
    op: z.literal("addEntry"),
    section: z.enum(ENTRY_SECTIONS),
    // Checked against the section's own schema below.
    entry: z.looseObject({ id: entryId }),
    index: z.number().int().min(0).optional(),
  }),
  /** Removal leaves a tombstone, so a late add or edit of the same id cannot bring it back. */
  z.object({ op: z.literal("removeEntry"), section: z.enum(ENTRY_SECTIONS), id: entryId }),
  z.object({
    op: z.literal("setEntryField"),
    section: z.enum(ENTRY_SECTIONS),
    id: entryId,
    field: z.string().min(1).max(32),
    value: entryFieldValue,
  }),
  z.object({
    op: z.literal("moveEntry"),
    section: z.enum(ENTRY_SECTIONS),
    id: entryId,
    toIndex: z.number().int().min(0),
  }),
]);

/** An operation as the room and clients apply it: an added entry already fits its section. */
export const validOpSchema = opSchema.transform((op, context) => {
  if (op.op !== "addEntry") return op;
  const parsed = ENTRY_SCHEMAS[op.section].safeParse(op.entry);
  if (!parsed.success) {
    context.addIssue({ code: "custom", message: `Invalid ${op.section} entry` });
    return z.NEVER;
  }
  return { ...op, entry: parsed.data as ExperienceEntry | EducationEntry | ProjectEntry | ExtraSection };
});
export type Op = z.output<typeof validOpSchema>;

/**
 * The field an operation writes, as a key: two operations conflict exactly when keys are equal.
 * `personalInfo.email`, `experience.{id}.company`; an entry's add, removal or move names the entry
 * (`experience.{id}`); any other operation its own name (`setSummary`). Stored with suggestions.
 */
export function fieldKey(op: Op): string {
  switch (op.op) {
    case "setPersonal":
      return `personalInfo.${op.field}`;
    case "setEntryField":
      return `${op.section}.${op.id}.${op.field}`;
    case "addEntry":
      return `${op.section}.${op.entry.id}`;
    case "removeEntry":
    case "moveEntry":
      return `${op.section}.${op.id}`;
    default:
      return op.op;
  }
}

/** fieldKey as the form names it (`data-field`): the summary and skills by their own names. */
export function formFieldOf(op: Op): string {
  if (op.op === "setSummary") return "summary";
  if (op.op === "setSkills") return "skills";
  return fieldKey(op);
}

/** Whether an operation sets one field of the form (not an entry as a whole, nor a setting). */
export const setsFormField = (op: Op): boolean =>
  op.op === "setSummary" || op.op === "setSkills" || op.op === "setPersonal" || op.op === "setEntryField";
