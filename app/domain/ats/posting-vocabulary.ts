/**
 * The words a posting's shape is read by: the headings it writes over its lists and the nouns that
 * name a role. Shared by the tidying of a pasted posting (./posting-text.ts), the unfolding of a
 * posting pasted as one line (./run-on-posting.ts) and the reading of capitals (./capitals.ts).
 */
import { JOB_HEADING_PATTERNS, ROLE_NOUNS, TITLE_HEAD_FAMILIES } from "./lexicon";

/** Words that name a role ("Engineer", "Electrician"): a short first sentence with one is a title. */
export const ROLE_WORDS: ReadonlySet<string> = new Set([...ROLE_NOUNS, ...TITLE_HEAD_FAMILIES.flat()]);

/** A heading a posting writes ("Requirements", "What you'll need", "Nice to have"), at most six words. */
export function isHeadingPhrase(text: string): boolean {
  const normalized = text.toLowerCase().replace(/[’`]/g, "'").trim();
  if (!normalized || normalized.split(/\s+/).length > 6) return false;
  return JOB_HEADING_PATTERNS.some(([, pattern]) => pattern.test(normalized));
}

/**
 * The words in lower case a heading is written with ("Nice to have", "What you'll need", "Minimum
 * qualifications"). A line that holds others is a sentence or an item that merely names a
 * heading's word ("Experience with a transportation management system", "NHS experience is not
 * essential").
 */
const HEADING_LOWER_WORDS = new Set(
  "to have you you'll will we we're are looking for need bring the a an and of about do be doing is what who qualifications qualification requirements requirement responsibilities skills experience duties benefits offer role".split(
    " ",
  ),
);

/** A word headings are written with ("Qualifications", "you'll"), in any case. */
export const isHeadingWord = (word: string): boolean => HEADING_LOWER_WORDS.has(word.toLowerCase().replace(/’/g, "'"));

/**
 * A heading as it is written over a list, when nothing else on the line says so: a heading's
 * phrase, opening with a capital, its other words in lower case only a heading's own.
 */
export function isWrittenHeading(text: string): boolean {
  const [first = "", ...rest] = text.trim().split(/\s+/);
  return (
    /^[A-Z]/.test(first) && rest.every((word) => /^[A-Z]/.test(word) || isHeadingWord(word)) && isHeadingPhrase(text)
  );
}

/** A word as the role and heading vocabularies hold it: "Engineer," → "engineer". */
export const bareWord = (word: string): string => word.toLowerCase().replace(/[^a-z&]/g, "");
