/**
 * Entries of the Experience, Education and Projects sections, and Experience's fields (Education's
 * and Projects' are read in ./education-projects.ts). An entry opens with a few short
 * lines (title, organisation, dates, place: one per line, or several on one line set apart by
 * gaps or separators) and goes on with its description (bullets or sentences) until the next
 * entry's opening lines.
 */
import { ROLE_NOUNS } from "../ats/lexicon";
import { LEADING_BULLET as BULLET } from "../ats/normalize";
import { wordCount } from "../ats/text";
import { newEntryId, type ExperienceEntry } from "../resume/schema";
import { fromCapitals } from "./capitals";
import { PLACE, WEB_ADDRESS as LINK } from "./patterns";
import { findDates, type FoundDates } from "./dates";
import { LOCALIZED_GPA, LOCALIZED_TECHNOLOGIES } from "./localized-labels";
import type { DocLine, FieldFlag } from "./types";

export interface RawEntry {
  head: DocLine[];
  body: DocLine[];
}

export const isBullet = (line: DocLine): boolean => line.bullet === true || BULLET.test(line.text);

/** "– Present" or "– Mar 2019" under the date it ends: the close of a range, not a list item. */
export const closesDateRange = (text: string): boolean =>
  /^(?:[-–—]|to\b)\s*\S/.test(text) && isDateOnly(text.replace(/^(?:[-–—]|to\b)\s*/, ""));
const endsDateRange = (line: DocLine): boolean => closesDateRange(line.segments[0] ?? "");

/** A line of web addresses only ("github.com/jw/app · app.example.dev"): part of an entry's opening. */
export const isLinksOnly = (line: DocLine): boolean =>
  line.text
    .replace(LINK, " ")
    .replace(LINK_LABEL, " ")
    .replace(/[\s|·•,]+/g, "") === "";

/** Labels people put before a project's addresses: "Code: github.com/jw/app   Live: app.example.dev". */
const LINK_LABEL = /\b(?:code|live|demo|repo|repository|source|github|website|site|url|links?)\s*:/gi;

/** "Technologies: Rust, Go" and "GPA: 3.8" belong to the entry above them. */
const ENTRY_DETAIL = new RegExp(
  String.raw`^(?:(?:technologies|tech(?:nology)? stack|tech|stack|tools|built with|gpa|grade|honou?rs|relevant coursework|coursework)\b\s*[:-]|(?:${LOCALIZED_GPA}|${LOCALIZED_TECHNOLOGIES})\s*:)`,
  "iu",
);

/** A line that opens an entry: short, or dated, or bold; never a bullet or an entry's detail line. */
function isHeadLine(line: DocLine): boolean {
  if (endsDateRange(line)) return true;
  if (isBullet(line) || ENTRY_DETAIL.test(line.text.trim())) return false;
  if (entryDates(line.text)) return wordCount(line.text) <= 16;
  const text = line.text.trim();
  // "B.A." and "M.S." end in a period and are a degree, not a sentence.
  return (
    wordCount(text) <= 10 &&
    (!/[.;]$/.test(text) || ABBREVIATION_END.test(text) || (wordCount(text) <= 4 && DEGREE.test(text)))
  );
}

/**
 * The dates of an entry's opening: a range, a month, or a year standing alone or nearly so. A
 * year inside a sentence ("saved a key account $310K in 2023") dates nothing.
 */
function entryDates(text: string): FoundDates | null {
  const found = findDates(text);
  if (!found) return null;
  const single = found.monthless && !/[-–—]|\bto\b|since/i.test(found.raw);
  return single && wordCount(text.replace(found.raw, " ")) > 5 ? null : found;
}

/** A line ending in a period may still be a name: "Northstar Manufacturing Co.", "Acme Inc." */
const ABBREVIATION_END = /\b(?:co|inc|ltd|corp|llc|llp|plc|pty|gmbh|jr|sr|st|bros|dept|univ|assn|intl)\.$/i;

const CONNECTOR = /^(?:to|until|through|thru|[-–—])$/i;

/**
 * A date range set as a stack in a narrow column ("July 2008" / "to" / "January 2015") made one
 * line again, so the entry's opening reads one range.
 */
