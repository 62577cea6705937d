/**
 * Reads a resume that arrives as plain text (the template HTML with tags stripped): lines survive,
 * structure does not. Sections are found by their standard heading lines, which is also what an
 * applicant tracking system's parser relies on.
 */
import { endsInGluedDetailsHeading, headingKind, type ResumeSectionKind } from "./headings";
import { englishDates } from "./localized-dates";
import { findPhone } from "./phone";
import {
  DEGREE_ABBREVIATIONS_EDUCATION_ONLY,
  DEGREE_WORDS,
  EMPLOYER_NAME,
  hasRoleWord,
  isProgrammingContext,
} from "./lexicon";
import { namesField } from "./field-words";
import { titleAsRead } from "./job-title";
import { findTitle, isGenericTitleMatch } from "./occupations";
import {
  ANY_YEAR,
  BULLET_MARKER,
  coveredMonths,
  EMAIL,
  findDateRanges,
  stripBullet,
  wordCount,
  yearsMentioned,
  type DateRange,
} from "./text";
import { tokenizeLine, type Token } from "./tokenize";
import { markOrganisationNames } from "./organisation-names";

export type { ResumeSectionKind } from "./headings";

interface Statement {
  /** The bullet or sentence as written (marker removed). */
  text: string;
  line: number;
  section: ResumeSectionKind;
}

export interface Role {
  range: DateRange;
  /** The words that name the role, dates and placeholders removed: "Staff Accountant". */
  title: string;
  /** The line the title was read from. */
  titleLine: number;
  /** Lines that describe the role (its bullets and sentences), for placing it by its duties. */
  dutyLines: number[];
}

export interface Headline {
  /** "Senior Accountant": the title the resume gives its owner at the top or in the summary. */
  text: string;
  line: number;
}

export interface ParsedResume {
  lines: string[];
  lineSection: ResumeSectionKind[];
  tokens: Token[];
  /** Indexes of tokens that stand in an organisation's name ("Health Education England"): no skills. */
  inOrganisationNames: ReadonlySet<number>;
  headings: Set<ResumeSectionKind>;
  statements: Statement[];
  wordCount: number;
  contact: { email: boolean; phone: boolean; linkedIn: boolean };
  dateRanges: DateRange[];
  hasAnyYear: boolean;
  /** Dated roles of the experience section, most recent first, with the text that names the role. */
  roles: Role[];
  headline: Headline | null;
  /** The month "Present" stands for. */
  asOf: number;
  /** Months of experience covered by dated roles, overlaps merged. */
  experienceMonths: number;
  /** Largest "N years" the resume states about itself. */
  statedYears: number;
  degreeLevel: number;
  /** Short lines that look like job titles, for title matching. */
  titleLines: number[];
  programmingContext: boolean;
}

/** The section a heading line opens, and any content written after "Heading:" on the same line. */
export function headingOf(line: string): { kind: ResumeSectionKind; rest: string } | null {
  const trimmed = line.trim();
  if (!trimmed || trimmed.length > 48 || BULLET_MARKER.test(trimmed)) return null;
  const whole = headingKind(trimmed);
  if (whole) return { kind: whole, rest: "" };
  const colon = trimmed.indexOf(":");
  if (colon > 0) {
    const kind = headingKind(trimmed.slice(0, colon));
    if (kind) return { kind, rest: trimmed.slice(colon + 1).trim() };
  }
  return null;
}

const LINKEDIN = /linkedin\.com\/|\blinkedin\b/i;
/** A line naming a role, with its dates, company and place, is shorter than this. */
const MAX_ROLE_LINE_WORDS = 20;
const SENTENCE_SPLIT = /(?<=[.!?;])\s+(?=[A-Z])/;
const ALWAYS_DEGREE_WORDS = new Set([
  "bachelor",
  "bachelors",
  "phd",
  "ph.d",
  "mba",
  "bsn",
  "msn",
  "doctorate",
  "b.s",
  "b.a",
  "m.s",
  "m.a",
  "bsc",
  "msc",
]);

