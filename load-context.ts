import type { AppLoadContext } from "@remix-run/cloudflare";

/** What every loader and action receives: the Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
  }
}

/** Shared by the Worker entry and Vite's dev proxy so both build the same context. */
export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
}): AppLoadContext {
  return { cloudflare: context.cloudflare };
}
