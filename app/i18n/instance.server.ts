/**
 * The server's languages: all three (the Worker renders any of them and writes e-mails in the
 * recipient's), read from the static assets on the first request of an isolate, like the ATS
 * tables: the build writes them there (scripts/write-translations.mjs), so the script every cold
 * start loads does not carry them (docs/performance.md#the-worker). The server entry loads them
 * before any route runs (app/entry.server.tsx `loadTranslations`, called by workers/entry.ts for
 * requests and for the daily job); `vite dev` and the unit tests register the modules directly.
 */
import type { i18n } from "i18next";
import { loadOnce, readJsonAsset } from "~/lib/static-assets.server";
import { createI18n, hasTranslations, registerTranslations } from "./instance";
import { UI_LANGUAGES, type UiLanguage } from "./languages";
import type { Translations } from "./resources/en";

/** Where the build puts each language's translations among the static assets. */
export const translationsPath = (language: UiLanguage) => `/translations/${language}.json`;

/** Whether every language is registered (the test of the loading, tests/integration/translations.test.ts). */
export const translationsLoaded = (): boolean => UI_LANGUAGES.every(hasTranslations);

const loadLanguages = loadOnce(async (env: Pick<Env, "ASSETS">) => {
  await Promise.all(
    UI_LANGUAGES.map(async (language) =>
      registerTranslations(language, await readJsonAsset<Translations>(env, translationsPath(language))),
    ),
  );
});

/** Registers every language once per isolate; a failed read is tried again by the next call. */
export function ensureTranslations(env: Pick<Env, "ASSETS">): Promise<void> {
  return translationsLoaded() ? Promise.resolve() : loadLanguages(env);
}

export { createI18n };

/** A translate function for server code (e-mails): no React involved. */
export function translatorFor(language: UiLanguage): i18n["t"] {
  return createI18n(language).t;
}
