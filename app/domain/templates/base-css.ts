/**
 * CSS every template shares: paper size, print margins, and the rules that keep a resume readable
 * by people and by ATS parsers once printed to PDF.
 */
import type { PageSize } from "../resume/schema";

const PAGE_DIMENSIONS: Record<PageSize, { width: string; height: string }> = {
  A4: { width: "210mm", height: "297mm" },
  Letter: { width: "8.5in", height: "11in" },
};

/**
 * `screenPadding` is what stands for the print margins on screen: the margins themselves, or
 * custom properties a measuring page can change (../layout/fit-css.ts).
 */
export function baseCss(pageSize: PageSize, margin: string, screenPadding: string = margin): string {
  const page = PAGE_DIMENSIONS[pageSize];
  return `
@page { size: ${pageSize}; margin: ${margin}; }
*, *::before, *::after { box-sizing: border-box; }
/* Ligature glyphs (fi, fl) come out of PDF text extraction as one odd character and break keyword matching. */
* { font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0, "dlig" 0; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; -webkit-text-size-adjust: 100%; background: #fff; }
body { margin: 0; color: #1a1a1a; text-rendering: optimizeLegibility; overflow-wrap: break-word; }
h1, h2, h3, p, ul { margin: 0; padding: 0; font-size: inherit; font-weight: inherit; }
ul { list-style: none; }
a { color: inherit; text-decoration: none; }
.masthead, .section-title { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
.entry, .summary p, .bullets li, .skills { break-inside: avoid; page-break-inside: avoid; }
.entry-head { break-after: avoid; }
/* A long entry may break between its blocks, each kept whole; its heading stays with its first two
   blocks and its last two go together (app/domain/layout/entry-breaks.ts, docs/fit-to-pages.md#page-controls). */
.entry.entry-breakable { break-inside: auto; page-break-inside: auto; }
.entry-breakable .entry-head, .entry-breakable .entry-body > p, .entry-breakable .entry-tech, .entry-breakable .tags { break-inside: avoid; page-break-inside: avoid; }
.entry-breakable .entry-head, .keep-next { break-after: avoid; page-break-after: avoid; }
.bullets { list-style: disc; padding-inline-start: 1.15em; }
.bullets li { padding-inline-start: 0.15em; }
.bullets li::marker { font-size: 0.85em; }
.summary p + p, .entry-body p + p, .entry-body p + ul, .entry-body ul + p { margin-top: 0.35em; }
.metric { font-weight: 700; }
.date { white-space: nowrap; }
/* Nothing a user types may run off the page: unbroken strings wrap at any character as a last resort. */
.contact li, .skills li, .tags li { max-width: 100%; overflow-wrap: anywhere; }
/* Project links share a row with the project name: long addresses wrap rather than crush the name. */
.entry-head .entry-links { max-width: 95mm; white-space: normal; overflow-wrap: anywhere; }
@media screen {
  /* The live preview scales this paper to its iframe; margins become padding. */
  body { width: ${page.width}; min-height: ${page.height}; margin: 0 auto; padding: ${screenPadding}; }
}
@media print {
  body { width: auto; min-height: 0; padding: 0; }
}
`;
}

/**
 * An inline list with a separator before every item that wraps cleanly: the list is shifted towards the start
 * by one separator and clipped, so the separator of whichever item starts a line is hidden.
 * Separators are drawn, not typed, so extracted text carries no stray "|" or "•". Start-aligned only (left, or right in a right-to-left resume).
 */
export function separatedList(
  selector: string,
  { gap, kind, color }: { gap: number; kind: "bar" | "dot"; color: string },
): string {
  const mark = kind === "bar" ? 0.75 : 3;
  const shift = gap + mark;
  const markCss =
    kind === "bar"
      ? `${selector} > li { padding-inline-start: ${gap / 2}pt; border-inline-start: ${mark}pt solid ${color}; }`
      : `${selector} > li::before { content: ""; display: inline-block; width: ${mark}pt; height: ${mark}pt; margin-inline-end: ${gap / 2}pt;
  border-radius: 50%; background: ${color}; vertical-align: 0.25em; }`;
  return `
${selector} { margin-inline-start: -${shift}pt; }
/* Clip with the parent's overflow, not clip-path: clip-path makes a stacking context, which
   Chromium paints (and writes into the PDF) after the rest of the page, so contact details would
   come out of the PDF's text after every section instead of under the name. */
*:has(> ${selector}) { overflow: hidden; }
${selector} > li { display: inline-block; margin-inline-start: ${gap / 2}pt; }
${markCss}
`;
}

/**
 * An entry's dates on its organisation's line, in the text flow, never a column of their own beside
 * the title: text extractors read a column of dates out of order, or after the next heading
 * (docs/parser-survival.md). The markup puts the dates right after the organisation
 * (sections.ts entryHead), so this holds for a template that sets the organisation first too.
 * Project links keep their column. The dot between them is drawn, not a character: generated
 * text would stand outside the PDF's structure tree (docs/accessibility.md#pdf). `dot: false` is
 * for dates set as a badge, which need no separator.
 */
export function datesInFlow({ dot = true }: { dot?: boolean } = {}): string {
  const separator = dot
    ? `.entry-org + .entry-dates::before { content: ""; display: inline-block; width: 2.2pt; height: 2.2pt; margin-inline: 3pt 5.5pt;
  border-radius: 50%; background: currentColor; vertical-align: 0.2em; opacity: 0.7; }`
    : `.entry-org + .entry-dates { margin-inline-start: 6pt; }`;
  return `
.entry-project .entry-head { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 12pt; align-items: baseline; }
.entry-head .entry-org, .entry-head .entry-dates { display: inline; }
.entry-links { grid-column: 2; grid-row: 1; }
${separator}
`;
}
