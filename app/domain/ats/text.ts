/** Small text helpers shared by the job and resume readers. */
import { englishDates } from "./localized-dates";
import type { Token } from "./tokenize";

export const BULLET_MARKER = /^\s*(?:[•●▪◦‣∙·\-–—*>]|\d{1,2}[.)])\s+/;

export function stripBullet(line: string): string {
  return line.replace(BULLET_MARKER, "").trim();
}

const isWordChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 191;

/** Words in a text: runs that start with a letter or digit, split on whitespace. No allocation: it runs on every line. */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 160) {
      inWord = false;
    } else if (!inWord && isWordChar(c)) {
      inWord = true;
      count += 1;
    }
  }
  return count;
}

/**
 * Whether a line lists things ("Python, Go, Java and AWS"; "Excel, Word, Outlook"): three or more
 * items between commas or semicolons, of a few words each. A sentence with commas ("DISA offers a
 * broad range of programs, … Go to www.disa.mil") is none: its "Go" is a verb, whatever its case.
 */
export function isListLine(line: string): boolean {
  const items = line.split(/[,;]/);
  if (items.length < 3) return false;
  let words = 0;
  for (const item of items) words += wordCount(item);
  return words / items.length <= LIST_ITEM_WORDS;
}
const LIST_ITEM_WORDS = 4;

/**
 * Whether the token at `index` follows words that name examples ("such as excel", "especially
 * outlook", "e.g. workday"): a name written in lower case there is still the tool, as in a list.
 */
export function afterExampleCue(tokens: readonly { norm: string; line: number }[], index: number): boolean {
  const previous = tokens[index - 1];
  if (!previous || previous.line !== tokens[index]!.line) return false;
  if (EXAMPLE_CUES.has(previous.norm)) return true;
  const before = tokens[index - 2];
  return before?.line === previous.line && EXAMPLE_CUES.has(`${before.norm} ${previous.norm}`);
}
/** Words that name examples, as tokens read them ("e.g." is "e.g"); capitals.ts reads them in capitals. */
export const EXAMPLE_CUE_WORDS = ["especially", "particularly", "including", "namely", "such as", "e.g", "eg"] as const;
const EXAMPLE_CUES: ReadonlySet<string> = new Set(EXAMPLE_CUE_WORDS);

/** A set of phrases to look for, with their prefixes so a scan stops as soon as no phrase can match. */
export interface PhraseQuery {
  keys: ReadonlySet<string>;
  prefixes: ReadonlySet<string>;
}

export function phraseQuery(keys: Iterable<string>): PhraseQuery {
  const set = new Set<string>();
  const prefixes = new Set<string>();
  for (const key of keys) {
    if (!key) continue;
    set.add(key);
    const parts = key.split(" ");
    for (let n = 1; n < parts.length; n += 1) prefixes.add(parts.slice(0, n).join(" "));
  }
  return { keys: set, prefixes };
}

/** Which of the query's phrases occur in the tokens (phrases never span lines). */
export function findPhrases(tokens: readonly Token[], query: PhraseQuery): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i] as Token;
    let key = first.stem;
    if (query.keys.has(key)) found.add(key);
    for (let j = i + 1; j < tokens.length && query.prefixes.has(key); j += 1) {
      const token = tokens[j] as Token;
      if (token.line !== first.line) break;
      key = `${key} ${token.stem}`;
      if (query.keys.has(key)) found.add(key);
    }
  }
  return found;
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const SEASONS: Readonly<Record<string, number>> = { winter: 0, spring: 3, summer: 6, fall: 8, autumn: 8 };
const MONTH_NAME = String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
/**
 * The dates people write: "Jan 2019", "January, 2019", "Jan'19", "Jan '19", "01/2019", "1.2019",
 * "2019-01", "2019/01", "2019.01", "Summer 2019", "2019".
 */
const DATE = String.raw`(?:${MONTH_NAME},?\s*'\d{2}|${MONTH_NAME},?\s+(?:19|20)\d{2}|(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d{2}|\d{1,2}[/.](?:19|20)\d{2}|(?:19|20)\d{2}[-/.]\d{2}(?!\d)|(?:19|20)\d{2})`;
const PRESENT = String.raw`present|current(?:ly)?|now|today|ongoing|(?:till|to) date|date`;
const RANGE = new RegExp(String.raw`(${DATE})\s*(?:-|–|—|to|until|till|through|thru)\s*(${DATE}|${PRESENT})\b`, "gi");
/** "Since 2021", "since March 2021": a range that runs to the present. */
const SINCE = new RegExp(String.raw`\bsince\s+(${DATE})`, "gi");
const PRESENT_ONLY = new RegExp(String.raw`^(?:${PRESENT})$`, "i");
export const ANY_YEAR = /\b(?:19|20)\d{2}\b|'\d{2}\b/;

