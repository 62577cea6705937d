/**
 * Loads the ATS engine's tables from the Worker's static assets and keeps them for the isolate's
 * life (app/domain/ats/data.ts). The server entry loads them before any route runs
 * (app/entry.server.tsx `loadAtsTables`, called by workers/entry.ts), so no route or server module
 * has to remember to; the first request of a cold isolate pays one asset read and one JSON parse
 * (docs/performance.md, "The Worker"). Code the Worker reaches outside Remix (the room) and runs
 * the engine calls ensureAtsData itself (./occupations.server.ts).
 */
import { ATS_DATA_PATHS, hasAtsData, provideAtsData, type AtsData } from "~/domain/ats";
import { loadOnce, readJsonAsset } from "~/lib/static-assets.server";

const loadTables = loadOnce(async (env: Pick<Env, "ASSETS">) => {
  const [occupations, dictionary, postingWords] = await Promise.all([
    readJsonAsset<AtsData["occupations"]>(env, ATS_DATA_PATHS.occupations),
    readJsonAsset<AtsData["dictionary"]>(env, ATS_DATA_PATHS.dictionary),
    readJsonAsset<AtsData["postingWords"]>(env, ATS_DATA_PATHS.postingWords),
  ]);
  provideAtsData({ occupations, dictionary, postingWords });
});

/** Once per isolate; a failed read is tried again by the next request. */
export function ensureAtsData(env: Pick<Env, "ASSETS">): Promise<void> {
  return hasAtsData() ? Promise.resolve() : loadTables(env);
}
