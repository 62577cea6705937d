/**
 * A posting pasted as one line, its line breaks lost on the way (a PDF viewer's copy, a form's
 * single-line field): "Accountant Northwind Foods is a growing distributor… Responsibilities -
 * Prepare journal entries - Close the books Requirements - Bachelor's degree … Nice to have - CPA".
 * Read as it was laid out: the title, the text before the first heading, then each heading on a
 * line of its own over its items (docs/ats-reading.md "Postings"). Only a long line of a posting
 * of a few lines is unfolded, and only at a heading that stands before a colon or a bullet: a
 * posting written in lines keeps its paragraphs.
 */
import { findTitle } from "./occupations";
import { bareWord, endsInRole, HEADING_WORDS, isHeadingPhrase, isHeadingWord, ROLE_WORDS } from "./posting-vocabulary";
import { tokenizeLine, type Token } from "./tokenize";

/** A posting of at most this many lines has lost its line breaks; one written in lines keeps them. */
const RUN_ON_LINES = 3;
/**
 * Past this many words a line may be a posting's sections run together ("Site Reliability Engineer
 * Requirements - Kubernetes - AWS Nice to have - PostgreSQL"), when a heading stands in it before a
 * colon or a bullet; a paragraph has none.
 */
const RUN_ON_WORDS = 10;
/** A bullet written between words: "-", "–", "•", "*", "1.". */
const BULLET_WORD = /^(?:[-–—•●▪◦‣∙·*]|\d{1,2}[.)])$/;
/** Words that open a heading before its key word ("Preferred Qualifications", "Basic Requirements"). */
const HEADING_OPENERS = new Set(
  "nice must good preferred minimum basic required essential desired desirable key additional core technical job work your our what who about bonus".split(
    " ",
  ),
);
/** A title run into the first sentence ends within this many words. */
const TITLE_WORDS = 8;
/** A title run into a sentence in capitals ends within this many words ("EXPANDED FUNCTION DENTAL ASSISTANT"). */
const SHOUTED_TITLE_WORDS = 5;
/** A grade after the role noun ("Engineer II", "Accountant 3", "Nurse Sr."). */
const GRADE = /^(?:i{1,3}|iv|[1-4]|sr\.?|jr\.?)$/i;

const capitalized = (word: string): boolean => /^[A-Z]/.test(word);

/**
 * The posting in the lines it was written in, when it arrived as one line or a few; otherwise as
 * it is (its long paragraphs are paragraphs).
 */
export function unfoldPosting(text: string): string {
  const lines = text.split(/\r\n?|\n/);
  const written = lines.filter((line) => line.trim() !== "");
  if (written.length > RUN_ON_LINES) return text;
  const first = lines.findIndex((line) => line.trim() !== "");
  return lines.flatMap((line, index) => unfoldRunOn(line, index === first)).join("\n");
}

/**
 * The lines the posting was written in, or the line itself when it is no run-together posting.
 * `opensPosting`: the line is the posting's first, whose opening words may be its title.
 */
function unfoldRunOn(line: string, opensPosting: boolean): string[] {
  const words = line.trim().split(/\s+/);
  if (words.length <= RUN_ON_WORDS) return [line];
  const spans = headingSpans(words);
  if (spans.length === 0) return [line];
  const out: string[] = [];
  let opening = words.slice(0, spans[0]![0]);
  const titleEnd = opensPosting ? leadingTitle(opening) : 0;
  if (titleEnd > 0) {
    out.push(opening.slice(0, titleEnd).join(" "));
    opening = opening.slice(titleEnd);
  }
  if (opening.length > 0) out.push(opening.join(" "));
  spans.forEach(([start, end], index) => {
    out.push(words.slice(start, end).join(" "));
    out.push(...items(words.slice(end, spans[index + 1]?.[0] ?? words.length)));
  });
  return out;
}

/**
 * Where the headings stand, as [first word, past the last word]: the fewest words that make a
 * heading before a colon or a bullet ("… the annual audit Requirements - Bachelor's degree"), and
 * the opening words before them ("Preferred Qualifications").
 */
function headingSpans(words: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let end = 1; end <= words.length; end += 1) {
    const next = words[end];
    if (!words[end - 1]!.endsWith(":") && !(next !== undefined && BULLET_WORD.test(next))) continue;
    const earliest = Math.max(spans.at(-1)?.[1] ?? 0, end - HEADING_WORDS);
    let start = end - 1;
    while (start >= earliest && !isHeadingAt(words, start, end)) start -= 1;
    if (start < earliest) continue;
    while (start > earliest && end - start < HEADING_WORDS && isOpener(words[start - 1]!)) start -= 1;
    spans.push([start, end]);
  }
  return spans;
}

/**
 * Whether the words are a heading, read without their case (a posting in capitals unfolds as
 * written in ordinary case): a heading's phrase made only of a heading's words ("Nice to have",
 * "Key Responsibilities"), and not a word that also ends an item ("… 3+ years of accounting
 * experience - GAAP") unless a colon or an opening word makes it one ("Experience:", "Technical
 * Experience -").
 */
