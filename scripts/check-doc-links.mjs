#!/usr/bin/env node
/**
 * Checks that every pointer into the docs from code in app/, workers/ and scripts/ resolves (a file
 * and a heading: scripts/lib/doc-links.mjs), that no comment cites an issue number instead, that
 * every path the docs and the README write names a file or folder that exists, and that every
 * decision record has a status and a date.
 * Prints each problem and exits 1 if there is one. Node built-ins only. The test suite runs the
 * same check (tests/integration/doc-links.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { decisionStatusProblems, docLinkProblems, writtenPathProblems } from "./lib/doc-links.mjs";

export const SOURCE_FOLDERS = ["app", "workers", "scripts"];

function* filesUnder(folder, pattern) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (["node_modules", "build", ".git", ".wrangler"].includes(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (folders, pattern) =>
  Object.fromEntries(
    folders
      .flatMap((folder) => [...filesUnder(join(root, folder), pattern)])
      .map((path) => [relative(root, path), readFileSync(path, "utf8")]),
  );

const docs = read(["docs"], /\.md$/);
const writtenDocs = { ...docs, "README.md": readFileSync(join(root, "README.md"), "utf8") };
// What .gitignore names plainly (no pattern): made by builds and tests, absent from a clean clone.
const madePaths = readFileSync(join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/^\//, ""))
  .filter((line) => line && !line.startsWith("#") && !/[*?[!]/.test(line));
const everyFile = [...filesUnder(root, /./)].map((path) => relative(root, path));
const problems = [
  ...docLinkProblems(read(SOURCE_FOLDERS, /\.(ts|tsx|mjs|js)$/), docs),
  ...writtenPathProblems(writtenDocs, everyFile, madePaths),
  ...decisionStatusProblems(docs),
];
for (const { file, line, target, problem } of problems) console.error(`${file}:${line}: ${target}: ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) with docs pointers`);
  process.exit(1);
}
console.log(
  "Every docs pointer in app/, workers/ and scripts/ resolves, none cites an issue number, every path the docs write exists, every decision has a status.",
);
