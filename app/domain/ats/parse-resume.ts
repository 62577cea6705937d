/**
 * Reads a resume that arrives as plain text (the template HTML with tags stripped): lines survive,
 * structure does not. Sections are found by their standard heading lines, which is also what an
 * applicant tracking system's parser relies on.
 */
import {
  DEGREE_ABBREVIATIONS_EDUCATION_ONLY,
  DEGREE_WORDS,
  RESUME_HEADINGS,
  ROLE_FAMILIES,
  ROLE_NOUNS,
} from "./lexicon";
import {
  ANY_YEAR,
  BULLET_MARKER,
  coveredMonths,
  findDateRanges,
  findPhrases,
  phraseQuery,
  stripBullet,
  wordCount,
  yearsMentioned,
  type DateRange,
} from "./text";
import { phraseKey, tokenizeLine, type Token } from "./tokenize";

export type ResumeSectionKind =
  | "header"
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "projects"
  | "certifications"
  | "other";

export interface Statement {
  /** The bullet or sentence as written (marker removed). */
  text: string;
  line: number;
  section: ResumeSectionKind;
}

export interface Role {
  range: DateRange;
  /** The dated line plus the line above it when the dated line is short: "Staff RN — Mercy, 2021 – 2023". */
  title: string;
}

export interface ParsedResume {
  lines: string[];
  lineSection: ResumeSectionKind[];
  tokens: Token[];
  headings: Set<ResumeSectionKind>;
  statements: Statement[];
  wordCount: number;
  contact: { email: boolean; phone: boolean; linkedIn: boolean };
  dateRanges: DateRange[];
  hasAnyYear: boolean;
  /** Dated roles of the experience section, with the text that names the role. */
  roles: Role[];
  /** The month "Present" stands for. */
  asOf: number;
  /** Months of experience covered by dated roles, overlaps merged. */
  experienceMonths: number;
  /** Largest "N years" the resume states about itself. */
  statedYears: number;
  degreeLevel: number;
  /** Role families named by title-like lines (job titles, the headline). */
  roleFamilies: Set<string>;
  /** Short lines that look like job titles, for title matching. */
  titleLines: number[];
  programmingContext: boolean;
}

const HEADING_LOOKUP: ReadonlyMap<string, ResumeSectionKind> = (() => {
  const map = new Map<string, ResumeSectionKind>();
  for (const [kind, names] of Object.entries(RESUME_HEADINGS)) {
    for (const name of names) map.set(name, kind as ResumeSectionKind);
  }
  return map;
})();

