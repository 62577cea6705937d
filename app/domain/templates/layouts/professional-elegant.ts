import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * Serif display over a humanist sans: centred masthead, burgundy small-caps headings led by a
 * hairline. Headings start at the margin, where entries start: a centred heading above
 * left-aligned entries is read after them by layout-analysing extractors (docs/parser-survival.md).
 */
export const professionalElegant: TemplateLayout = {
  fonts: ["sourceSerif", "sourceSans"],
  margin: "17mm 19mm",
  css: `
body { font-family: "Source Sans 3", ${STACKS.sans}; font-size: 10.2pt; line-height: 1.45; color: #222326; }
.masthead { text-align: center; padding-bottom: 12pt; border-bottom: 0.75pt solid #7a1f2b; }
.name { font-family: "Source Serif 4", ${STACKS.serif}; font-size: 28pt; font-weight: 400; letter-spacing: 0.03em; color: #1b1b1b; line-height: 1.15; }
.masthead-contact { margin-top: 7pt; font-size: 9.6pt; color: #45464b; }
.contact li { display: inline-block; }
.contact li + li { margin-inline-start: 7pt; padding-inline-start: 8pt; border-inline-start: 0.75pt solid #c4aeb1; }
.section { margin-top: 15pt; }
.section-title { display: flex; align-items: center; gap: 10pt; margin-bottom: 8pt; font-family: "Source Serif 4", ${STACKS.serif};
  font-size: 13pt; font-weight: 600; font-variant-caps: small-caps; letter-spacing: 0.03em; color: #7a1f2b; }
.section-title::after { content: ""; flex: 1; border-top: 0.75pt solid #dccdd0; }
.summary { font-size: 10.4pt; text-align: justify; hyphens: manual; }
.entry + .entry { margin-top: 11pt; }
${datesInFlow()}
.entry-title { font-family: "Source Serif 4", ${STACKS.serif}; font-size: 11.2pt; font-weight: 600; color: #1b1b1b; }
.entry-org { font-style: italic; color: #4a4b50; }
.entry-dates, .entry-links { font-size: 9.4pt; color: #55565b; white-space: nowrap; text-align: end; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-body { margin-top: 3pt; }
.bullets { list-style: none; padding-inline-start: 0; }
.bullets li { padding-inline-start: 13pt; }
.bullets li::before { content: ""; display: inline-block; vertical-align: 0.3em; margin-block: 0; margin-inline: -11pt 5pt; width: 6pt; border-top: 0.9pt solid #7a1f2b; }
.bullets li + li { margin-top: 1.5pt; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 9.6pt; color: #45464b; }
.tech-label { font-style: italic; }
.skills { columns: 3; column-gap: 16pt; }
.skills li { padding-inline-start: 11pt; margin-bottom: 2pt; break-inside: avoid; }
.skills li::before { content: ""; display: inline-block; vertical-align: 0.15em; margin-block: 0; margin-inline: -10pt 6pt; width: 4pt; height: 4pt; background: #7a1f2b; border-radius: 0.6pt 0 0.6pt 0; }
`,
};
