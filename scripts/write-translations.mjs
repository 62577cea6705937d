#!/usr/bin/env node
/**
 * Writes each interface language's translations (app/i18n/resources) as JSON among the static
 * assets, public/translations/{language}.json, on every build: the Worker reads them from its
 * ASSETS binding on the first request of an isolate instead of carrying all three languages in
 * the script every cold start loads (app/i18n/instance.server.ts, docs/performance.md#the-worker).
 * public/translations is not committed: app/i18n/resources is the source.
 *
 * Usage: node scripts/write-translations.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importTs } from "./lib/import-ts.mjs";

const root = new URL("..", import.meta.url).pathname;
const target = join(root, "public/translations");
const { all } = await importTs({ all: join(root, "app/i18n/resources/all.ts") });
mkdirSync(target, { recursive: true });
for (const [language, translations] of Object.entries(all.allTranslations))
  writeFileSync(join(target, `${language}.json`), JSON.stringify(translations));
