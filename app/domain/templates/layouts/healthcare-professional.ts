import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/** Calm and clinical: a teal top bar, tinted heading strips, a three-column skills list with ring markers. */
export const healthcareProfessional: TemplateLayout = {
  fonts: ["sourceSans"],
  margin: "15mm 17mm",
  body: { headings: { experience: "experienceShort" } },
  css: `
body { font-family: "Source Sans 3", ${STACKS.sans}; font-size: 10.2pt; line-height: 1.45; color: #1d2a2f; }
.masthead { padding-top: 13pt; border-top: 6pt solid #0f766e; }
.name { font-size: 26pt; font-weight: 700; letter-spacing: -0.005em; line-height: 1.1; color: #0b4f4a; }
.masthead-contact { margin-top: 7pt; font-size: 9.6pt; color: #33464c; }
.contact li { display: inline-block; margin-inline-end: 22pt; }
.contact a { color: #0b5d56; }
.section { margin-top: 14pt; }
.section-title { margin-bottom: 8pt; padding: 3pt 9pt; border-inline-start: 3pt solid #0f766e; background: #e6f3f1; font-size: 10.3pt;
  font-weight: 700; letter-spacing: 0.03em; text-transform: uppercase; color: #0b4f4a; }
.summary, .entries, .skills { padding: 0 2pt; }
.entry + .entry { margin-top: 10pt; }
${datesInFlow()}
.entry-title { font-size: 11pt; font-weight: 700; color: #0b3d3a; }
.entry-org { font-weight: 600; color: #0f6a63; }
.entry-dates, .entry-links { font-size: 9.4pt; color: #44575d; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-body { margin-top: 3pt; }
.bullets li + li { margin-top: 1.5pt; }
.bullets li::marker { color: #0f766e; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 9.6pt; color: #33464c; }
.tech-label { font-weight: 600; }
.skills { display: grid; grid-template-columns: repeat(3, 1fr); column-gap: 14pt; row-gap: 3pt; }
.skills li { padding-inline-start: 13pt; }
.skills li::before { content: ""; display: inline-block; box-sizing: border-box; vertical-align: 0.05em; margin-block: 0; margin-inline: -12pt 5.5pt; width: 6.5pt; height: 6.5pt; border: 1.6pt solid #0f766e; border-radius: 50%; }
`,
};
