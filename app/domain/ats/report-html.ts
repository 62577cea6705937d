/**
 * The ATS report as a printable HTML document ("Export Report"): the score and its band, where
 * every point came from, keywords found and missing, and the suggestions with their rewrites.
 * Every value is escaped; the document needs nothing from the network.
 */
import { escapeHtml } from "../templates/escape";
import type { AtsAnalysis, AtsComponent, AtsComponentItem, AtsRoleFit, AtsSuggestion } from "./types";

export interface ReportContext {
  resumeTitle: string;
  jobTitle: string;
  company: string;
  /** "YYYY-MM-DD", passed in so the report is deterministic. */
  date: string;
}

/**
 * The report's words. The English ones are the defaults (`ENGLISH_REPORT_TEXTS`); the editor
 * passes the interface language's (app/i18n/report-texts.ts), so a German user downloads a German
 * report. The computed texts (band, components, item labels, suggestions, role fit) come through
 * functions: English reads the analysis's own messages, another language renders their codes.
 */
export interface ReportTexts {
  /** `<html lang>`: the interface language. */
  lang: string;
  documentTitle: (resumeTitle: string) => string;
  heading: string;
  /** "Frontend Engineer at Acme". */
  target: (job: string, company: string) => string;
  keywordsCount: (found: number, max: number) => string;
  roleFitLabel: string;
  whereFrom: string;
  advice: string;
  keywordsHeading: string;
  noKeywords: string;
  missingHeading: string;
  noMissing: string;
  suggestionsHeading: string;
  nothingToImprove: string;
  before: string;
  after: string;
  band: (analysis: AtsAnalysis) => string;
  component: (component: AtsComponent) => string;
  itemLabel: (item: AtsComponentItem) => string;
  suggestion: (suggestion: AtsSuggestion) => string;
  roleFit: (roleFit: AtsRoleFit) => string;
}

/** The English report, word for word as it has always been written. */
const ENGLISH_REPORT_TEXTS: ReportTexts = {
  lang: "en",
  documentTitle: (resumeTitle) => `ATS report – ${resumeTitle}`,
  heading: "ATS Compatibility Report",
  target: (job, company) => [job, company].filter(Boolean).join(" at "),
  keywordsCount: (found, max) => `Keywords found: ${found} of ${max}`,
  roleFitLabel: "Role fit:",
  whereFrom: "Where the score comes from",
  advice: "advice",
  keywordsHeading: "Keywords found",
  noKeywords: "None yet.",
  missingHeading: "Missing skills",
  noMissing: "No required skills missing.",
  suggestionsHeading: "Suggestions",
  nothingToImprove: "Nothing to improve.",
  before: "Before:",
  after: "After:",
  band: (analysis) => analysis.bandMessage,
  component: (component) => component.label,
  itemLabel: (item) => item.label,
  suggestion: (suggestion) => suggestion.message,
  roleFit: (roleFit) => roleFit.message,
};

const BAND_COLOR = { excellent: "#047857", good: "#b45309", poor: "#b91c1c" } as const;

export function atsReportFileName(date: string): string {
  return `ats-report-${date}`;
}

