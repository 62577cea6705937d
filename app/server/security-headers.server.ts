/**
 * The headers every answer carries (docs/security.md): pages get a nonce-based
 * Content-Security-Policy that refuses framing, and every answer, JSON and files included, gets
 * `nosniff` and a referrer policy. Pages set theirs as they render (app/entry.server.tsx); the
 * Worker's entry fills in what an answer lacks (workers/entry.ts), so a route cannot forget.
 */

/** A fresh nonce for one page. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** pdf.js's worker falls back to the CDN's copy when the site's own is missing (app/lib/pdfjs.ts). */
const PDF_WORKER_CDN = "https://cdn.jsdelivr.net";

/**
 * The app's pages: scripts only from the site itself or inline with this answer's nonce; styles
 * inline too (React's style attributes, the preview's stylesheet in its srcdoc frame); images and
 * fonts as data or blob URLs (photos, pdf.js); the room's socket on this host; pdf.js's worker.
 * Nobody may frame a page of the app: no feature embeds one.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${PDF_WORKER_CDN}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${PDF_WORKER_CDN}`,
    `worker-src 'self' blob: ${PDF_WORKER_CDN}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What a JSON answer may do if a browser is ever made to render one: nothing. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Sets what the answer lacks; a route's own choice (the public page's stricter policy) stays. */
export function withSecurityHeaders(response: Response): Response {
  // A socket's 101 answer goes out as it was made.
  if (response.status === 101 || response.webSocket) return response;
  const type = response.headers.get("Content-Type") ?? "";
  const wants = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(type.startsWith("application/json") ? { "Content-Security-Policy": DATA_POLICY } : {}),
    // Routes that refuse a method name the ones they take; Remix's own 405, for a write to a
    // route without an action, names none: such a route only reads.
    ...(response.status === 405 ? { Allow: "GET, HEAD" } : {}),
  };
  const missing = Object.entries(wants).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  // A copy, because an answer's headers may be immutable (one fetched from the cache or R2); the body is not read.
  const result = new Response(response.body, response);
  for (const [name, value] of missing) result.headers.set(name, value);
  return result;
}