function joinStackedDates(lines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [first, middle, last] = [lines[index]!, lines[index + 1], lines[index + 2]];
    const single = (line: DocLine | undefined): line is DocLine =>
      line !== undefined && line.segments.length === 1 && Math.abs(line.x - first.x) < 3;
    if (
      single(first) &&
      isDateOnly(first.text) &&
      single(middle) &&
      CONNECTOR.test(middle.text.trim()) &&
      single(last) &&
      isDateOnly(last.text)
    ) {
      const text = `${first.text} ${middle.text.trim()} ${last.text}`;
      out.push({ ...first, text, segments: [text] });
      index += 2;
    } else out.push(first);
  }
  return out;
}

/** A line that stops on a word that needs more after it ("Master of Education in"). */
const OPEN_END = /(?:\s(?:in|of|and|for|at|the|with|on|to)|[&,])$/i;

/**
 * A line wrapped in a narrow column after a word that needs more ("Master of Education in" /
 * "Curriculum and Instruction"), or before one ("... in Curriculum" / "and Instruction"), made one line again: set tight, at the same edge and size, and
 * neither a list item.
 */
function joinOpenLines(lines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const open =
      previous !== undefined &&
      previous.segments.length === 1 &&
      line.segments.length === 1 &&
      (OPEN_END.test(previous.text.trim()) || /^(?:and|or|of|in|for|&)\s/.test(line.text.trim())) &&
      !isBullet(previous) &&
      !isBullet(line);
    if (
      open &&
      line.page === previous.page &&
      line.gapBefore <= WRAPPED_GAP &&
      Math.abs(line.x - previous.x) < 3 &&
      Math.abs(line.size - previous.size) < 0.5 &&
      !entryDates(line.text)
    ) {
      const text = joinLines(previous.text.trim(), line.text.trim());
      out[out.length - 1] = {
        ...previous,
        text,
        segments: [text],
        bold: previous.bold && line.bold,
        leadBoldWords: undefined,
      };
    } else out.push(line);
  }
  return out;
}

/**
 * A short label in a margin beside a paragraph (moderncv's \\cvitem{tinyqueue}{A persistent job
 * queue...}): the label opens an entry, the paragraph is its text.
 */
function splitMarginLabels(lines: readonly DocLine[]): DocLine[] {
  return lines.flatMap((line) => {
    // A run-in title: "tinyqueue. A persistent job queue..." with the title in bold.
    if (line.leadBoldWords && line.segments.length === 1 && !isBullet(line)) {
      const words = line.text.trim().split(/\s+/);
      const title = words
        .slice(0, line.leadBoldWords)
        .join(" ")
        .replace(/[.:—–-]+$/, "")
        .trim();
      const prose = words.slice(line.leadBoldWords).join(" ");
      // Not "**Senior Accountant** - Northstar Manufacturing Co.": a name ending in "Co." is no sentence.
      const sentence = wordCount(prose) > 8 || (/[.!?]$/.test(prose) && !ABBREVIATION_END.test(prose));
      if (title && !findDates(title) && sentence) {
        return [
          {
            ...line,
            text: title,
            segments: [title],
            segmentX: line.segmentX?.slice(0, 1),
            bold: true,
            leadBoldWords: undefined,
          },
          { ...line, text: prose, segments: [prose], gapBefore: 0, bold: false, leadBoldWords: undefined },
        ];
      }
    }
    const [label = "", ...rest] = line.segments;
    const prose = rest.join(" ");
    const labelled =
      rest.length > 0 &&
      wordCount(label) <= 4 &&
      !/[.:;,]$/.test(label) &&
      !isDateOnly(label) &&
      !isBullet(line) &&
      (wordCount(prose) > 8 || /[.!?]$/.test(prose)) &&
      !findDates(prose);
    if (!labelled) return [line];
    const x = line.segmentX?.[1] ?? line.x;
    return [
      { ...line, text: label, segments: [label], segmentX: line.segmentX?.slice(0, 1) },
      { ...line, text: prose, segments: [prose], segmentX: [x], x, gapBefore: 0, bold: false },
    ];
  });
}

