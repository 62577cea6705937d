#!/usr/bin/env node
/**
 * Runs every bench/*.bench.mjs in name order (or only those named: `npm run bench -- abuse ats`),
 * each in its own Node process so one benchmark's warm caches or leftover handles cannot skew the
 * next. `npm run bench` calls this.
 *
 * Each bench prints its detail and records its headline figures (bench/lib/report.mjs); this
 * runner prints them all at the end with their targets and OK/OVER, and the run's own wall time
 * (target: the whole run under 15 minutes; it was 10 before the parser-survival and capacity
 * benches came, about a minute and three more, both counting what needs no repeating). A full run (no names given) keeps its figures in
 * bench/results/latest.json, the run before in previous.json, and rewrites the README's table
 * from the two (bench/readme-table.mjs): the table is never written by hand.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeReadmeTable } from "./readme-table.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const RUN_TARGET_MS = 15 * 60_000;
const wanted = process.argv.slice(2);
const all = readdirSync(here)
  .filter((name) => name.endsWith(".bench.mjs"))
  .sort();
const files = wanted.length === 0 ? all : all.filter((name) => wanted.includes(name.replace(/\.bench\.mjs$/, "")));
const unknown = wanted.filter((name) => !all.includes(`${name}.bench.mjs`));
if (unknown.length > 0) {
  console.error(
    `No such bench: ${unknown.join(", ")}. There are: ${all.map((name) => name.replace(/\.bench\.mjs$/, "")).join(", ")}`,
  );
  process.exit(2);
}
// Figures on a loaded machine are not comparable: say how loaded it was.
const [one, five, fifteen] = loadavg();
const machine = `${cpus().length} cores, load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1 / 5 / 15 min) at the start`;
console.log(`Machine: ${machine}`);

const scratch = mkdtempSync(join(tmpdir(), "bench-results-"));
const resultsFile = join(scratch, "figures.jsonl");
writeFileSync(resultsFile, "");
const started = performance.now();
const failedBenches = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const benchStarted = performance.now();
  const result = spawnSync(process.execPath, [join(here, file)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_RESULTS: resultsFile },
  });
  console.log(`(${file}: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) {
    failedBenches.push(file.replace(/\.bench\.mjs$/, ""));
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
const wallMs = performance.now() - started;

const figures = readFileSync(resultsFile, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
rmSync(scratch, { recursive: true, force: true });
for (const bench of failedBenches)
  figures.push({
    bench,
    key: "failed",
    what: `${bench} bench`,
    value: "failed before its figures",
    target: "runs to the end",
    status: "OVER",
  });
const full = wanted.length === 0;
if (full) {
  const minutes = wallMs / 60_000;
  figures.push({
    bench: "run",
    key: "wall",
    what: "`npm run bench`, every bench end to end",
    value: `${minutes.toFixed(1)} min`,
    target: "< 15 min",
    status: wallMs < RUN_TARGET_MS ? "OK" : "OVER",
  });
}

console.log(`\n=== Summary: ${figures.length} figures, ${(wallMs / 1000).toFixed(0)} s ===`);
for (const figure of figures) {
  const target = figure.target === null ? "reported" : `target ${figure.target}`;
  console.log(
    `  ${figure.status === "reported" ? "    " : figure.status.padEnd(4)}  ${figure.what}: ${figure.value} (${target})`,
  );
}
const over = figures.filter((figure) => figure.status === "OVER");
console.log(
  over.length === 0
    ? "\nNo figure OVER its target."
    : `\n${over.length} OVER: ${over.map((figure) => `${figure.bench}/${figure.key}`).join(", ")}`,
);

if (full) {
  const dir = join(here, "results");
  mkdirSync(dir, { recursive: true });
  const latest = join(dir, "latest.json");
  if (existsSync(latest)) renameSync(latest, join(dir, "previous.json"));
  writeFileSync(
    latest,
    `${JSON.stringify({ date: new Date().toISOString(), machine, wallSeconds: Math.round(wallMs / 1000), figures }, null, 2)}\n`,
  );
  writeReadmeTable();
  console.log("README.md's table rewritten from bench/results/latest.json and previous.json.");
} else {
  console.log(
    "A partial run: bench/results/ and the README's table are left as they are (only `npm run bench` with no names writes them).",
  );
}
if (failedBenches.length > 0) process.exit(1);
