/**
 * Version history of a cover letter (docs/api.md#letter-versions): the same kinds of version as a
 * resume's, minus the ones only a resume has (template change, import), and a summary of what
 * changed in the letter's own words.
 */
import { summaryMessage, type SummaryPart } from "../resume/version-summary";
import { LETTER_TEXT_FIELDS, valueAt, type LetterTextField } from "./live-edit";
import type { LetterContent } from "./schema";

export const LETTER_VERSION_KINDS = ["quiet", "save", "restore", "named"] as const;
export type LetterVersionKind = (typeof LETTER_VERSION_KINDS)[number];

/** One line: what changed from `before` (null: the first version) to `after` (parts and wording: version-summary.ts). */
export function summarizeLetterChanges(before: LetterContent | null, after: LetterContent): string {
  if (!before) return summaryMessage([{ code: "first", params: {} }]);
  const parts: SummaryPart[] = [];
  for (const field of Object.keys(LETTER_TEXT_FIELDS) as LetterTextField[]) {
    if (valueAt(before, field) !== valueAt(after, field)) parts.push({ code: "letterField", params: { field } });
  }
  const added = after.paragraphs.length - before.paragraphs.length;
  if (added > 0) parts.push({ code: "paragraphsAdded", params: { count: added } });
  if (added < 0) parts.push({ code: "paragraphsRemoved", params: { count: -added } });
  const edited = after.paragraphs.filter(
    (paragraph, i) => i < before.paragraphs.length && paragraph !== before.paragraphs[i],
  ).length;
  if (edited > 0) parts.push({ code: "paragraphsEdited", params: { count: edited } });
  return summaryMessage(parts.length ? parts : [{ code: "none", params: {} }]);
}
