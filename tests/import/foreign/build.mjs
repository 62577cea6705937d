#!/usr/bin/env node
/**
 * Build the foreign resume documents (tests/import/foreign/README.md): every PDF of resumes.json
 * with ReportLab and every DOCX with python-docx, using Debian's Python (/usr/bin/python3).
 *
 *   node tests/import/foreign/build.mjs OUTDIR            # writes OUTDIR/<id>.pdf and OUTDIR/<id>.docx
 *   node tests/import/foreign/build.mjs OUTDIR --check    # then checks every truth string is shown (needs pdftotext)
 *
 * Exits non-zero, saying what to install, if Python, ReportLab or python-docx is missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const PYTHON = process.env.FOREIGN_PYTHON ?? "/usr/bin/python3";
const INSTALL =
  "Install Debian's packages: sudo apt-get install python3 python3-reportlab python3-docx (and poppler-utils for --check).";

function fail(message) {
  console.error(`foreign documents: ${message}\n${INSTALL}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const check = args.includes("--check");
const positional = args.filter((arg) => !arg.startsWith("--"));
if (positional.length !== 1) {
  console.error("usage: node tests/import/foreign/build.mjs OUTDIR [--check]");
  process.exit(2);
}
const outDir = resolve(positional[0]);

if (!existsSync(PYTHON)) fail(`${PYTHON} was not found.`);
const probe = spawnSync(PYTHON, ["-c", "import reportlab, docx"], { encoding: "utf8" });
if (probe.error) fail(`${PYTHON} could not be run: ${probe.error.message}`);
if (probe.status !== 0) fail(`${PYTHON} lacks ReportLab or python-docx:\n${probe.stderr.trim()}`);

mkdirSync(outDir, { recursive: true });

function run(script, extra = []) {
  const result = spawnSync(PYTHON, [join(HERE, script), outDir, ...extra], { encoding: "utf8" });
  if (result.error) fail(`${script} could not be run: ${result.error.message}`);
  if (result.status !== 0) {
    console.error(`foreign documents: ${script} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  return result.stdout;
}

run("make_pdfs.py");
run("make_docx.py");
const made = readdirSync(outDir)
  .filter((file) => /\.(pdf|docx)$/.test(file))
  .sort();
console.log(`Built ${made.length} foreign documents in ${outDir}:`);
for (const file of made) console.log(`  ${file}`);

if (check) {
  const which = spawnSync("pdftotext", ["-v"], { encoding: "utf8" });
  if (which.error) fail("pdftotext was not found (poppler-utils).");
  const result = spawnSync(PYTHON, [join(HERE, "check.py"), outDir], { encoding: "utf8" });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.status !== 0) {
    console.error("foreign documents: some truth strings are not shown in their document (see above).");
    process.exit(1);
  }
}
