import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * Black on white and nothing else: light display name, small section labels over hairlines,
 * generous air. Each label stands on a line of its own above its content, starting where the
 * content starts: a label in a gutter beside its content shares that line's text, and
 * layout-analysing extractors read a gutter of labels apart from what they head
 * (docs/parser-survival.md).
 */
export const minimalModern: TemplateLayout = {
  fonts: ["inter"],
  margin: "18mm 18mm",
  body: { headings: { summary: "summaryShort", experience: "experienceShort" } },
  css: `
body { font-family: "Inter", ${STACKS.sans}; font-size: 9.2pt; line-height: 1.55; color: #262626; }
.masthead { margin-bottom: 16pt; }
.name { font-size: 30pt; font-weight: 300; letter-spacing: -0.025em; line-height: 1.1; color: #0a0a0a; }
.masthead-contact { margin-top: 8pt; font-size: 8.7pt; color: #525252; }
.contact li { display: inline-block; margin-inline-end: 14pt; }
.section { margin-top: 11pt; padding-top: 7pt; border-top: 0.6pt solid #e5e5e5; }
.section-title { margin-bottom: 4pt; font-size: 7.8pt; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: #0a0a0a; }
.entry + .entry { margin-top: 12pt; }
${datesInFlow()}
.entry-title { font-size: 9.9pt; font-weight: 600; color: #0a0a0a; }
.entry-org { color: #525252; }
.entry-dates, .entry-links { font-size: 8.2pt; letter-spacing: 0.02em; color: #525252; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-links a { text-decoration: underline; text-decoration-color: #d4d4d4; text-underline-offset: 2pt; }
.entry-body { margin-top: 4pt; }
.bullets { list-style: none; padding-inline-start: 0; }
.bullets li { padding-inline-start: 11pt; }
.bullets li::before { content: ""; display: inline-block; vertical-align: 0.3em; margin-block: 0; margin-inline: -11pt 6pt; width: 5pt; border-top: 0.8pt solid #737373; }
.bullets li + li { margin-top: 2pt; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 8.6pt; color: #525252; }
.skills { line-height: 1.8; }
.skills li { display: inline-block; margin-inline-end: 12pt; color: #262626; }
`,
};
