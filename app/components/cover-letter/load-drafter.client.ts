/**
 * The letter drafter for the browser, loaded on the first "Draft again": it needs the ATS engine
 * and its O*NET tables (about 700 KB compressed), which no page should load up front. The tables
 * are the same static files the Worker reads (/ats-data/, copied by scripts/copy-ats-data.mjs),
 * fetched here and cached by the browser: no bundle carries them, so neither the page's chunks
 * nor the build pay for 2.3 MB of JSON (docs/performance.md). A `.client` module: the server
 * build never sees it.
 */
import { ATS_DATA_PATHS, hasAtsData, provideAtsData, type AtsData } from "~/domain/ats/data";

async function table<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function loadDrafter() {
  const [{ draftLetter }, occupations, dictionary, postingWords] = await Promise.all([
    import("~/domain/cover-letter/draft"),
    hasAtsData() ? null : table<AtsData["occupations"]>(ATS_DATA_PATHS.occupations),
    hasAtsData() ? null : table<AtsData["dictionary"]>(ATS_DATA_PATHS.dictionary),
    hasAtsData() ? null : table<AtsData["postingWords"]>(ATS_DATA_PATHS.postingWords),
  ]);
  if (occupations && dictionary && postingWords && !hasAtsData())
    provideAtsData({ occupations, dictionary, postingWords });
  return draftLetter;
}
