/**
 * Metrics for the ATS evaluation set, shared by the unit test and the benchmark.
 */

/** v1 labels (good, partial, none) and v2 labels (fit, related, seniority, none). */
export type FitLabel = "good" | "partial" | "none" | "fit" | "related" | "seniority";

export interface EvalPair {
  job: string;
  resume: string;
  label: FitLabel;
  note?: string;
}

export interface EvalSet {
  asOf: string;
  jobs: Record<string, string>;
  resumes: Record<string, string>;
  pairs: EvalPair[];
}

/**
 * ROC AUC by the rank-sum (Mann-Whitney) formula: the probability that a random positive scores
 * above a random negative, ties counting one half.
 */
export function rocAuc(scores: readonly number[], positives: readonly boolean[]): number {
  let pos = 0;
  let neg = 0;
  let wins = 0;
  for (let i = 0; i < scores.length; i += 1) {
    if (!positives[i]) continue;
    pos += 1;
    for (let j = 0; j < scores.length; j += 1) {
      if (positives[j]) continue;
      const a = scores[i] as number;
      const b = scores[j] as number;
      if (a > b) wins += 1;
      else if (a === b) wins += 0.5;
    }
  }
  for (const positive of positives) if (!positive) neg += 1;
  return pos === 0 || neg === 0 ? Number.NaN : wins / (pos * neg);
}

const WORD = /[a-z0-9][a-z0-9+#]*/g;

/** The baseline: Jaccard similarity of the two texts' lower-cased word sets. */
export function wordOverlap(a: string, b: string): number {
  const setA = new Set(a.toLowerCase().match(WORD) ?? []);
  const setB = new Set(b.toLowerCase().match(WORD) ?? []);
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared += 1;
  const union = setA.size + setB.size - shared;
  return union === 0 ? 0 : shared / union;
}

const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/**
 * The second baseline: cosine similarity of TF-IDF vectors (log term frequency, inverse document
 * frequency over every text of the set), the classic retrieval way to match a resume to a posting.
 */
export function tfidfCosine(set: Pick<EvalSet, "jobs" | "resumes">): (a: string, b: string) => number {
  const documents = [...Object.values(set.jobs), ...Object.values(set.resumes)];
  const df = new Map<string, number>();
  for (const text of documents) for (const word of new Set(words(text))) df.set(word, (df.get(word) ?? 0) + 1);
  const vector = (text: string): Map<string, number> => {
    const tf = new Map<string, number>();
    for (const word of words(text)) tf.set(word, (tf.get(word) ?? 0) + 1);
    const out = new Map<string, number>();
    let norm = 0;
    for (const [word, count] of tf) {
      const weight = (1 + Math.log(count)) * Math.log((documents.length + 1) / ((df.get(word) ?? 0) + 1));
      out.set(word, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [word, weight] of out) out.set(word, weight / norm);
    return out;
  };
  const cache = new Map<string, Map<string, number>>();
  const cached = (text: string) => {
    let found = cache.get(text);
    if (!found) cache.set(text, (found = vector(text)));
    return found;
  };
  return (a, b) => {
    const va = cached(a);
    const vb = cached(b);
    let dot = 0;
    for (const [word, weight] of va) dot += weight * (vb.get(word) ?? 0);
    return dot;
  };
}

export interface AucReport {
  goodVsRest: number;
  fitVsNone: number;
  goodVsNone: number;
}

/** AUCs of a scorer on the set: good vs rest, good+partial vs none, good vs none. */
export function evaluate(set: EvalSet, score: (resume: string, job: string) => number): AucReport {
  const scores = set.pairs.map((pair) => score(set.resumes[pair.resume] ?? "", set.jobs[pair.job] ?? ""));
  const labels = set.pairs.map((pair) => pair.label);
  const goodNone = labels
    .map((label, index) => ({ label, score: scores[index] as number }))
    .filter((entry) => entry.label !== "partial");
  return {
    goodVsRest: rocAuc(
      scores,
      labels.map((label) => label === "good"),
    ),
    fitVsNone: rocAuc(
      scores,
      labels.map((label) => label !== "none"),
    ),
    goodVsNone: rocAuc(
      goodNone.map((entry) => entry.score),
      goodNone.map((entry) => entry.label === "good"),
    ),
  };
}

/**
 * The third baseline: Okapi BM25 of the resume against the posting's words as the query (k1 1.2,
 * b 0.75, IDF and average length over every text of the set): how a search engine would rank
 * resumes for a posting. Within one resume's postings it is not symmetric, so the posting is the query.
 */
export function bm25(set: Pick<EvalSet, "jobs" | "resumes">): (resume: string, job: string) => number {
  const documents = [...Object.values(set.jobs), ...Object.values(set.resumes)];
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const text of documents) {
    const list = words(text);
    totalLength += list.length;
    for (const word of new Set(list)) df.set(word, (df.get(word) ?? 0) + 1);
  }
  const average = totalLength / Math.max(1, documents.length);
  const n = documents.length;
  const k1 = 1.2;
  const b = 0.75;
  const counts = new Map<string, { tf: Map<string, number>; length: number }>();
  const counted = (text: string) => {
    let found = counts.get(text);
    if (!found) {
      const list = words(text);
      const tf = new Map<string, number>();
      for (const word of list) tf.set(word, (tf.get(word) ?? 0) + 1);
      counts.set(text, (found = { tf, length: list.length }));
    }
    return found;
  };
  return (resume, job) => {
    const doc = counted(resume);
    let score = 0;
    for (const word of counted(job).tf.keys()) {
      const f = doc.tf.get(word) ?? 0;
      if (f === 0) continue;
      const d = df.get(word) ?? 0;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * doc.length) / average));
    }
    return score;
  };
}
