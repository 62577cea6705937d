/**
 * One i18next instance per language and per render, made synchronously from the languages loaded
 * so far (docs/i18n.md, "Loading the languages"). The server registers all three at start
 * (`instance.server.ts`), so a server render arrives in the user's language. The browser loads
 * only the page's language before hydrating (`entry.client.tsx`), and another when the person
 * switches, each its own chunk (`load-translations.client.ts`). React escapes what it renders, and the
 * e-mails escape their HTML themselves, so i18next does not.
 */
import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, type UiLanguage } from "./languages";
import type { Translations } from "./resources/en";

const loaded: Partial<Record<UiLanguage, { translation: Translations }>> = {};

export function registerTranslations(language: UiLanguage, translations: Translations): void {
  loaded[language] = { translation: translations };
}

export const hasTranslations = (language: UiLanguage): boolean => loaded[language] !== undefined;

/**
 * An instance in `language`, or, while that language is not loaded yet (a page title asked for
 * before the switch finished), in one that is.
 */
export function createI18n(language: UiLanguage): i18n {
  const available = Object.keys(loaded) as UiLanguage[];
  const lng =
    hasTranslations(language) || available.length === 0
      ? language
      : hasTranslations(DEFAULT_LANGUAGE)
        ? DEFAULT_LANGUAGE
        : available[0]!;
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: lng === DEFAULT_LANGUAGE || !hasTranslations(DEFAULT_LANGUAGE) ? lng : DEFAULT_LANGUAGE,
    resources: { ...loaded },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
