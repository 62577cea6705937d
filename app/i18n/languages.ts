/**
 * The interface languages (docs/i18n.md) and how one is chosen when the user has not chosen:
 * the first Accept-Language entry we have (es*, de*), else English. Plain module: the server,
 * the browser and the tests share it.
 */
export const UI_LANGUAGES = ["en", "es", "de"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = "en";

/** Cookie and browser-storage key of an explicit choice. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_STORAGE_KEY = "lang";

/** Each language's name in itself, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: "English", es: "Español", de: "Deutsch" };

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best interface language for an Accept-Language header: entries by quality (ties keep
 * their order), the first whose primary subtag we have wins; none: English. Bounded: a header
 * longer than a few hundred characters is read only in its first part.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): UiLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const entries = header
    .slice(0, 512)
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of entries) if (isUiLanguage(entry.primary)) return entry.primary;
  return DEFAULT_LANGUAGE;
}
