/**
 * Shared wording: how alike a resume's words are to a posting's, each word weighted by how rare it
 * is among job postings (a TF-IDF cosine of the two texts). It is what a recruiter's keyword search
 * and a plain text match see, and it carries what the other parts cannot name: the posting's
 * domain words that are no skill, title or duty O*NET lists ("underwriting", "trading", "ward").
 * The rarities come from real postings (./posting-words.json, scripts/build-posting-words.mjs);
 * why O*NET's task statements were not used: docs/ats-scorecard.md, "Shared wording".
 */
import { atsData } from "./data";
import { headingKind } from "./headings";
import { OTHER_LANGUAGE_FUNCTION_WORDS } from "./lexicon";
import { englishDates } from "./localized-dates";
import { tokenizeLine, type Token } from "./tokenize";

/** A word as the table and the vectors key it (its stem), with the form the panel shows. */
export interface WordWeight {
  label: string;
  /** Its weight in the text's unit-length vector. */
  weight: number;
}
export type WordingVector = ReadonlyMap<string, WordWeight>;

export interface SharedWord {
  label: string;
  /** Its part of the cosine: the two texts' weights multiplied. */
  contribution: number;
}

export interface WordingMatch {
  /** The cosine, 0..1. */
  similarity: number;
  /** The shared words, the largest part first. */
  shared: SharedWord[];
}

/**
 * A word is one with a letter in it (numbers and dates say nothing of the work) and no function
 * word of another language (lexicon.ts: the table knows English postings only).
 */
const isWord = (token: Token): boolean =>
  token.norm.length >= 2 && /[a-z]/.test(token.norm) && !OTHER_LANGUAGE_FUNCTION_WORDS.has(token.norm);

/** The stems a text's words count as (the table's keys: the build script reads postings with this). */
export function postingWords(tokens: readonly Token[]): string[] {
  return tokens.filter(isWord).map((token) => token.stem);
}

let idfs: Map<string, number> | null = null;
let unseenIdf = 0;
function idf(stem: string): number {
  if (!idfs) {
    const table = atsData().postingWords;
    const n = table.postings;
    idfs = new Map(Object.entries(table.df).map(([word, df]) => [word, Math.log((n + 1) / (df + 1))]));
    unseenIdf = Math.log(n + 1);
  }
  return idfs.get(stem) ?? unseenIdf;
}

/** "Skills: Python, SQL, AWS, Docker": four items or more of at most three words each. */
const LIST_SEPARATOR = /\s*[,;|•·]\s*/;
const LABEL = /^\s*[A-Za-z][A-Za-z &/]{0,30}:\s*/;
function isListLine(text: string): boolean {
  const items = text
    .replace(LABEL, "")
    .split(LIST_SEPARATOR)
    .filter((item) => item.trim().length > 0);
  if (items.length < 4) return false;
  const words = items.reduce((sum, item) => sum + item.trim().split(/\s+/).length, 0);
  return words / items.length <= 3;
}

/**
 * A line of at most three words and no digit ("- underwriting"): part of a list when four or more
 * of one kind follow one another, bullets or bare lines. Its kind, or null for any other line (a
 * heading ends a list: the role's title and employer under "Experience" are none of its items).
 */
const shortLineKind = (text: string): "bullet" | "bare" | null => {
  const bullet = /^\s*[-*•·]\s*/.exec(text);
  const body = text.slice(bullet?.[0].length ?? 0).trim();
  if (body.length === 0 || /\d/.test(body) || body.split(/\s+/).length > 3) return null;
  if (!bullet && headingKind(body) !== undefined) return null;
  return bullet ? "bullet" : "bare";
};
const LIST_RUN = 4;

