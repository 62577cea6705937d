/**
 * What the build is made from, as one fingerprint: the path, size and modification time of every
 * file the Remix build and its copy steps read (app/, workers/, public/ without what the copy
 * steps write, the configs, the installed packages' lock). `npm start` (scripts/start.mjs) skips
 * the build when the fingerprint matches the one stored after its last build; any saved edit, a
 * checkout or an install changes it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./site.mjs";

const DIRS = ["app", "workers", "public"];
const FILES = [
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  "vite.config.ts",
  "wrangler.toml",
  "load-context.ts",
  "tsconfig.json",
  "scripts/copy-pdf-worker.mjs",
  "scripts/copy-fonts.mjs",
  "scripts/copy-ats-data.mjs",
  "scripts/write-translations.mjs",
];
/** Written by the build's copy steps: outputs, not inputs. */
const GENERATED = new Set(["public/fonts", "public/ats-data", "public/translations", "public/pdf.worker.min.mjs"]);
const STAMP = join(ROOT, "build", ".inputs");

function walk(dir, hash) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    const name = relative(ROOT, path);
    if (GENERATED.has(name)) continue;
    if (entry.isDirectory()) walk(path, hash);
    else if (entry.isFile()) {
      const stat = statSync(path);
      hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
}

export function buildInputs() {
  const hash = createHash("sha256");
  for (const dir of DIRS) walk(join(ROOT, dir), hash);
  for (const file of FILES) {
    const path = join(ROOT, file);
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Whether build/ was made from exactly these inputs (and is complete). */
export function buildIsCurrent(inputs) {
  return existsSync(join(ROOT, "build/server/index.js")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === inputs;
}

export function markBuilt(inputs) {
  writeFileSync(STAMP, inputs);
}
