/**
 * The words a posting's shape is read by: the headings it writes over its lists and the nouns that
 * name a role. Shared by the tidying of a pasted posting (./posting-text.ts), the unfolding of a
 * posting pasted as one line (./run-on-posting.ts) and the reading of capitals (./capitals.ts).
 */
import { JOB_HEADING_PATTERNS, ROLE_NOUNS, TITLE_HEAD_FAMILIES } from "./lexicon";
import { findTitle } from "./occupations";
import { tokenizeLine, type Token } from "./tokenize";

/** Words that name a role ("Engineer", "Electrician"): a short first sentence with one is a title. */
export const ROLE_WORDS: ReadonlySet<string> = new Set([...ROLE_NOUNS, ...TITLE_HEAD_FAMILIES.flat()]);

/**
 * "Team Member", "Crew Member", "Store Team Member": a retail or food-service title whose noun is
 * no role alone ("member of the board"), so not among the role words.
 */
export const TEAM_MEMBER = /\b(?:team|crew|staff)\s+members?\b/i;

const TEAM_MEMBER_AT_END = new RegExp(`${TEAM_MEMBER.source}$`, "i");

/**
 * Whether words end in a role: a role noun ("Engineer"), a team member, or an O*NET title that
 * names no role noun of ours ("Custodian", "Bank Teller", "Logistics Dispatcher") of at least
 * `titleWords` words (one word alone, "Community", "Harvest", is also an O*NET title).
 */
export function endsInRole(words: readonly string[], { titleWords = 1 } = {}): boolean {
  if (words.length === 0) return false;
  if (ROLE_WORDS.has(bareWord(words.at(-1)!))) return true;
  if (TEAM_MEMBER_AT_END.test(words.slice(-2).map(bareWord).join(" "))) return true;
  const tokens: Token[] = [];
  tokenizeLine(words.join(" "), 0, tokens);
  const title = findTitle(tokens);
  return title !== null && title.length >= titleWords && title.start + title.length === tokens.length;
}

/** The most words a heading has. */
export const HEADING_WORDS = 6;

/** A heading a posting writes ("Requirements", "What you'll need", "Nice to have"), at most six words. */
export function isHeadingPhrase(text: string): boolean {
  const normalized = text.toLowerCase().replace(/[’`]/g, "'").trim();
  if (!normalized || normalized.split(/\s+/).length > HEADING_WORDS) return false;
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

/** Words that open a heading written at the end of a list's item ("AWS Nice to have"). */
const ITEM_HEADING_OPENERS = new Set(
  "nice preferred bonus desired desirable required minimum basic essential must what who about key additional".split(
    " ",
  ),
);

/**
 * A heading that ends a list's item, or is one ("… - AWS Nice to have - PostgreSQL", "… | AWS |
 * Nice to have | PostgreSQL": the list's lines were joined, and the next heading with them), as
 * {before, heading}; null when the item is only an item. At the end of an item the heading opens
 * with one of a few words ("Nice", "Preferred", "What") or is the whole item: "Strong
 * Communication Skills" is an item.
 */
export function headingAtEnd(item: string): { before: string; heading: string } | null {
  const words = item.trim().split(/\s+/);
  for (let start = Math.max(0, words.length - HEADING_WORDS); start < words.length; start += 1) {
    const heading = words.slice(start);
    // The whole item, a heading's words alone ("Responsibilities", "Nice to have"; not "Must have
    // Python"); its end, a heading of two words or more opening with one of the few words ("AWS
    // Nice to have"; not "SQL Required").
    const heads =
      start === 0
        ? heading.every((word) => isHeadingWord(word) || ITEM_HEADING_OPENERS.has(bareWord(word)))
        : heading.length >= 2 && ITEM_HEADING_OPENERS.has(bareWord(heading[0] as string));
    if (heads && isWrittenHeading(heading.join(" ")))
      return { before: words.slice(0, start).join(" "), heading: heading.join(" ") };
  }
  return null;
}

/** A word as the role and heading vocabularies hold it: "Engineer," → "engineer". */
export const bareWord = (word: string): string => word.toLowerCase().replace(/[^a-z&]/g, "");
