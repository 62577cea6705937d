/**
 * Data the build puts among the Worker's static assets (public/) instead of in its script, read
 * through the ASSETS binding on an isolate's first request: the ATS engine's tables
 * (app/server/ats-data.server.ts) and the interface's translations (app/i18n/instance.server.ts).
 * docs/performance.md#the-worker.
 */

/** One JSON file of the assets; a missing one says how to make it. */
export async function readJsonAsset<T>(env: Pick<Env, "ASSETS">, path: string): Promise<T> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.local${path}`));
  if (!response.ok)
    throw new Error(`${path} is missing from the static assets (${response.status}): run npm run build`);
  return (await response.json()) as T;
}

/**
 * A load run once per isolate: callers while it runs share it, and a failed one is tried again by
 * the next caller (the next request).
 */
export function loadOnce<A>(load: (argument: A) => Promise<void>): (argument: A) => Promise<void> {
  let loading: Promise<void> | null = null;
  return (argument) =>
    (loading ??= load(argument).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
