/**
 * The reading step: turns text as it arrives from a PDF (pasted, or extracted on import) into lines a
 * parser can trust. Each rule mends one defect that PDF text extraction produces; they run in the
 * order below, and each is tested on its own in normalize.test.ts. See docs/ats-reading.md.
 *
 *  1. Characters: Unicode compatibility forms (ligatures "ﬁ", full-width letters), non-breaking and
 *     zero-width spaces, soft hyphens, smart quotes.
 *  2. Bullets: "●", "▪", "", "➢", "✓", "o " ... at the start of a line become "• "; several bullets
 *     inside one line ("Excel ● SQL ● Tableau") become separate lines.
 *  3. Letter-spaced text: "C O N T A C T" → "CONTACT", "W O R K  H I S T O R Y" → "WORK HISTORY".
 *  4. Words broken across a space: "d elivering" → "delivering", "inte rnal" → "internal", joined
 *     only when a part is not a word and the joined form is; and across a line's end with a hyphen
 *     ("manage-" / "ment").
 *  5. E-mail addresses and links split by spaces: "jane.doe @gmail .com", "linkedin.com/in/jane -doe/".
 *  6. Headings glued to each other or to text: "Skills  Work  History" (two columns read across),
 *     "SUMMARYResults-driven...", "EXPERIENCE Company Name..." become heading lines.
 *  7. Page furniture: "Page 2 of 3", lone page numbers, and the page header repeated on every page.
 *  8. Wrapped lines: a sentence or a role's line wrapped onto the next line is one line again.
 */
import { HEADING_WORDS, headingKind } from "./headings";
import { STOPWORDS } from "./lexicon";
import { stem } from "./stem";

/**
 * Which word stems are words, for mending broken words and splitting letter-spaced ones. The ATS
 * engine gives O*NET's vocabulary (index.ts); the browser's import does not carry those 2 MB and
 * reads word spacing from positions instead, so without a list nothing is joined or split.
 */
let isKnownStem: (stem: string) => boolean = () => false;
export function setVocabulary(lookup: (stem: string) => boolean): void {
  isKnownStem = lookup;
  wordCache.clear();
  mendedLines.clear();
}

// 1. Characters ----------------------------------------------------------------------------------

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g;

/** The byte Windows-1252 shows as each of these characters (its 0x80–0x9F row). */
const CP1252_BYTES: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const CONTINUATION = "[\u0080-\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]";
/** UTF-8 read as Windows-1252 ("â€™" for "’", "Ã©" for "é"): a lead byte and its continuation bytes. */
const MOJIBAKE = new RegExp(
  `[\u00C2-\u00DF]${CONTINUATION}|[\u00E0-\u00EF]${CONTINUATION}{2}|[\u00F0-\u00F4]${CONTINUATION}{3}`,
  "g",
);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Text that went through a wrong decoding once, as it was meant; anything else as it is. */
function repairMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text;
  return text.replace(MOJIBAKE, (garbled) => {
    const bytes = [...garbled].map((char) => CP1252_BYTES[char] ?? char.charCodeAt(0));
    try {
      return strictUtf8.decode(Uint8Array.from(bytes));
    } catch {
      return garbled;
    }
  });
}

/**
 * What is left of a no-break space read as Windows-1252 ("Â" + no-break space) once a later tool
 * made the space an ordinary one: "Microsoft OutlookÂ ", "• Â Â 20 years", "ÂUpdated". A third of
 * the real resumes copied out of PDFs here have it (docs/ats-reading.md); "Â" glued to a word hides
 * the word ("outlookâ" is no Outlook). "Â" inside a word ("CÂMARA") stays.
 */
const STRAY_NBSP_LEAD = /\u00C2(?=[ \t]|$)|(?<=^|\s)\u00C2(?=[A-Z][a-z])/gm;

export function normalizeCharacters(text: string): string {
  return repairMojibake(text)
    .replace(STRAY_NBSP_LEAD, " ")
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(SPACES, " ")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\r\n?/g, "\n")
    .replace(LONG_BLANK_RUN, BLANK_RUN);
}