export function parseResume(text: string, asOfMonth: number | null): ParsedResume {
  const lines = text.split(/\r?\n/);
  const lineSection: ResumeSectionKind[] = [];
  const headings = new Set<ResumeSectionKind>();
  const tokens: Token[] = [];
  const inOrganisationNames = new Set<number>();
  const statements: Statement[] = [];
  const dateRanges: DateRange[] = [];
  /** Words per line, counted once: a long line may hold thousands of date ranges. */
  const lineWords: number[] = [];
  const titleLines: number[] = [];
  let section: ResumeSectionKind = "header";
  let statedYears = 0;
  let hasAnyYear = false;

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? "";
    const heading = headingOf(line);
    let content = line;
    if (heading) {
      section = heading.kind;
      headings.add(section);
      content = heading.rest;
    }
    lineSection.push(section);
    if (!content.trim()) continue;
    const from = tokens.length;
    tokenizeLine(content, i, tokens);
    markOrganisationNames(content, tokens, from, inOrganisationNames);
    if (ANY_YEAR.test(content)) hasAnyYear = true;
    findDateRanges(content, i, dateRanges);
    if (section === "summary" || section === "header") {
      for (const years of yearsMentioned(content)) statedYears = Math.max(statedYears, years);
    }
    const words = wordCount(content);
    lineWords[i] = words;
    const isTitleLine =
      words <= 22 && !BULLET_MARKER.test(content) && looksLikeTitle(content, words) && hasRoleWord(content);
    if (isTitleLine) titleLines.push(i);
    if ((section === "experience" || section === "projects") && !isTitleLine)
      collectStatements(content, i, section, statements);
  }

  // A date range inside a long sentence ("...served from Fall 2014 to Spring 2015 as...") is not a role.
  const experienceRanges = dateRanges.filter((range) => {
    const kind = lineSection[range.line];
    const inSection = headings.has("experience") ? kind === "experience" : kind !== "education";
    return inSection && (lineWords[range.line] ?? 0) <= MAX_ROLE_LINE_WORDS;
  });
  const latest = dateRanges.reduce((max, range) => Math.max(max, range.start, range.end ?? range.start), 0);
  const asOf = asOfMonth ?? latest;
  const roles = readRoles(lines, lineSection, experienceRanges, asOf);

  return {
    lines,
    lineSection,
    tokens,
    inOrganisationNames,
    headings,
    statements,
    wordCount: wordCount(text),
    contact: { email: EMAIL.test(text), phone: findPhone(text) !== "", linkedIn: LINKEDIN.test(text) },
    dateRanges,
    hasAnyYear,
    roles,
    headline: readHeadline(lines, lineSection),
    asOf,
    experienceMonths: coveredMonths(experienceRanges, asOf),
    statedYears,
    degreeLevel: degreeLevel(tokens, lineSection, headings.has("education")),
    titleLines,
    programmingContext: isProgrammingContext(tokens),
  };
}

/** "Staff RN — Mercy Health, Cincinnati, OH" is a title line; a sentence that mentions a nurse is not. */
function looksLikeTitle(line: string, words: number): boolean {
  if (words <= 10) return true;
  return words <= 22 && /[—–|@,]|\s-\s/.test(line) && !/[.!?]\s*$/.test(line.trim()) && !/[.!?]\s+[A-Z]/.test(line);
}

/** Placeholders anonymised resumes carry ("Company Name City , State") and parentheses. */
const ROLE_LINE_PLACEHOLDERS = /\bcompany name\b|\bcity\b\W*\bstate\b|\bcity\b|\([^()]*\)/gi;
/** A location: "Austin, TX", "San Jose, CA". */
const ROLE_LINE_LOCATION = /\b[A-Z][a-z]+(?: [A-Z][a-z]+)?,\s*[A-Z]{2}\b/g;
/**
 * A month is its name or abbreviation as a word, or any word a month's letters begin before a year
 * ("Febuary 2019"): "Marketing Coordinator", "Janitor", "Junior" and "Apprentice" are no months.
 */
