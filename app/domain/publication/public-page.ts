/**
 * The public page of a published resume (docs/product.md#public-link): the document the preview
 * and the PDF are made from, with the page's own head (title, description, Open Graph, robots), a
 * "Download PDF" bar, a phone layout and a print stylesheet. Pure string building; every value a
 * user typed is escaped here.
 */
import { escapeHtml } from "../templates/escape";

interface PublicPageMeta {
  /** The name on the resume; empty when there is none. */
  name: string;
  summary: string;
  /** Absolute URL of the page (og:url). */
  url: string;
  /** Path of the PDF download. */
  pdfPath: string;
  indexable: boolean;
  /**
   * The resume's published languages, this page's among them (empty: one language only): named
   * for search engines as `<link rel="alternate" hreflang>` and for people in the bar.
   */
  alternates?: readonly { language: string; url: string; name: string; current: boolean }[];
}

/**
 * The page's own words in the visitor's language (the resume keeps its own): the server fills
 * them from the interface texts (`publishing.page`).
 */
interface PublicPageTexts {
  /** Its language, for the bar's lang attribute. */
  lang: string;
  /** "Ada Lovelace · Resume", or "Resume" for a resume without a name. */
  title: string;
  /** "The resume of Ada Lovelace.": the description of a resume without a summary. */
  description: string;
  download: string;
  /** The name of the bar's list of the resume's other languages, for screen readers. */
  languages: string;
}

export interface PasswordPageTexts {
  lang: string;
  title: string;
  heading: string;
  body: string;
  label: string;
  submit: string;
}

const DESCRIPTION_MAX = 160;

/** The first DESCRIPTION_MAX characters of the summary on one line, cut at a word where possible; `fallback` without one. */
export function metaDescription(summary: string, fallback: string): string {
  const line = summary.replace(/\s+/g, " ").trim();
  if (!line) return fallback;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}

/**
 * On screen the document is the paper on a grey desk under a bar with the download button; under
 * 860 px the paper gives up its fixed width and the text reflows to the phone; in print only the
 * resume is left.
 */
const PAGE_CSS = `
@media screen {
  html { background: #e5e7eb; }
  body { margin: 72px auto 32px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15), 0 8px 24px rgb(0 0 0 / 0.08); background: #fff; }
  .rf-public-bar { position: fixed; inset: 0 0 auto 0; z-index: 10; display: flex; align-items: center; justify-content: space-between; gap: 12px;
    padding: 10px 16px; background: rgb(255 255 255 / 0.95); border-bottom: 1px solid #d1d5db; font: 14px/1.4 system-ui, sans-serif; color: #111827; }
  .rf-public-bar span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .rf-public-bar a { flex: none; display: inline-flex; align-items: center; gap: 6px; padding: 8px 14px; border-radius: 8px; background: #4f46e5; color: #fff;
    font-weight: 600; text-decoration: none; }
  .rf-public-bar a:hover { background: #4338ca; }
  .rf-public-bar nav { display: flex; gap: 8px; margin-left: auto; }
  .rf-public-bar a.rf-public-lang { padding: 4px 8px; background: transparent; color: inherit; font-weight: 500; text-decoration: underline; }
  .rf-public-bar a.rf-public-lang:hover { background: rgb(79 70 229 / 0.1); }
  .rf-public-bar nav b { padding: 4px 8px; }
  .rf-public-bar a:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
}
@media screen and (prefers-color-scheme: dark) {
  html { background: #111827; }
  .rf-public-bar { background: rgb(17 24 39 / 0.95); border-color: #374151; color: #f9fafb; }
}
@media screen and (max-width: 860px) {
  body { width: auto; min-height: 0; margin: 64px 8px 16px; padding: 20px 16px; font-size: 15px; }
}
@media print {
  .rf-public-bar { display: none; }
  html, body { background: #fff; box-shadow: none; margin: 0; }
}
`;

/** The public page made from `documentHtml`, the output of renderResumeHtml. */
export function publicPageHtml(documentHtml: string, meta: PublicPageMeta, texts: PublicPageTexts): string {
  const title = escapeHtml(texts.title);
  const description = escapeHtml(metaDescription(meta.summary, texts.description));
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="robots" content="${meta.indexable ? "index, follow" : "noindex, nofollow"}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    ...(meta.alternates ?? []).map(
      (version) =>
        `<link rel="alternate" hreflang="${escapeHtml(version.language)}" href="${escapeHtml(version.url)}">`,
    ),
  ].join("\n");
  const languages = (meta.alternates ?? [])
    .map((version) =>
      version.current
        ? `<b lang="${escapeHtml(version.language)}" aria-current="page">${escapeHtml(version.name)}</b>`
        : `<a class="rf-public-lang" lang="${escapeHtml(version.language)}" hreflang="${escapeHtml(version.language)}" href="${escapeHtml(version.url)}">${escapeHtml(version.name)}</a>`,
    )
    .join(" ");
  const bar = `<header class="rf-public-bar" lang="${escapeHtml(texts.lang)}"><span>${title}</span>${languages ? `<nav class="rf-public-langs" aria-label="${escapeHtml(texts.languages)}">${languages}</nav>` : ""}<a href="${escapeHtml(meta.pdfPath)}">${escapeHtml(texts.download)}</a></header>\n`;
  return (
    documentHtml
      .replace(/<title>[\s\S]*?<\/title>/, () => head)
      // After the template's own styles, so the page's rules win over the paper's fixed width.
      .replace("</head>", () => `<style>${PAGE_CSS}</style>\n</head>`)
      .replace(/(<body[^>]*>\n?)/, (open) => `${open}${bar}`)
  );
}

/** The password form of a protected publication (no script needed); `error` is shown above it. */
export function passwordPageHtml(
  { action, error }: { action: string; error?: string },
  texts: PasswordPageTexts,
): string {
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(texts.title)}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  form { width: min(360px, calc(100vw - 32px)); padding: 24px; border-radius: 12px; background: #fff; box-shadow: 0 8px 24px rgb(0 0 0 / 0.08); }
  h1 { margin: 0 0 8px; font-size: 20px; }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid #9ca3af; border-radius: 8px; font: inherit; background: inherit; color: inherit; }
  button { margin-top: 16px; width: 100%; padding: 10px; border: 0; border-radius: 8px; background: #4f46e5; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  :focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
  .error { margin: 12px 0 0; padding: 8px 12px; border-radius: 8px; background: #fee2e2; color: #991b1b; }
  @media (prefers-color-scheme: dark) { body { background: #111827; color: #f9fafb; } form { background: #1f2937; } .error { background: #7f1d1d; color: #fee2e2; } }
</style>
</head>
<body>
<form method="post" action="${escapeHtml(action)}">
<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(texts.body)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<label for="password">${escapeHtml(texts.label)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
</body>
</html>
`;
}
