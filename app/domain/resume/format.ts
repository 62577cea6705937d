/** Dates and free text as they read on a resume. Pure and deterministic: previews are hashed. */
import { LANGUAGE_TAGS, type ResumeLanguage } from "./language";
import { LABELS } from "./labels";

/**
 * Month and year in the resume's language, from the platform's CLDR data (Intl), so "2020-01" is
 * "Jan 2020", "ene 2020", "Jan. 2020", "2020年1月". Western digits in every language (Arabic
 * included): dates are what ATS parsers read most. UTC, so no time zone moves a month.
 * docs/decisions/resume-language-in-data.md says why Intl and not a table of our own. The locale
 * is the language's tag (LANGUAGE_TAGS), but Arabic's: plain `ar` with Western digits, since
 * `ar-SA` would bring the Islamic calendar too.
 */
export const LOCALES: Record<ResumeLanguage, string> = { ...LANGUAGE_TAGS, ar: "ar-u-nu-latn" };

const formatters = new Map<ResumeLanguage, Intl.DateTimeFormat>();

function monthFormatter(language: ResumeLanguage): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "2021-01" becomes "Jan 2021" (in the language); anything that is not YYYY-MM is shown as typed. */
export function formatMonth(value: string | undefined, language: ResumeLanguage = "en"): string {
  const text = (value ?? "").trim();
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return text;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return match[1]!;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, 1);
  return monthFormatter(language).format(date);
}

/** En dash with spaces, the typographic convention for ranges of months. */
export const RANGE_SEPARATOR = " \u2013 ";

/** The one or two ends of a range as shown: ["Jan 2021", "Present"], ["Jun 2016"], or []. */
export function dateRangeParts(start: string, end: string, current = false, language: ResumeLanguage = "en"): string[] {
  const from = formatMonth(start, language);
  const to = current ? (LABELS[language] ?? LABELS.en).present : formatMonth(end, language);
  return [from, to].filter(Boolean);
}

export function formatDateRange(start: string, end: string, current = false, language: ResumeLanguage = "en"): string {
  return dateRangeParts(start, end, current, language).join(RANGE_SEPARATOR);
}

type TextBlock = { kind: "bullets"; items: string[] } | { kind: "paragraph"; text: string };

/** A bullet line as the templates read it (the marker and its space). */
export const BULLET = /^\s*(?:[•·▪‣◦●■□➢➤✓✔]\s*|[-–—*+]\s+)/;

/**
 * Descriptions are free text: lines starting with a bullet marker become list items (markers
 * dropped, the list supplies its own), other non-empty lines become paragraphs, in order.
 */
export function parseDescription(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      if (!item) continue;
      const last = blocks.at(-1);
      if (last?.kind === "bullets") last.items.push(item);
      else blocks.push({ kind: "bullets", items: [item] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

export function clean(value: string | undefined): string {
  return (value ?? "").trim();
}