/** A month as a number (year * 12 + month), so ranges subtract to months. */
function parseMonth(text: string): number | null {
  const value = text
    .toLowerCase()
    .replace(/[,]/g, " ")
    .replace(/\.(?=\s|$|')/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  let match = /^([a-z]+)\s*'(\d{2})$/.exec(value);
  if (match) {
    const month = MONTHS[(match[1] ?? "").slice(0, 3)];
    const short = Number(match[2]);
    // "Jan '19" is 2019; "Jan '98" is 1998.
    return month === undefined ? null : (short > 50 ? 1900 + short : 2000 + short) * 12 + month;
  }
  match = /^([a-z]+)\s+(\d{4})$/.exec(value);
  if (match) {
    const name = match[1] ?? "";
    const month = SEASONS[name] ?? MONTHS[name.slice(0, 3)];
    return month === undefined ? null : Number(match[2]) * 12 + month;
  }
  match = /^(\d{1,2})[/.](\d{4})$/.exec(value);
  if (match) return Number(match[2]) * 12 + Math.min(11, Math.max(0, Number(match[1]) - 1));
  match = /^(\d{4})[-/.](\d{2})$/.exec(value);
  if (match) return Number(match[1]) * 12 + Math.min(11, Math.max(0, Number(match[2]) - 1));
  match = /^(\d{4})$/.exec(value);
  return match ? Number(match[1]) * 12 : null;
}

export interface DateRange {
  start: number;
  /** null: "Present". */
  end: number | null;
  line: number;
}

export function findDateRanges(text: string, lineIndex: number, out: DateRange[]): void {
  if (!ANY_YEAR.test(text)) return;
  // "ene 2020 – actualidad" reads as "jan 2020 – present"; an English line is unchanged.
  const line = englishDates(text);
  let found = false;
  RANGE.lastIndex = 0;
  for (let match = RANGE.exec(line); match; match = RANGE.exec(line)) {
    const start = parseMonth(match[1] ?? "");
    if (start === null) continue;
    const endText = (match[2] ?? "").trim();
    const end = PRESENT_ONLY.test(endText) ? null : parseMonth(endText);
    if (end !== null && end < start) continue;
    out.push({ start, end, line: lineIndex });
    found = true;
  }
  if (found) return;
  SINCE.lastIndex = 0;
  for (let match = SINCE.exec(line); match; match = SINCE.exec(line)) {
    const start = parseMonth(match[1] ?? "");
    if (start !== null) out.push({ start, end: null, line: lineIndex });
  }
}

/** Months covered by a set of ranges, overlaps counted once (two jobs at once are not two years). */
export function coveredMonths(ranges: readonly DateRange[], asOf: number): number {
  const spans = ranges
    .map((range) => [range.start, Math.max(range.start, range.end ?? asOf)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = -1;
  let currentEnd = -1;
  for (const [start, end] of spans) {
    if (start > currentEnd) {
      if (currentEnd >= 0) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else {
      currentEnd = Math.max(currentEnd, end);
    }
  }
  if (currentEnd >= 0) total += currentEnd - currentStart;
  return total;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
};
const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*\+?\s*(?:(?:or more|or greater|plus)\s+)?(?:(?:-|–|to)\s*(?:\d{1,2})\s*)?\+?\s*(?:years?|yrs?)\b/gi;
/** The figure a number is written with beside it: "three (3) years", "3 (three) years" reads "three years". */
const FIGURE_BESIDE = /\s*\((?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\)/gi;

/** A text without the figure written beside a number ("three (3) years" → "three years"). */
export const withoutFigureBeside = (text: string): string => text.replace(FIGURE_BESIDE, "");

/**
 * "5+ years", "three years", "3-5 yrs", "three (3) years", "3 or more years", "3 plus years": the
 * lower bound, which is what a screen filters on.
 */
export function yearsMentioned(written: string): number[] {
  const found: number[] = [];
  const line = withoutFigureBeside(written);
  YEARS.lastIndex = 0;
  for (let match = YEARS.exec(line); match; match = YEARS.exec(line)) {
    const word = (match[1] ?? "").toLowerCase();
    const value = NUMBER_WORDS[word] ?? Number(word);
    if (value > 0 && value <= 40) found.push(value);
  }
  return found;
}

/**
 * An e-mail address. Matches start only where a run of address characters starts, and every run
 * is bounded: a 200,000-letter word is scanned once, not once per letter (it took 26 s).
 */
export const EMAIL =
  /(?<![A-Z0-9._%+-])[A-Z0-9._%+-]{1,64}@[A-Z0-9-]{1,63}(?:\.[A-Z0-9-]{1,63}){0,8}\.[A-Z]{2,24}(?![A-Z])/i;
