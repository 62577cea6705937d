/**
 * Metrics for the ATS evaluation set, shared by the unit test and the benchmark.
 */

export type FitLabel = "good" | "partial" | "none";

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

export interface AucReport {
  goodVsRest: number;
  fitVsNone: number;
  goodVsNone: number;
}

/** AUCs of a scorer on the set: good vs rest, good+partial vs none, good vs none. */
export function evaluate(set: EvalSet, score: (resume: string, job: string) => number): AucReport {
  const scores = set.pairs.map((pair) => score(set.resumes[pair.resume] ?? "", set.jobs[pair.job] ?? ""));
  const labels = set.pairs.map((pair) => pair.label);
  const goodNone = labels.map((label, index) => ({ label, score: scores[index] as number })).filter((entry) => entry.label !== "partial");
  return {
    goodVsRest: rocAuc(scores, labels.map((label) => label === "good")),
    fitVsNone: rocAuc(scores, labels.map((label) => label !== "none")),
    goodVsNone: rocAuc(goodNone.map((entry) => entry.score), goodNone.map((entry) => entry.label === "good")),
  };
}
