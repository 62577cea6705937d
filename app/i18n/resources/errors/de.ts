import type { Translations } from "../en";

/** German texts of the error pages (keys as in ./en.ts). */
export const deErrors: Translations["errors"] = {
  status: {
    "400": {
      title: "Diese Anfrage ergab keinen Sinn",
      detail: "Etwas in der Adresse oder im Formular war ungültig. Geh zurück und versuch es noch einmal.",
    },
    "403": { title: "Nicht erlaubt", detail: "Du hast keinen Zugriff auf diese Seite." },
    "404": { title: "Seite nicht gefunden", detail: "Die gesuchte Seite existiert nicht oder wurde verschoben." },
    "429": { title: "Zu viele Anfragen", detail: "Bitte warte einen Moment und versuch es dann noch einmal." },
  },
  unexpected: {
    title: "Etwas ist schiefgelaufen",
    detail: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuch es gleich noch einmal.",
  },
  /** A download link opened in a tab that cannot give its file (expired, altered, gone). */
  download: "Dieser Download ist nicht verfügbar",
  home: "Zurück zur Startseite",
};
