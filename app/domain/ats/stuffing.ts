/**
 * Text pasted from the job description into the resume (often as white text: the known "stuffing"
 * trick) earns nothing: a line whose words mostly sit in six-word runs copied from the job, word
 * for word, is left out before the resume is read (docs/decisions/ats-weights.md#decision). A resume naturally
 * shares phrases with a job ("experience with Kubernetes"), so a line counts as pasted only when most
 * of its words are in such runs, and the whole only when such lines hold at least MIN_PASTED_WORDS.
 */

const SHINGLE = 6;
/** Share of a line's six-word runs found in the job, past which the line is the job's text. */
const PASTED_SHARE = 0.6;
/** Words of pasted lines below which nothing is removed (a shared sentence is not stuffing). */
const MIN_PASTED_WORDS = 30;

/** Words with their inner dots ("node.js", ".net"), not a sentence's full stop. */
const words = (text: string): string[] => text.toLowerCase().match(/\.?[\p{L}\p{N}+#]+(?:\.+[\p{L}\p{N}+#]+)*/gu) ?? [];

/**
 * Six-word runs as numbers: each word gets an id, each run the hash of its six ids. Strings of six
 * joined words, built for every position of both texts, were most of the engine's time
 * (bench/ats.bench.mjs); a hash hit is confirmed word by word.
 */
function runHash(ids: Int32Array, at: number): number {
  let hash = 2166136261;
  for (let k = at; k < at + SHINGLE; k += 1) hash = Math.imul(hash ^ (ids[k] as number), 16777619);
  return hash >>> 0;
}

interface Destuffed {
  /** The resume without the pasted lines (unchanged when there are none). */
  text: string;
  /** Words left out as the job's own text; 0 when nothing was. */
  ignoredWords: number;
}

/** The job's six-word runs, read once per job text (./job-reading.ts keeps it with the job). */
export interface JobRuns {
  dictionary: ReadonlyMap<string, number>;
  jobIds: Int32Array;
  runs: ReadonlyMap<number, readonly number[]>;
}

export function jobRuns(jobText: string): JobRuns | null {
  const jobWords = words(jobText);
  if (jobWords.length < SHINGLE) return null;
  const dictionary = new Map<string, number>();
  const jobIds = Int32Array.from(jobWords, (word) => {
    let id = dictionary.get(word);
    if (id === undefined) dictionary.set(word, (id = dictionary.size));
    return id;
  });
  const runs = new Map<number, number[]>();
  for (let at = 0; at + SHINGLE <= jobIds.length; at += 1) {
    const hash = runHash(jobIds, at);
    const starts = runs.get(hash);
    if (starts) starts.push(at);
    else runs.set(hash, [at]);
  }
  return { dictionary, jobIds, runs };
}

export function withoutPastedJob(resumeText: string, job: string | JobRuns | null): Destuffed {
  const index = typeof job === "string" ? jobRuns(job) : job;
  if (!index) return { text: resumeText, ignoredWords: 0 };
  const { dictionary, jobIds, runs } = index;
  const lines = resumeText.split("\n");
  // The resume's words in order, each with its line: a pasted block's runs cross its line breaks
  // (a job's bullet list is many short lines). A word the job never uses is -1 and ends every run.
  const tokenLines: number[] = [];
  const ids: number[] = [];
  lines.forEach((line, index) => {
    for (const word of words(line)) {
      ids.push(dictionary.get(word) ?? -1);
      tokenLines.push(index);
    }
  });
  const resumeIds = Int32Array.from(ids);
  const same = (at: number, jobAt: number) => {
    for (let k = 0; k < SHINGLE; k += 1) if (resumeIds[at + k] !== jobIds[jobAt + k]) return false;
    return true;
  };
  const covered = new Array<boolean>(resumeIds.length).fill(false);
  let unknownUntil = -1;
  for (let at = 0; at + SHINGLE <= resumeIds.length; at += 1) {
    // Skip windows holding a word the job does not have.
    for (let k = Math.max(at, unknownUntil + 1); k < at + SHINGLE; k += 1) if (resumeIds[k] === -1) unknownUntil = k;
    if (unknownUntil >= at) continue;
    const starts = runs.get(runHash(resumeIds, at));
    if (starts?.some((jobAt) => same(at, jobAt))) for (let k = at; k < at + SHINGLE; k += 1) covered[k] = true;
  }
  const perLine = lines.map(() => ({ words: 0, covered: 0 }));
  tokenLines.forEach((line, index) => {
    perLine[line]!.words += 1;
    if (covered[index]) perLine[line]!.covered += 1;
  });
  const pasted = perLine.map((line) => line.words > 0 && line.covered / line.words >= PASTED_SHARE);
  const ignoredWords = perLine.reduce((sum, line, index) => sum + (pasted[index] ? line.words : 0), 0);
  if (ignoredWords < MIN_PASTED_WORDS) return { text: resumeText, ignoredWords: 0 };
  return { text: lines.filter((_, index) => !pasted[index]).join("\n"), ignoredWords };
}
