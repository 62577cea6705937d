import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * A CV in the academic manner: one serif, small-caps ruled headings, dates in a left column, and
 * education ahead of experience as academic readers expect.
 */
export const academicResearch: TemplateLayout = {
  fonts: ["sourceSerif"],
  margin: "18mm 20mm",
  body: {
    order: ["summary", "education", "experience", "projects", "skills"],
    headings: { summary: "summaryShort", experience: "experienceShort" },
  },
  css: `
body { font-family: "Source Serif 4", ${STACKS.serif}; font-size: 10pt; line-height: 1.42; color: #1a1a1a; }
.masthead { text-align: center; }
.name { font-size: 22pt; font-weight: 600; letter-spacing: 0.01em; line-height: 1.2; }
.masthead-contact { margin-top: 5pt; font-size: 9.3pt; color: #333; }
.contact li { display: inline-block; }
.contact li + li { margin-inline-start: 6pt; padding-inline-start: 7pt; border-inline-start: 0.6pt solid #999; }
.section { margin-top: 13pt; }
.section-title { margin-bottom: 7pt; padding-bottom: 1.5pt; border-bottom: 0.6pt solid #1a1a1a; font-size: 12.5pt; font-weight: 600;
  font-variant-caps: small-caps; letter-spacing: 0.03em; }
.summary { text-align: justify; }
.entry { display: grid; grid-template-columns: 27mm minmax(0, 1fr); column-gap: 4mm; }
.entry + .entry { margin-top: 9pt; }
.entry-head { display: contents; }
/* Entries stay whole here, long ones too (docs/fit-to-pages.md#page-controls): print does not keep a
   grid's heading row with the bullets after it, and taking the dates out of the grid (positioned or
   floated) would change the order a parser reads the PDF in. */
.entry.entry-breakable { break-inside: avoid; page-break-inside: avoid; }
.entry-title { grid-column: 2; grid-row: 1; font-weight: 600; }
.entry-org { grid-column: 2; font-style: italic; }
.entry-dates { grid-column: 1; grid-row: 1 / span 2; font-size: 8.9pt; color: #333; line-height: 1.35; padding-top: 1pt; }
.entry-links { grid-column: 2; font-size: 9.2pt; color: #333; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 10pt; }
.entry-body, .entry-meta, .entry-tech { grid-column: 2; }
/* Projects carry no dates: they use the full width rather than leave the date column empty. */
.entry-project { display: block; }
.entry-body { margin-top: 3pt; }
.bullets li + li { margin-top: 1.5pt; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 9.4pt; }
.tech-label { font-style: italic; }
.skills { columns: 2; column-gap: 10mm; }
.skills li { padding-inline-start: 10pt; break-inside: avoid; }
.skills li::before { content: ""; display: inline-block; vertical-align: 0.2em; margin-block: 0; margin-inline: -9pt 5.5pt; width: 3.5pt; height: 3.5pt; border-radius: 50%; background: #1a1a1a; }
`,
};
