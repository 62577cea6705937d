/**
 * The exported ATS report's words in the interface language (docs/i18n.md): the report is built
 * in the browser (app/components/editor/use-ats.ts) and printed by the server, so it follows the
 * language the user reads the editor in, like the panel it is exported from. English renders the
 * analysis's own messages, so an English report is byte for byte what it always was.
 */
import type { TFunction } from "i18next";
import type { ReportTexts } from "~/domain/ats/report-html";
import { localized, roleFitIn, scoreComponentIn, scoreLabelIn, suggestionIn } from "./computed";

export function reportTextsIn(t: TFunction, language: string): ReportTexts {
  const key = "analysis.report";
  return {
    lang: language,
    documentTitle: (title) => t(`${key}.documentTitle`, { title }),
    heading: t(`${key}.heading`),
    target: (job, company) => (job && company ? t(`${key}.target`, { job, company }) : job || company),
    keywordsCount: (found, max) => t(`${key}.keywordsCount`, { found, max }),
    roleFitLabel: t(`${key}.roleFit`),
    whereFrom: t(`${key}.whereFrom`),
    advice: t(`${key}.advice`),
    keywordsHeading: t(`${key}.keywords`),
    noKeywords: t(`${key}.noKeywords`),
    missingHeading: t(`${key}.missing`),
    noMissing: t(`${key}.noMissing`),
    suggestionsHeading: t(`${key}.suggestions`),
    nothingToImprove: t(`${key}.nothing`),
    before: t(`${key}.before`),
    after: t(`${key}.after`),
    band: (analysis) =>
      localized(language, analysis.bandMessage, analysis.band, (band) => t(`panels.ats.band.${band}`)),
    component: (component) => localized(language, component.label, component.id, (id) => scoreComponentIn(t, id)),
    itemLabel: (item) => localized(language, item.label, item.labelText, (text) => scoreLabelIn(t, text)),
    suggestion: (suggestion) =>
      localized(language, suggestion.message, suggestion.text, (text) => suggestionIn(t, text)),
    roleFit: (roleFit) => localized(language, roleFit.message, roleFit.text, (text) => roleFitIn(t, text)),
  };
}
