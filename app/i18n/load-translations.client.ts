/**
 * The browser's languages, each a chunk of its own (docs/i18n.md, "Loading the languages"): loaded
 * once, before hydration for the page's language (`entry.client.tsx`) and before a switch for
 * another (`ui-language.tsx`). A `.client` module: the server registers all three statically
 * (`instance.server.ts`) and its build keeps none of this.
 */
import { hasTranslations, registerTranslations } from "./instance";
import type { UiLanguage } from "./languages";
import type { Translations } from "./resources/en";

const loading: Partial<Record<UiLanguage, Promise<void>>> = {};

const chunks: Record<UiLanguage, () => Promise<Translations>> = {
  en: () => import("./resources/en").then((module) => module.en),
  es: () => import("./resources/es").then((module) => module.es),
  de: () => import("./resources/de").then((module) => module.de),
};

/** Loads a language's translations once; later calls share the same load (a failed one is retried). */
export function loadTranslations(language: UiLanguage): Promise<void> {
  if (hasTranslations(language)) return Promise.resolve();
  loading[language] ??= chunks[language]().then(
    (translations) => registerTranslations(language, translations),
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}
