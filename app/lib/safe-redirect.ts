/**
 * Where to go after sign-in: only a path of this site, judged the way a browser reads it. A
 * browser drops leading and trailing spaces and control characters and every tab and line break
 * anywhere, and reads a backslash as a slash: "/\t/evil.example" is "//evil.example" to it, another
 * host. So the value is parsed with the WHATWG URL parser (the browser's own) against a stand-in
 * origin, kept only when it stays on that origin, and rebuilt from the parsed path, query and
 * fragment: whatever is returned is already in the form the browser would resolve.
 */
const STAND_IN = "https://stand-in.invalid";

export function safeRedirectPath(value: unknown, fallback = "/templates"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  // What the URL parser strips before reading (and what a browser strips from Location).
  // eslint-disable-next-line no-control-regex
  const stripped = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  if (!stripped.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(stripped, STAND_IN);
  } catch {
    return fallback;
  }
  if (url.origin !== STAND_IN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which as a Location names a host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
