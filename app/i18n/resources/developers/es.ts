import type { Translations } from "../en";

/** Spanish texts of the API reference page (keys and placeholders as in ./en.ts). */
export const esDevelopers: Translations["developers"] = {
  title: "Referencia de la API",
};