const normalizeHeading = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The section a heading line opens, and any content written after "Heading:" on the same line. */
export function headingOf(line: string): { kind: ResumeSectionKind; rest: string } | null {
  const trimmed = line.trim();
  if (!trimmed || trimmed.length > 48 || BULLET_MARKER.test(trimmed)) return null;
  const whole = HEADING_LOOKUP.get(normalizeHeading(trimmed));
  if (whole) return { kind: whole, rest: "" };
  const colon = trimmed.indexOf(":");
  if (colon > 0) {
    const kind = HEADING_LOOKUP.get(normalizeHeading(trimmed.slice(0, colon)));
    if (kind) return { kind, rest: trimmed.slice(colon + 1).trim() };
  }
  return null;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const LINKEDIN = /linkedin\.com\/|\blinkedin\b/i;
const SENTENCE_SPLIT = /(?<=[.!?;])\s+(?=[A-Z])/;
const PROGRAMMING_HINTS = /\b(software|programming|developer|engineer(?:ing)?|backend|frontend|api|microservices|codebase)\b/i;
const ALWAYS_DEGREE_WORDS = new Set(["bachelor", "bachelors", "phd", "ph.d", "mba", "bsn", "msn", "doctorate", "b.s", "b.a", "m.s", "m.a", "bsc", "msc"]);

export function parseResume(text: string, asOfMonth: number | null): ParsedResume {
  const lines = text.split(/\r?\n/);
  const lineSection: ResumeSectionKind[] = [];
  const headings = new Set<ResumeSectionKind>();
  const tokens: Token[] = [];
  const statements: Statement[] = [];
  const dateRanges: DateRange[] = [];
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
    tokenizeLine(content, i, tokens);
    if (ANY_YEAR.test(content)) hasAnyYear = true;
    findDateRanges(content, i, dateRanges);
    if (section === "summary" || section === "header") {
      for (const years of yearsMentioned(content)) statedYears = Math.max(statedYears, years);
    }
    const words = wordCount(content);
    const isTitleLine = words <= 22 && !BULLET_MARKER.test(content) && looksLikeTitle(content, words) && hasRoleNoun(content);
    if (isTitleLine) titleLines.push(i);
    if ((section === "experience" || section === "projects") && !isTitleLine) collectStatements(content, i, section, statements);
  }

  const experienceRanges = dateRanges.filter((range) => {
    const kind = lineSection[range.line];
    return headings.has("experience") ? kind === "experience" : kind !== "education";
  });
  const roles = experienceRanges.map((range) => ({ range, title: roleTitle(lines, range.line) }));
  const latest = dateRanges.reduce((max, range) => Math.max(max, range.start, range.end ?? range.start), 0);
  const asOf = asOfMonth ?? latest;

  return {
    lines,
    lineSection,
    tokens,
    headings,
    statements,
    wordCount: wordCount(text),
    contact: { email: EMAIL.test(text), phone: PHONE.test(text), linkedIn: LINKEDIN.test(text) },
    dateRanges,
    hasAnyYear,
    roles,
    asOf,
    experienceMonths: coveredMonths(experienceRanges, asOf),
    statedYears,
    degreeLevel: degreeLevel(tokens, lineSection, headings.has("education")),
    roleFamilies: familiesOf(titleLines.map((index) => lines[index] ?? "")),
    titleLines,
    programmingContext: PROGRAMMING_HINTS.test(text),
  };
}

/** "Staff RN — Mercy Health, Cincinnati, OH" is a title line; a sentence that mentions a nurse is not. */
function looksLikeTitle(line: string, words: number): boolean {
  if (words <= 10) return true;
  return words <= 22 && /[—–|@,]|\s-\s/.test(line) && !/[.!?]\s*$/.test(line.trim()) && !/[.!?]\s+[A-Z]/.test(line);
}

function roleTitle(lines: readonly string[], index: number): string {
  const line = lines[index] ?? "";
  const withoutDates = line.replace(/[\d/–—-]+|present|current|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?/gi, " ");
  if (hasRoleNoun(withoutDates) || wordCount(withoutDates) > 6) return line.trim();
  for (let i = index - 1; i >= 0 && i >= index - 2; i -= 1) {
    const previous = (lines[i] ?? "").trim();
    if (previous) return `${previous} ${line.trim()}`;
  }
  return line.trim();
}

function hasRoleNoun(line: string): boolean {
  for (const word of line.toLowerCase().split(/[^a-z&]+/)) if (ROLE_NOUNS.has(word)) return true;
  return false;
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

function degreeLevel(tokens: readonly Token[], lineSection: readonly ResumeSectionKind[], hasEducation: boolean): number {
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

const FAMILY_KEYS = ROLE_FAMILIES.map((family) => ({ id: family.id, keys: family.words.map(phraseKey) }));
const FAMILY_QUERY = phraseQuery(FAMILY_KEYS.flatMap((family) => family.keys));

export function familiesOf(lines: readonly string[]): Set<string> {
  const tokens: Token[] = [];
  lines.forEach((line, index) => tokenizeLine(line, index, tokens));
  const grams = findPhrases(tokens, FAMILY_QUERY);
  const found = new Set<string>();
  for (const family of FAMILY_KEYS) if (family.keys.some((key) => grams.has(key))) found.add(family.id);
  return found;
}
