/**
 * The exported ATS report in the interface language (docs/i18n.md): in English byte for byte the
 * report as it has always been written, in German and Spanish with every heading, label and
 * computed text (band, components, item labels, suggestions, role fit) translated.
 */
import { describe, expect, it } from "vitest";
import evalSet from "../../tests/ats-eval/pairs.json";
import { analyzeAts } from "~/domain/ats";
import { renderAtsReportHtml, type ReportContext } from "~/domain/ats/report-html";
import { roleFitIn, scoreComponentIn, suggestionIn } from "./computed";
import { createI18n } from "./instance.server";
import { reportTextsIn } from "./report-texts";

const set = evalSet as unknown as {
  asOf: string;
  jobs: Record<string, string>;
  resumes: Record<string, string>;
  pairs: Array<{ job: string; resume: string }>;
};
const analyses = set.pairs.slice(0, 12).map((pair) =>
  analyzeAts({
    resumeText: set.resumes[pair.resume] ?? "",
    jobDescriptionText: set.jobs[pair.job] ?? "",
    asOf: set.asOf,
  }),
);
const contexts: ReportContext[] = [
  { resumeTitle: "Ana's <resume>", jobTitle: "Data Analyst", company: "Acme & Co", date: "2026-11-02" },
  { resumeTitle: "Ana", jobTitle: "Data Analyst", company: "", date: "2026-11-02" },
  { resumeTitle: "Ana", jobTitle: "", company: "", date: "2026-11-02" },
];

/** Text of the document, tags dropped and entities read back. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("the ATS report's language", () => {
  it("is in English byte for byte the report as written before", () => {
    const texts = reportTextsIn(createI18n("en").t, "en");
    for (const analysis of analyses) {
      for (const context of contexts)
        expect(renderAtsReportHtml(analysis, context, texts)).toBe(renderAtsReportHtml(analysis, context));
    }
    expect(renderAtsReportHtml(analyses[0]!, contexts[0]!)).toContain('<html lang="en">');
  });

  for (const language of ["de", "es"] as const) {
    it(`is in ${language} with every heading, label and computed text translated`, () => {
      const t = createI18n(language).t;
      const texts = reportTextsIn(t, language);
      for (const analysis of analyses) {
        const html = renderAtsReportHtml(analysis, contexts[0]!, texts);
        expect(html).toContain(`<html lang="${language}">`);
        const text = textOf(html);
        for (const english of [
          "ATS Compatibility Report",
          "Where the score comes from",
          "Keywords found",
          "Missing skills",
          "Suggestions",
          "Role fit:",
          " at Acme",
          "Nothing to improve.",
          "Before:",
          "advice",
        ]) {
          expect(text, english).not.toContain(english);
        }
        expect(text).toContain(t("analysis.report.heading"));
        expect(text).toContain(t(`panels.ats.band.${analysis.band}`));
        for (const component of analysis.metadata.analysis.components)
          expect(text).toContain(scoreComponentIn(t, component.id));
        for (const suggestion of analysis.suggestions)
          if (suggestion.text) expect(text).toContain(suggestionIn(t, suggestion.text));
        if (analysis.roleFit.text) expect(text).toContain(roleFitIn(t, analysis.roleFit.text));
      }
    });
  }

  it("names the report's parts in German", () => {
    const html = renderAtsReportHtml(analyses[0]!, contexts[0]!, reportTextsIn(createI18n("de").t, "de"));
    expect(html).toContain("<h1>ATS-Kompatibilitätsbericht</h1>");
    expect(html).toContain("<title>ATS-Bericht – Ana&#39;s &lt;resume&gt;</title>");
    expect(html).toContain("Data Analyst bei Acme &amp; Co");
    expect(html).toContain("<h2>Woher der Score kommt</h2>");
  });
});
