/**
 * Writes (POST, PUT, PATCH, DELETE) from another origin are refused here, before Remix: its own
 * guard throws an Error on a foreign Origin, which would surface as a 500 with an empty body.
 * Same-origin requests that carry no Host header (only synthetic ones do) get it from the URL,
 * so that guard passes them. Loaders and actions still check with assertSameOrigin.
 */
import { errorResponse } from "../app/server/http.server";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function sameOriginWrite(request: Request): { refused: Response } | { request: Request } {
  if (!WRITES.has(request.method)) return { request };
  const origin = request.headers.get("Origin");
  if (origin === null) return { request };
  const url = new URL(request.url);
  if (origin !== url.origin) return { refused: errorResponse("crossSite") };
  if (request.headers.has("Host") || request.headers.has("X-Forwarded-Host")) return { request };
  const headers = new Headers(request.headers);
  headers.set("Host", url.host);
  return { request: new Request(request, { headers }) };
}
