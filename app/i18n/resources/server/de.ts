import type { Translations } from "../en";

/** German texts of the editor's save errors and waits (keys and placeholders as in ./en.ts). */
export const deServerMessages: Translations["serverMessages"] = {
  wait: {
    minutes_one: "{{count}} Minute",
    minutes_other: "{{count}} Minuten",
    hours_one: "{{count}} Stunde",
    hours_other: "{{count}} Stunden",
  },
  /** "Could not save: {reason}", the reason being the API's error by its code. */
  couldNotSave: "Speichern fehlgeschlagen: {{reason}}",
  saveOffline: "Speichern fehlgeschlagen: Prüfe deine Verbindung. Deine Änderungen bleiben auf dieser Seite erhalten.",
};
