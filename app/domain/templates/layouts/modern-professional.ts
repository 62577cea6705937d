import { datesInFlow, separatedList } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/** The default: a crisp sans with one blue accent, ruled uppercase headings and skill chips. */
export const modernProfessional: TemplateLayout = {
  fonts: ["inter"],
  margin: "16mm 17mm",
  css: `
body { font-family: "Inter", ${STACKS.sans}; font-size: 9.5pt; line-height: 1.48; color: #1f2937; }
.masthead { padding-bottom: 11pt; border-bottom: 2.5pt solid #1d4ed8; margin-bottom: 4pt; }
.name { font-size: 25pt; font-weight: 700; letter-spacing: -0.02em; line-height: 1.1; color: #0f172a; }
.masthead-contact { margin-top: 7pt; font-size: 8.9pt; color: #374151; }
.contact + .contact { margin-top: 1pt; }
${separatedList(".contact", { gap: 16, kind: "bar", color: "#cbd5e1" })}
.contact a { color: #1d4ed8; }
.section { margin-top: 15pt; }
.section-title { display: flex; align-items: center; gap: 8pt; margin-bottom: 8pt; font-size: 9.2pt; font-weight: 700;
  letter-spacing: 0.03em; text-transform: uppercase; color: #1d4ed8; }
.section-title::after { content: ""; flex: 1; border-top: 1px solid #dbe3f0; }
.summary { color: #1f2937; }
.entry + .entry { margin-top: 11pt; }
${datesInFlow()}
.entry-title { font-size: 10.4pt; font-weight: 600; color: #0f172a; }
.entry-org { font-weight: 500; color: #1d4ed8; }
.entry-dates, .entry-links { font-size: 8.8pt; color: #4b5563; white-space: nowrap; text-align: end; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-links a { color: #1d4ed8; }
.entry-body { margin-top: 4pt; }
.bullets li + li { margin-top: 2pt; }
.bullets li::marker { color: #1d4ed8; }
.entry-meta, .entry-tech { margin-top: 2pt; color: #4b5563; font-size: 8.9pt; }
.tech-label { font-weight: 600; color: #1f2937; }
.skills li { display: inline-block; margin-block: 0 5pt; margin-inline: 0 3pt; padding: 2.5pt 8pt; border-radius: 4pt; background: #eef2fb;
  color: #1e3a8a; font-size: 8.7pt; font-weight: 500; }
`,
};
