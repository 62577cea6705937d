#!/usr/bin/env node
/**
 * Runs every bench/*.bench.mjs in name order (or only those named: `npm run bench -- abuse ats`), each in its own Node process so one benchmark's
 * warm caches or leftover handles cannot skew the next. `npm run bench` calls this. Among them
 * fonts.bench.mjs: the fallback-font weight of a Latin resume's PDF and the time CJK adds; publish.bench.mjs:
 * the public link page, cold and cached.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(here)
  .filter((name) => name.endsWith(".bench.mjs"))
  .sort();
const files = wanted.length === 0 ? all : all.filter((name) => wanted.includes(name.replace(/\.bench\.mjs$/, "")));
const unknown = wanted.filter((name) => !all.includes(`${name}.bench.mjs`));
if (unknown.length > 0) {
  console.error(`No such bench: ${unknown.join(", ")}. There are: ${all.map((name) => name.replace(/\.bench\.mjs$/, "")).join(", ")}`);
  process.exit(2);
}
// Figures on a loaded machine are not comparable: say how loaded it was.
const [one, five] = loadavg();
console.log(`Machine: ${cpus().length} cores, load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) at the start`);

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
