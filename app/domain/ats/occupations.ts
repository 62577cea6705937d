/**
 * Places a job, or one role of a resume, in O*NET occupations, and says how close two occupations
 * are. Recruiters read fit this way: a resume whose recent roles are the job's occupation (or one
 * next to it) fits; shared words alone do not make a sales representative a marketing analyst.
 *
 * Placement uses two kinds of evidence: the title (O*NET's own, alternate and reported titles,
 * matched as stemmed phrases, longest first) and the duties (a tf-idf vector of the text compared
 * with each occupation's task statements). A title alone is often ambiguous ("Manager" names 60
 * occupations); the duties pick among the titles' occupations. See docs/decisions/ats-occupations.md.
 */
import raw from "./occupations.json";
import { isContentToken } from "./occupation-index";
import type { Token } from "./tokenize";

export const OCCUPATIONS_ATTRIBUTION: string = raw.attribution;

export interface Occupation {
  id: number;
  code: string;
  title: string;
  /** O*NET job zone 1 (little preparation) to 5 (extensive), 0 when unknown. */
  zone: number;
}

export interface Candidate {
  occupation: number;
  /** Share of belief, candidates of one placement sum to 1. */
  p: number;
}

export interface Placement {
  candidates: Candidate[];
  /** What decided it: a title phrase ("registered nurse"), or the duties alone. */
  evidence: "title" | "duties";
  /** The title phrase as written, when a title matched. */
  titleText?: string;
}

interface Compiled {
  occupations: Occupation[];
  titles: Map<string, Array<readonly [number, number]>>;
  titlePrefixes: Set<string>;
  postings: Map<string, Array<readonly [number, number]>>;
  titleWords: Map<string, Array<readonly [number, number]>>;
  df: Map<string, number>;
  related: Array<Map<number, number>>;
}

/** Credit for a relation between two occupations (see docs/decisions/ats-occupations.md). */
export const RELATEDNESS = {
  same: 1,
  /** Specialisations of one occupation: 29-1141.01 Acute Care Nurses and 29-1141.00 Registered Nurses. */
  variant: 0.9,
  primaryShort: 0.75,
  primaryLong: 0.6,
  supplemental: 0.45,
  /** Same SOC minor group (29-1xxx): e.g. two kinds of healthcare practitioner. */
  minorGroup: 0.3,
  /** Same SOC major group (29-xxxx). */
  majorGroup: 0.15,
} as const;
const TIER_CREDIT = [RELATEDNESS.primaryShort, RELATEDNESS.primaryLong, RELATEDNESS.supplemental];

let compiled: Compiled | null = null;

function compile(): Compiled {
  const occupations = (raw.occupations as Array<[string, string, number]>).map(([code, title, zone], id) => ({ id, code, title, zone }));
  const titles = new Map<string, Array<readonly [number, number]>>();
  const titlePrefixes = new Set<string>();
  raw.titles.forEach((entry, occupation) => {
    if (!entry) return;
    for (const pair of entry.split("|")) {
      const cut = pair.lastIndexOf("=");
      const key = pair.slice(0, cut);
      const weight = Number(pair.slice(cut + 1));
      const list = titles.get(key);
      if (list) list.push([occupation, weight]);
      else titles.set(key, [[occupation, weight]]);
      let space = key.indexOf(" ");
      while (space > 0) {
        titlePrefixes.add(key.slice(0, space));
        space = key.indexOf(" ", space + 1);
      }
    }
  });
  const postings = invert(raw.tasks);
  const titleWords = invert(raw.titleWords);
  const df = new Map<string, number>();
  for (const pair of raw.df.split(" ")) {
    const cut = pair.lastIndexOf("=");
    df.set(pair.slice(0, cut), Number(pair.slice(cut + 1)));
  }
  const related = raw.related.map((entry) => {
    const map = new Map<number, number>();
    entry.split(";").forEach((list, tier) => {
      if (!list) return;
      for (const id of list.split(",")) map.set(Number(id), Math.max(map.get(Number(id)) ?? 0, TIER_CREDIT[tier] ?? 0));
    });
    return map;
  });
  return { occupations, titles, titlePrefixes, postings, titleWords, df, related };
}

/** Per-occupation "stem=w stem=w" vectors turned into stem → [occupation, weight] lists. */
function invert(vectors: readonly string[]): Map<string, Array<readonly [number, number]>> {
  const index = new Map<string, Array<readonly [number, number]>>();
  vectors.forEach((entry, occupation) => {
    if (!entry) return;
    for (const pair of entry.split(" ")) {
      const cut = pair.lastIndexOf("=");
      const stem = pair.slice(0, cut);
      const weight = Number(pair.slice(cut + 1)) / 1000;
      const list = index.get(stem);
      if (list) list.push([occupation, weight]);
      else index.set(stem, [[occupation, weight]]);
    }
  });
  return index;
}

