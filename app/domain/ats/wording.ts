/**
 * Shared wording: how alike a resume's words are to a posting's, each word weighted by how rare it
 * is among job postings (a TF-IDF cosine of the two texts). It is what a recruiter's keyword search
 * and a plain text match see, and it carries what the other parts cannot name: the posting's
 * domain words that are no skill, title or duty O*NET lists ("underwriting", "trading", "ward").
 * The rarities come from real postings (./posting-words.json, scripts/build-posting-words.mjs);
 * why O*NET's task statements were not used: docs/ats-scorecard.md, "Shared wording".
 */
import { atsData } from "./data";
import { OTHER_LANGUAGE_FUNCTION_WORDS } from "./lexicon";
import type { Token } from "./tokenize";

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
