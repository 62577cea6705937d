import { datesInFlow, separatedList } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * Built to sell results: a navy band with an orange rule, a summary callout, and every figure in
 * the experience bullets set in bold so quotas and percentages jump out.
 */
export const salesImpact: TemplateLayout = {
  fonts: ["lato"],
  margin: "14mm 15mm",
  body: { highlightMetrics: true, order: ["summary", "experience", "skills", "education", "projects"] },
  css: `
body { font-family: "Lato", ${STACKS.sans}; font-size: 9.8pt; line-height: 1.45; color: #1f2430; }
.masthead { padding: 17pt 20pt 15pt; border-bottom: 4pt solid #f97316; background: #0b1f3a; color: #ffffff; }
.name { font-size: 27pt; font-weight: 900; letter-spacing: 0.01em; line-height: 1.1; }
.masthead-contact { margin-top: 7pt; font-size: 9.1pt; color: #dde5f0; }
.contact + .contact { margin-top: 1pt; }
${separatedList(".contact", { gap: 18, kind: "bar", color: "#4a5f80" })}
.section { margin-top: 15pt; }
.section-title { margin-bottom: 8pt; font-size: 11pt; font-weight: 900; letter-spacing: 0.03em; text-transform: uppercase; color: #0b1f3a; }
.section-title::after { content: ""; display: block; width: 30pt; height: 3pt; margin-top: 3pt; background: #f97316; }
.summary { padding: 9pt 12pt; border-inline-start: 3pt solid #f97316; background: #fff5ed; font-size: 10.1pt; }
.entry + .entry { margin-top: 11pt; }
${datesInFlow()}
.entry-title { font-size: 10.9pt; font-weight: 900; color: #0b1f3a; }
.entry-org { font-weight: 700; color: #b13d0a; }
.entry-dates, .entry-links { font-size: 8.9pt; font-weight: 700; color: #3d4656; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-body { margin-top: 4pt; }
.bullets { list-style: none; padding-inline-start: 0; }
.bullets li { padding-inline-start: 12pt; }
.bullets li::before { content: ""; display: inline-block; vertical-align: 0.1em; margin-block: 0; margin-inline: -11pt 6.5pt; width: 0; height: 0;
  border-top: 3pt solid transparent; border-bottom: 3pt solid transparent; border-inline-start: 4.5pt solid #f97316; }
.bullets li + li { margin-top: 2pt; }
.metric { color: #0b1f3a; }
.entry-meta, .entry-tech { margin-top: 2pt; font-size: 9.2pt; color: #3d4656; }
.tech-label { font-weight: 700; color: #0b1f3a; }
.skills { display: grid; grid-template-columns: repeat(3, 1fr); column-gap: 12pt; row-gap: 3pt; }
.skills li { padding-inline-start: 11pt; font-weight: 700; color: #1f2430; }
.skills li::before { content: ""; display: inline-block; vertical-align: 0.1em; margin-block: 0; margin-inline: -11pt 6pt; width: 5pt; height: 5pt; background: #f97316; }
`,
};
