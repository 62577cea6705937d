#!/usr/bin/env node
/**
 * Writes the README's "Measured figures" table from the last two full runs of `npm run bench`
 * (bench/results/latest.json and previous.json), between the two marker comments. bench/run.mjs
 * calls it after a full run; `node bench/readme-table.mjs` rewrites the table from the stored
 * results. Hand edits between the markers are overwritten: that is the point.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { replaceBetweenMarkers } from "./lib/between-markers.mjs";
import { BENCH_TABLE_END as END, BENCH_TABLE_START as START, readmeTable } from "./lib/readme-table-text.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const README = join(here, "..", "README.md");

const read = (name) => {
  const file = join(here, "results", name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
};

export function writeReadmeTable() {
  const latest = read("latest.json");
  if (!latest) throw new Error("No bench/results/latest.json: run `npm run bench` first.");
  replaceBetweenMarkers(README, START, END, readmeTable(latest, read("previous.json")));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeReadmeTable();
