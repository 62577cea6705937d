/**
 * The letter drafter for the browser, loaded on the first "Draft again": it needs the ATS engine
 * and its O*NET tables (about 700 KB compressed), which no page should load up front. A `.client`
 * module, so the server build (the Worker's script) never carries the tables (docs/performance.md).
 */
export async function loadDrafter() {
  const [{ draftLetter }] = await Promise.all([import("~/domain/cover-letter/draft"), import("~/domain/ats/bundled-data")]);
  return draftLetter;
}
