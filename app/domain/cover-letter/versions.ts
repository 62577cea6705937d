/**
 * Version history of a cover letter (docs/api.md#letter-versions): the same kinds of version as a
 * resume's, minus the ones only a resume has (template change, import), and a summary of what
 * changed in the letter's own words.
 */
import { LETTER_TEXT_FIELDS, valueAt, type LetterTextField } from "./live-edit";
import type { LetterContent } from "./schema";

export const LETTER_VERSION_KINDS = ["quiet", "save", "restore", "named"] as const;
export type LetterVersionKind = (typeof LETTER_VERSION_KINDS)[number];

const FIELD_LABELS: Record<LetterTextField, string> = {
  recipientName: "Recipient",
  recipientCompany: "Company",
  recipientAddress: "Address",
  date: "Date",
  greeting: "Greeting",
  closing: "Closing",
  signature: "Signature",
};

/** One line: what changed from `before` (null: the first version) to `after`. */
export function summarizeLetterChanges(before: LetterContent | null, after: LetterContent): string {
  if (!before) return "First version";
  const parts: string[] = [];
  for (const field of Object.keys(LETTER_TEXT_FIELDS) as LetterTextField[]) {
    if (valueAt(before, field) !== valueAt(after, field)) parts.push(`${FIELD_LABELS[field]} edited`);
  }
  const added = after.paragraphs.length - before.paragraphs.length;
  if (added > 0) parts.push(`+${added} paragraph${added === 1 ? "" : "s"}`);
  if (added < 0) parts.push(`${added} paragraph${added === -1 ? "" : "s"}`);
  const edited = after.paragraphs.filter((paragraph, i) => i < before.paragraphs.length && paragraph !== before.paragraphs[i]).length;
  if (edited > 0) parts.push(`${edited} paragraph${edited === 1 ? "" : "s"} edited`);
  return parts.length ? parts.join("; ") : "No changes";
}
