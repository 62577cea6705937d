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
  const form = headingForm(text);
  const english = HEADING_KINDS.get(form) ?? detailsHeadingKind(form);
  if (english) return english;
  // Heading lines are short; a long line is never looked up in the second table.
  if (text.length > 60) return undefined;
  return localizedHeadingKinds().get(localizedHeadingForm(text));
}

/**
 * "Education Details", "Skill Details", "Project Details": resumes written on Indian job sites and
 * their forms name every section so. The heading without "Details", singular or plural.
 */
function detailsHeadingKind(form: string): ResumeSectionKind | undefined {
  const named = /^(.+) details$/.exec(form)?.[1];
  if (!named) return undefined;
  return HEADING_KINDS.get(named) ?? HEADING_KINDS.get(`${named}s`) ?? DETAILS_HEADINGS.get(named);
}

/**
 * Whether a line ends in a "… Details" heading that lost its line break ("…Tableau, NLP Education
 * Details", "…Career GraphEducation Details", "Training in Special Education (Certificate Course)
 * Education Details"): the text before it is another section's, no title. The heading is not split
 * off (docs/ats-scorecard.md: reading the sections so lowered every source's figure); the line is
 * only never the resume's headline.
 */
export function endsInGluedDetailsHeading(line: string): boolean {
  // Only the line's end is read: the heading is short, the line may not be.
  const end = /([A-Za-z]+) Details\s*$/.exec(line.slice(-GLUED_HEADING_READ));
  if (!end || line.trim().length <= end[0].trim().length) return false;
  const word = end[1] as string;
  // Glued to the word before it too ("GraphEducation"): the capitalised tail is the heading's word.
  const named = [word, /[A-Z][a-z]+$/.exec(word)?.[0]].filter((form): form is string => form !== undefined);
  return named.some((form) => detailsHeadingKind(`${form.toLowerCase()} details`) !== undefined);
}

const GLUED_HEADING_READ = 64;

/** What else a "… Details" heading names: the employers' part is the experience. */
const DETAILS_HEADINGS: ReadonlyMap<string, ResumeSectionKind> = new Map([
  ["company", "experience"],
  ["employment", "experience"],
  ["professional", "experience"],
  ["job", "experience"],
  ["academic", "education"],
  ["qualification", "education"],
  ["educational", "education"],
  ["personal", "other"],
]);