/** `kind`: projects take a bare list under a finished paragraph as its stack, not the next entry. */
export function splitEntries(
  rawLines: readonly DocLine[],
  kind: "experience" | "education" | "projects" = "experience",
): RawEntry[] {
  const entries: RawEntry[] = [];
  let current: RawEntry | null = null;
  const lines = joinOpenLines(joinStackedDates(splitMarginLabels(rawLines)));
  lines.forEach((line, index) => {
    // A line that goes on, in lower case, on the next line is a sentence of a description.
    const next = lines[index + 1];
    const goesOn =
      next !== undefined &&
      next.page === line.page &&
      next.gapBefore <= WRAPPED_GAP &&
      /^\p{Ll}/u.test(next.text) &&
      !isLinksOnly(next) &&
      !line.bold &&
      !entryDates(line.text);
    const lastBody = current?.body[current.body.length - 1];
    // A short line set tight under a description line, at its indent, is that line wrapped ("63%").
    // Across a page break the spacing says nothing: only a line going on in lower case continues.
    const samePage = lastBody !== undefined && (lastBody.page === line.page || /^\p{Ll}/u.test(line.text));
    // But not a short capitalised name after a finished sentence: that is the next entry's
    // opening set as plainly as its text ("...starts from facts." / "Schema Linter").
    const nextName =
      lastBody !== undefined &&
      /[.!?]$/.test(lastBody.text.trim()) &&
      /^\p{Lu}/u.test(line.text.trim()) &&
      wordCount(line.text) <= 5 &&
      !/[.;:,]$/.test(line.text.trim());
    // A list item's text runs on at the text's edge, not under its bullet: a line starting left of
    // a hanging bullet's text ("•   Filed pleadings..." / "Paralegal - Legal Aid") is not its wrap.
    const wrapped =
      lastBody !== undefined &&
      samePage &&
      line.gapBefore <= WRAPPED_GAP &&
      line.x >= (lastBody.hangX ?? lastBody.x) - 1 &&
      !entryDates(line.text) &&
      !nextName;
    // A line indented past the entry's opening lines is a list item of its description.
    // (Not a short line right under the opening, such as the company set a little further in.)
    const shortOpening =
      current !== null &&
      current.body.length === 0 &&
      (isLinksOnly(line) ||
        (wordCount(line.text) <= 6 && !/[.;:]$/.test(line.text.trim()) && line.gapBefore <= WRAPPED_GAP));
    const indented = current !== null && current.head.length > 0 && line.x > headX(current) + 3 && !shortOpening;
    // Addresses under a description ("github.com/jw/app") are that entry's links.
    const trailingLinks =
      current !== null &&
      current.body.length > 0 &&
      (isLinksOnly(line) || (kind === "projects" && stackLine(line, lastBody)));
    if (isHeadLine(line) && !wrapped && !indented && !trailingLinks && !goesOn) {
      const dated = entryDates(line.text) !== null;
      // "Mar 2021 –" above "Present": a range broken over two lines is still one date.
      const openRange = current?.head.some((head) => head.segments.some((segment) => opensRange(segment))) ?? false;
      const currentDated = !openRange && (current?.head.some((head) => entryDates(head.text) !== null) ?? false);
      // A new entry once the current one has a description, or when its opening is complete.
      // Entries without descriptions (education): a second degree after a dated one starts the next.
      const nextTitle =
        current !== null &&
        currentDated &&
        DEGREE.test(line.text) &&
        current.head.some((head) => DEGREE.test(head.text));
      // A school after a school and its degree ("Towson University" under "Master of Social Work · (2016)").
      const nextSchool =
        current !== null &&
        SCHOOL.test(line.text) &&
        !DEGREE.test(line.text) &&
        current.head.some((head) => SCHOOL.test(head.text)) &&
        current.head.some((head) => DEGREE.test(head.text));
      if (
        !current ||
        current.body.length > 0 ||
        (dated && currentDated && !endsDateRange(line)) ||
        current.head.length >= 4 ||
        nextTitle ||
        nextSchool
      ) {
        current = { head: [], body: [] };
        entries.push(current);
      }
      current.head.push(line);
    } else {
      if (!current) {
        current = { head: [], body: [] };
        entries.push(current);
      }
      current.body.push(line);
    }
  });
  return entries;
}

/** Endings a typesetter's hyphenation leaves on the next line ("process-" / "ing"). */
const WORD_ENDING =
  /^(?:ing|ings|ion|ions|tion|tions|sion|ment|ments|ness|ity|ities|ed|er|ers|est|al|ally|ly|ble|bly|ance|ances|ence|ences|ive|ives|ous|ist|ists|ism|ure|ures|age|ic|ics|ical|ise|ize|ized|ised|izing|ising|ant|ants|ent|ents|ful|less|ship)\b/;

/**
 * A line and the one that continues it, as one text. A word broken after a hyphen ("well-" /
 * "measured") keeps its hyphen; a hyphen the typesetter added ("process-" / "ing") goes.
 */
