import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientKey } from "./app/server/client-key.server";

/** What every loader and action receives: the Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    /**
     * The client's key for per-client limits, read from the Worker's own request. Remix hands
     * loaders and actions a rebuilt Request without `cf`, so it cannot be read there
     * (docs/decisions/client-address.md).
     */
    client: string;
  }
}

/**
 * Shared by the Worker entry and Vite's dev proxy so both build the same context. `request` must
 * be the one the platform handed over (it carries `cf`), not one Remix rebuilt.
 */
export function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
}): AppLoadContext {
  return { cloudflare: context.cloudflare, client: clientKey(request, context.cloudflare.env) };
}
