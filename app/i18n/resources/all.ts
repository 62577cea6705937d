/**
 * Every language's translations, as modules: what the build writes to the static assets for the
 * Worker (scripts/write-translations.mjs), what `vite dev` and the unit tests register directly.
 * The Worker's script does not import this: it reads the assets (../instance.server.ts).
 */
import type { UiLanguage } from "../languages";
import { de } from "./de";
import { en, type Translations } from "./en";
import { es } from "./es";

export const allTranslations: Readonly<Record<UiLanguage, Translations>> = { en, es, de };
