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
import { atsData } from "./data";
import { isContentToken } from "./occupation-index";
import { SortedIndex } from "./sorted-index";
import type { Token } from "./tokenize";

/** O*NET's attribution, as the tables carry it. */
export const occupationsAttribution = (): string => atsData().occupations.attribution;

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
  /** O*NET specialisations (codes not ending in ".00"), by id. */
  specialisation: Uint8Array;
  titles: SortedIndex;
  tasks: SortedIndex;
  titleWords: SortedIndex;
  df: Map<string, number>;
  related: Array<Map<number, number>>;
  /** Scratch scores, one per occupation: placements and similarities reuse them (all synchronous). */
  scratch: Float64Array;
  similarityScratch: Float64Array;
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
  const raw = atsData().occupations;
  const occupations = (raw.occupations as Array<[string, string, number]>).map(([code, title, zone], id) => ({ id, code, title, zone }));
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
  return {
    occupations,
    specialisation: Uint8Array.from(occupations, (occupation) => (occupation.code.endsWith(".00") ? 0 : 1)),
    titles: new SortedIndex(raw.titles, 1),
    tasks: new SortedIndex(raw.tasks, 1000),
    titleWords: new SortedIndex(raw.titleWords, 1000),
    df,
    related,
    scratch: new Float64Array(occupations.length),
    similarityScratch: new Float64Array(occupations.length),
  };
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

/** How many occupations have task statements: the N of the tasks' idf. */
export const taskOccupations = (): number => atsData().occupations.taskOccupations;

/** Whether a stem is a word of O*NET's occupational vocabulary (used to mend words broken by PDF extraction). */
export function isVocabularyStem(stem: string): boolean {
  return data().df.has(stem);
}

/** A word's weight in an occupation's task vector (0 when it is not among its top words). */
export function taskWeight(occupation: number, stem: string): number {
  for (const [id, weight] of data().tasks.get(stem) ?? []) if (id === occupation) return weight;
  return 0;
}

/** Whether a stem is a word of O*NET's titles ("affair" of "Public Affairs Specialists"). */
export function isTitleWord(stem: string): boolean {
  return (data().titleWords.get(stem)?.length ?? 0) > 0;
}

export interface TitleMatch {
  /** Index of the first token and the number of tokens. */
  start: number;
  length: number;
  candidates: ReadonlyArray<readonly [number, number]>;
}

/**
 * The longest O*NET title phrase in a run of tokens (one line): "Company Name July 2011 to
 * November 2012 Staff Accountant" → "staff accountant". Ties go to the later phrase, where
 * English puts the role noun.
 */
export function findTitle(tokens: readonly Token[]): TitleMatch | null {
  const { titles } = data();
  let best: TitleMatch | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    let key = (tokens[i] as Token).stem;
    for (let n = 1; i + n <= tokens.length; n += 1) {
      if (n > 1) key = `${key} ${(tokens[i + n - 1] as Token).stem}`;
      const candidates = titles.get(key);
      // No line: no title starts this way. An empty line: only longer titles do.
      if (candidates === null) break;
      if (candidates.length > 0 && (!best || n >= best.length)) best = { start: i, length: n, candidates };
    }
  }
  return best;
}

/**
 * Adds `weight` × (cosine similarity of a bag of stems with each occupation's vector in an inverted
 * index, divided by the best one's) to `add`. Returns the best similarity (0: nothing matched).
 */
