/**
 * Dates as the other nine resume languages write them ("ene 2020 – actualidad", "Jan. 2020 –
 * heute", "2020年1月 – 至今"), rewritten into the English forms the date reader knows ("jan 2020
 * – present"), so roles and years of experience read the same in every language
 * (docs/product.md#resume-language). Month names come from the same CLDR data (Intl) the
 * templates print them with; the "Present" words from the templates' label table. A line with
 * nothing localized comes back unchanged: English is read exactly as before.
 */
import { RESUME_LANGUAGES } from "../resume/language";
import { LABELS } from "../resume/labels";
import { LOCALES } from "../resume/format";

const ENGLISH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
const ENGLISH_MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/;

/** "Present" words printed or typed after a dash, beyond the templates' own. */
const PRESENT_VARIANTS = [
  "actualidad",
  "actual",
  "presente",
  "hoy",
  "aujourd'hui",
  "présent",
  "heute",
  "jetzt",
  "aktuell",
  "atual",
  "atualmente",
  "o momento",
  "obecnie",
  "nadal",
  "حتى الآن",
  "الآن",
  "حاليا",
  "היום",
  "至今",
  "现在",
  "今",
  "現在",
];
/** "Since" in the other languages: "seit 2021", "desde 2021", "depuis 2021". */
const SINCE_WORDS = ["seit", "desde", "depuis"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nameForm = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[.׳']+$/u, "")
    .trim();

/** Every localized month name or abbreviation English would not read as the same month, and its month. */
function localizedMonthNames(): Map<string, number> {
  const names = new Map<string, number>();
  for (const language of RESUME_LANGUAGES) {
    if (language === "en") continue;
    const styles: Intl.DateTimeFormatOptions[] = [
      { month: "short", year: "numeric" },
      { month: "long", year: "numeric" },
      { month: "short" },
      { month: "long" },
    ];
    for (const style of styles) {
      const format = new Intl.DateTimeFormat(LOCALES[language], { ...style, timeZone: "UTC" });
      for (let month = 0; month < 12; month += 1) {
        const part = format.formatToParts(Date.UTC(2020, month, 1)).find((p) => p.type === "month")?.value ?? "";
        const name = nameForm(part);
        // "1月" and other numeric months are read by the year/month rule below.
        if (!name || /\d/.test(name)) continue;
        const english = ENGLISH_MONTH.exec(name);
        if (english && ENGLISH_MONTHS.indexOf(english[1] as (typeof ENGLISH_MONTHS)[number]) === month) continue;
        if (!names.has(name)) names.set(name, month);
      }
    }
  }
  return names;
}

interface Rules {
  months: Map<string, number>;
  /** A localized month before a year: "ene 2020", "jan. de 2020", "Dez. 2022", "يناير 2020". */
  monthYear: RegExp;
  /** "jun. de 2014" (Portuguese, Spanish) where the month itself reads as English. */
  monthDeYear: RegExp;
  /** "2020年1月" (Chinese, Japanese). */
  yearMonth: RegExp;
  /** "2020年" without a month. */
  yearOnly: RegExp;
  /** A "Present" word after a range dash. */
  present: RegExp;
  since: RegExp;
  /** Any of the above, as a cheap first test. */
  hint: RegExp;
}

let rules: Rules | null = null;

function buildRules(): Rules {
  const months = localizedMonthNames();
  const alternatives = (words: Iterable<string>) =>
    [...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|");
  const monthNames = alternatives(months.keys());
  const presentWords = new Set(PRESENT_VARIANTS);
  for (const language of RESUME_LANGUAGES) if (language !== "en") presentWords.add(nameForm(LABELS[language].present));
  // Typed or pasted text may keep the curly apostrophe the reading step straightens.
  for (const word of [...presentWords]) presentWords.add(word.replace(/['’]/g, "'")).add(word.replace(/['’]/g, "’"));
  return {
    months,
    monthYear: new RegExp(
      String.raw`(?<![\p{L}\p{N}])(${monthNames})[.׳']?(?:\s+de)?,?\s+((?:19|20)\d{2})(?!\d)`,
      "giu",
    ),
    monthDeYear:
      /(?<![\p{L}])((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\.?\s+de\s+((?:19|20)\d{2})(?!\d)/giu,
    yearMonth: /((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月/gu,
    yearOnly: /((?:19|20)\d{2})\s*年(?!\s*\d)/gu,
    present: new RegExp(String.raw`([-–—~〜]\s*)(?:${alternatives(presentWords)})(?![\p{L}])`, "giu"),
    since: new RegExp(String.raw`(?<![\p{L}])(?:${SINCE_WORDS.join("|")})\s+(?=[\p{L}\d])`, "giu"),
    hint: new RegExp(
      String.raw`[^\x00-\x7F]|\sde\s+(?:19|20)\d{2}|(?<![\p{L}\p{N}])(?:${monthNames}|${SINCE_WORDS.join("|")})(?![\p{L}])`,
      "iu",
    ),
  };
}

/** The line with its localized dates in English form; the line itself when it has none. */
export function englishDates(line: string): string {
  rules ??= buildRules();
  const r = rules;
  if (!r.hint.test(line)) return line;
  return line
    .replace(r.monthDeYear, "$1 $2")
    .replace(r.yearMonth, (_, year: string, month: string) => `${month}/${year}`)
    .replace(r.yearOnly, "$1")
    .replace(
      r.monthYear,
      (_, name: string, year: string) => `${ENGLISH_MONTHS[r.months.get(nameForm(name)) ?? 0]} ${year}`,
    )
    .replace(r.present, "$1present")
    .replace(r.since, "since ");
}
