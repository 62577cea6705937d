import type { ParseKeys } from "i18next";
import { createI18n } from "./instance";
import { DEFAULT_LANGUAGE, isUiLanguage } from "./languages";

/**
 * A page's <title> in the interface language: meta functions run outside React, so they read the
 * language the root loader chose from the matches.
 */
export function pageTitle(
  matches: readonly { id: string; data?: unknown }[],
  key: ParseKeys,
  options: Record<string, unknown> = {},
): string {
  const data = matches.find((match) => match.id === "root")?.data as { language?: unknown } | undefined;
  const language = isUiLanguage(data?.language) ? data.language : DEFAULT_LANGUAGE;
  // The key is checked by its type; the options are free-form here.
  const t = createI18n(language).t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t(key, options);
}
