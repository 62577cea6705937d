#!/usr/bin/env node
/**
 * Runs every bench/*.bench.mjs in name order, each in its own Node process so one benchmark's
 * warm caches or leftover handles cannot skew the next. `npm run bench` calls this. Among them
 * fonts.bench.mjs: the fallback-font weight of a Latin resume's PDF and the time CJK adds; publish.bench.mjs:
 * the public link page, cold and cached.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((name) => name.endsWith(".bench.mjs"))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: "inherit" });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
if (failed > 0) process.exit(1);
