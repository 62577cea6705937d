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
  features: {
    "modern-professional": [
      "ATS-freundliches einspaltiges Layout",
      "Abschnittsüberschriften mit farbiger Linie",
      "Kenntnis-Chips",
      "Daten neben dem Arbeitgeber, von Parsern in Reihenfolge gelesen",
      "Schrift Inter",
    ],
    "professional-elegant": [
      "Zentrierter Kopf",
      "Serifen-Überschriften in Kapitälchen",
      "Dreispaltige Kenntnisliste",
      "Zusammenfassung im Blocksatz",
      "Source Serif und Source Sans",
    ],
    "creative-portfolio": [
      "Farbiges Kopfband",
      "Überschriften in Display-Serif",
      "Runde Kenntnis-Tags",
      "Daten als Plaketten",
      "Durchgehend echter Text, keine Bilder",
    ],
    "minimal-modern": [
      "Kleine Bezeichnungen über Haarlinien",
      "Leichter Display-Name",
      "Keine Farbe, maximale Klarheit",
      "Viel Weißraum",
    ],
    "tech-minimalist": [
      "Daten und Bezeichnungen in Monospace",
      "Vierspaltiges Kenntnis-Raster",
      "Technologie-Tags bei Projekten",
      "Smaragdgrüner Akzent",
      "Schriften IBM Plex",
    ],
    "academic-research": [
      "Ausbildung zuerst",
      "Daten in einer linken Spalte",
      "Unterstrichene Kapitälchen-Überschriften",
      "Zweispaltige Kenntnisliste",
      "Schrift Source Serif",
    ],
    "sales-impact": [
      "Zahlen automatisch hervorgehoben",
      "Hervorgehobene Zusammenfassung",
      "Marineblaues Kopfband",
      "Berufserfahrung vor Kenntnissen",
      "Schrift Lato",
    ],
    "startup-entrepreneur": [
      "Zeitleiste der Berufserfahrung",
      "Überschriften mit Textmarker",
      "Zweispaltiger Kopf",
      "Kenntnis-Chips",
      "Schrift Work Sans",
    ],
    "healthcare-professional": [
      "Getönte Abschnittsüberschriften",
      "Dreispaltige Kenntnisliste",
      "Kontaktdaten im Raster",
      "Kontrastreiche Petrol-Palette",
      "Schrift Source Sans",
    ],
    "classic-executive": [
      "Schrift Garamond",
      "Einträge mit dem Unternehmen zuerst",
      "Versal-Überschriften mit Linie",
      "Kopf mit Doppellinie",
      "Zurückhaltende Farben",
    ],
  },
  recommended: {
    "modern-professional": ["Softwareentwickler/in", "Produktmanager/in", "Business Analyst", "Marketingspezialist/in"],
    "professional-elegant": ["Berater/in", "Rechtsanwalt/-anwältin", "Finanzmanager/in", "Leiter/in Operations"],
    "creative-portfolio": ["UX-Designer/in", "Markendesigner/in", "Content Creator", "Marketingmanager/in"],
    "minimal-modern": ["Designer/in", "Architekt/in", "Forscher/in", "Produktdesigner/in"],
    "tech-minimalist": [
      "Softwareentwickler/in",
      "DevOps-Engineer",
      "Data Engineer",
      "Security Engineer",
      "Engineering Manager",
    ],
    "academic-research": ["Forscher/in", "Doktorand/in", "Professor/in", "Wissenschaftler/in"],
    "sales-impact": [
      "Account Executive",
      "Vertriebsleiter/in",
      "Business Development Manager",
      "Customer Success Manager",
    ],
    "startup-entrepreneur": ["Gründer/in", "Startup-Generalist/in", "Growth Lead", "Product Lead"],
    "healthcare-professional": [
      "Pflegefachkraft",
      "Arztassistent/in",
      "Medizinisch-technische/r Assistent/in",
      "Verwaltungsleiter/in im Gesundheitswesen",
    ],
    "classic-executive": [
      "Führungskraft",
      "Direktor/in",
      "Vizepräsident/in",
      "Senior Manager",
      "Aufsichtsratsmitglied",
    ],
  },
  description: {
    "modern-professional":
      "Ein klares serifenloses Layout mit einem einzigen blauen Akzent, unterstrichenen Abschnittsüberschriften und Kenntnis-Chips. Sauber, selbstbewusst und schnell erfasst.",
    "professional-elegant":
      "Eine feine Paarung aus Serifen- und Grotesk-Schrift mit zentriertem Kopf und bordeauxroten Kapitälchen-Überschriften, gefolgt von einer Haarlinie.",
    "creative-portfolio":
      "Ein tief indigoblaues Kopfband mit dem Namen in Display-Serif, Korallenakzenten und runden Kenntnis-Tags – und trotzdem vollständig ATS-lesbar.",
    "minimal-modern":
      "Schwarz auf Weiß mit viel Raum: ein leichter Display-Name und kleine Abschnittsbezeichnungen über Haarlinien.",
    "tech-minimalist":
      "IBM Plex Sans mit Bezeichnungen, Daten und Tags in Monospace und ein Kenntnis-Raster für lange Technologielisten.",
    "academic-research":
      "Ein CV nach akademischer Art: eine Serifenschrift, unterstrichene Kapitälchen-Überschriften, Daten in einer linken Spalte und die Ausbildung zuerst.",
    "sales-impact":
      "Gemacht, um Ergebnisse zu verkaufen: ein marineblaues Kopfband, eine hervorgehobene Zusammenfassung und jede Zahl deiner Erfolge in Fett.",
    "startup-entrepreneur":
      "Ein kräftiger Grotesk-Name, mit Textmarker hervorgehobene Überschriften und eine violette Zeitleiste entlang deiner Berufserfahrung.",
    "healthcare-professional":
      "Ruhig und klinisch: ein petrolfarbener Balken oben, getönte Abschnittsstreifen und eine gleichmäßige dreispaltige Kenntnisliste für Zertifikate und Kompetenzen.",
    "classic-executive":
      "Der Lebenslauf für die Vorstandsetage: Garamond, gesperrte Versalien zwischen Linien, Unternehmen vor Position, nur marineblaue Tinte.",
  },
};