/**
 * A run of blanks longer than any layout needs (a column's gap reads as two or more spaces): kept to
 * eight. A pasted line of 50,000 spaces took each reader that looks for a bullet or a "·" between
 * blanks once per space (5.6 s a score; docs/limits.md#scoring).
 */
const LONG_BLANK_RUN = /[^\S\n]{9,}/g;
const BLANK_RUN = " ".repeat(8);

// 2. Bullets -------------------------------------------------------------------------------------

/**
 * Glyphs PDF writers use as bullets. U+F0B7, U+F0A7, U+F076, U+F0D8 are Symbol/Wingdings private-use
 * code points that Word's bullets extract as.
 */
const BULLET_GLYPHS = "•●○◦▪▫■□◆◇►▸▹➢➤➔➜→›»▶▻◉✓✔✅☑✗✘✦❖★☆⦿⁃∙·\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF0A8\uF0D2";
/** A bullet opening a line: a glyph, or "o", a dash, "*" or "+" before a space. The import reads lists with it too. */
export const LEADING_BULLET = new RegExp(`^\\s*(?:[${BULLET_GLYPHS}]|o(?=\\s)|[-–—*+](?=\\s))\\s*`);
const INNER_BULLETS = new RegExp(`\\s+[${BULLET_GLYPHS}]\\s+`, "g");

export function normalizeBullets(line: string): string[] {
  const leading = LEADING_BULLET.test(line);
  const body = leading ? line.replace(LEADING_BULLET, "") : line;
  const parts = body
    .split(INNER_BULLETS)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return [leading ? "" : line.trim()];
  // "Excel ● SQL ● Tableau": every part was a bullet item.
  const many = parts.length > 1;
  return parts.map((part, index) =>
    leading || (many && index > 0) || (many && index === 0 && leading) ? `• ${part}` : part,
  );
}

// 3. Letter-spaced text --------------------------------------------------------------------------

/** Three or more single letters in a row, each followed by one space: "C O N T A C T". */
const SPACED_RUN = /(?:^|(?<=\s))(?:[A-Za-z&] ){2,}[A-Za-z&](?=\s|$|[:.,])/g;

/** "WORKHISTORY" → "WORK HISTORY" when it splits into known words; unchanged otherwise. */
function segment(word: string): string {
  const lower = word.toLowerCase();
  if (isWord(lower) || lower.length > 30) return word;
  // best[i]: fewest words covering lower[0..i), with the split.
  const best: Array<{ count: number; cuts: number[] } | null> = [{ count: 0, cuts: [] }];
  for (let end = 1; end <= lower.length; end += 1) {
    best[end] = null;
    for (let start = Math.max(0, end - 15); start < end; start += 1) {
      const previous = best[start];
      if (!previous || end - start < 2 || !isWord(lower.slice(start, end))) continue;
      if (!best[end] || previous.count + 1 < best[end]!.count)
        best[end] = { count: previous.count + 1, cuts: [...previous.cuts, end] };
    }
  }
  const result = best[lower.length];
  if (!result || result.count < 2) return word;
  let from = 0;
  return result.cuts
    .map((cut) => {
      const part = word.slice(from, cut);
      from = cut;
      return part;
    })
    .join(" ");
}

export function joinSpacedLetters(line: string): string {
  if (!/[A-Za-z] [A-Za-z] [A-Za-z]/.test(line)) return line;
  // Two or more spaces separate words inside letter-spaced text: "W O R K  H I S T O R Y".
  return line.replace(/(?:[A-Za-z&] {1,3}){2,}[A-Za-z&](?=\s|$|[:.,])/g, (run, offset: number) => {
    if (offset > 0 && /\S/.test(line[offset - 1] ?? "")) return run;
    if (!SPACED_RUN.test(`${run.replace(/ {2,}/g, " ")} `)) return run;
    SPACED_RUN.lastIndex = 0;
    const words = run.split(/ {2,}/).map((word) => word.replace(/ /g, ""));
    // "a I m" in prose is not letter-spacing: demand at least one joined word of 3+ letters.
    if (!words.some((word) => word.length >= 3)) return run;
    return words.map((word) => (words.length === 1 ? segment(word) : word)).join(" ");
  });
}

