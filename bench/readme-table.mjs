#!/usr/bin/env node
/**
 * Writes the README's "Measured figures" table from the last two full runs of `npm run bench`
 * (bench/results/latest.json and previous.json), between the two marker comments. bench/run.mjs
 * calls it after a full run; `node bench/readme-table.mjs` rewrites the table from the stored
 * results. Hand edits between the markers are overwritten: that is the point.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const README = join(here, "..", "README.md");
const START = "<!-- bench-table:start (written by bench/readme-table.mjs from bench/results/) -->";
const END = "<!-- bench-table:end -->";

const read = (name) => {
  const file = join(here, "results", name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
};
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
const day = (run) => run.date.slice(0, 16).replace("T", " ");

export function readmeTable(latest, previous) {
  const before = new Map((previous?.figures ?? []).map((figure) => [`${figure.bench}/${figure.key}`, figure]));
  const shown = (figure) => (figure ? `${figure.value}${figure.status === "OVER" ? " **OVER**" : ""}` : "—");
  const lines = [
    `Two full runs of \`npm run bench\` on this kind of machine (2 cores, local \`wrangler dev\`): ${day(latest)} UTC, ${latest.wallSeconds} s, ${latest.machine}` +
      (previous ? `; the run before, ${day(previous)} UTC, ${previous.wallSeconds} s, ${previous.machine}.` : "."),
    "",
    "| What | This run | The run before | Target |",
    "|---|---|---|---|",
    ...latest.figures.map((figure) => `| ${cell(figure.what)} | ${cell(shown(figure))} | ${cell(shown(before.get(`${figure.bench}/${figure.key}`)))} | ${cell(figure.target ?? "reported")} |`),
  ];
  return lines.join("\n");
}

export function writeReadmeTable() {
  const latest = read("latest.json");
  if (!latest) throw new Error("No bench/results/latest.json: run `npm run bench` first.");
  const readme = readFileSync(README, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has no table markers (${START} ... ${END}).`);
  writeFileSync(README, `${readme.slice(0, start + START.length)}\n${readmeTable(latest, read("previous.json"))}\n${readme.slice(end)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeReadmeTable();