export function joinLines(line: string, next: string): string {
  // A web address broken after a slash ("github.com/" / "jw/app") is one address again.
  if (/\S+\.[a-z]{2,}\/\S*\/$|\S+\.[a-z]{2,}\/$/i.test(line) && /^[\w-]/.test(next)) return `${line}${next}`;
  // "a 28-" / "bed unit": a number's hyphen joins the word after it, as a word's does.
  if (!/[\p{L}\d]-$/u.test(line)) return `${line} ${next}`;
  return WORD_ENDING.test(next) ? `${line.slice(0, -1)}${next}` : `${line}${next}`;
}

/** Lines of one wrapped paragraph sit at most this far apart (in font sizes); items further. */
const WRAPPED_GAP = 0.6;

/**
 * Description lines as the editor keeps them: "- " for list items, wrapped lines joined back.
 * A list item is a line with a bullet glyph, or (when the bullets are drawn, not written) a line
 * indented past the block's left edge. A line set as close to the one above as the block's
 * tightest spacing continues it; more space starts a new item or paragraph.
 */
export function describe(lines: readonly DocLine[], baseX = Infinity): string {
  const visible = lines.filter((line) => line.text.trim());
  if (visible.length === 0) return "";
  const left = Math.min(baseX, ...visible.map((line) => line.x));
  const tightest = Math.min(...visible.slice(1).map((line) => line.gapBefore), Infinity);
  const edge = Math.max(...visible.map((line) => line.right ?? -Infinity));
  const out: Array<{ text: string; item: boolean }> = [];
  visible.forEach((line, index) => {
    const text = line.text.trim();
    const glyph = isBullet(line);
    const indented = line.x - left >= 4;
    const previous = out[out.length - 1];
    // Bullets drawn as shapes on an even line grid: a line wraps only when the next word would
    // not fit on it; one that left room for the next line's first word (a capital) ended its item.
    const above = visible[index - 1];
    const charWidth = line.right !== undefined && text.length > 0 ? (line.right - line.x) / text.length : 0;
    const firstWord = text.split(/\s+/)[0] ?? "";
    const stopsShort =
      previous?.item === true &&
      above?.right !== undefined &&
      charWidth > 0 &&
      above.right + charWidth * (firstWord.length + 1) < edge - charWidth &&
      /^\p{Lu}/u.test(text);
    const continues =
      index > 0 &&
      previous !== undefined &&
      !glyph &&
      !stopsShort &&
      line.gapBefore <= Math.min(tightest + 0.15, WRAPPED_GAP) &&
      (!previous.item || indented);
    if (continues && previous) {
      // A line broken after a hyphen ("well-" / "measured") is one word again.
      previous.text = joinLines(previous.text, text);
      return;
    }
    out.push({ text: glyph ? text.replace(BULLET, "").trim() : text, item: glyph || indented });
  });
  return out.map((part) => (part.item ? `- ${part.text}` : part.text)).join("\n");
}

const SEPARATORS = /\s*(?:\||•|·|—|–(?!\s*(?:present|current|\d))|\s-\s|\s@\s|,\s+(?=[A-Z]))\s*/;
/** "Engineer at Google" is a title and a company; "University of Texas at Austin" is one name. */
const AT = /\s+at\s+(?=[A-Z])/;
const ORG_WORDS =
  /\b(?:inc|llc|ltd|corp|corporation|company|co|group|gmbh|plc|university|college|school|institute|hospital|clinic|bank|agency|studio|labs?|systems|solutions|partners|associates|foundation|department|council|services|technologies|center|centre)\b\.?/i;
const ROLE_WORDS = new Set([
  ...ROLE_NOUNS,
  ..."chef cook server cashier driver mechanic electrician carpenter welder operator attorney paralegal lawyer counsel nurse therapist pharmacist dentist hygienist veterinarian surgeon doctor receptionist secretary bookkeeper teller banker broker underwriter adjuster inspector estimator foreman superintendent laborer cleaner janitor housekeeper bartender barista waiter host hostess trainer coach librarian researcher fellow scholar volunteer apprentice programmer tester artist photographer editor journalist reporter producer author copywriter translator interpreter pilot steward stewardess dispatcher scheduler cashier merchandiser stylist worker caseworker clinician sergeant soldier sailor marine captain lieutenant chemist biologist physicist economist statistician mathematician geologist surveyor drafter draftsman handler loader picker packer stocker courier".split(
    " ",
  ),
]);

