import type { Translations } from "../en";

/** Spanish texts of the editor's save errors and waits (keys and placeholders as in ./en.ts). */
export const esServerMessages: Translations["serverMessages"] = {
  wait: {
    minutes_one: "{{count}} minuto",
    minutes_other: "{{count}} minutos",
    hours_one: "{{count}} hora",
    hours_other: "{{count}} horas",
  },
  /** "Could not save: {reason}", the reason being the API's error by its code. */
  couldNotSave: "No se pudo guardar: {{reason}}",
  saveOffline: "No se pudo guardar: comprueba tu conexión. Tus cambios se conservan en esta página.",
};
