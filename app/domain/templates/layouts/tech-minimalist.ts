import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/** Plex Sans with Plex Mono for labels, dates and tags: an engineer's résumé, emerald on white. */
export const techMinimalist: TemplateLayout = {
  fonts: ["plexSans", "plexMono"],
  margin: "15mm 16mm",
  body: { headings: { summary: "summaryShort", experience: "experienceShort" }, techTags: true },
  css: `
body { font-family: "IBM Plex Sans", ${STACKS.sans}; font-size: 9.4pt; line-height: 1.5; color: #1c2326; }
.masthead { padding-inline-start: 12pt; border-inline-start: 4pt solid #047857; }
.name { font-size: 24pt; font-weight: 600; letter-spacing: -0.01em; line-height: 1.15; color: #0b1215; }
.masthead-contact { margin-top: 5pt; font-family: "IBM Plex Mono", ${STACKS.mono}; font-size: 8.3pt; color: #374151; }
.contact li { display: inline-block; margin-inline-end: 12pt; }
.contact a { color: #065f46; }
.section { margin-top: 15pt; }
.section-title { margin-bottom: 8pt; padding-bottom: 3pt; border-bottom: 1px dashed #9ca3af; font-family: "IBM Plex Mono", ${STACKS.mono};
  font-size: 9.4pt; font-weight: 500; letter-spacing: 0.03em; text-transform: uppercase; color: #047857; }
.entry + .entry { margin-top: 11pt; }
${datesInFlow()}
.entry-title { font-size: 10.3pt; font-weight: 600; color: #0b1215; }
.entry-org { font-weight: 500; color: #065f46; }
.entry-dates, .entry-links { font-family: "IBM Plex Mono", ${STACKS.mono}; font-size: 8.2pt; color: #4b5563; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-links a { color: #065f46; }
.entry-body { margin-top: 4pt; }
.bullets { list-style: square; }
.bullets li + li { margin-top: 2pt; }
.bullets li::marker { color: #047857; }
.entry-meta { margin-top: 2pt; font-family: "IBM Plex Mono", ${STACKS.mono}; font-size: 8.3pt; color: #4b5563; }
.tags { margin-top: 5pt; }
.tags li { display: inline-block; margin-block: 0 3pt; margin-inline: 0 3pt; padding: 1pt 5pt; border-radius: 2pt; background: #ecfdf5;
  font-family: "IBM Plex Mono", ${STACKS.mono}; font-size: 7.9pt; color: #065f46; }
.skills { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4pt; }
.skills li { padding: 2.5pt 6pt; border: 1px solid #d1d5db; border-radius: 3pt; font-family: "IBM Plex Mono", ${STACKS.mono};
  font-size: 8.1pt; color: #1f2937; overflow-wrap: anywhere; }
`,
};