/** A masthead line that is a job title ("Software Engineering Team Lead"), not a name. */
export const titleLike = (text: string): boolean => titleStrength(text) > 0;

/** How strongly a piece of an opening line reads as a job title (0: not at all). */
function titleStrength(piece: string): number {
  const words = piece
    .toLowerCase()
    .split(/[^a-z&]+/)
    .filter(Boolean);
  if (ORG_WORDS.test(piece)) return 0;
  const last = words[words.length - 1] ?? "";
  if (ROLE_WORDS.has(last)) return 2;
  return words.some((word) => ROLE_WORDS.has(word)) ? 1 : 0;
}

/**
 * The segments of an entry's opening lines, with a date range broken over two lines in a narrow
 * margin ("Mar 2021 –" above "Present") made whole again.
 */
function joinBrokenDates(head: readonly DocLine[]): string[][] {
  const rows = head.map((line) =>
    line.segments.map((text, index) => ({ text, x: line.segmentX?.[index] ?? (index === 0 ? line.x : NaN) })),
  );
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    if (!next) return;
    for (const part of row) {
      // "Mar 2021 –" over "Present", "Mar 2018 – May" over "2021", or "Apr 2019" over "– Present",
      // in a narrow (maybe centred) margin.
      const opens = /[-–—]\s*$|\bto$/.test(part.text);
      const monthOpen = MONTH_OPEN.test(part.text);
      const below = next.findIndex(
        (candidate) =>
          Math.abs(candidate.x - part.x) < 12 &&
          (monthOpen
            ? /^(?:19|20)\d{2}$/.test(candidate.text.trim())
            : opens
              ? isDateOnly(candidate.text)
              : isDateOnly(part.text) &&
                /^(?:[-–—]|to\b)\s*\S/.test(candidate.text) &&
                isDateOnly(candidate.text.replace(/^(?:[-–—]|to\b)\s*/, ""))),
      );
      if (below < 0) continue;
      part.text = `${part.text} ${next[below]!.text}`;
      next.splice(below, 1);
    }
  });
  return rows.map((row) => row.map((part) => part.text));
}

const DURATION = /[(·]\s*(?:(?:\d+\s*(?:years?|yrs?|months?|mos?)\s*){1,2}|less than a year)\)?/gi;

/** A range broken after its end month, the year on the line below: "Mar 2018 – May" / "2021". */
const MONTH_OPEN = /\d{2}\s*[-–—]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;

/** A range left open at a line's end: "Mar 2021 –", "Mar 2018 – May". */
const opensRange = (segment: string): boolean =>
  /\d{2}\s*[-–—]$/.test(segment.trim()) || MONTH_OPEN.test(segment.trim());

/** The pieces of an entry's opening lines, dates and places taken out. */
export function headPieces(head: readonly DocLine[]): {
  pieces: string[];
  groups: number[];
  dates: FoundDates | null;
  links: string[];
} {
  let dates: FoundDates | null = null;
  const pieces: string[] = [];
  /** Which segment each piece came from: pieces of one segment may be one field with a comma in it. */
  const groups: number[] = [];
  const links: string[] = [];
  let group = 0;
  for (const segments of joinBrokenDates(head)) {
    for (const segment of segments) {
      group += 1;
      // Links first: "Routewise github.com/jw/routewise routewise.example.dev".
      let text = segment.replace(LINK, (link) => {
        links.push(link.replace(/[.,;]$/, ""));
        return " | ";
      });
      // LinkedIn adds how long a job lasted: "(2 years 7 months)", "· 4 yrs 11 mos".
      text = text.replace(DURATION, " ");
      const found = findDates(text);
      if (found && (!dates || (!dates.start && !dates.end))) dates = found;
      if (found) text = text.replace(found.raw, " ");
      const parts = text.split(SEPARATORS).flatMap((part) => {
        const [before, ...after] = part.split(AT);
        return after.length > 0 && titleStrength(before ?? "") > 0 ? [before ?? "", after.join(" at ")] : [part];
      });
      for (const part of parts) {
        const piece = part.replace(/^[\s(),;:]+|[\s(),;:]+$/g, "").trim();
        if (!piece || PLACE.test(piece)) continue;
        pieces.push(piece);
        groups.push(group);
      }
    }
  }
  return { pieces, groups, dates, links };
}