function addSimilarity(stems: readonly string[], index: SortedIndex, weight: number, minimum: number, add: (occupation: number, value: number) => void): number {
  const { df, similarityScratch: values } = data();
  const tf = new Map<string, number>();
  for (const stem of stems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
  let query: Array<[ReadonlyArray<readonly [number, number]>, number]> = [];
  let norm = 0;
  const occupations = taskOccupations();
  for (const [stem, count] of tf) {
    const list = index.get(stem);
    if (!list || list.length === 0) continue;
    const w = (1 + Math.log(count)) * Math.log(occupations / Math.max(1, df.get(stem) ?? 1));
    query.push([list, w]);
    norm += w * w;
  }
  if (norm === 0) return 0;
  norm = Math.sqrt(norm);
  // A long text's weakest words barely move the ranking but cost the most (their lists are long).
  if (query.length > MAX_QUERY_TERMS) query = query.sort((a, b) => b[1] - a[1]).slice(0, MAX_QUERY_TERMS);
  const ids: number[] = [];
  for (const [list, w] of query) {
    const scaled = w / norm;
    for (const [occupation, v] of list) {
      if (values[occupation] === 0) ids.push(occupation);
      values[occupation] = (values[occupation] as number) + scaled * v;
    }
  }
  let max = 0;
  for (const id of ids) if ((values[id] as number) > max) max = values[id] as number;
  if (max >= minimum) for (const id of ids) add(id, weight * ((values[id] as number) / max));
  for (const id of ids) values[id] = 0;
  return max;
}

const MAX_QUERY_TERMS = 60;

const contentStems = (tokens: readonly Token[]): string[] => {
  const stems: string[] = [];
  for (const token of tokens) if (isContentToken(token)) stems.push(token.stem);
  return stems;
};

const MAX_CANDIDATES = 5;

/** The strongest candidates as beliefs that sum to 1 (a partial selection, not a sort of all 1,016). */
function topCandidates(ids: readonly number[], scores: Float64Array): Candidate[] {
  const top: Array<[number, number]> = [];
  for (const id of ids) {
    const value = scores[id] as number;
    if (value <= 0) continue;
    if (top.length < MAX_CANDIDATES) top.push([id, value]);
    else if (value > (top[top.length - 1] as [number, number])[1]) top[top.length - 1] = [id, value];
    else continue;
    top.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }
  const total = top.reduce((sum, [, value]) => sum + value, 0);
  return total > 0 ? top.map(([occupation, value]) => ({ occupation, p: value / total })) : [];
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

const LEVEL_WORDS = new Set("senior sr junior jr lead chief head principal assistant associate entry level i ii iii iv".split(" "));

/** A title phrase that is one generic word ("Manager") says little on its own. */
export function isGenericTitleMatch(match: TitleMatch, tokens: readonly Token[]): boolean {
  return match.length === 1 && GENERIC_TITLE_WORDS.has((tokens[match.start] as Token).norm);
}

/**
 * How much a title phrase says by where O*NET lists it: as the occupation's own title (3), a title
 * incumbents reported (2), or an alternate title (1). Close together: "Data Analyst" is a reported
 * title of Survey Researchers and an alternate one of Business Intelligence Analysts, and the
 * duties must still be able to choose.
 */
const TITLE_SOURCE_WEIGHT: Readonly<Record<number, number>> = { 3: 1, 2: 0.8, 1: 0.7 };

/** Evidence weights of a placement: a whole title phrase, the title's words, the duties. */
const EVIDENCE = { phrase: 1, words: 0.8, duties: 0.5 } as const;
/** O*NET's detailed occupations (".00") are common; its specialisations (".01", ".02"...) are niches. */
const SPECIALISATION_PRIOR = 0.7;

/**
 * Where a title and its duties sit, as a blend of three kinds of evidence: the longest O*NET title
 * phrase in the title (counted by how much of the title it covers, and little when it is one generic
 * word), how the words of the rest of the title lean, and how the duties compare with each
 * occupation's tasks.
 * "Registered Nurse" is decided by its phrase; "Teacher" names 20 occupations and the duties pick;
 * "Marketing Analytics Specialist" is no O*NET title and leans on its words and duties.
 */
export function placeOccupation(titleTokens: readonly Token[], dutyTokens: readonly Token[]): Placement | null {
  const { specialisation, scratch } = data();
  const ids: number[] = [];
  const add = (occupation: number, value: number): void => {
    if (value <= 0) return;
    if (scratch[occupation] === 0) ids.push(occupation);
    scratch[occupation] = (scratch[occupation] as number) + value;
  };
  const match = titleTokens.length > 0 ? findTitle(titleTokens) : null;
  let titleText: string | undefined;
  // How much of the title a known phrase explains; its words speak for the rest.
  let coverage = 0;
  if (match) {
    titleText = titleTokens.slice(match.start, match.start + match.length).map((token) => token.raw).join(" ");
    coverage = (isGenericTitleMatch(match, titleTokens) ? 0.3 : 1) * (match.length / titleTokens.length);
    let heaviest = 0;
    for (const [, weight] of match.candidates) heaviest = Math.max(heaviest, TITLE_SOURCE_WEIGHT[weight] ?? 0.7);
    for (const [occupation, weight] of match.candidates) add(occupation, EVIDENCE.phrase * coverage * ((TITLE_SOURCE_WEIGHT[weight] ?? 0.7) / heaviest));
  }
  if (titleTokens.length > 0 && coverage < 1) {
    // "Senior Manager" says nothing its duties do not say better.
    const onlyGeneric = titleTokens.every((token) => GENERIC_TITLE_WORDS.has(token.norm) || LEVEL_WORDS.has(token.norm));
    const best = addSimilarity(
      titleTokens.map((token) => token.stem),
      data().titleWords,
      EVIDENCE.words * (1 - coverage) * (onlyGeneric ? 0.3 : 1),
      0,
      add,
    );
    if (best > 0) titleText ??= titleTokens.map((token) => token.raw).join(" ");
  }
  // Duties that match nothing well (under 0.08) say nothing.
  addSimilarity(contentStems(dutyTokens), data().tasks, EVIDENCE.duties, 0.08, add);
  for (const id of ids) if (specialisation[id]) scratch[id] = (scratch[id] as number) * SPECIALISATION_PRIOR;
  const candidates = topCandidates(ids, scratch);
  for (const id of ids) scratch[id] = 0;
  if (candidates.length === 0) return null;
  return { candidates, evidence: titleText !== undefined ? "title" : "duties", titleText };
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
