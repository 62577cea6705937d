import { datesInFlow } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * A deep indigo header band with a display serif name, coral accents and pill chips. The band is
 * plain text on a background: it prints and parses like any other paragraph.
 */
export const creativePortfolio: TemplateLayout = {
  fonts: ["playfair", "workSans"],
  margin: "14mm 15mm",
  css: `
body { font-family: "Work Sans", ${STACKS.sans}; font-size: 9.4pt; line-height: 1.5; color: #23262f; }
.masthead { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 18pt; align-items: center; padding: 20pt 22pt;
  border-radius: 7pt; background: #1f2544; color: #ffffff; }
.name { font-family: "Playfair Display", ${STACKS.serif}; font-size: 29pt; font-weight: 700; line-height: 1.08; }
.masthead-name::after { content: ""; display: block; width: 36pt; height: 3pt; margin-top: 9pt; border-radius: 2pt; background: #ff7a59; }
.masthead-contact { max-width: 95mm; }
.contact { font-size: 8.7pt; line-height: 1.6; text-align: end; color: #e8eaf4; }
.contact li { display: block; }
.section { margin-top: 16pt; }
.section-title { display: flex; align-items: center; gap: 8pt; margin-bottom: 8pt; font-family: "Playfair Display", ${STACKS.serif};
  font-size: 15pt; font-weight: 700; color: #1f2544; }
.section-title::before { content: ""; width: 9pt; height: 9pt; border-radius: 50%; background: #ff7a59; }
.section-title::after { content: ""; flex: 1; margin-inline-start: 4pt; border-top: 1pt dotted #c9cce0; }
.summary { font-size: 9.9pt; color: #2f3340; }
.entry + .entry { margin-top: 12pt; }
${datesInFlow({ dot: false })}
.entry-title { font-size: 10.6pt; font-weight: 600; color: #1f2544; }
.entry-org { font-weight: 500; color: #b3401f; }
.entry-dates, .entry-links { padding: 1pt 7pt; border-radius: 99pt; background: #fff0eb;
  font-size: 8.4pt; font-weight: 500; color: #7a2c16; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 7pt; }
.entry-body { margin-top: 4pt; }
.bullets li + li { margin-top: 2pt; }
.bullets li::marker { color: #ff7a59; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 8.9pt; color: #4a4e5c; }
.tech-label { font-weight: 600; color: #1f2544; }
.skills li { display: inline-block; margin-block: 0 5pt; margin-inline: 0 3pt; padding: 2.5pt 9pt; border: 1pt solid #ff9b80; border-radius: 99pt;
  font-size: 8.6pt; font-weight: 500; color: #7a2c16; }
`,
};
