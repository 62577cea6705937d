import { datesInFlow, separatedList } from "../base-css";
import { STACKS } from "../fonts";
import type { TemplateLayout } from "../layout";

/**
 * The boardroom résumé: Garamond, letter-spaced capitals between rules, company before title, no
 * colour beyond a deep navy ink.
 */
export const classicExecutive: TemplateLayout = {
  fonts: ["garamond"],
  margin: "18mm 20mm",
  body: { orgFirst: true },
  css: `
body { font-family: "EB Garamond", ${STACKS.serif}; font-size: 11pt; line-height: 1.36; color: #161616; }
.masthead { text-align: center; padding-bottom: 9pt; border-bottom: 3pt double #1c2a3a; }
/* The name as typed, not uppercased: parsers that find a name by its capitals skip one in capitals
   (docs/parser-survival.md). */
.name { font-size: 26pt; font-weight: 600; letter-spacing: 0.02em; line-height: 1.15; color: #1c2a3a; }
.masthead-contact { margin-top: 5pt; font-size: 10.4pt; color: #2b2b2b; }
.contact li { display: inline-block; }
.contact li + li::before { content: ""; display: inline-block; width: 3pt; height: 3pt; margin: 0 8pt; border-radius: 50%; background: #1c2a3a; vertical-align: middle; }
.section { margin-top: 14pt; }
.section-title { margin-bottom: 8pt; padding: 2pt 0 1.5pt; border-top: 0.6pt solid #1c2a3a; border-bottom: 0.6pt solid #1c2a3a;
  font-size: 10.6pt; font-weight: 600; letter-spacing: 0.03em; text-transform: uppercase; color: #1c2a3a; }
.summary { text-align: justify; }
.entry + .entry { margin-top: 10pt; }
${datesInFlow()}
.entry-head.org-first .entry-org { font-style: normal; font-weight: 700; font-variant-caps: small-caps; letter-spacing: 0.03em; font-size: 11.6pt; color: #1c2a3a; }
.entry-head.org-first .entry-title { font-size: 11pt; font-style: italic; font-weight: 500; color: #161616; }
.entry-title { font-weight: 600; font-size: 11.4pt; color: #1c2a3a; }
.entry-org { font-style: italic; }
.entry-dates, .entry-links { font-size: 10.2pt; white-space: nowrap; }
.entry-links a + a, .entry-links span + span { margin-inline-start: 8pt; }
.entry-body { margin-top: 3pt; }
.bullets li + li { margin-top: 1pt; }
.entry-meta, .entry-tech { margin-top: 1pt; font-size: 10.4pt; }
.tech-label { font-style: italic; }
${separatedList(".skills", { gap: 18, kind: "dot", color: "#1c2a3a" })}
.skills { line-height: 1.55; }
`,
};
