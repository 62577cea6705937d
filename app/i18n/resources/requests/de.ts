import type { Translations } from "../en";

/** German texts of the client's own request errors (keys as in ./en.ts). */
export const deRequestMessages: Translations["requestMessages"] = {
  unexpectedAnswer:
    "Der Server hat eine Antwort gesendet, die diese Seite nicht versteht. Lade neu und versuche es noch einmal.",
};
