/**
 * One i18next instance per language and per render: resources are bundled (no fetching), so the
 * instance is ready synchronously and a server render arrives in the user's language. React
 * escapes what it renders, and the e-mails escape their HTML themselves, so i18next does not.
 */
import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, type UiLanguage } from "./languages";
import { de } from "./resources/de";
import { en } from "./resources/en";
import { es } from "./resources/es";

export const resources = { en: { translation: en }, es: { translation: es }, de: { translation: de } } as const;

export function createI18n(language: UiLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}

/** A translate function for server code (e-mails): no React involved. */
export function translatorFor(language: UiLanguage): i18n["t"] {
  return createI18n(language).t;
}
