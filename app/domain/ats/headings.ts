/** Resume section headings: one normal form, shared by the reading step and the parser. */
import { RESUME_HEADINGS } from "./lexicon";
import { localizedHeadingForm, localizedHeadingKinds } from "./localized-headings";

export type ResumeSectionKind =
  "header" | "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "other";

/** Lower case, "&" as "and", letters and single spaces only: "Skills & Tools:" → "skills and tools". */
export function headingForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every heading name (in normal form) and the section it opens. */
const HEADING_KINDS: ReadonlyMap<string, ResumeSectionKind> = new Map(
  Object.entries(RESUME_HEADINGS).flatMap(([kind, names]) =>
    names.map((name) => [name, kind as ResumeSectionKind] as const),
  ),
);

/** Words heading names use ("work", "history"): always words, also for the reading step. */
export const HEADING_WORDS: ReadonlySet<string> = new Set([...HEADING_KINDS.keys()].flatMap((name) => name.split(" ")));

/**
 * The section a heading text opens, in any resume language: the English name first (exactly as
 * before languages existed), then the headings of the other nine languages.
 */
export function headingKind(text: string): ResumeSectionKind | undefined {
  const english = HEADING_KINDS.get(headingForm(text));
  if (english) return english;
  // Heading lines are short; a long line is never looked up in the second table.
  if (text.length > 60) return undefined;
  return localizedHeadingKinds().get(localizedHeadingForm(text));
}