// 4. Broken words --------------------------------------------------------------------------------

const COMMON_SHORT_WORDS = new Set(
  "a i an as at be by do go he if in is it me my no of on or so to up us we am".split(" "),
);

const wordCache = new Map<string, boolean>();
const WORD_CACHE_LIMIT = 20_000;

function isWord(lower: string): boolean {
  if (lower.length <= 2) return COMMON_SHORT_WORDS.has(lower);
  if (STOPWORDS.has(lower) || HEADING_WORDS.has(lower)) return true;
  let known = wordCache.get(lower);
  if (known === undefined) {
    known = isKnownStem(stem(lower));
    if (wordCache.size < WORD_CACHE_LIMIT) wordCache.set(lower, known);
  }
  return known;
}

/**
 * "d elivering" → "delivering", "inte rnal" → "internal", "manage ment" → "management": two
 * lower-case fragments are joined when at least one is not a word and together they are.
 */
export function joinBrokenWords(line: string): string {
  const parts = line.split(" ");
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const current = parts[i] ?? "";
    const next = parts[i + 1];
    // One part of a broken word is short: "d elivering", "inte rnal", "manage ment".
    if (
      next !== undefined &&
      (current.length <= 4 || next.length <= 5) &&
      /^[A-Za-z]?[a-z]+$/.test(current) &&
      /^[a-z]+[.,;:]?$/.test(next)
    ) {
      const tail = next.replace(/[.,;:]$/, "");
      const joined = `${current}${tail}`.toLowerCase();
      const brokenPart = !isWord(current.toLowerCase()) || !isWord(tail);
      if (brokenPart && joined.length >= 4 && isWord(joined)) {
        out.push(`${current}${next}`);
        i += 1;
        continue;
      }
    }
    out.push(current);
  }
  return out.join(" ");
}

/**
 * A word hyphenated at a line's end, as justified text and PDFs break them ("manage-" / "ment of
 * the team"): joined on the first line, as one word where the joined form is one ("management"),
 * with its hyphen where both halves are words and the whole is not ("self-motivated"); left as it is
 * otherwise (the browser's import has no vocabulary).
 */
const HYPHENATED_BREAK = /([A-Za-z]{2,})-\n[ \t]*([a-z]{2,})(?=[\s.,;:!?)]|$)[ \t]*/g;
export function joinHyphenatedBreaks(text: string): string {
  if (!text.includes("-\n")) return text;
  return text.replace(HYPHENATED_BREAK, (whole, head: string, tail: string) => {
    if (isWord(`${head}${tail}`.toLowerCase())) return `${head}${tail}\n`;
    if (isWord(head.toLowerCase()) && isWord(tail)) return `${head}-${tail}\n`;
    return whole;
  });
}

// 5. E-mail addresses and links ------------------------------------------------------------------

const TLD = "(?:com|org|net|edu|gov|io|co|us|uk|ca|de|fr|in|info|me|dev|ai|biz|au|nl|es|it)";

const CONTACT_HINT = new RegExp(`@|\\.\\s*${TLD}\\b`, "i");