function data(): Compiled {
  compiled ??= compile();
  return compiled;
}

/** Builds the lookup tables now (a cold Worker does it on its first score otherwise). */
export function warmOccupations(): void {
  data();
}

export function occupationById(id: number): Occupation {
  const occupation = data().occupations[id];
  if (!occupation) throw new Error(`Unknown occupation ${id}`);
  return occupation;
}

/** Occupations (of `taskOccupations`) whose tasks use a word stem; 0 for words no task uses. */
export function occupationDf(stem: string): number {
  return data().df.get(stem) ?? 0;
}

export const TASK_OCCUPATIONS: number = raw.taskOccupations;

/** Whether a stem is a word of O*NET's occupational vocabulary (used to mend words broken by PDF extraction). */
export function isVocabularyStem(stem: string): boolean {
  const { df, titles } = data();
  return df.has(stem) || titles.has(stem);
}

export interface TitleMatch {
  /** Index of the first token and the number of tokens. */
  start: number;
  length: number;
  candidates: Array<readonly [number, number]>;
}

/**
 * The longest O*NET title phrase in a run of tokens (one line): "Company Name July 2011 to
 * November 2012 Staff Accountant" → "staff accountant". Ties go to the later phrase, where
 * English puts the role noun.
 */
export function findTitle(tokens: readonly Token[]): TitleMatch | null {
  const { titles, titlePrefixes } = data();
  let best: TitleMatch | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    let key = (tokens[i] as Token).stem;
    for (let n = 1; i + n <= tokens.length; n += 1) {
      if (n > 1) key = `${key} ${(tokens[i + n - 1] as Token).stem}`;
      const candidates = titles.get(key);
      if (candidates && (!best || n >= best.length)) best = { start: i, length: n, candidates };
      if (!titlePrefixes.has(key)) break;
    }
  }
  return best;
}

