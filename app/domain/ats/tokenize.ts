/**
 * One tokenizer for job descriptions, resumes and dictionary aliases. Because aliases go through the
 * same function as the texts, "CI/CD", "Node.js" or "A/B testing" become the same token sequences
 * on both sides and a phrase match is a plain Map lookup of joined stems.
 */
import { stem } from "./stem";

export interface Token {
  /** Lower-cased form without apostrophes ("bachelor's" → "bachelor"). */
  norm: string;
  stem: string;
  /** As written: needed for case-sensitive names ("Go", "Excel", "R"). */
  raw: string;
  /** Index of the source line. */
  line: number;
  /** First token of its line, or right after a sentence end: a capital letter here proves nothing. */
  sentenceStart: boolean;
  /** Joined to the token before by one "/" or "-" and no space: "A/R", "C-C-A-R", "front-end". */
  joined: boolean;
}

// Words joined by . + # ' & stay one token ("node.js", "c++", "c#", "p&l"); "/" and "-" split,
// so "front-end" and "front end" agree. A leading dot keeps ".NET". Scanned by hand rather than
// with a global regex: this runs over every word of both texts on every keystroke's analysis.
const isAlnum = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 192 && c <= 591);
const isTail = (c: number): boolean => isAlnum(c) || c === 43 || c === 35; // + #
const isJoiner = (c: number): boolean => c === 46 || c === 39 || c === 8217 || c === 38; // . ' ’ &

function normalizeWord(raw: string): string {
  const lower = raw.toLowerCase();
  if (!lower.includes("'") && !lower.includes("’")) return lower;
  let norm = lower.replace(/’/g, "'");
  if (norm.endsWith("'s")) norm = norm.slice(0, -2);
  return norm.replace(/'/g, "");
}

/** Whether the text before a token ends a sentence: the last non-space character is . ! ? : ; or •. */
function endsSentence(text: string, from: number, to: number): boolean {
  for (let i = to - 1; i >= from; i -= 1) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 160) continue;
    return c === 46 || c === 33 || c === 63 || c === 58 || c === 59 || c === 8226;
  }
  return false;
}

/**
 * Lines read before, by their text: an edit changes one line of a resume and the next score reads
 * every line again, through a dozen readers, with the same job text. Each entry is the line's
 * tokens without their line number; callers get fresh copies, so nothing they do reaches the cache.
 * Bounded: cleared when full, as a paste of a new resume is read anew anyway (docs/performance.md).
 */
type LineToken = Omit<Token, "line">;
const lineCache = new Map<string, readonly LineToken[]>();
const LINE_CACHE_LIMIT = 4_000;

export function tokenizeLine(text: string, line: number, out: Token[]): void {
  let read = lineCache.get(text);
  if (read === undefined) {
    const fresh: LineToken[] = [];
    readLine(text, fresh);
    read = fresh;
    if (lineCache.size >= LINE_CACHE_LIMIT) lineCache.clear();
    lineCache.set(text, read);
  }
  for (const token of read) {
    out.push({
      norm: token.norm,
      stem: token.stem,
      raw: token.raw,
      line,
      sentenceStart: token.sentenceStart,
      joined: token.joined,
    });
  }
}

function readLine(text: string, out: LineToken[]): void {
  const length = text.length;
  let previousEnd = 0;
  let first = true;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    let start = -1;
    if (isAlnum(c)) start = i;
    else if (c === 46 && i + 1 < length && isAlnum(text.charCodeAt(i + 1))) start = i; // ".net"
    if (start < 0) {
      i += 1;
      continue;
    }
    let j = start + 1;
    while (j < length && isTail(text.charCodeAt(j))) j += 1;
    while (j + 1 < length && isJoiner(text.charCodeAt(j)) && isAlnum(text.charCodeAt(j + 1))) {
      j += 2;
      while (j < length && isTail(text.charCodeAt(j))) j += 1;
    }
    const raw = text.slice(start, j);
    const norm = normalizeWord(raw);
    const sentenceStart = first || endsSentence(text, previousEnd, start);
    const gap = text.charCodeAt(previousEnd);
    const joined = !first && start === previousEnd + 1 && (gap === 47 || gap === 45); // / -
    previousEnd = j;
    first = false;
    out.push({ norm, stem: stem(norm), raw, sentenceStart, joined });
    i = j;
  }
}

/** Tokens of a whole text; lines are split on newlines so sections and bullets stay addressable. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) tokenizeLine(lines[i] ?? "", i, out);
  return out;
}

/** Stems of a phrase, space-joined: the key used by every phrase lookup. */
export function phraseKey(text: string): string {
  const out: Token[] = [];
  tokenizeLine(text, 0, out);
  return out.map((token) => token.stem).join(" ");
}

/** A word without a plural "s" ("managers" → "manager"): titles are filed and written either way. */
export const singular = (norm: string): string => norm.replace(/s$/, "");

export const isNumeric = (norm: string): boolean => /^[0-9][0-9.,+k%m]*$/.test(norm);
