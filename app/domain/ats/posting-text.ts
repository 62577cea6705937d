/**
 * A pasted job posting put in one shape before it is read, so that what a person changes without
 * thinking (HTML left over from a web page, the title written inline with the first heading, a
 * heading with its items on the same line, "•" or "1." or "*" bullets, blank lines, curly quotes)
 * does not change what the engine reads. Every formatting variant of one posting must score the
 * same resume within ±3 (app/domain/ats/invariance.test.ts); docs/ats-reading.md "Postings".
 */
import { hasRoleWord, isDepartment } from "./lexicon";
import { unmarkdown } from "./normalize";
import { wordCount } from "./text";
import { endsInRole, headingAtEnd, isHeadingPhrase, isWrittenHeading, ROLE_WORDS } from "./posting-vocabulary";

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  ndash: "–",
  mdash: "—",
  bull: "•",
  hellip: "…",
  middot: "·",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A text with what a web page leaves in it read as text: entities decoded ("&amp;", "&#39;"), tags
 * dropped, block ends as line breaks and list items as bullets. Postings are pasted from pages; a
 * resume sent to the API may be HTML too.
 */
export function withoutHtml(text: string): string {
  return stripTags(decodeEntities(text));
}

/** Tags a copied web page leaves behind: block ends become line breaks, list items bullets. */
function stripTags(text: string): string {
  if (!/<\/?[a-z][^>]{0,200}>/i.test(text)) return text;
  return text
    .replace(/<(script|style)\b[^>]{0,200}>[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<li\b[^>]{0,200}>/gi, "\n- ")
    .replace(/<(?:br|\/p|\/div|\/li|\/ul|\/ol|\/h[1-6]|\/tr|p|div|h[1-6]|ul|ol|tr)\b[^>]{0,200}>/gi, "\n")
    .replace(/<\/?[a-z][^>]{0,200}>/gi, " ");
}

// "Senior Backend Engineer. Requirements:" / "Senior Backend Engineer | What you'll need:"
const INLINE_HEADING = /^(.{3,120}?)\s*(?:[.!?|]|\s[–—-])\s+([A-Za-z][A-Za-z' ’&/-]{2,48}):\s*(.*)$/;
// "Requirements: 5+ years of Go" → the heading on its own line, then its items.
const LEADING_HEADING = /^\s*([A-Za-z][A-Za-z' ’&/-]{2,48}):\s+(\S.*)$/;
// "Requirements | 5+ years of Go | PostgreSQL | AWS": a list copied out of a page's columns or
// tabs, its items joined by bars → the heading on its own line, then one item a line. Not a
// semicolon or a dash: "Python required; unix is a given" is a sentence, not a heading and its list.
const PIPED_HEADING = /^\s*([A-Za-z][A-Za-z' ’&/-]{2,48}?)\s*:?\s+\|\s+(\S.*)$/;
// "Requirements – 4+ years of Python – PostgreSQL – AWS": the same list joined by dashes. Only
// after a heading as headings are written, and two items or more: elsewhere a dash joins a
// sentence's own parts ("Salary – £31,365 to £37,890", "NHS experience is not essential - if…").
const DASHED_HEADING = /^\s*([A-Za-z][A-Za-z' ’&/-]{2,48}?)\s*:?\s+[-–—]\s+(\S.*)$/;
// Lettered items in either case: a federal "C. Ability to..." is an item, not the language C.
export const BULLETS = /^\s*(?:[•●▪◦‣∙·*>]|[-–—](?=\s)|\(?\d{1,2}[.)]|\(?[a-zA-Z][.)](?=\s))\s*/;

// "Registered Nurse. Mercy General is a 400-bed hospital.": a title written as the first sentence.
// A title's own abbreviation ends no sentence: "Senior Engineer / Sr. Engineer", "Asst. Manager".
const INLINE_TITLE =
  /^(.{3,80}?)\s*(?:(?<!\b(?:sr|jr|snr|mgr|asst|eng|engr|coord|spec|supv?|dev|techn?|assoc|dir|exec|admin|sys|info|mgmt|mktg|dept|st|dr))\.|[!|])(?:\s+(\S.*))?$/i;

// "Logistics Dispatcher - Swift Freight runs three distribution centers.": a title, a dash, then
// the posting's first sentence.
const DASHED_TITLE = /^(.{3,80}?)\s+[-–—]\s+(\S.*)$/;

/**
 * The title before a dash when the posting's first sentence follows it, or null. A dash before a
 * few words is the title's own ("Senior Engineer - Payments") and stays (job-title.ts reads it).
 */
export function titleBeforeSentence(line: string): { title: string; rest: string } | null {
  const dashed = DASHED_TITLE.exec(line);
  if (!dashed) return null;
  const rest = dashed[2] as string;
  // A few words and where the post is ("- Night shifts at Acme Inc.") are what a board adds, no
  // sentence: the employer's full stop made one, and the terms were read as the posting's words.
  const employer = EMPLOYER_AT_END.exec(rest);
  if (employer && wordCount(rest.slice(0, employer.index)) <= BOARD_ADDITION_WORDS) return null;
  const words = wordCount(rest);
  // A sentence has words in lower case ("… runs three distribution centers."); a field named in
  // capitals and ended by an ad's "!" is the title's own ("Sr. Scientist - Image Analysis/Computational
  // Pathology!", from "We're hiring: …!", was cut from its field).
  const lowerCaseWords = rest.split(/\s+/).filter((word) => /^[a-z]/.test(word)).length;
  const sentence =
    words > RUNNING_TEXT_WORDS || (words > 3 && /[.!?]$/.test(rest.trim()) && lowerCaseWords >= MIN_SENTENCE_LOWER);
  return sentence ? { title: dashed[1] as string, rest } : null;
}
const BOARD_ADDITION_WORDS = 3;
/** " at Acme Inc.", " at Northwind Health": capitalised words after "at" that end the line. */
const EMPLOYER_AT_END = /\s+at\s+(?:[A-Z][\w&'’-]*\.?\s*){1,5}$/;
/** Words in lower case a sentence after a title's dash holds at least ("Swift Freight runs three…"). */
const MIN_SENTENCE_LOWER = 2;
/** Past this many words a line is running text, however it ends (job-title.ts's paragraphs too). */
const RUNNING_TEXT_WORDS = 14;

/**
 * Words of a title after a department; more are the posting's first sentence. Real titles run
 * long: "Operations | Lead Contact Representative (Lead Customer Service Representative)".
 */
const DEPARTMENT_TITLE_WORDS = 12;

/** A title's first part: up to its first comma or bracket. */
const firstPartOf = (text: string): string => text.split(/[,(]/)[0] ?? "";

/** The first line's first sentence, when it is a title (a few words naming a role), on its own line. */
function splitTitle(line: string): string[] {
  const inline = INLINE_TITLE.exec(line);
  const { title, rest } = titleBeforeSentence(line) ?? { title: inline?.[1], rest: inline?.[2] };
  if (!title || title.split(/\s+/).length > 8 || isHeadingPhrase(title)) return [line];
  // "Operations | Welder": a department, then the title (job-title.ts reads it), no sentence.
  // So is a longer rest whose first part names a role: "Operations | Management Analyst, Program
  // Analyst, … (Promotion potential may vary by position.)" stood as the title "Operations".
  if (isDepartment(title) && rest && (wordCount(rest) <= DEPARTMENT_TITLE_WORDS || hasRoleWord(firstPartOf(rest))))
    return [line];
  // A role noun anywhere ("Engineer, Payments"), or a title ending in a role O*NET names ("Custodian").
  if (
    !title
      .toLowerCase()
      .split(/[^a-z&]+/)
      .some((word) => ROLE_WORDS.has(word)) &&
    !endsInRole(title.trim().split(/\s+/))
  )
    return [line];
  return rest ? [title, rest] : [title];
}

/**
 * A joined list's items, one a line; an item that is the next heading, or ends in it ("AWS Nice to
 * have"), starts that heading's list (headingAtEnd).
 */
function listLines(items: readonly string[]): string[] {
  return items.flatMap((item) => {
    const split = headingAtEnd(item);
    if (!split) return [`- ${item}`];
    return split.before ? [`- ${split.before}`, `${split.heading}:`] : [`${split.heading}:`];
  });
}

function splitLine(line: string): string[] {
  const inline = INLINE_HEADING.exec(line);
  if (inline && isHeadingPhrase(inline[2] as string)) {
    return [inline[1] as string, `${inline[2]}:`, ...(inline[3] ? splitLine(inline[3]) : [])];
  }
  const piped = PIPED_HEADING.exec(line);
  if (piped && isHeadingPhrase(piped[1] as string)) {
    return [`${piped[1]}:`, ...listLines((piped[2] as string).split(/\s+\|\s+/))];
  }
  const dashed = DASHED_HEADING.exec(line);
  const dashedItems = dashed ? (dashed[2] as string).split(/\s+[-–—]\s+/) : [];
  if (dashed && dashedItems.length >= 2 && isWrittenHeading(dashed[1] as string)) {
    return [`${dashed[1]}:`, ...listLines(dashedItems)];
  }
  const leading = LEADING_HEADING.exec(line);
  if (leading && isHeadingPhrase(leading[1] as string) && !/^(?:job )?title$/i.test((leading[1] as string).trim())) {
    return [`${leading[1]}:`, leading[2] as string];
  }
  return [line];
}

const INLINE_ITEM_LETTER = /(^|\s)\([A-Za-z]\)(?=\s)/g;
/** A line this long that stops mid-sentence goes on in the next one when that opens in lower case. */
const WRAPPED_LINE_LENGTH = 35;
const FUNCTION_WORD_END =
  /\s(?:a|an|the|and|or|of|to|for|with|in|on|at|by|from|into|as|than|our|your|their|its|this|that|who|which|whose)$/i;

export function tidyPosting(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2007\u202f]/g, " ")
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .split("\n");
  const out: string[] = [];
  for (const raw of lines) {
    // An item's letter inside a sentence ("...a degree;OR (C) A combination of...") is no language C.
    const line = raw
      .replace(/[ \t]+/g, " ")
      .replace(INLINE_ITEM_LETTER, "$1")
      .trim();
    if (!line) continue;
    // A bullet or a sentence wrapped onto the next line ("- Experience with a transportation
    // management" / "system"), as text copied out of a narrow page or a PDF has it: one again. A
    // sentence's line is a long one (a short line may be a title or a heading above its text).
    // A line that stops on a word no sentence ends with ("…to join our" / "MRI department at…")
    // goes on whatever case the next line opens with.
    const previous = out[out.length - 1];
    const heading = isHeadingPhrase(line.replace(/:$/, "")) && (line.endsWith(":") || !line.includes(" "));
    const endsOnFunctionWord = FUNCTION_WORD_END.test(previous ?? "") && !BULLETS.test(line);
    // The title's line goes on in none (the posting's first sentence may follow it in lower case).
    const wrapped =
      previous !== undefined &&
      out.length > 1 &&
      (previous.startsWith("- ") || previous.length >= WRAPPED_LINE_LENGTH || endsOnFunctionWord);
    const goesOn = /^[a-z]/.test(line) || endsOnFunctionWord;
    if (wrapped && goesOn && !/[.:;!?]$/.test(previous) && !heading) {
      out[out.length - 1] = `${previous} ${line}`;
      continue;
    }
    const parts =
      out.length === 0
        ? splitTitle(line).flatMap((part, index) => (index === 0 ? [part] : splitLine(part)))
        : splitLine(line);
    for (const part of parts) {
      const bullet = BULLETS.exec(part);
      out.push(bullet ? `- ${part.slice(bullet[0].length).trim()}` : part.trim());
    }
  }
  return out.join("\n");
}

/**
 * The job board's own lines around a copied posting: "Acme · Austin, TX (Hybrid) · 2 days ago · Over
 * 100 applicants", "11-50 employees · Software Development", "Easy Apply", "$50,000 - $70,000 a year
 * - Full-time", "4.1 out of 5 stars", and the board's heading over the text ("About the job", "Full
 * job description"). They describe the page, not the job, and the employer's industry ("Software
 * Development") would read as the job's work. Dropped before anything else reads the posting; a
 * line that says more than that stays (docs/ats-reading.md "Postings").
 */
export function withoutJobBoardLines(text: string): string {
  let opening = true;
  let first = true;
  return text
    .split("\n")
    .filter((line) => {
      // A board's heading over the posting comes before its first paragraph; the same words
      // further down are the employer's own section ("Job description" in an NHS posting).
      if (opening && BOARD_HEADING.test(unmarkdown(line))) return false;
      // The posting's text begins at its first paragraph. The first line is the title's place,
      // and a title may be long ("Management Analyst, Program Analyst, Program & Management
      // Analyst (Promotion potential may vary by position.) - job post" opens an Indeed page).
      const words = line.trim().split(/\s+/).length;
      if (!first && (words > 14 || (words > 6 && /[.!?]$/.test(line.trim())))) opening = false;
      if (line.trim()) first = false;
      return !isJobBoardLine(line);
    })
    .join("\n");
}

/** "About the role" is no board's: it heads the duties. */
const BOARD_HEADING = /^\s*(?:(?:full )?job description|about the job|job details)\s*:?\s*$/i;

/** The postal codes of U.S. states, as a regular expression's alternatives: "React, JS" is no place. */
export const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";

/** Lines that are nothing but a board's: its buttons, badges, rating and salary estimate. */
const BOARD_ONLY_LINES: readonly RegExp[] = [
  /^(?:easy apply|apply(?: now| on company (?:site|website))?|saved?|share|report(?: this)? job)$/i,
  /^(?:show (?:more|less)|see more|profile insights|promoted|actively (?:hiring|recruiting))$/i,
  /^(?:be an early applicant|responses managed off linkedin)$/i,
  /^\d(?:\.\d)?\s*(?:out of 5 stars|★)$/i,
  // A place on its own line ("Austin, TX", "Austin, TX 78701", "Remote in Denver, CO"): where, not what.
  // Up to four words, none "in" or "at" or a dash: "Registered Nurse Job in Austin, TX" and "Registered
  // Nurse - Austin, TX" are titles.
  new RegExp(
    `^(?:(?:remote|hybrid) (?:in )?)?[A-Z][A-Za-z.'-]*(?:[ -](?!(?:in|at|job|jobs)\\b)[A-Za-z][A-Za-z.'-]*){0,3}, (?:${US_STATES})(?: \\d{5})?(?:\\s*\\((?:remote|hybrid|on-?site)\\))?$`,
    "i",
  ),
  /^[$£€][\d.,]+k?\s*[-–]\s*[$£€][\d.,]+k?\s*\((?:employer|glassdoor) est\.?\)$/i,
  /^[$£€][\d.,]+k?(?:\s*[-–]\s*[$£€][\d.,]+k?)?\s+(?:an?|per)\s+(?:year|hour|month|week|day)(?:\s*[-–·]\s*(?:full|part)[- ]time)?$/i,
];
/**
 * A "·"-separated line of facts a board shows: one that only a board writes (applicants, age,
 * company size, level), or nothing but the job's terms ("Full-time · Remote"). "Python · Django ·
 * Remote" names skills and stays.
 */
const BOARD_FACT =
  /\b(?:\d+\+? applicants|over \d+ applicants|\d+ (?:minutes?|hours?|days?|weeks?|months?) ago|reposted|\d+(?:[-–]\d+|\+)? employees|(?:mid-senior|entry|associate|executive|director) level)\b/i;
/** LinkedIn's teaser of the skills it found in the posting, cut short ("+8 more"): the posting says them. */
const BOARD_SKILLS = /^\s*skills:.*\+\s?\d+ more\s*$/i;
const JOB_TERMS = /^(?:(?:full|part)[- ]time|contract|temporary|internship|on-site|onsite|hybrid|remote)$/i;

function isJobBoardLine(written: string): boolean {
  const line = unmarkdown(written).trim();
  if (BOARD_ONLY_LINES.some((pattern) => pattern.test(line)) || BOARD_SKILLS.test(line)) return true;
  const parts = line.split(/\s+·\s+/);
  if (parts.length < 2) return false;
  if (!parts.every((part) => part.split(/\s+/).length <= 6)) return false;
  return parts.some((part) => BOARD_FACT.test(part)) || parts.every((part) => JOB_TERMS.test(part.trim()));
}