/** Cosine similarity of a bag of stems with every occupation's vector in an inverted index. */
function similarity(stems: Iterable<string>, index: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>): Map<number, number> {
  const { df } = data();
  const tf = new Map<string, number>();
  for (const stem of stems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
  const query: Array<[string, number]> = [];
  let norm = 0;
  for (const [stem, count] of tf) {
    if (!index.has(stem)) continue;
    const weight = (1 + Math.log(count)) * Math.log(TASK_OCCUPATIONS / Math.max(1, df.get(stem) ?? 1));
    query.push([stem, weight]);
    norm += weight * weight;
  }
  const scores = new Map<number, number>();
  if (norm === 0) return scores;
  norm = Math.sqrt(norm);
  for (const [stem, weight] of query) {
    for (const [occupation, w] of index.get(stem) ?? []) scores.set(occupation, (scores.get(occupation) ?? 0) + (weight / norm) * w);
  }
  return scores;
}

/** Cosine similarity of the text's content words with every occupation's task vector. */
export function dutySimilarity(tokens: readonly Token[]): Map<number, number> {
  return similarity(
    tokens.filter(isContentToken).map((token) => token.stem),
    data().postings,
  );
}

/** How much a title's words lean toward each occupation's titles ("Marketing Analytics Specialist"). */
export function titleWordSimilarity(tokens: readonly Token[]): Map<number, number> {
  return similarity(
    tokens.map((token) => token.stem),
    data().titleWords,
  );
}

const MAX_CANDIDATES = 5;

function normalise(scored: Array<[number, number]>): Candidate[] {
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const top = scored.slice(0, MAX_CANDIDATES).filter(([, score]) => score > 0);
  const total = top.reduce((sum, [, score]) => sum + score, 0);
  return total > 0 ? top.map(([occupation, score]) => ({ occupation, p: score / total })) : [];
}

/**
 * Role nouns that alone say little about the occupation: "Specialist" or "Manager" is a title in
 * O*NET's lists, but of dozens of occupations (or of one odd one).
 */
const GENERIC_TITLE_WORDS = new Set(
  (
    "specialist manager assistant analyst coordinator associate officer director consultant representative rep " +
    "technician supervisor administrator clerk agent executive lead head advisor adviser worker operator " +
    "engineer designer developer member staff professional leader partner owner intern trainee generalist"
  ).split(" "),
);

/** A title phrase that is one generic word ("Manager") says little on its own. */
export function isGenericTitleMatch(match: TitleMatch, tokens: readonly Token[]): boolean {
  return match.length === 1 && GENERIC_TITLE_WORDS.has((tokens[match.start] as Token).norm);
}

/** Evidence weights of a placement: a whole title phrase, the title's words, the duties. */
const EVIDENCE = { phrase: 1.2, words: 0.5, duties: 0.6 } as const;
/** O*NET's detailed occupations (".00") are common; its specialisations (".01", ".02"...) are niches. */
const SPECIALISATION_PRIOR = 0.7;

const maxOf = (scores: ReadonlyMap<number, number>): number => Math.max(0, ...scores.values());

/**
 * Where a title and its duties sit, as a blend of three kinds of evidence: the longest O*NET title
 * phrase in the title (counted by how much of the title it covers, and little when it is one generic
 * word), how the title's words lean, and how the duties compare with each occupation's tasks.
 * "Registered Nurse" is decided by its phrase; "Teacher" names 20 occupations and the duties pick;
 * "Marketing Analytics Specialist" is no O*NET title and leans on its words and duties.
 */
export function placeOccupation(titleTokens: readonly Token[], dutyTokens: readonly Token[]): Placement | null {
  const { occupations } = data();
  const scores = new Map<number, number>();
  const add = (occupation: number, value: number): void => {
    if (value > 0) scores.set(occupation, (scores.get(occupation) ?? 0) + value);
  };
  const match = titleTokens.length > 0 ? findTitle(titleTokens) : null;
  let titleText: string | undefined;
  if (match) {
    titleText = titleTokens.slice(match.start, match.start + match.length).map((token) => token.raw).join(" ");
    const coverage = (isGenericTitleMatch(match, titleTokens) ? 0.3 : 1) * (match.length / titleTokens.length);
    const heaviest = Math.max(...match.candidates.map(([, weight]) => weight));
    for (const [occupation, weight] of match.candidates) add(occupation, EVIDENCE.phrase * coverage * (weight / heaviest));
  }
  const words = titleTokens.length > 0 ? titleWordSimilarity(titleTokens) : new Map<number, number>();
  const bestWords = maxOf(words);
  if (bestWords > 0) for (const [occupation, value] of words) add(occupation, EVIDENCE.words * (value / bestWords));
  const duties = dutySimilarity(dutyTokens);
  const bestDuty = maxOf(duties);
  // Duties that match nothing well say nothing.
  if (bestDuty >= 0.08) for (const [occupation, value] of duties) add(occupation, EVIDENCE.duties * (value / bestDuty));
  if (scores.size === 0) return null;
  const scored = [...scores.entries()].map(([occupation, value]): [number, number] => [
    occupation,
    occupations[occupation]?.code.endsWith(".00") ? value : value * SPECIALISATION_PRIOR,
  ]);
  return { candidates: normalise(scored), evidence: match || bestWords > 0 ? "title" : "duties", titleText: titleText ?? (bestWords > 0 ? titleTokens.map((token) => token.raw).join(" ") : undefined) };
}

/** How close two occupations are, 0..1. */
export function relatedness(a: number, b: number): number {
  if (a === b) return RELATEDNESS.same;
  const { occupations, related } = data();
  const codeA = occupations[a]?.code ?? "";
  const codeB = occupations[b]?.code ?? "";
  if (codeA.slice(0, 7) === codeB.slice(0, 7)) return RELATEDNESS.variant;
  const tier = Math.max(related[a]?.get(b) ?? 0, related[b]?.get(a) ?? 0);
  if (tier > 0) return tier;
  if (codeA.slice(0, 4) === codeB.slice(0, 4)) return RELATEDNESS.minorGroup;
  if (codeA.slice(0, 2) === codeB.slice(0, 2)) return RELATEDNESS.majorGroup;
  return 0;
}

/** Σ pa·pb·relatedness(a, b) over two placements' candidates. */
function kernel(a: Placement, b: Placement): number {
  let sum = 0;
  for (const { occupation: x, p: px } of a.candidates) for (const { occupation: y, p: py } of b.candidates) sum += px * py * relatedness(x, y);
  return sum;
}

/**
 * How close two placements are, 0..1: the cosine of their beliefs with relatedness as the kernel,
 * so two readings of the same title score 1 however uncertain each is, and a confident reading
 * that is one of an uncertain one's candidates scores in between. Also the closest pair of
 * occupations, for the explanation.
 */
export function placementFit(job: Placement, role: Placement): { credit: number; jobOccupation: number; roleOccupation: number } {
  const norm = Math.sqrt(kernel(job, job) * kernel(role, role));
  const credit = norm > 0 ? Math.min(1, kernel(job, role) / norm) : 0;
  let best = { value: -1, jobOccupation: job.candidates[0]?.occupation ?? -1, roleOccupation: role.candidates[0]?.occupation ?? -1 };
  for (const { occupation: a, p: pa } of job.candidates) {
    for (const { occupation: b, p: pb } of role.candidates) {
      const value = relatedness(a, b) * pa * pb;
      if (value > best.value) best = { value, jobOccupation: a, roleOccupation: b };
    }
  }
  return { credit, jobOccupation: best.jobOccupation, roleOccupation: best.roleOccupation };
}
