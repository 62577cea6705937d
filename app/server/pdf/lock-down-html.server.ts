/**
 * Untrusted HTML made unable to reach the network before the renderer loads it. Request
 * interception refuses fetches, but resource hints (preconnect, dns-prefetch, prefetch) open
 * connections without a request it sees, and <meta http-equiv> can refresh or set cookies. So:
 *  - every <link> except a stylesheet, every <meta http-equiv>, <base>, <iframe>, <object>,
 *    <embed> and <portal> goes;
 *  - a Content-Security-Policy with default-src 'none' comes first in the document, allowing only
 *    inline styles, data: URLs and the app's own origin (its fonts). Policies only ever combine to
 *    something stricter, so a policy in the user's HTML cannot loosen it.
 */
const DROPPED_ELEMENTS = /<(?:base|iframe|object|embed|portal|frame|frameset)\b[^>]*>(?:[\s\S]*?<\/(?:iframe|object|portal|frameset)\s*>)?/gi;
const LINK = /<link\b[^>]*>/gi;
const META_HTTP_EQUIV = /<meta\b[^>]*\bhttp-equiv\b[^>]*>/gi;
const STYLESHEET = /\brel\s*=\s*(["']?)\s*stylesheet\s*\1(?=[\s/>])/i;

export function lockDownHtml(html: string, appOrigin: string): string {
  const policy = [
    "default-src 'none'",
    `style-src 'unsafe-inline' ${appOrigin}`,
    `font-src ${appOrigin} data:`,
    `img-src ${appOrigin} data:`,
  ].join("; ");
  const cleaned = html
    .replace(META_HTTP_EQUIV, "")
    .replace(LINK, (tag) => (STYLESHEET.test(tag) ? tag : ""))
    .replace(DROPPED_ELEMENTS, "");
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">${cleaned}`;
}
