import type { Translations } from "../en";

/** German texts of the review threads (keys and placeholders as in ./en.ts). */
export const deReviewThreads: Translations["reviewThreads"] = {
  comments: "Kommentare",
  showResolved: "Erledigte anzeigen ({{count}})",
  none: "Noch keine Anmerkungen.",
  allResolved: "Alle Threads sind erledigt.",
  page: "Seite",
  where: "{{section}} · Seite {{number}}",
  resolved: "Erledigt",
  replyTo: "{{name}} antworten",
  reply: "Antworten",
  reopen: "Wieder öffnen",
  resolve: "Erledigen",
  addNote: "Notiz auf Seite {{number}} hinzufügen",
  about: "Betrifft",
  thePage: "Die Seite",
  add: "Notiz hinzufügen",
  section: {
    personalInfo: "Persönliche Angaben",
    summary: "Zusammenfassung",
    experience: "Berufserfahrung",
    education: "Ausbildung",
    projects: "Projekte",
    skills: "Fähigkeiten",
  },
};
