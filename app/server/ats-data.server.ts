/**
 * Loads the ATS engine's tables from the Worker's static assets and keeps them for the isolate's
 * life (app/domain/ats/data.ts). The server entry loads them before any route runs
 * (app/entry.server.tsx `loadAtsTables`, called by workers/entry.ts), so no route or server module
 * has to remember to; the first request of a cold isolate pays one asset read and one JSON parse
 * (docs/performance.md, "The Worker"). Code the Worker reaches outside Remix (the room) and runs
 * the engine calls ensureAtsData itself (./occupations.server.ts).
 */
import { ATS_DATA_PATHS, hasAtsData, provideAtsData, type AtsData } from "~/domain/ats";

let loading: Promise<void> | null = null;

async function readAsset<T>(env: Pick<Env, "ASSETS">, path: string): Promise<T> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.local${path}`));
  if (!response.ok)
    throw new Error(`The ATS table ${path} is missing from the assets (${response.status}): run npm run build`);
  return (await response.json()) as T;
}

export function ensureAtsData(env: Pick<Env, "ASSETS">): Promise<void> {
  if (hasAtsData()) return Promise.resolve();
  loading ??= (async () => {
    const [occupations, dictionary, postingWords] = await Promise.all([
      readAsset<AtsData["occupations"]>(env, ATS_DATA_PATHS.occupations),
      readAsset<AtsData["dictionary"]>(env, ATS_DATA_PATHS.dictionary),
      readAsset<AtsData["postingWords"]>(env, ATS_DATA_PATHS.postingWords),
    ]);
    provideAtsData({ occupations, dictionary, postingWords });
  })().catch((error: unknown) => {
    // A failed read is tried again by the next request.
    loading = null;
    throw error;
  });
  return loading;
}
