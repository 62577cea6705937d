import type { Translations } from "../en";

/** German texts of the template cards, preview and descriptions (keys and placeholders as in ./en.ts). */
export const deTemplateTexts: Translations["templateTexts"] = {
  select: "Vorlage wählen",
  preview: "Vorschau",
  more: "+{{count}} weitere",
  image: "Vorlage {{name}}",
  pdf: "Vorschau der Vorlage {{name}}",
  closePreview: "Vorschau schließen",
  close: "Schließen",
  use: "Diese Vorlage verwenden",
  previous: "Zurück",
  next: "Weiter",
  pageOf: "Seite {{page}} von {{count}}",
  failed: "Vorschau konnte nicht geladen werden:",
  errorLoading: "Fehler beim Laden der Vorschau: {{message}}",
  unknownError: "Unbekannter Fehler",
  description: {
    "modern-professional": "Ein klares serifenloses Layout mit einem einzigen blauen Akzent, unterstrichenen Abschnittsüberschriften und Kenntnis-Chips. Sauber, selbstbewusst und schnell erfasst.",
    "professional-elegant": "Eine feine Paarung aus Serifen- und Grotesk-Schrift mit zentriertem Kopf und bordeauxroten Kapitälchen-Überschriften zwischen Haarlinien.",
    "creative-portfolio": "Ein tief indigoblaues Kopfband mit dem Namen in Display-Serif, Korallenakzenten und runden Kenntnis-Tags – und trotzdem vollständig ATS-lesbar.",
    "minimal-modern": "Schwarz auf Weiß mit viel Raum: ein leichter Display-Name und Abschnittsbezeichnungen in einem ruhigen linken Rand.",
    "tech-minimalist": "IBM Plex Sans mit Bezeichnungen, Daten und Tags in Monospace und ein Kenntnis-Raster für lange Technologielisten.",
    "academic-research": "Ein CV nach akademischer Art: eine Serifenschrift, unterstrichene Kapitälchen-Überschriften, Daten in einer linken Spalte und die Ausbildung zuerst.",
    "sales-impact": "Gemacht, um Ergebnisse zu verkaufen: ein marineblaues Kopfband, eine hervorgehobene Zusammenfassung und jede Zahl deiner Erfolge in Fett.",
    "startup-entrepreneur": "Ein kräftiger Grotesk-Name, mit Textmarker hervorgehobene Überschriften und eine violette Zeitleiste entlang deiner Berufserfahrung.",
    "healthcare-professional": "Ruhig und klinisch: ein petrolfarbener Balken oben, getönte Abschnittsstreifen und eine gleichmäßige dreispaltige Kenntnisliste für Zertifikate und Kompetenzen.",
    "classic-executive": "Der Lebenslauf für die Vorstandsetage: Garamond, gesperrte Versalien zwischen Linien, Unternehmen vor Position, nur marineblaue Tinte.",
  },
};
