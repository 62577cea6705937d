/**
 * Who the client is, for per-client limits. No imports: load-context.ts reads it, and Vite loads
 * that file with its config, before the "~" alias exists.
 */

/** The one key every client shares when no trusted party names the client: local runs and tests. */
export const LOCAL_CLIENT = "local";

/**
 * The client's address for per-client limits, taken only from where the platform sets it
 * (docs/decisions/client-address.md). `CLIENT_IP_HEADER` (wrangler.toml [vars]) names the header
 * a trusted proxy in front of the Worker writes: "CF-Connecting-IP" on Cloudflare, whose edge
 * replaces any value a client sent itself. It is read only on requests that came through the
 * edge, which carry `request.cf`. Local runs (wrangler dev, the tests) are not behind the edge,
 * so a client could write the header itself: there CLIENT_IP_HEADER is "none" (.dev.vars,
 * vitest.config.ts) and every request is the one LOCAL_CLIENT.
 * An IPv6 client is its /64: one subscriber is handed a whole /64 and can change addresses in it.
 */
export function clientKey(request: Request, env: { CLIENT_IP_HEADER?: string }): string {
  const header = env.CLIENT_IP_HEADER?.trim();
  if (!header || header.toLowerCase() === "none" || !request.cf) return LOCAL_CLIENT;
  const value = request.headers.get(header)?.trim() ?? "";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return value;
  return ipv6Prefix(value) ?? LOCAL_CLIENT;
}

/** "2001:db8:1:2::/64" for any address of that /64, or null when `value` is not an IPv6 address. */
function ipv6Prefix(value: string): string | null {
  if (!/^[0-9a-f:]{2,39}$/i.test(value) || (value.match(/::/g) ?? []).length > 1) return null;
  const [head = "", tail] = value.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