function isHeadingAt(words: readonly string[], start: number, end: number): boolean {
  const span = words.slice(start, end).map((word) => word.toLowerCase().replace(/’/g, "'").replace(/:$/, ""));
  if (!span.every((word) => isOpener(word) || isHeadingWord(word))) return false;
  if (span.length === 1 && ENDS_ITEMS.has(span[0]!) && !words[end - 1]!.endsWith(":")) return false;
  return isHeadingPhrase(span.join(" "));
}

/** Heading words that also end an item's sentence ("accounting experience", "communication skills"). */
const ENDS_ITEMS = new Set(["experience", "skills", "required", "preferred", "minimum", "basic", "essential"]);

const isOpener = (word: string): boolean => HEADING_OPENERS.has(bareWord(word));

/**
 * How many of the opening words are the title: the fewest that end in a role noun or an O*NET
 * title ("Logistics Dispatcher") before a capital opens the sentence ("Logistics Dispatcher Swift
 * Freight runs…"), and any role noun or grade right after them ("Nurse Manager", "Engineer II");
 * 0 when no title can be told from the sentence.
 */
function leadingTitle(words: readonly string[]): number {
  // In capitals every word looks like a title's and O*NET's phrases are everywhere: below, a role
  // noun within a short title's length only.
  const shouted = words.slice(0, TITLE_WORDS * 2).every((word) => word === word.toUpperCase());
  for (let end = 1; end <= Math.min(TITLE_WORDS, words.length - 1); end += 1) {
    // A dash joins the title to more of it ("Site Supervisor - Security Sentinel runs…"): no end.
    if (/^[-–—]$/.test(words[end - 1]!)) continue;
    const qualified = qualifierEnd(words, end);
    if (qualified > end) {
      if (capitalized(words[qualified] ?? "") && endsInRole(words.slice(0, end))) return qualified;
      continue;
    }
    if (!capitalized(words[end]!) || !endsInRole(words.slice(0, end))) continue;
    // "Warehouse Team Lead Northside Distribution ships…": "Warehouse" is an O*NET title, but the
    // role noun a word or two on, all capitalised, ends the title.
    for (let ahead = end + 1; ahead <= Math.min(end + 2, words.length - 1); ahead += 1) {
      if (!capitalized(words[ahead - 1]!)) break;
      if (ROLE_WORDS.has(bareWord(words[ahead - 1]!))) {
        end = ahead;
        break;
      }
    }
    while (end < words.length - 1 && (ROLE_WORDS.has(bareWord(words[end]!)) || GRADE.test(words[end]!))) end += 1;
    // "Head Custodian Lakeside School…", "Expanded Function Dental Assistant Bright Smiles…": a
    // grade's noun or an O*NET word first, the role a few capitalised words on: a role noun, or an
    // O*NET title of more than its last word (one word alone, "Community", "Harvest", is no title).
    const reach = shouted ? SHOUTED_TITLE_WORDS : TITLE_WORDS;
    for (let longer = end + 1; longer <= Math.min(reach, words.length - 1); longer += 1) {
      if (!capitalized(words[longer - 1]!)) break;
      const role = shouted
        ? ROLE_WORDS.has(bareWord(words[longer - 1]!))
        : capitalized(words[longer]!) && endsInRole(words.slice(0, longer), { titleWords: 2 });
      if (role) end = longer;
    }
    return end;
  }
  return 0;
}

/**
 * Past a field written after the role, as typed titles write it (titleSpecialties reads it there):
 * "Project Engineer (Civil) Meridian…" through the brackets, "Project Engineer - Civil Meridian…"
 * through a word that makes an O*NET title with the role ("Civil Project Engineer"; the employer's
 * "Meridian" makes none). `end` itself when no such field follows.
 */
function qualifierEnd(words: readonly string[], end: number): number {
  const next = words[end];
  if (next?.startsWith("(")) {
    for (let close = end; close < Math.min(end + QUALIFIER_WORDS, words.length - 1); close += 1)
      if (words[close]!.endsWith(")")) return close + 1;
    return end;
  }
  const field = words[end + 1];
  if (next === undefined || !/^[-–—]$/.test(next) || field === undefined || !capitalized(field)) return end;
  const tokens: Token[] = [];
  tokenizeLine([field, ...words.slice(0, end)].join(" "), 0, tokens);
  const title = findTitle(tokens);
  return title !== null && title.start === 0 && title.length >= 2 ? end + 2 : end;
}
/** The most words a bracketed field after a title has ("(Days, Full Time)"). */
const QUALIFIER_WORDS = 4;

/** A heading's items, one a line: "- " before each a bullet opened, text before the first as it is. */
function items(words: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let bulleted = false;
  const flush = () => {
    if (current.length > 0) out.push(`${bulleted ? "- " : ""}${current.join(" ")}`);
    current = [];
  };
  for (const word of words) {
    if (BULLET_WORD.test(word)) {
      flush();
      bulleted = true;
    } else current.push(word);
  }
  flush();
  return out;
}
