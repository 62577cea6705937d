/**
 * The resume's own language and writing direction (docs/product.md#resume-language): what the
 * templates' headings, month names and the exports' language flags follow. Not the interface's
 * language: a German speaker may write an English resume.
 *
 * Kept inside the resume's data (`data.settings`, optional) rather than in a column: the room,
 * the REST API, import and every export already carry the data whole, and a resume saved before
 * the setting existed simply has none, which reads as English, direction from content
 * (docs/decisions/resume-language-in-data.md).
 */
import * as z from "zod";
import { fitToPagesSchema, fittedSchema, newPageSectionsSchema } from "./fit-settings";

/** BCP 47 primary tags, in the order the editor lists them. */
export const RESUME_LANGUAGES = ["en", "es", "fr", "de", "pt", "pl", "ar", "he", "zh", "ja"] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];

/**
 * Each language with its region (BCP 47): what the exports flag their text with (Word's language
 * ids, app/server/export/docx.server.ts) and, but for Arabic, the locale dates are written in
 * (LOCALES of ./format.ts).
 */
export const LANGUAGE_TAGS: Record<ResumeLanguage, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  pt: "pt-BR",
  pl: "pl-PL",
  ar: "ar-SA",
  he: "he-IL",
  zh: "zh-CN",
  ja: "ja-JP",
};

/** "auto" follows the content (and the language); the other two are the editor's explicit switch. */
export const TEXT_DIRECTIONS = ["auto", "ltr", "rtl"] as const;
export type TextDirectionSetting = (typeof TEXT_DIRECTIONS)[number];

/** Each language by its own name, as a speaker looks for it in a list. */
export const LANGUAGE_NAMES: Record<ResumeLanguage, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  pl: "Polski",
  ar: "العربية",
  he: "עברית",
  zh: "中文",
  ja: "日本語",
};

/** Languages written right to left: their resumes mirror unless the switch says otherwise. */
export const RTL_LANGUAGES: ReadonlySet<ResumeLanguage> = new Set(["ar", "he"]);

export const resumeSettingsSchema = z.object({
  language: z.enum(RESUME_LANGUAGES, { error: "unknownLanguage" }).default("en"),
  direction: z.enum(TEXT_DIRECTIONS, { error: "directionRule" }).default("auto"),
  /** Fit to 1 or 2 pages, or null/absent: as many as it needs (docs/fit-to-pages.md). */
  fitToPages: fitToPagesSchema.optional(),
  /** What the fitting solver chose for that target, or null/absent: the template as designed. */
  fitted: fittedSchema.nullable().optional(),
  /** Sections that start on a new page, in the preview, the PDF and the public page alike. */
  newPageSections: newPageSectionsSchema.optional(),
});
export type ResumeSettings = z.output<typeof resumeSettingsSchema>;

const DEFAULT_SETTINGS: ResumeSettings = { language: "en", direction: "auto" };

/** The settings of a resume, defaults filled in for one saved before they existed. */
export function settingsOf(data: { settings?: Partial<ResumeSettings> | undefined }): ResumeSettings {
  return { ...DEFAULT_SETTINGS, ...data.settings };
}

export function isResumeLanguage(value: unknown): value is ResumeLanguage {
  return typeof value === "string" && (RESUME_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The settings a full-data save leaves in place: the original API's `data` has no `settings`, so
 * a client written against it would otherwise reset the resume's language and direction to
 * English on every save (docs/api.md#resumes). Settings the save does carry win.
 */
export function keepStoredSettings<T extends { settings?: ResumeSettings | undefined }>(
  incoming: T,
  stored: unknown,
): T {
  if (incoming.settings !== undefined) return incoming;
  const kept = resumeSettingsSchema.safeParse((stored as { settings?: unknown } | null)?.settings);
  return kept.success && stored !== null && typeof stored === "object" && "settings" in stored
    ? { ...incoming, settings: kept.data }
    : incoming;
}
