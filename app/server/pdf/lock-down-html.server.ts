/**
 * Untrusted HTML made unable to reach the network before the renderer loads it. Request
 * interception refuses fetches, but resource hints (preconnect, dns-prefetch, prefetch) open
 * connections without a request it sees, and <meta http-equiv> can refresh or set cookies. So:
 *  - every <link> except a stylesheet, every <meta http-equiv>, <base>, <iframe>, <object>,
 *    <embed> and <portal> goes;
 *  - words too long to lay out quickly get break opportunities;
 *  - a Content-Security-Policy with default-src 'none' comes first in the document, allowing only
 *    inline styles, data: URLs and the app's own origin (its fonts). Policies only ever combine to
 *    something stricter, so a policy in the user's HTML cannot loosen it.
 */
const DROPPED_ELEMENTS =
  /<(?:base|iframe|object|embed|portal|frame|frameset)\b[^>]*>(?:[\s\S]*?<\/(?:iframe|object|portal|frameset)\s*>)?/gi;
const LINK = /<link\b[^>]*>/gi;
const META_HTTP_EQUIV = /<meta\b[^>]*\bhttp-equiv\b[^>]*>/gi;
const STYLESHEET = /\brel\s*=\s*(["']?)\s*stylesheet\s*\1(?=[\s/>])/i;

/** Text outside tags, styles and scripts: where a run of letters with no break point can sit. */
const MARKUP = /(<style\b[\s\S]*?<\/style\s*>|<script\b[\s\S]*?<\/script\s*>|<!--[\s\S]*?-->|<[^>]*>)/gi;
/** Letters in a row without a space (or an entity, which must stay whole). */
const UNBROKEN = /[^\s&;<>]{80}/g;

/**
 * Very long words get break opportunities (a zero-width space every 80 characters): the browser
 * lays out a 300,000-letter word with none in about 30 s, with them in well under one.
 */
export function breakLongWords(html: string): string {
  return html
    .split(MARKUP)
    .map((part, index) => (index % 2 === 1 || part.length < 80 ? part : part.replace(UNBROKEN, "$&\u200B")))
    .join("");
}

export function lockDownHtml(html: string, appOrigin: string): string {
  const policy = [
    "default-src 'none'",
    `style-src 'unsafe-inline' ${appOrigin}`,
    `font-src ${appOrigin} data:`,
    `img-src ${appOrigin} data:`,
  ].join("; ");
  const cleaned = breakLongWords(html)
    .replace(META_HTTP_EQUIV, "")
    .replace(LINK, (tag) => (STYLESHEET.test(tag) ? tag : ""))
    .replace(DROPPED_ELEMENTS, "");
  // Preformatted text wraps too: one 100,000-character line takes the browser seconds to lay out.
  return `<meta http-equiv="Content-Security-Policy" content="${policy}"><style>pre,code,textarea,xmp,listing,plaintext{white-space:pre-wrap!important}</style>${cleaned}`;
}
