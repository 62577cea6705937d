/**
 * The browser chunks holding a language's translations (and what they import), from the client
 * build (the `translation-chunks` plugin in vite.config.ts): the root preloads the page's
 * language so the browser fetches it with the entry, not after (docs/i18n.md).
 */
import chunks from "virtual:translation-chunks";
import type { UiLanguage } from "./languages";

export const translationChunks = (language: UiLanguage): string[] => chunks[language] ?? [];