export function repairContacts(line: string): string {
  if (!CONTACT_HINT.test(line)) return line;
  let result = line;
  // "jane.doe @gmail .com", "jane.doe@ gmail.com", "jane @ gmail . com"
  result = result.replace(
    new RegExp(`([A-Za-z0-9._%+-]+)\\s*@\\s*([A-Za-z0-9-]+(?:\\s*\\.\\s*[A-Za-z0-9-]+)*?)\\s*\\.\\s*(${TLD})\\b`, "gi"),
    (_match, user: string, domain: string, tld: string) => `${user}@${domain.replace(/\s+/g, "")}.${tld}`,
  );
  // A link whose path was split: "linkedin.com/in/jane -doe-1a2b/", "github.com/ jane".
  result = result.replace(
    new RegExp(
      `\\b((?:https?://)?(?:www\\.)?[a-z0-9-]+\\.${TLD}/[^\\s]*)((?:\\s+(?:[-_/.][A-Za-z0-9-_/.]*|[A-Za-z0-9-_]+/[A-Za-z0-9-_/]*))+)`,
      "gi",
    ),
    (_match, head: string, rest: string) => `${head}${rest.replace(/\s+/g, "")}`,
  );
  result = result.replace(
    new RegExp(`\\b((?:https?://)?(?:www\\.)?[a-z0-9-]+\\.${TLD}/(?:\\S*/)?)\\s+([A-Za-z0-9-_]+)`, "gi"),
    "$1$2",
  );
  // "linkedin .com/in/jane", "www. example.com"
  result = result.replace(
    new RegExp(`\\b([a-z0-9-]+)\\s+\\.\\s*(${TLD})(?=/|\\b)`, "gi"),
    (match, name: string, tld: string) =>
      /^(?:linkedin|github|gitlab|behance|dribbble|medium|twitter|x|www|portfolio)$/i.test(name)
        ? `${name}.${tld}`
        : match,
  );
  return result;
}

// 6. Headings --------------------------------------------------------------------------------------

/**
 * Splits a line whose parts are headings read across columns ("Skills  Work  History" → "Skills",
 * "Work History"), and a heading glued to the text after it ("SUMMARYResults-driven..." or
 * "EXPERIENCE  Company Name...") into a heading line and a content line.
 */
export function splitHeadings(line: string): string[] {
  const trimmed = line.trim();
  if (!trimmed) return [line];
  const columns = trimmed.split(/ {2,}|\t/);
  if (columns.length > 1) {
    const merged = mergeHeadingColumns(columns);
    if (merged) return merged;
  }
  // An all-capitals heading followed by text: "EXPERIENCE Company Name", "SUMMARYResults-driven".
  const caps = /^([A-Z][A-Z &]{3,40}?)(?::\s*|\s+|(?=[A-Z][a-z]))([A-Z0-9].*)$/.exec(trimmed);
  if (caps) {
    const head = caps[1] ?? "";
    const rest = caps[2] ?? "";
    if (headingKind(head) !== undefined && !/^[A-Z &]+$/.test(rest)) return [head.trim(), rest.trim()];
  }
  // "Professional Summary  Results-driven...": a heading, two spaces, then text.
  if (columns.length > 1 && headingKind(columns[0] ?? "") !== undefined)
    return [columns[0]!.trim(), columns.slice(1).join("  ").trim()];
  return [line];
}

/** Columns that are all headings once neighbours are merged ("Work", "History" → "Work History"). */
function mergeHeadingColumns(columns: readonly string[]): string[] | null {
  const out: string[] = [];
  let i = 0;
  while (i < columns.length) {
    let taken = 0;
    for (let n = Math.min(4, columns.length - i); n >= 1; n -= 1) {
      if (headingKind(columns.slice(i, i + n).join(" ")) !== undefined) {
        out.push(
          columns
            .slice(i, i + n)
            .join(" ")
            .trim(),
        );
        taken = n;
        break;
      }
    }
    if (taken === 0) return null;
    i += taken;
  }
  return out.length > 1 || columns.length > 1 ? out : null;
}

// 7. Page furniture --------------------------------------------------------------------------------

const PAGE_NUMBER = /^(?:page\s*)?[-–(]?\s*\d{1,2}\s*[-–)]?(?:\s*(?:of|\/)\s*\d{1,2})?$/i;
const CONTACT_LIKE = /@|\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}|linkedin|https?:|www\./i;
/** A page is at least this many lines: a header line repeated sooner is content ("GRAPHIC DESIGNER" then "Graphic Designer"). */
const MIN_PAGE_LINES = 15;

