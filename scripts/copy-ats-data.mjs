#!/usr/bin/env node
/**
 * Puts the ATS engine's tables (app/domain/ats/occupations.json, skills-dictionary.json,
 * posting-words.json) among the static assets, on every build: the Worker reads them from its
 * ASSETS binding on first use instead of carrying 2.5 MB of JSON in its script (app/domain/ats/data.ts, docs/performance.md).
 * public/ats-data is not committed: app/domain/ats is the source.
 *
 * Usage: node scripts/copy-ats-data.mjs
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const target = join(root, "public/ats-data");
mkdirSync(target, { recursive: true });
for (const name of ["occupations.json", "skills-dictionary.json", "posting-words.json"])
  copyFileSync(join(root, "app/domain/ats", name), join(target, name));
