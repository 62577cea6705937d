/**
 * The engine's read-only tables: O*NET occupations (2.2 MB), the skills dictionary and the words'
 * frequencies among job postings. They are
 * not bundled with the engine: the Worker reads them from its static assets on first use
 * (app/server/ats-data.server.ts), so a cold start does not parse them; the browser's letter
 * drafter fetches the same files (components/cover-letter/load-drafter.client.ts); Node scripts
 * and unit tests import them (./bundled-data.ts). Every function
 * of the engine that needs them runs after one of those (docs/performance.md, "The Worker").
 */
export type OccupationsFile = typeof import("./occupations.json");
export type DictionaryFile = typeof import("./skills-dictionary.json");
/** In how many of `postings` job postings each word stands (./wording.ts). */
export interface PostingWordsFile {
  source: string;
  postings: number;
  df: Record<string, number>;
}

export interface AtsData {
  occupations: OccupationsFile;
  dictionary: DictionaryFile;
  postingWords: PostingWordsFile;
}

/** Where the Worker finds the tables among its static assets (scripts/copy-ats-data.mjs puts them there). */
export const ATS_DATA_PATHS = {
  occupations: "/ats-data/occupations.json",
  dictionary: "/ats-data/skills-dictionary.json",
  postingWords: "/ats-data/posting-words.json",
} as const;

let provided: AtsData | null = null;

export function provideAtsData(data: AtsData): void {
  provided = data;
}

export function hasAtsData(): boolean {
  return provided !== null;
}

export function atsData(): AtsData {
  if (!provided)
    throw new Error("The ATS tables are not loaded: call ensureAtsData (server) or import ats/bundled-data first.");
  return provided;
}
