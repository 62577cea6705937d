/**
 * The server's languages: all three, registered when the server build starts (the Worker renders
 * any of them and writes e-mails in the recipient's), so `createI18n` is ready for each at once.
 */
import type { i18n } from "i18next";
import { createI18n, registerTranslations } from "./instance";
import type { UiLanguage } from "./languages";
import { de } from "./resources/de";
import { en } from "./resources/en";
import { es } from "./resources/es";

export const resources = { en: { translation: en }, es: { translation: es }, de: { translation: de } } as const;

/** Registers every language; idempotent. `entry.server.tsx` calls it before any render. */
export function registerAllLanguages(): void {
  for (const [language, { translation }] of Object.entries(resources))
    registerTranslations(language as UiLanguage, translation);
}
registerAllLanguages();

export { createI18n };

/** A translate function for server code (e-mails): no React involved. */
export function translatorFor(language: UiLanguage): i18n["t"] {
  return createI18n(language).t;
}