export function renderAtsReportHtml(
  analysis: AtsAnalysis,
  context: ReportContext,
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): string {
  const color = BAND_COLOR[analysis.band];
  const chips = (items: string[], empty: string) =>
    items.length
      ? `<ul class="chips">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : `<p class="muted">${escapeHtml(empty)}</p>`;
  const components = analysis.metadata.analysis.components
    .map(
      (component) =>
        `<tr><th scope="row">${escapeHtml(texts.component(component))}</th><td>${component.weight > 0 ? `${component.earned.toFixed(1)} / ${component.weight.toFixed(1)}` : escapeHtml(texts.advice)}</td><td>${component.items
          .map((item) => {
            const status = item.status ?? (item.matched ? "found" : "missing");
            const mark = status === "found" ? "✓" : status === "related" ? "≈" : "✗";
            return `<span class="${status === "found" ? "ok" : status === "related" ? "near" : "miss"}">${mark} ${escapeHtml(texts.itemLabel(item))}</span>`;
          })
          .join(" ")}</td></tr>`,
    )
    .join("");
  const roleFit = analysis.roleFit
    ? `<p class="role-fit"><strong>${escapeHtml(texts.roleFitLabel)}</strong> ${escapeHtml(texts.roleFit(analysis.roleFit))}</p>`
    : "";
  const suggestions = analysis.suggestions
    .map(
      (suggestion) =>
        `<li><p>${escapeHtml(texts.suggestion(suggestion))}</p>${
          suggestion.before && suggestion.after
            ? `<p class="rewrite"><span class="label">${escapeHtml(texts.before)}</span> ${escapeHtml(suggestion.before)}<br><span class="label">${escapeHtml(texts.after)}</span> ${escapeHtml(suggestion.after)}</p>`
            : ""
        }</li>`,
    )
    .join("");
  const target = texts.target(context.jobTitle, context.company);
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(texts.documentTitle(context.resumeTitle))}</title>
<style>
@page { size: A4; margin: 16mm; }
* { box-sizing: border-box; font-variant-ligatures: none; }
body { font: 10.5pt/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #111827; margin: 0; }
h1 { font-size: 20pt; margin: 0 0 2pt; } h2 { font-size: 12.5pt; margin: 18pt 0 6pt; border-bottom: 1px solid #e5e7eb; padding-bottom: 3pt; break-after: avoid; }
.muted { color: #6b7280; } .score { display: flex; align-items: baseline; gap: 10pt; margin-top: 12pt; }
.score strong { font-size: 36pt; color: ${color}; } .band { color: ${color}; font-weight: 600; }
.bar { height: 8pt; background: #e5e7eb; border-radius: 4pt; margin-top: 6pt; } .bar span { display: block; height: 8pt; border-radius: 4pt; background: ${color}; width: ${analysis.score}%; }
table { width: 100%; border-collapse: collapse; } th, td { text-align: left; vertical-align: top; padding: 4pt 6pt; border-bottom: 1px solid #f3f4f6; }
th { width: 24%; } td:nth-child(2) { width: 12%; white-space: nowrap; } tr { break-inside: avoid; }
.ok { color: #047857; } .near { color: #b45309; } .miss { color: #b91c1c; } td span { display: inline-block; margin: 0 8pt 2pt 0; }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4pt; } .chips li { border: 1px solid #d1d5db; border-radius: 10pt; padding: 1pt 7pt; }
ol { padding-left: 16pt; } ol li { margin-bottom: 6pt; break-inside: avoid; } ol p { margin: 0; }
.rewrite { margin-top: 2pt !important; padding: 4pt 6pt; background: #f9fafb; border-left: 2pt solid #9ca3af; } .label { font-weight: 600; }
</style></head><body>
<h1>${escapeHtml(texts.heading)}</h1>
<p class="muted">${escapeHtml(context.resumeTitle)}${target ? ` · ${escapeHtml(target)}` : ""} · ${escapeHtml(context.date)}</p>
<div class="score"><strong>${analysis.score}</strong><span class="band">${escapeHtml(texts.band(analysis))}</span></div>
<div class="bar"><span></span></div>
<p class="muted">${escapeHtml(texts.keywordsCount(analysis.metadata.analysis.rawScore, analysis.metadata.analysis.maxPossible))}</p>
${roleFit}
<h2>${escapeHtml(texts.whereFrom)}</h2>
<table><tbody>${components}</tbody></table>
<h2>${escapeHtml(texts.keywordsHeading)}</h2>${chips(analysis.keywordsFound, texts.noKeywords)}
<h2>${escapeHtml(texts.missingHeading)}</h2>${chips(analysis.missingSkills, texts.noMissing)}
<h2>${escapeHtml(texts.suggestionsHeading)}</h2>${suggestions ? `<ol>${suggestions}</ol>` : `<p class="muted">${escapeHtml(texts.nothingToImprove)}</p>`}
</body></html>`;
}