/**
 * Drops page numbers and the page header that repeats on later pages: the opening lines again
 * (name, then contact line), or a contact line again, at least a page further down.
 */
export function removePageFurniture(lines: readonly string[]): string[] {
  const key = (line: string) => line.trim().toLowerCase();
  const opening = lines
    .map((line, index) => ({ key: key(line), index }))
    .filter(({ key }) => key)
    .slice(0, 2);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const current = key(lines[i] ?? "");
    if (current && PAGE_NUMBER.test(current)) continue;
    const first = opening.find((entry) => entry.key === current);
    if (current && first && i - first.index >= MIN_PAGE_LINES) {
      // The name alone may be a title elsewhere; it goes only with the contact line after it.
      const next = key(lines[i + 1] ?? "");
      const isBlock = first === opening[0] && opening[1] !== undefined && next === opening[1].key;
      if (isBlock) {
        i += 1;
        continue;
      }
      if (CONTACT_LIKE.test(current)) continue;
    }
    out.push(lines[i] ?? "");
  }
  return out;
}

// All rules ----------------------------------------------------------------------------------------

/** Runs every rule: the text the rest of the engine reads. */
/**
 * Markdown's emphasis and heading marks, as text written in a notes app or by a chat assistant has
 * them: "**Requirements**", "## Experience", "__Python__". A "* " bullet stays a bullet.
 */