const DATE_WORDS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?=,?\s*(?:'\d{2}|(?:19|20)\d{2}))|\b(?:present|current|now|to date|since|to|until|through)\b|\b(?:19|20)\d{2}\b|'\d{2}\b|\d{1,2}[/.](?:19|20)\d{2}/gi;

/** The title words of a line: dates, placeholders and locations removed, split at separators. */
function titleSegments(line: string): string[] {
  const cleaned = englishDates(line)
    .replace(ROLE_LINE_PLACEHOLDERS, " ")
    .replace(ROLE_LINE_LOCATION, " ")
    .replace(DATE_WORDS, " ");
  return cleaned
    .split(/\s*(?:[|,;:•·–—]|\s-\s|\bat\b|\s{2,})\s*/)
    .map((segment) =>
      segment
        .replace(/[^A-Za-z0-9&/+#. -]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((segment) => segment.length > 1 && wordCount(segment) <= 8 && !FIELD_LABEL.test(segment));
}

/**
 * The labels of a history written as fields ("company - Wipro", "description - 2012.",
 * "Duration: 2 years", "Role: Java Developer"), as Indian job sites lay one out: a label names the
 * field, never the role; the value after it may (docs/ats-reading.md, "After the reading step").
 */
const FIELD_LABEL =
  /^(?:company|employer|organi[sz]ation|description|duration|period|client|project(?: name)?|role|designation|position|responsibilities|environment|technologies|tools|team size|location)$/i;
/** A role's title given as a field: "Position: Operations Manager", "Designation - Java Developer". */
const LABELLED_TITLE = /^\s*(?:position|designation|role|job title|title)\s*(?:[:–—]|\s-)\s*(\S.*)$/i;
/** How far under a role's dates its title field may stand (a line or two about the company first). */
const LABELLED_TITLE_REACH = 6;

interface TitleCandidate {
  text: string;
  line: number;
  /** Longer, specific title phrases first. */
  strength: number;
}

function titleCandidate(line: string, index: number): TitleCandidate | null {
  let best: TitleCandidate | null = null;
  for (const segment of titleSegments(line)) {
    // "Manager of Procurement" named as O*NET names it ("Procurement Manager", job-title.ts), so it
    // outweighs the employer's name beside it ("Midland Manufacturing" was the role).
    for (const form of [titleAsRead(segment), ...sharedRoleNoun(segment)]) {
      const tokens: Token[] = [];
      tokenizeLine(form, 0, tokens);
      const match = findTitle(tokens);
      if (!match) continue;
      const strength = isGenericTitleMatch(match, tokens) ? 0.5 : match.length;
      if (!best || strength > best.strength) best = { text: segment, line: index, strength };
    }
  }
  return best;
}

/**
 * Two fields sharing one role noun, "Finance & Admin Manager", "Finance and Operations Manager",
 * "Sales/Marketing Coordinator": each field's own title ("Finance Manager", "Operations Manager"),
 * which O*NET lists where it lists no title of both. The segment itself stays the title's text.
 */
const SHARED_ROLE_NOUN = /^((?:[A-Za-z]+ )?[A-Za-z]+) ?(?:&|\/| and ) ?([A-Za-z]+(?: [A-Za-z]+)?) ([A-Za-z]+)$/i;
function sharedRoleNoun(segment: string): string[] {
  const shared = SHARED_ROLE_NOUN.exec(segment);
  if (!shared || !hasRoleWord(shared[3] as string) || hasRoleWord(shared[1] as string)) return [];
  return [`${shared[1]} ${shared[3]}`, `${shared[2]} ${shared[3]}`];
}

/** Up to `count` indices of non-blank lines next to `from`, going `step` (-1 up, 1 down). */
function nonBlankNeighbours(lines: readonly string[], from: number, step: -1 | 1, count: number): number[] {
  const found: number[] = [];
  for (let index = from + step; index >= 0 && index < lines.length && found.length < count; index += step) {
    if ((lines[index] ?? "").trim()) found.push(index);
  }
  return found;
}

/**
 * A title that a width cut in two: "Company Name February 2016 to June 2017 Biological Science" /
 * "Technician", as text wrapped at 60 characters or a PDF's narrow column gives it. Read apart, the
 * role was a "Technician" (any technician: it fit an aircraft mechanic's post that the biological
 * science technician did not). The dated line and its next line joined, when that line follows
 * with no blank between, is a fragment of at most three words, and the dated line ends in a word;
 * a candidate only, so a whole title on either line still wins by its own strength.
 */
function wrappedTitle(lines: readonly string[], datedLine: number, dated: ReadonlySet<number>): TitleCandidate | null {
  const next = datedLine + 1;
  if (dated.has(next)) return null;
  const head = (lines[datedLine] ?? "").trimEnd();
  // A blank next line opens in no capital, so a title under a gap is never joined.
  const tail = (lines[next] ?? "").trim();
  if (!/[A-Za-z]$/.test(head) || !/^[A-Z]/.test(tail) || wordCount(tail) > WRAPPED_TITLE_TAIL_WORDS) return null;
  if (BULLET_MARKER.test(tail) || headingOf(tail) !== null) return null;
  return titleCandidate(`${head} ${tail}`, datedLine);
}
const WRAPPED_TITLE_TAIL_WORDS = 3;

/**
 * Each dated role with the words that name it and the lines that describe it. The title sits on
 * the dated line ("Company Name July 2011 to November 2012 Accountant"), or just above or below it
 * ("Staff Accountant" / "Acme Corp, 2019 – Present"); whichever names an occupation best wins.
 */
function readRoles(
  lines: readonly string[],
  lineSection: readonly ResumeSectionKind[],
  ranges: readonly DateRange[],
  asOf: number,
): Role[] {
  const dated = new Set(ranges.map((range) => range.line));
  // A title line is short and is not a sentence or the tail of one.
  const usable = (index: number): boolean => {
    const line = (lines[index] ?? "").trim();
    if (!line || BULLET_MARKER.test(line) || headingOf(line) !== null || /^[a-z]/.test(line)) return false;
    return wordCount(line) <= 16 && !(/\.$/.test(line) && wordCount(line) > 5);
  };
  const seenLines = new Set<number>();
  const roles: Role[] = [];
  for (const range of ranges) {
    if (seenLines.has(range.line)) continue;
    seenLines.add(range.line);
    // Neighbours by written line, not by index: text copied out of a file often has a blank line
    // between every two, which would put the title two indices away (docs/ats-scorecard.md).
    const before = nonBlankNeighbours(lines, range.line, -1, 2);
    const after = nonBlankNeighbours(lines, range.line, 1, 1);
    const around = [range.line, before[0], after[0], before[1]].filter(
      (index): index is number =>
        index !== undefined &&
        index >= 0 &&
        usable(index) &&
        (index === range.line || !dated.has(index)) &&
        lineSection[index] === lineSection[range.line],
    );
    let best: TitleCandidate | null = null;
    for (const index of around) {
      const candidate = titleCandidate(lines[index] ?? "", index);
      if (candidate && (!best || candidate.strength > best.strength)) best = candidate;
    }
    const wrapped = wrappedTitle(lines, range.line, dated);
    if (wrapped && (!best || wrapped.strength > best.strength)) best = wrapped;
    const fallback = titleSegments(lines[range.line] ?? "")[0] ?? "";
    roles.push({ range, title: best?.text ?? fallback, titleLine: best?.line ?? range.line, dutyLines: [] });
  }
  // Duties: the lines after a role's title and dates, up to the next role or the next section.
  const starts = roles.map((role) => Math.min(role.titleLine, role.range.line)).sort((a, b) => a - b);
  for (const role of roles) {
    const from = Math.max(role.titleLine, role.range.line) + 1;
    const next = starts.find((start) => start >= from) ?? lines.length;
    for (let index = from; index < next && lineSection[index] === lineSection[role.range.line]; index += 1) {
      if ((lines[index] ?? "").trim()) role.dutyLines.push(index);
    }
    // A history written as fields names the role in a field of its own, under the dates
    // ("description - Jan 2019 till Date" / "About the Company" / "Position: Operations Manager").
    const named = role.dutyLines
      .slice(0, LABELLED_TITLE_REACH)
      .find((index) => LABELLED_TITLE.test(lines[index] ?? ""));
    if (named !== undefined) {
      const title = LABELLED_TITLE.exec(lines[named] ?? "")?.[1]?.trim() ?? "";
      if (wordCount(title) <= 8) {
        role.title = title;
        role.titleLine = named;
      }
    }
  }
  return roles.sort((a, b) => (b.range.end ?? asOf) - (a.range.end ?? asOf) || b.range.start - a.range.start);
}

/** More words than a name, a title or a contact line at the top has. */
const HEADER_PARAGRAPH_WORDS = 12;
const CONTACT_LINE = /@|https?:|www\.|linkedin|github|\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}/i;

/**
 * The title a resume gives its owner: a short line at the top ("ACCOUNTANT", "Jane Doe" then
 * "Senior Accountant"), or the opening words of the summary ("Registered Nurse with 6 years...").
 */
function readHeadline(lines: readonly string[], lineSection: readonly ResumeSectionKind[]): Headline | null {
  if (!isSiteLayout(lines)) return headlineAtTop(lines, lineSection, 0);
  return profileHeadline(lines) ?? headlineAtTop(lines, lineSection, siteParagraphEnd(lines));
}

/**
 * Where the skills paragraph that opens a resume in the site's layout ends: at its first heading,
 * glued to a line's end or not. Its pieces are no title: wrapped, "Project Process Audits •
 * Planning, Scheduling," stood as the headline "Scheduling", where as one long line it was passed by.
 */
function siteParagraphEnd(lines: readonly string[]): number {
  const end = lines.findIndex((line) => headingOf(line.trim()) !== null || endsInGluedDetailsHeading(line));
  return Math.max(0, end);
}

/**
 * The headline of a resume laid out as Indian job sites lay it out: the site sets the owner's
 * headline just above "Skill Details" ("Business Analyst - Zensar Technologies Ltd", "Testing
 * Engineer", "HR"), under a skills paragraph and the degrees. Read from its place, it is the
 * same however the paragraph above it is wrapped: a piece of that paragraph ("Technical Skills
 * Application Servers") stood as the headline once the text was wrapped at 60 characters.
 */
function profileHeadline(lines: readonly string[]): Headline | null {
  const heading = lines.findIndex((line) => PROFILE_HEADING.test(line));
  let index = heading - 1;
  while (index >= 0 && !(lines[index] ?? "").trim()) index -= 1;
  const line = (lines[index] ?? "").trim();
  const own = siteHeadline(line, index);
  if (own !== undefined || index < 1) return own ?? null;
  // Wrapped, the line above the heading may be the headline's tail ("Service Manager - Operations
  // (Payment Industry - Prepaid" / "Cards - INR & FTC)"): read it with the line it goes on from.
  const before = (lines[index - 1] ?? "").trim();
  return before ? (siteHeadline(`${before} ${line}`, index - 1) ?? null) : null;
}

/** The site's headline read from one line: null where the line is no headline, undefined where it names no title. */
function siteHeadline(line: string, index: number): Headline | null | undefined {
  if (!line || headingOf(line) || endsInGluedDetailsHeading(line) || CONTACT_LINE.test(line)) return null;
  // An employer's name is the end of a title line wrapped after its dash ("Testing and Quality Control
  // Engineer - M/S Rakesh" / "Transformer Industries Pvt. Ltd"), never the title.
  if (EMPLOYER_NAME.test(line) && !TITLE_THEN_EMPLOYER.test(line)) return undefined;
  // The title, then the employer after a dash ("Testing and Quality Control Engineer - M/S Rakesh
  // Transformer Industries Pvt. Ltd"): the title's part is what must be short.
  if (wordCount(line.split(TITLE_THEN_EMPLOYER)[0] ?? "") > PROFILE_HEADLINE_WORDS) return null;
  if (namesField(line, HEADLINE_FIELD_WORDS)) return { text: line, line: index };
  // In its place a generic title is still the owner's ("Senior Manager - PMO"). A role noun O*NET
  // lists in no title with the line's words ("Data Science Assurance Associate", "Senior Executive
  // PMO Consultant") was tried too, and lowered v5's figures (docs/ats-scorecard.md, "Headings asked
  // as questions, and the headline where the site sets it").
  const candidate = titleCandidate(line, index);
  return candidate ? { text: candidate.text, line: index } : undefined;
}
/**
 * A resume in the site's layout: a "Skill Details" heading, and the site's other headings (glued to
 * a line's end or not). Elsewhere a "Skill Details" heading may stand under the experience, the line
 * above it a role's. Not told by an experience heading above it: a wrapped label opens a line there
 * too ("INDUSTRIAL" / "EXPERIENCE: ➢ 10 Day's Industrial Training…").
 */
function isSiteLayout(lines: readonly string[]): boolean {
  return lines.some((line) => PROFILE_HEADING.test(line)) && lines.some((line) => SITE_HEADING.test(line));
}
const PROFILE_HEADING = /^\s*skills? details\s*$/i;
/** "Testing Engineer - M/S Rakesh Transformer Industries Pvt. Ltd": the title, a dash, the employer. */
const TITLE_THEN_EMPLOYER = /\s[-–—]\s/;
const SITE_HEADING = /(?:education|company) details\s*$/i;
/** Words of the profile headline's title, before any dash; more are a sentence ("Having an exp of 6 years…"). */
const PROFILE_HEADLINE_WORDS = 8;
/** A field's name as a headline ("HR", "Data Science"); a person's name is none. */
const HEADLINE_FIELD_WORDS = 3;

function headlineAtTop(
  lines: readonly string[],
  lineSection: readonly ResumeSectionKind[],
  start: number,
): Headline | null {
  let checked = 0;
  /** Every line above is in the education section. */
  let educationOnly = true;
  /** The summary's line before, while it runs on: its sentence goes on in the next line. */
  let runningOn = false;
  for (let index = start; index < lines.length && checked < 6; index += 1) {
    const line = (lines[index] ?? "").trim();
    const section = lineSection[index];
    // A summary wrapped mid-sentence ("…years in management, finance," / "administration, advisor,
    // and tutor."): the next line's opening words are the sentence's middle, not a title.
    const continues = runningOn && (section === "summary" || section === "header") && !BULLET_MARKER.test(line);
    // At the top, a paragraph's line (more than twelve words: no name, title or contact line is
    // that long) runs on too: wrapped, its pieces are short lines that name no one's title.
    const paragraph = section === "header" && wordCount(line) > HEADER_PARAGRAPH_WORDS && !CONTACT_LINE.test(line);
    // A line that ends in a heading glued to it ends its paragraph, and is no title.
    const gluedHeading = endsInGluedDetailsHeading(line);
    runningOn =
      (section === "summary" || paragraph) &&
      line !== "" &&
      !/[.!?:;]$/.test(line) &&
      headingOf(line) === null &&
      !gluedHeading;
    // A resume that opens with its education ("Education Details" on Indian job sites) states its
    // title after the degrees: a title line there, with no date or degree, is still the headline.
    const openingEducation = section === "education" && educationOnly;
    if (section !== "education") educationOnly = false;
    if (!line || CONTACT_LINE.test(line) || headingOf(line) || gluedHeading) continue;
    if (openingEducation && (ANY_YEAR.test(line) || hasDegreeWord(line))) continue;
    if (section !== "header" && section !== "summary" && !openingEducation) break;
    checked += 1;
    if (continues) continue;
    // A summary's opening words, or a short line at the top.
    const text =
      section === "summary"
        ? (line.split(/\s+(?:with|who|and|having|specializ\w*|experienced|offering)\b|[.,;:]/i)[0] ?? "")
        : line;
    if (wordCount(text) > 8) continue;
    const candidate = titleCandidate(text, index);
    if (candidate && candidate.strength >= 1) return { text: candidate.text, line: index };
  }
  return null;
}

/** Whether an education line names a degree ("M.S.", "Bachelor", "B.E."), by degreeLevel's words. */
function hasDegreeWord(line: string): boolean {
  const tokens: Token[] = [];
  tokenizeLine(line, 0, tokens);
  return tokens.some((token) => {
    const word = token.norm.replace(/\.$/, "");
    return DEGREE_WORDS.has(word) || DEGREE_ABBREVIATIONS_EDUCATION_ONLY.has(word);
  });
}

function collectStatements(content: string, line: number, section: ResumeSectionKind, out: Statement[]): void {
  if (BULLET_MARKER.test(content)) {
    const text = stripBullet(content);
    if (wordCount(text) >= 3) out.push({ text, line, section });
    return;
  }
  // A paragraph description: each sentence is a claim an ATS reader weighs like a bullet.
  if (wordCount(content) < 6) return;
  for (const sentence of content.split(SENTENCE_SPLIT)) {
    const text = sentence.trim();
    if (wordCount(text) >= 5) out.push({ text, line, section });
  }
}

function degreeLevel(
  tokens: readonly Token[],
  lineSection: readonly ResumeSectionKind[],
  hasEducation: boolean,
): number {
  let level = 0;
  for (const token of tokens) {
    const section = lineSection[token.line];
    const inEducation = section === "education" || section === "certifications";
    if (hasEducation && !inEducation) continue;
    const word = token.norm.replace(/\.$/, "");
    let value = DEGREE_WORDS.get(word) ?? 0;
    if (!hasEducation && !ALWAYS_DEGREE_WORDS.has(word)) value = 0;
    if (inEducation) value = Math.max(value, DEGREE_ABBREVIATIONS_EDUCATION_ONLY.get(word) ?? 0);
    level = Math.max(level, value);
  }
  return level;
}