export function readExperience(raw: RawEntry, index: number, flags: Record<string, FieldFlag>): ExperienceEntry {
  const { pieces, groups, dates } = headPieces(raw.head);
  const path = `experience.${index}`;
  const ranked = pieces.map((piece, order) => ({ piece, order, strength: titleStrength(piece) }));
  const title = [...ranked].sort((a, b) => b.strength - a.strength || a.order - b.order)[0];
  let position = "";
  let company = "";
  if (title && title.strength > 0) {
    const others = ranked.filter((entry) => entry !== title);
    // "Teaching Assistant, Data Structures, Willamette Valley College": the organisation is the
    // piece that reads as one; what sits between it and the title belongs to the title.
    const org = others.find((entry) => ORG_WORDS.test(entry.piece)) ?? others[0];
    company = org?.piece ?? "";
    const between = others.filter(
      (entry) =>
        entry !== org &&
        entry.order > title.order &&
        groups[entry.order] === groups[title.order] &&
        (!org || groups[org.order] !== groups[title.order] || entry.order < org.order),
    );
    position = [title.piece, ...between.map((entry) => entry.piece)].join(", ");
  } else {
    // Neither piece names a role: a piece that names an organisation is the company; otherwise
    // keep the order people most often write. Either way, say so.
    const orgAt = pieces.slice(0, 2).findIndex((piece) => ORG_WORDS.test(piece));
    position = pieces[orgAt === 0 ? 1 : 0] ?? "";
    company = pieces[orgAt === 0 ? 0 : 1] ?? "";
    if (position) flags[`${path}.position`] = "unsure";
    if (company) flags[`${path}.company`] = "unsure";
  }
  if (!position) flags[`${path}.position`] = "missing";
  if (!company) flags[`${path}.company`] = "missing";
  [position, company] = [position, company].map((value, which) => {
    const recased = fromCapitals(value);
    if (recased !== value) flags[`${path}.${which === 0 ? "position" : "company"}`] = "unsure";
    return recased;
  }) as [string, string];
  if (!dates || !dates.start) flags[`${path}.startDate`] = dates?.monthless ? "unsure" : "missing";
  return {
    id: newEntryId(),
    company,
    position,
    startDate: dates?.start ?? "",
    endDate: dates && !dates.current ? dates.end : "",
    current: dates?.current ?? false,
    description: describe(raw.body, headX(raw)),
  };
}

/** Where an entry's text column starts: the left edge of its opening lines, past a margin of dates. */
export const headX = (raw: RawEntry): number =>
  Math.min(
    Infinity,
    ...raw.head.map((line) => {
      const index = line.segments.findIndex((segment) => !isDateOnly(segment));
      return index < 0 ? line.x : (line.segmentX?.[index] ?? line.x);
    }),
  );

/** A segment that is a date or a piece of one ("Mar 2021 –", "Present"). */
const isDateOnly = (segment: string): boolean =>
  /^(?:present|current|now|today)$/i.test(segment.trim()) ||
  (findDates(segment) !== null && wordCount(segment.replace(findDates(segment)!.raw, "")) === 0) ||
  /^\S+\s+\d{4}\s*[-–—]$/.test(segment.trim());

export const DEGREE =
  /\b(?:bachelor|master|doctor|associate|ph\.?\s?d|mba|b\.?\s?s\.?c?|b\.?\s?a|m\.?\s?s\.?c?|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|bsn|msn|b\.?\s?com|diploma|certificate|high school|ged|a\.?\s?a\.?s?|j\.?\s?d|m\.?\s?d|ed\.?\s?d)\b/i;
export const SCHOOL = /\b(?:university|college|institute|school|academy|polytechnic|conservatory|seminary)\b/i;

/**
 * A bare list of short names under a finished paragraph ("...dead-letter handling." / "Go,
 * SQLite"): the project's stack, set without a label.
 */
export function stackLine(line: DocLine, previous: DocLine | undefined): boolean {
  const items = stackItems(line.text);
  return (
    previous !== undefined &&
    /[.!?]$/.test(previous.text.trim()) &&
    !isBullet(line) &&
    items.length >= 2 &&
    items.every((item) => item && wordCount(item) <= 3 && !/[.;:!?]$/.test(item)) &&
    line.text.search(LINK) < 0
  );
}

/** A bare stack's items: "Go, SQLite", "Illustrator · InDesign", "React | Node". */
export const stackItems = (text: string): string[] => text.split(/\s*[,·|]\s*/).map((item) => item.trim());
