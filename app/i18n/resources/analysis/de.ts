import type { Translations } from "../en";

/** German texts of the analysis page (keys and placeholders as in ./en.ts). */
export const deAnalysis: Translations["analysis"] = {
  pageTitle: "ATS-Analyse · {{title}}",
  kicker: "ATS-Analyse",
  job: "Stellenanzeige",
  showDescription: "Vollständige Beschreibung anzeigen",
  emptyBody: "Füge im Editor eine Stellenanzeige hinzu und klicke auf ATS-Score ermitteln, um zu sehen, wie gut dein Lebenslauf passt.",
  addJob: "Stellenanzeige hinzufügen",
  score: "Score",
  keywordsFound: "Gefundene Schlüsselwörter: {{found}} von {{max}}",
  roleFit: "Passung zur Rolle: ",
  whereFrom: "Woher der Score kommt",
  points: "{{earned}} / {{weight}} Punkte",
  advice: "Hinweis, ohne Punkte",
  status: { good: "Gefunden: ", related: "Verwandt: ", missing: "Fehlt: " },
  none: "Noch keine.",
  suggestions: "Vorschläge",
  before: "Vorher:",
  after: "Nachher:",
};
