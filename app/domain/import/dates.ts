import { englishDates } from "../ats/localized-dates";

/**
 * Dates as the resume model stores them ("YYYY-MM"), read from what people write. A date without
 * a month ("2019") is not turned into January: the field stays empty and is flagged.
 */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const SEASONS: Readonly<Record<string, number>> = { winter: 1, spring: 4, summer: 7, fall: 9, autumn: 9 };

const MONTH_NAME = String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
const ONE_DATE = String.raw`(?:${MONTH_NAME},?\s*'\d{2}|${MONTH_NAME},?\s+(?:19|20)\d{2}|(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d{2}|\d{1,2}[/.](?:19|20)\d{2}|(?:19|20)\d{2}[-/.]\d{1,2}(?!\d)|(?:19|20)\d{2})`;
const PRESENT = String.raw`present|current(?:ly)?|now|today|ongoing|(?:till|to) date`;
const RANGE = new RegExp(String.raw`(${ONE_DATE})\s*(?:-|–|—|to|until|through|thru)\s*(${ONE_DATE}|${PRESENT})`, "i");
const SINCE = new RegExp(String.raw`\bsince\s+(${ONE_DATE})`, "i");
const SINGLE = new RegExp(String.raw`(?:^|[^\w])(${ONE_DATE})(?![\w])`, "i");

/** "Jan 2021", "01/2021", "2021-01", "Jan '21" → "2021-01"; a year alone → "" (no month). */
export function toMonth(text: string): string {
  const value = text.toLowerCase().replace(/[,.]/g, " ").replace(/\s+/g, " ").trim();
  let match = /^([a-z]+)\s*'(\d{2})$/.exec(value);
  if (match) {
    const month = MONTHS[(match[1] ?? "").slice(0, 3)];
    const short = Number(match[2]);
    return month ? `${short > 50 ? 1900 + short : 2000 + short}-${String(month).padStart(2, "0")}` : "";
  }
  match = /^([a-z]+) (\d{4})$/.exec(value);
  if (match) {
    const name = match[1] ?? "";
    const month = SEASONS[name] ?? MONTHS[name.slice(0, 3)];
    return month ? `${match[2]}-${String(month).padStart(2, "0")}` : "";
  }
  match = /^(\d{1,2})[/ ](\d{4})$/.exec(value);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12)
    return `${match[2]}-${String(Number(match[1])).padStart(2, "0")}`;
  match = /^(\d{4})[-/ ](\d{1,2})$/.exec(value);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return `${match[1]}-${String(Number(match[2])).padStart(2, "0")}`;
  return "";
}

export interface FoundDates {
  start: string;
  end: string;
  current: boolean;
  /** The date text as written, to take out of the line. */
  raw: string;
  /** A date was there but its month was not ("2019 – 2021"). */
  monthless: boolean;
}

/**
 * The first date range (or "Since ..." or single date) in a text, in any resume language: dates
 * written in another language ("März 2019 – heute", "2020年1月 – 至今") are read in their English
 * form, and `raw` is still the text as written, so the caller can take it out of the line.
 */
export function findDates(text: string): FoundDates | null {
  const english = englishDates(text);
  if (english === text) return findEnglishDates(text);
  const found = findEnglishDates(english);
  return found ? { ...found, raw: writtenSpan(text, english, found.raw) } : null;
}

/**
 * The part of `written` that became `raw` in `english`: the rewrite only changes date words, so
 * what comes before and after the changes is the same in both texts.
 */
function writtenSpan(written: string, english: string, raw: string): string {
  const shorter = Math.min(written.length, english.length);
  let head = 0;
  while (head < shorter && written[head] === english[head]) head += 1;
  let tail = 0;
  while (tail < shorter - head && written[written.length - 1 - tail] === english[english.length - 1 - tail]) tail += 1;
  // A position in the unchanged head or tail maps one to one; one inside the changes, to their edge.
  const toWritten = (at: number, edge: number) =>
    at <= head ? at : at >= english.length - tail ? written.length - (english.length - at) : edge;
  const start = english.indexOf(raw);
  const from = toWritten(start, head);
  return written.slice(from, Math.max(from, toWritten(start + raw.length, written.length - tail)));
}

function findEnglishDates(text: string): FoundDates | null {
  const range = RANGE.exec(text);
  if (range) {
    const start = toMonth(range[1] ?? "");
    const endText = range[2] ?? "";
    const current = new RegExp(`^(?:${PRESENT})$`, "i").test(endText.trim());
    const end = current ? "" : toMonth(endText);
    return { start, end, current, raw: range[0], monthless: !start || (!current && !end) };
  }
  const since = SINCE.exec(text);
  if (since) {
    const start = toMonth(since[1] ?? "");
    return { start, end: "", current: true, raw: since[0], monthless: !start };
  }
  const single = SINGLE.exec(text);
  if (single) {
    const end = toMonth(single[1] ?? "");
    return { start: "", end, current: false, raw: single[1] ?? "", monthless: !end };
  }
  return null;
}
