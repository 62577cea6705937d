import type { Translations } from "../en";

/** Spanish texts of the client's own request errors (keys as in ./en.ts). */
export const esRequestMessages: Translations["requestMessages"] = {
  unexpectedAnswer: "El servidor envió una respuesta que esta página no entiende. Recarga e inténtalo de nuevo.",
};
