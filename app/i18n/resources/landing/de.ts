import type { Translations } from "../en";

/** German texts of the landing page (keys and placeholders as in ./en.ts). */
export const deLanding: Translations["landing"] = {
  title: "{{product}}: ATS-optimierte Lebensläufe, gemeinsam geschrieben",
  description:
    "Erstelle einen ATS-tauglichen Lebenslauf mit Live-Vorschau, bewerte ihn gegen eine Stellenanzeige, exportiere PDF, DOCX oder TXT und bearbeite ihn mit anderen in Echtzeit.",
  nav: {
    label: "Abschnitte",
    features: "Funktionen",
    how: "So funktioniert es",
    stories: "Geschichten",
    contact: "Kontakt",
  },
  login: "Anmelden",
  badge: "ATS-optimierter Lebenslauf-Editor",
  headline: "Komm am Lebenslauf-Filter vorbei und vor einen Menschen.",
  lead: "Schreibe deinen Lebenslauf mit Live-Vorschau, bewerte ihn gegen die Stelle, die du willst, behebe, was die Bewertung erklärt, und exportiere eine Datei, die jedes Bewerbermanagementsystem lesen kann.",
  create: "Lebenslauf erstellen",
  signIn: "Anmelden",
  glance: "Auf einen Blick",
  stats: {
    templates: "ATS-taugliche Vorlagen",
    formats: "Exportformate",
    score: "Punkte bedeuten ATS-bereit",
    price: "zum Start",
    scoreLabel: "ATS-Punktzahl",
  },
  featuresTitle: "Alles, was eine Jobsuche braucht",
  featuresLead: "Vom ersten Entwurf bis zur Datei, die du abschickst, mit Hinweisen, die dir bei jedem Schritt helfen.",
  features: {
    analysis: {
      title: "Analyse der Stellenanzeige",
      text: "Füge eine Stellenanzeige ein und erhalte eine Passungsbewertung, die sich beim Bearbeiten aktualisiert: jeder Punkt erklärt.",
    },
    matching: {
      title: "Abgleich mit der Stellenanzeige",
      text: "Sieh, welche geforderten Fähigkeiten und Schlüsselwörter dein Lebenslauf schon abdeckt, welche fehlen und wo sie hinpassen.",
    },
    suggestions: {
      title: "Inhaltsvorschläge",
      text: "Konkrete Umformulierungen: stärkere Verben für schwache Anfänge, Ergebnisse ohne Zahlen markiert, fehlende Schlüsselwörter an passender Stelle.",
    },
    templates: {
      title: "ATS-taugliche Vorlagen",
      text: "Zehn professionelle Layouts aus echtem Text in Lesereihenfolge, damit Bewerbermanagementsysteme jede Zeile lesen.",
    },
    preview: {
      title: "Vorschau in Echtzeit",
      text: "Jeder Tastendruck erscheint in einer Seitenvorschau genau so, wie er gedruckt wird, in denselben Schriften wie die exportierte Datei.",
    },
    reorder: {
      title: "Anpassen per Drag-and-drop",
      text: "Ordne Berufserfahrung, Ausbildung und Projekte per Ziehen oder mit der Tastatur neu und sieh, wie das Layout folgt.",
    },
    export: {
      title: "Export als PDF, DOCX oder TXT",
      text: "PDFs mit auswählbarem Text, die Parser richtig lesen, Word-Dokumente mit echten Überschriften und sauberer Klartext.",
    },
    together: {
      title: "Gemeinsam bearbeiten, live",
      text: "Lade eine Mentorin oder einen Freund ein: Bearbeitet einen Lebenslauf gleichzeitig, ohne je eine Änderung zu verlieren.",
    },
  },
  steps: {
    choose: {
      title: "Vorlage wählen",
      text: "Wähle eines von zehn ATS-tauglichen Layouts. Sieh dir jede Seite an, bevor du dich entscheidest.",
    },
    customize: {
      title: "Lebenslauf anpassen",
      text: "Erzähle deine Geschichte mit Live-Vorschau, füge die Stellenanzeige ein und verfolge die Punktzahl.",
    },
    download: {
      title: "Herunterladen und teilen",
      text: "Exportiere PDF, DOCX oder TXT, oder lade andere ein, mit dir zu bearbeiten und zu prüfen.",
    },
  },
  storiesTitle: "Für echte Jobsuchen gemacht",
  storiesLead: "Drei Situationen, für die das Produkt entworfen wurde.",
  stories: {
    changer: {
      who: "Die Quereinsteigerin",
      quote:
        "Beim Wechsel vom Lehramt ins Instruktionsdesign zeigte die Liste fehlender Fähigkeiten, welche meiner Fähigkeiten aus dem Unterricht schon zur Anzeige passten und was ich dazu sagen sollte.",
    },
    graduate: {
      who: "Der Absolvent",
      quote:
        "Mit einer Seite Erfahrung wiesen die Vorschläge auf die Punkte ohne Zahlen hin, sodass jedes Projekt sagt, was es erreicht hat.",
    },
    mentor: {
      who: "Die Mentorin",
      quote:
        "Ich bearbeite die Lebensläufe meiner Mentees mit ihnen im selben Dokument, zur selben Zeit, statt Anhänge hin und her zu schicken.",
    },
  },
  ctaTitle: "Deine nächste Bewerbung beginnt hier",
  ctaLead: "Wähle eine Vorlage, füge eine Stellenanzeige ein und sieh deine Punktzahl in wenigen Minuten.",
  ctaButton: "Kostenlos starten",
  contactLead: "Fragen, Feedback oder einen Fehler melden? Wir lesen jede Nachricht.",
};