export function unmarkdown(line: string): string {
  return line.replace(/^(\s*)#{1,6}\s+(?=\S)/, "$1").replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2");
}

export function normalizeResumeText(text: string): string {
  const lines: string[] = [];
  let blanks = 0;
  for (const rawLine of joinWrappedLines(joinHyphenatedBreaks(normalizeCharacters(text)).split("\n"))) {
    // A run of blank lines says no more than two do (a page's gap, a form's padding), and each
    // would cost every later step a pass: 200,000 of them took the engine most of a second
    // (bench/ats-hostile.bench.mjs). At most two in a row are kept.
    blanks = rawLine.trim() === "" ? blanks + 1 : 0;
    // Blank lines above the text say nothing either: the first line is where a reader starts.
    if (blanks > 2 || (blanks > 0 && lines.length === 0)) continue;
    lines.push(...normalizeLine(rawLine));
  }
  return removePageFurniture(lines).join("\n");
}

// 8. Wrapped lines ---------------------------------------------------------------------------------

/** A bullet's line of more words than this, a year in it, is a duty's sentence: a role's line with its dates and place is shorter. */
const BULLET_SENTENCE_WORDS = 16;
/** A word no sentence ends with ("…with an impressive blend of technical expertise and"). */
const FUNCTION_WORD_END =
  /(?:^|\s)(?:a|an|the|and|or|of|to|for|with|in|on|at|by|from|into|as|than|our|your|their|its|this|that|who|which|whose|&)$/i;
/** A line this long that stops mid-sentence goes on in the next one when that opens in lower case. */
const WRAPPED_LINE_LENGTH = 35;
/** A role's dates: a line with a year is a role's line, which a duty under it does not continue. */
const YEAR = /\b(?:19|20)\d{2}\b/;
/** A line that ends in a range's second month, its year on the next line. */
const RANGE_CUT_AT_MONTH =
  /\b(?:19|20)\d{2}\s*(?:to|until|through|[-–—])\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
/** The most words a sentence's wrapped tail has, and the fewest its line above has (as ./capitals.ts reads them). */
const SENTENCE_TAIL_WORDS = 12;
/** A sentence's last words wrapped alone onto a line: as many as a width of 60 leaves ("Deputy" / "Manager."). */
const LAST_WORDS = 2;
/** The longest line joined with the next: longer than any paragraph a resume wraps. */
const MAX_JOINED_LINE = 2_000;
/** How much of a line's end is read to tell whether it goes on. */
const LINE_END_READ = 240;
/** The most words a dated line's wrapped tail has. */
const DATED_LINE_TAIL_WORDS = 8;
const HEADING_BEFORE_COLON = /^([^:]{2,40}):/;
/**
 * A history written as fields, one a line ("company - Aegis School of Data & Business" /
 * "description - Data Science Intern"), as Indian job sites lay one out: each field is a line.
 */
const FIELD_LABEL =
  /^(?:company|employer|description|duration|period|client|project(?: name)?|role|designation|position|responsibilities|environment|technologies|team size|location)\s*(?::|-\s)/i;

/**
 * Whether `next` goes on with the sentence `line` stops in, as text copied out of a PDF or wrapped
 * at a width has it: "…Company Name City ," / "State", "…an impressive blend of technical expertise
 * and" / "business acumen", "Nov 2015 to" / "Jan 2016". Read apart, the tail of a role's line was
 * no role and a summary's middle stood as the title (docs/ats-reading.md, "Resumes wrapped at a width").
 * Never into a heading, a bullet or a contact line, and never after a sentence's end.
 */
export function goesOnInNextLine(line: string, next: string): boolean {
  // A line joined from thousands ("led and" / "led and" / …) was read whole at every step, which
  // took a 200,000-character resume 57 s (bench/ats-hostile.bench.mjs): only its end is read (a
  // line that long is no heading, role or contact line), and a paragraph longer than
  // MAX_JOINED_LINE is read in parts.
  if (line.length > MAX_JOINED_LINE || next.length > MAX_JOINED_LINE) return false;
  const before = (line.length > LINE_END_READ ? line.slice(-LINE_END_READ) : line).trim();
  const after = next.trim();
  if (!before || !after) return false;
  // A role's dated line goes on only in its own tail ("…Company Name City ," / "State"): a sentence
  // after it is a duty, and a dated line that long is no role's line. A bullet's sentence with a year
  // in it goes on where it stopped on a word no sentence ends with, on a comma, or past the length
  // of any role's line ("• Since 2012, have prepared and prosecuted to conclusion, either by trial
  // or" / "settlement, …"): cut, it stood as a role.
  const sentenceGoesOn =
    LEADING_BULLET.test(line) &&
    (FUNCTION_WORD_END.test(before) || before.endsWith(",") || before.split(/\s+/).length > BULLET_SENTENCE_WORDS) &&
    /^[a-z]/.test(after);
  if (YEAR.test(before) && after.split(/\s+/).length > DATED_LINE_TAIL_WORDS && !sentenceGoesOn) return false;
  // A date range cut after its month: "…Aug 2006 to Feb" / "2009".
  if (RANGE_CUT_AT_MONTH.test(before) && /^(?:19|20)\d{2}\b/.test(after)) return true;
  // "…Queens College" / ", State", "…Word, Excel" / "& PowerPoint": the line's own punctuation goes on.
  if (/^[,;)\]&/]/.test(after) && !/[.!?]$/.test(before)) return true;
  const lowerCase = /^[a-z]/.test(after);
  // "…including but not limited to:" / "feeding, bathing", "…loyalty, and OMS;" / "accelerate data…".
  if (/[:;]$/.test(before) && lowerCase && headingKind(before.slice(0, -1)) === undefined) return true;
  if (/[.!?:;]$/.test(before)) return false;
  if (LEADING_BULLET.test(after) || CONTACT_LIKE.test(before) || CONTACT_LIKE.test(after)) return false;
  if (headingKind(before) !== undefined || FIELD_LABEL.test(after)) return false;
  // A dash joins what follows: "…Automation & Projects Consultant -" / "Mechanical Engineering",
  // "Jan 2015 –" / "Present".
  if (/\s[-–—]$/.test(before)) return true;
  // A sentence stopped on a word no sentence ends with goes on, even in a heading's word that ends
  // the sentence: after "…for the completion of", "projects." is its tail, not the projects section
  // ("Skills" after "…and" is the next section, where a sentence was cut short).
  const sentenceTail = lowerCase || /\.$/.test(after);
  if (FUNCTION_WORD_END.test(before) && (sentenceTail || headingKind(after) === undefined)) return true;
  // So is a heading's word in lower case or with a full stop after a long line ("…construction and
  // maintenance" / "projects.", "…and the IIBA" / "Business Analyst certification.").
  if (!sentenceTail && headingKind(after) !== undefined) return false;
  const labelled = HEADING_BEFORE_COLON.exec(after);
  if (labelled && headingKind(labelled[1] ?? "") !== undefined) return false;
  // A list stopped on a comma goes on, whatever the case.
  if (/,$/.test(before)) return true;
  // A long line stopped mid-sentence goes on in a line that opens in lower case, or in a short one
  // that ends the sentence ("…working towards my IIBA" / "Business Analyst certification.", which
  // a resume in capitals writes in lower case: ./capitals.ts); a role's dated line does not (a duty
  // may be written in lower case under it).
  if (YEAR.test(before) && !sentenceGoesOn) return false;
  if (lowerCase && before.length >= WRAPPED_LINE_LENGTH) return true;
  const words = (text: string) => text.split(/\s+/).length;
  return (
    /\.$/.test(after) &&
    words(after) <= SENTENCE_TAIL_WORDS &&
    // A line's last word or two with the full stop ("…was promoted to Deputy" / "Manager.") end a
    // wrapped line's sentence as a longer tail ends a longer line's.
    (words(before) > SENTENCE_TAIL_WORDS || (before.length >= WRAPPED_LINE_LENGTH && words(after) <= LAST_WORDS)) &&
    !YEAR.test(after)
  );
}