/**
 * The resume's words that stand in sentences, bullets and titles, not in bare lists. A list of
 * words earns no shared wording: a skills list is what the hard-skills part reads, and a line of
 * the posting's words added for the score is the keyword-stuffing trick. With lists counted, 25 of
 * the posting's words appended as one line raised a non-fitting resume from 37 to 56 on average
 * (docs/ats-scorecard.md, "Shared wording"). A double-spaced text is read single-spaced before
 * (./normalize.ts), so a list written either way is one; a heading or a line of the other kind ends it.
 */
export function wordsInSentences(lines: readonly string[], tokens: readonly Token[]): Token[] {
  const kinds = lines.map(shortLineKind);
  const listed = lines.map((line) => isListLine(line) || isDateLine(line));
  const labelWords = lines.map(leadingLabelWords);
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end < lines.length && kinds[end] !== null && kinds[end] === kinds[start]) end += 1;
    if (end - start >= LIST_RUN) for (let i = start; i < end; i += 1) listed[i] = true;
    start = Math.max(end, start + 1);
  }
  const seen = new Map<number, number>();
  return tokens.filter((token) => {
    if (listed[token.line]) return false;
    const index = seen.get(token.line) ?? 0;
    seen.set(token.line, index + 1);
    return index >= (labelWords[token.line] ?? 0);
  });
}

/**
 * A field's label before its value ("Technologies: Rust, Go", "Tecnologías: …", "GPA: 3.9"), as a
 * template or a form prints it in the resume's language: a label says nothing of the work, and in
 * another language every word of it is one the table has not seen, which reads as rare.
 */
const LEADING_LABEL = /^\s*(?:[-*•·]\s*)?(\p{L}[\p{L} &/]{0,30}):\s*\S/u;
function leadingLabelWords(line: string): number {
  const label = LEADING_LABEL.exec(line)?.[1];
  if (!label || label.trim().split(/\s+/).length > 3) return 0;
  const tokens: Token[] = [];
  tokenizeLine(label, 0, tokens);
  return tokens.length;
}

/** A line that is a date or a span of dates ("Mar 2021 – Present", "mar 2021 – actualidad"), in any resume language. */
const DATE_LINE =
  /^[\s(]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*)?(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*(?:[-–—]|to|until)?\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*)?(?:\d{1,2}[/.])?(?:19|20)\d{2}|present|current|now|today|date)?[\s)]*$/i;
function isDateLine(line: string): boolean {
  // Short, with a figure: the cheap tests first (englishDates reads every language's months).
  return line.length <= DATE_LINE_LENGTH && /\d/.test(line) && DATE_LINE.test(englishDates(line.trim()));
}
/** Longer than any line of dates alone ("September 2019 – December 2021"). */
const DATE_LINE_LENGTH = 48;

/** A text's words as a unit-length vector: log term frequency times rarity among postings. */
export function wordingVector(tokens: readonly Token[]): WordingVector {
  const counts = new Map<string, { label: string; count: number }>();
  for (const token of tokens) {
    if (!isWord(token)) continue;
    const entry = counts.get(token.stem);
    if (entry) entry.count += 1;
    else counts.set(token.stem, { label: token.norm, count: 1 });
  }
  const vector = new Map<string, WordWeight>();
  let norm = 0;
  for (const [stem, { label, count }] of counts) {
    const weight = (1 + Math.log(count)) * idf(stem);
    if (weight <= 0) continue;
    vector.set(stem, { label, weight });
    norm += weight * weight;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const entry of vector.values()) entry.weight /= norm;
  return vector;
}

export function matchWording(job: WordingVector, resume: WordingVector): WordingMatch {
  const shared: SharedWord[] = [];
  let similarity = 0;
  const [small, large] = job.size <= resume.size ? [job, resume] : [resume, job];
  for (const [stem, entry] of small) {
    const other = large.get(stem);
    if (!other) continue;
    const contribution = entry.weight * other.weight;
    similarity += contribution;
    shared.push({ label: (job.get(stem) as WordWeight).label, contribution });
  }
  shared.sort((a, b) => b.contribution - a.contribution || a.label.localeCompare(b.label));
  return { similarity: Math.min(1, similarity), shared };
}
