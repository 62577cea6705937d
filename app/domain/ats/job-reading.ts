/**
 * A job description read once: its mended text, its profile (./extract-job.ts) and its six-word
 * runs (./stuffing.ts). A saved job is scored against every edit of the resume (the editor
 * re-scores 1.5 s after each change), so the last few readings are kept, by the job's exact text:
 * the same text always reads the same (the engine is deterministic), and a reading is frozen so
 * that no scoring can change what the next one sees.
 */
import { extractJob, type JobProfile } from "./extract-job";
import { normalizeCharacters, normalizeResumeText } from "./normalize";
import { unshout } from "./capitals";
import { tidyPosting, withoutHtml, withoutJobBoardLines } from "./posting-text";
import { unfoldPosting } from "./run-on-posting";
import { jobRuns, type JobRuns } from "./stuffing";

export interface JobReading {
  text: string;
  profile: JobProfile;
  runs: JobRuns | null;
}

/** Readings kept: a few jobs open at once in one isolate; each is a few tens of KB. */
const KEPT = 8;
const readings = new Map<string, JobReading>();

function deepFreeze<T>(value: T): T {
  if (
    value &&
    typeof value === "object" &&
    !Object.isFrozen(value) &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Map)
  ) {
    Object.freeze(value);
    for (const part of Object.values(value)) deepFreeze(part);
  }
  return value;
}

export function readJob(jobDescriptionText: string): JobReading {
  const kept = readings.get(jobDescriptionText);
  if (kept) {
    // Most recently used last: the oldest is the first key.
    readings.delete(jobDescriptionText);
    readings.set(jobDescriptionText, kept);
    return kept;
  }
  // Unfolded before capitals are read: a title run into the first sentence is told by the capital
  // that opens the sentence, which reading the capitals would lower.
  // Characters first: a board's lines copied with no-break spaces ("Acme · Austin, TX") are known
  // only with plain ones.
  // A page's HTML first of all: its tags hold the lines every later step reads.
  const characters = normalizeCharacters(withoutHtml(jobDescriptionText));
  const text = tidyPosting(normalizeResumeText(withoutJobBoardLines(unshout(unfoldPosting(characters)))));
  const reading: JobReading = { text, profile: deepFreeze(extractJob(text)), runs: jobRuns(text) };
  readings.set(jobDescriptionText, reading);
  if (readings.size > KEPT) readings.delete(readings.keys().next().value as string);
  return reading;
}