/** Share of lines followed by one blank line that says a text is double-spaced. */
const DOUBLE_SPACED_SHARE = 0.8;

/**
 * A text with one blank line after nearly every line (copied out of a file or a page that spaces its
 * lines so) as written single-spaced: there one blank line says no more than a line's end, and a
 * longer gap is where a paragraph ends. Read apart, a sentence's lines were never one again.
 */
export function singleSpaced(lines: readonly string[]): readonly string[] {
  const blank = (index: number) => (lines[index] ?? "").trim() === "";
  let written = 0;
  let spaced = 0;
  for (let i = 0; i < lines.length; i += 1) {
    if (blank(i)) continue;
    written += 1;
    if (i + 2 < lines.length && blank(i + 1) && !blank(i + 2)) spaced += 1;
  }
  if (written <= 2 || spaced < DOUBLE_SPACED_SHARE * (written - 1)) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!blank(i)) out.push(lines[i] ?? "");
    else if (!blank(i - 1) && blank(i + 1)) out.push("");
  }
  return out;
}

/** Each line with the lines its sentence goes on in, as one line: before any other rule reads them. */
export function joinWrappedLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of singleSpaced(lines)) {
    const last = out.length - 1;
    // Kept without trailing blanks, so joining never copies the whole line again to trim it.
    if (last >= 0 && goesOnInNextLine(out[last] ?? "", line)) out[last] = `${out[last]} ${line.trim()}`;
    else out.push(line.trimEnd());
  }
  return out;
}

/**
 * Lines mended before, by their text: each rule below reads one line alone, and an edit changes
 * one line while the next score reads them all again. Bounded: cleared when full.
 */
const mendedLines = new Map<string, readonly string[]>();
const MENDED_LINES_LIMIT = 4_000;

function normalizeLine(rawLine: string): readonly string[] {
  const known = mendedLines.get(rawLine);
  if (known !== undefined) return known;
  const out: string[] = [];
  const spaced = joinSpacedLetters(unmarkdown(rawLine.replace(/(?<! ) +$/, "")));
  for (const part of splitHeadings(spaced)) {
    for (const bulletLine of normalizeBullets(part)) {
      out.push(repairContacts(joinBrokenWords(bulletLine.replace(/ {2,}/g, " "))));
    }
  }
  if (mendedLines.size >= MENDED_LINES_LIMIT) mendedLines.clear();
  mendedLines.set(rawLine, out);
  return out;
}
