/**
 * Tests that import server modules directly (e-mails, error texts, room refusals) get every
 * language registered from the modules, as `vite dev` does. The Worker under test reads them from
 * its assets instead (app/i18n/instance.server.ts).
 */
import { registerTranslations } from "../app/i18n/instance";
import type { UiLanguage } from "../app/i18n/languages";
import { allTranslations } from "../app/i18n/resources/all";

for (const [language, translations] of Object.entries(allTranslations))
  registerTranslations(language as UiLanguage, translations);
