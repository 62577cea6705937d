import type { Translations } from "../en";

/** German texts of the API reference page (keys and placeholders as in ./en.ts). */
export const deDevelopers: Translations["developers"] = {
  title: "API-Referenz",
};
