import type { Translations } from "../en";

/** German texts of cover letters (keys and placeholders as in ./en.ts). */
export const deLetters: Translations["letters"] = {
  card: {
    heading: "Anschreiben",
    ready:
      "Ein erstes Anschreiben aus diesem Lebenslauf und der gespeicherten Stelle, jeder Satz auf eines von beiden zurückführbar.",
    needJob: "Speichere oben eine Stellenanzeige, um ein Anschreiben dafür zu entwerfen.",
    drafting: "Wird entworfen...",
    write: "Anschreiben für diese Stelle schreiben",
    exists: "Dieser Lebenslauf hat schon ein Anschreiben für diese Stelle: Es wird geöffnet.",
    failed: "Das Anschreiben konnte nicht erstellt werden.",
  },
  editor: {
    pageTitle: "Anschreiben · {{title}}",
    kicker: "Anschreiben",
    draft: "Aus Lebenslauf und Stelle entwerfen",
    drafted:
      "Aus deinem Lebenslauf und der Stelle entworfen. Zeig auf einen unterstrichenen Satz oder fokussiere ihn, um seine Quelle zu sehen.",
    saveFailed: "Das Anschreiben konnte nicht gespeichert werden.",
    form: "Anschreiben",
    recipient: "Empfänger",
    recipientName: "Name des Empfängers",
    company: "Unternehmen",
    address: "Adresse",
    optional: "(optional)",
    date: "Datum",
    greeting: "Anrede",
    paragraph: "Absatz {{number}}",
    removeParagraph: "Absatz {{number}} entfernen",
    remove: "Entfernen",
    addParagraph: "Absatz hinzufügen",
    closing: "Grußformel",
    signature: "Unterschrift",
    previewRegion: "Vorschau des Anschreibens",
    previewFrame: "Vorschau des Anschreibens",
    confirmTitle: "Anschreiben durch einen neuen Entwurf ersetzen?",
    confirmLabel: "Durch Entwurf ersetzen",
    confirmBody:
      "Anrede, Absätze, Grußformel und Unterschrift werden durch einen Entwurf aus deinem Lebenslauf und der Stelle ersetzt. Name und Adresse des Empfängers bleiben.",
    collaborators: "Mitwirkende",
  },
  traces: {
    intro: "Entworfene Sätze und ihre Quellen:",
    from: "Aus: {{sources}}",
  },
  list: {
    heading: "Anschreiben",
    label: "Anschreiben zu {{title}}",
    deleted: "Anschreiben „{{title}}“ gelöscht.",
    deleteFailed: "Das Anschreiben konnte nicht gelöscht werden.",
    delete: "Löschen",
    deleteLabel: "Anschreiben {{title}} löschen",
    confirmTitle: "Dieses Anschreiben löschen?",
    confirmBody: "„{{title}}“ wird endgültig gelöscht.",
  },
};
