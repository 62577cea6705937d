/**
 * Loads the ATS engine's tables from the Worker's static assets the first time a request needs
 * them, and keeps them for the isolate's life (app/domain/ats/data.ts). Requests that never score
 * anything (signing in, the dashboard, a PDF) never pay for them; the first score of a cold
 * isolate pays one asset read and one JSON parse (docs/performance.md, "The Worker").
 */
import { ATS_DATA_PATHS, hasAtsData, provideAtsData, type AtsData } from "~/domain/ats";

let loading: Promise<void> | null = null;

async function readAsset<T>(env: Pick<Env, "ASSETS">, path: string): Promise<T> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.local${path}`));
  if (!response.ok) throw new Error(`The ATS table ${path} is missing from the assets (${response.status}): run npm run build`);
  return (await response.json()) as T;
}

export function ensureAtsData(env: Pick<Env, "ASSETS">): Promise<void> {
  if (hasAtsData()) return Promise.resolve();
  loading ??= (async () => {
    const [occupations, dictionary] = await Promise.all([
      readAsset<AtsData["occupations"]>(env, ATS_DATA_PATHS.occupations),
      readAsset<AtsData["dictionary"]>(env, ATS_DATA_PATHS.dictionary),
    ]);
    provideAtsData({ occupations, dictionary });
  })().catch((error: unknown) => {
    // A failed read is tried again by the next request.
    loading = null;
    throw error;
  });
  return loading;
}
