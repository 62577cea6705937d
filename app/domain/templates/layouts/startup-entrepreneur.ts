import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * Bold grotesk name with the contact block set to the right, highlighter-marked headings and a
 * violet timeline down the experience. DOM order stays name, contact, sections.
 */
export const startupEntrepreneur: TemplateLayout = {
  fonts: ["workSans"],
  margin: "16mm 17mm",
  body: { headings: { summary: "summaryShort", experience: "experienceShort" } },
  css: `
body { font-family: "Work Sans", ${STACKS.sans}; font-size: 9.3pt; line-height: 1.5; color: #1e1b2e; }
.masthead { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 18pt; align-items: end; padding-bottom: 12pt; border-bottom: 1pt solid #e4def7; }
.masthead-name::before { content: ""; display: block; width: 22pt; height: 5pt; margin-bottom: 9pt; border-radius: 3pt; background: #6d28d9; }
.name { font-size: 30pt; font-weight: 700; letter-spacing: -0.03em; line-height: 1.02; color: #1e1b2e; }
.masthead-contact { max-width: 95mm; }
.contact { font-size: 8.6pt; line-height: 1.6; text-align: end; color: #4b4763; }
.contact li { display: block; }
.contact a { color: #5b21b6; }
.section { margin-top: 15pt; }
/* A highlighter band behind the lower part of the heading, drawn as hard-edged background stops: a
   positioned layer would make Chromium write the heading into the PDF text after its section. */
.section-title { display: block; width: fit-content; margin-bottom: 9pt; padding: 0 3pt;
  font-size: 12.5pt; font-weight: 700; color: #1e1b2e;
  background: linear-gradient(to bottom, transparent 60%, #e6dbff 60%, #e6dbff calc(100% - 1pt), transparent calc(100% - 1pt)); }
.section-experience .entries { margin-inline-start: 4pt; padding-inline-start: 15pt; border-inline-start: 1.5pt solid #ddd2fb; }
/* The timeline dot floats into the gutter: a float holds no text, so the entry stays in reading order. */
.section-experience .entry::before { content: ""; float: inline-start; box-sizing: border-box; margin-block: 2.5pt 0; margin-inline: -24.5pt 0; width: 11pt; height: 11pt;
  border: 2pt solid #6d28d9; border-radius: 50%; background: #ffffff; }
.entry + .entry { margin-top: 12pt; }
${datesInFlow()}
.entry-title { font-size: 10.6pt; font-weight: 600; color: #1e1b2e; }
.entry-org { font-weight: 500; color: #5b21b6; }
.entry-dates, .entry-links { font-size: 8.3pt; font-weight: 500; color: #4b4763; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-links a { color: #5b21b6; }
.entry-body { margin-top: 4pt; }
.bullets li + li { margin-top: 2pt; }
.bullets li::marker { color: #6d28d9; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 8.8pt; color: #4b4763; }
.tech-label { font-weight: 600; color: #1e1b2e; }
.skills li { display: inline-block; margin-block: 0 5pt; margin-inline: 0 3pt; padding: 2.5pt 9pt; border-radius: 5pt; background: #f3eeff;
  font-size: 8.6pt; font-weight: 500; color: #4c1d95; }
`,
};
