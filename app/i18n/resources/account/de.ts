import type { Translations } from "../en";

/** Deutsche Texte der Seite Konto (/account). */
export const deAccount: Translations["account"] = {
  pageTitle: "Konto",
  title: "Konto",
  profile: {
    heading: "Profil",
    name: "Vollständiger Name",
    email: "E-Mail",
    emailHint: "Mit dieser Adresse meldest du dich an.",
    save: "Namen speichern",
    saving: "Wird gespeichert...",
    saved: "Dein Name ist gespeichert.",
    failed: "Dein Name konnte nicht gespeichert werden. Prüfe deine Verbindung und versuche es erneut.",
  },
  password: {
    heading: "Passwort",
    current: "Aktuelles Passwort",
    next: "Neues Passwort",
    nextHint: "Mindestens {{min}} Zeichen.",
    save: "Passwort ändern",
    saving: "Wird geändert...",
    saved: "Dein Passwort ist geändert. Deine anderen Geräte sind abgemeldet.",
    failed: "Dein Passwort konnte nicht geändert werden. Prüfe deine Verbindung und versuche es erneut.",
  },
  data: {
    heading: "Deine Daten",
    lead: "Lade alles, was dein Konto enthält, als eine JSON-Datei herunter: deine Lebensläufe mit ihren Anschreiben, deine Bewerbungen, deine Inhaltsbibliothek und deine Zugriffstokens (nie ihre Geheimnisse).",
    download: "Meine Daten herunterladen",
    tokens: "Zugriffstokens verwalten",
  },
  remove: {
    heading: "Konto löschen",
    lead: "Wenn du dein Konto löschst, wird endgültig gelöscht:",
    resumes: "deine Lebensläufe, auch die im Papierkorb, mit ihren Versionen, Anschreiben und öffentlichen Links;",
    applications: "deine Bewerbungen und die Kopien dessen, was du gesendet hast;",
    library: "deine Inhaltsbibliothek, deine Zugriffstokens und deine Sitzungen auf allen Geräten;",
    sharing:
      "dein Zugriff auf Lebensläufe, die andere mit dir geteilt haben. Wer deine Lebensläufe mit dir teilte, verliert den Zugriff darauf.",
    stays:
      "Notizen und Vorschläge, die du in Lebensläufen anderer hinterlassen hast, bleiben dort. Die Namen deiner öffentlichen Links werden nie an andere vergeben.",
    undone:
      "Das kann nicht rückgängig gemacht werden. Lade vorher deine Daten herunter, wenn du eine Kopie behalten willst.",
    password: "Dein Passwort",
    passwordHint: "Gib es noch einmal ein, um zu bestätigen, dass du es bist.",
    submit: "Mein Konto löschen",
    deleting: "Wird gelöscht...",
    confirmTitle: "Dein Konto endgültig löschen?",
    confirmBody:
      "Dein Konto und alles, was auf dieser Seite aufgeführt ist, werden sofort gelöscht. Das kann nicht rückgängig gemacht werden.",
    confirm: "Endgültig löschen",
    failed: "Dein Konto konnte nicht gelöscht werden. Prüfe deine Verbindung und versuche es erneut.",
  },
  deleted: "Dein Konto wurde gelöscht, mit allem, was es enthielt.",
};
