/**
 * Live editing of a cover letter through its resume's room (docs/collaboration.md#cover-letters).
 * A letter edit changes one field (or one paragraph), so two people typing in different fields
 * both keep their text; two edits of the same field resolve by the order the room receives them
 * (last writer wins), the same rule as the resume's fields.
 */
import * as z from "zod";
import type { RoomErrorCode } from "../collab/protocol";
import { LETTER_LIMITS, letterContentSchema, letterDateSchema, type LetterContent } from "./schema";

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/** The single-value fields a letter edit may set, with the same bounds as the letter schema. */
export const LETTER_TEXT_FIELDS = {
  recipientName: text(LETTER_LIMITS.recipientField),
  recipientCompany: text(LETTER_LIMITS.recipientField),
  recipientAddress: text(LETTER_LIMITS.address),
  date: letterDateSchema,
  greeting: text(LETTER_LIMITS.greeting),
  closing: text(LETTER_LIMITS.closing),
  signature: text(LETTER_LIMITS.signature),
} as const;
export type LetterTextField = keyof typeof LETTER_TEXT_FIELDS;
const TEXT_FIELD_NAMES = Object.keys(LETTER_TEXT_FIELDS) as [LetterTextField, ...LetterTextField[]];

/**
 * One change: a text field, one paragraph's text (`index` must exist), or the paragraph list as a
 * whole (adding, removing or reordering paragraphs).
 */
export const letterEditSchema = z
  .discriminatedUnion("field", [
    z.object({ field: z.enum(TEXT_FIELD_NAMES), value: z.string() }),
    z.object({
      field: z.literal("paragraph"),
      index: z
        .number()
        .int()
        .min(0)
        .max(LETTER_LIMITS.paragraphs - 1),
      value: text(LETTER_LIMITS.paragraph),
    }),
    z.object({
      field: z.literal("paragraphs"),
      value: z
        .array(text(LETTER_LIMITS.paragraph))
        .max(LETTER_LIMITS.paragraphs, `At most ${LETTER_LIMITS.paragraphs} paragraphs`),
    }),
  ])
  .superRefine((edit, context) => {
    if (edit.field === "paragraph" || edit.field === "paragraphs") return;
    const parsed = LETTER_TEXT_FIELDS[edit.field].safeParse(edit.value);
    if (!parsed.success)
      context.addIssue({
        code: "custom",
        message: parsed.error.issues[0]?.message ?? "Invalid value",
        path: ["value"],
      });
  });
export type LetterEdit = z.infer<typeof letterEditSchema>;

/** What a `letterChanged` names as changed: a text field, "paragraph:{i}" or "paragraphs". */
export type LetterChangeKey = LetterTextField | `paragraph:${number}` | "paragraphs";

export function changeKey(edit: LetterEdit): LetterChangeKey {
  return edit.field === "paragraph" ? `paragraph:${edit.index}` : edit.field;
}

/** The content after one edit, or why it cannot apply (the letter would break its schema). */
/**
 * Why an edit is refused: a room code (its English is the catalogue's, added where it is said:
 * workers/room/refusals.ts), or the schema's own words for a value that does not fit.
 */
export type LetterEditRefusal =
  { rejectedCode: RoomErrorCode; rejected?: undefined } | { rejected: string; rejectedCode?: undefined };

export function applyLetterEdit(
  content: LetterContent,
  edit: LetterEdit,
): { content: LetterContent } | LetterEditRefusal {
  const next: LetterContent = structuredClone(content);
  switch (edit.field) {
    case "recipientName":
      next.recipient.name = edit.value;
      break;
    case "recipientCompany":
      next.recipient.company = edit.value;
      break;
    case "recipientAddress":
      next.recipient.address = edit.value;
      break;
    case "date":
    case "greeting":
    case "closing":
    case "signature":
      next[edit.field] = edit.value;
      break;
    case "paragraph":
      // A paragraph someone else just removed is not brought back by a late keystroke.
      if (edit.index >= next.paragraphs.length) return { rejectedCode: "paragraphRemoved" };
      next.paragraphs[edit.index] = edit.value;
      break;
    case "paragraphs":
      next.paragraphs = [...edit.value];
      break;
  }
  const parsed = letterContentSchema.safeParse(next);
  if (!parsed.success) return { rejected: parsed.error.issues[0]?.message ?? "Invalid cover letter." };
  return { content: parsed.data };
}

/** The value a change key names in `content` (what a client adopts from a `letterChanged`). */
export function valueAt(content: LetterContent, key: LetterChangeKey): string | string[] | undefined {
  switch (key) {
    case "recipientName":
      return content.recipient.name;
    case "recipientCompany":
      return content.recipient.company;
    case "recipientAddress":
      return content.recipient.address;
    case "date":
    case "greeting":
    case "closing":
    case "signature":
    case "paragraphs":
      return content[key];
    default:
      return content.paragraphs[Number(key.slice("paragraph:".length))];
  }
}

/** Which fields differ between two versions of a letter (what a REST save or a restore changed). */
export function changedKeys(before: LetterContent, after: LetterContent): LetterChangeKey[] {
  const keys: LetterChangeKey[] = (Object.keys(LETTER_TEXT_FIELDS) as LetterTextField[]).filter(
    (key) => valueAt(before, key) !== valueAt(after, key),
  );
  if (JSON.stringify(before.paragraphs) !== JSON.stringify(after.paragraphs)) keys.push("paragraphs");
  return keys;
}

/**
 * What a client shows after a `letterChanged`: the room's content, except the fields this client
 * has typed into and the room has not acknowledged yet (its own edit will arrive after, and win).
 */
export function mergeRemoteLetter(
  remote: LetterContent,
  local: LetterContent,
  pending: ReadonlySet<LetterChangeKey>,
): LetterContent {
  let merged = structuredClone(remote);
  // The paragraph list first: a pending single-paragraph edit applies to the list it ends up in.
  const order: LetterChangeKey[] = [...pending].sort((a, b) => (a === "paragraphs" ? -1 : b === "paragraphs" ? 1 : 0));
  for (const key of order) {
    const value = valueAt(local, key);
    if (value === undefined) continue;
    const edit: LetterEdit =
      key === "paragraphs"
        ? { field: "paragraphs", value: value as string[] }
        : key.startsWith("paragraph:")
          ? { field: "paragraph", index: Number(key.slice("paragraph:".length)), value: value as string }
          : { field: key as LetterTextField, value: value as string };
    const applied = applyLetterEdit(merged, edit);
    if ("content" in applied) merged = applied.content;
  }
  return merged;
}
