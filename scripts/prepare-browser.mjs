#!/usr/bin/env node
/**
 * Makes the local Browser Rendering binding work offline.
 *
 * `wrangler dev` (and the Workers Vitest plugin) run the `browser` binding on a local Chrome that
 * miniflare downloads on first use into ~/.cache/.wrangler/chrome/linux-<version>/. Where that
 * download cannot happen (no internet), a system Chromium behind a small wrapper at the same path
 * serves instead, through scripts/chromium-lean.sh (no omnibox popup renderer in each window). On
 * a machine with internet nothing of this is needed, and an existing Chrome there is never
 * touched; a wrapper this script wrote before is brought up to date.
 *
 * Usage: node scripts/prepare-browser.mjs [--require]
 *   --require  exit 1 when no browser can be provided (tests need one; `npm start` only warns).
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const required = process.argv.includes("--require");
const root = new URL("..", import.meta.url).pathname;

function miniflareDirs() {
  const candidates = [join(root, "node_modules/miniflare")];
  const scan = (dir, depth) => {
    if (depth > 3 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = join(dir, entry.name);
      if (entry.name === "miniflare" && dir.endsWith("node_modules")) candidates.push(child);
      else if (entry.name === "node_modules" || dir.endsWith("node_modules") || entry.name.startsWith("@")) {
        scan(child, depth + 1);
      }
    }
  };
  for (const pkg of ["wrangler", "@cloudflare/vitest-plugin"]) scan(join(root, "node_modules", pkg), 0);
  return [...new Set(candidates)].filter((dir) => existsSync(join(dir, "dist/src/index.js")));
}

function browserVersions() {
  const versions = new Set();
  for (const dir of miniflareDirs()) {
    const source = readFileSync(join(dir, "dist/src/index.js"), "utf8");
    const match = source.match(/BROWSER_VERSION\s*=\s*"([\d.]+)"/);
    if (match) versions.add(match[1]);
  }
  return [...versions];
}

function systemChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

const cacheRoot = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
const versions = browserVersions();
if (versions.length === 0) {
  console.error("prepare-browser: no miniflare found in node_modules; run `npm install` first.");
  process.exit(1);
}

/** The first line after the shebang of every wrapper this script writes. */
const MARK = "# Written by scripts/prepare-browser.mjs";
/** The wrapper's form before it had the mark (2026-11-27): still ours to rewrite. */
const UNMARKED_WRAPPER = /^#!\/bin\/sh\nexec "[^"\n]+"( --no-sandbox)? "\$@"\n$/;

/** Whether the file at `path` is a wrapper this script wrote (a real Chrome is a large binary). */
function writtenHere(path) {
  if (statSync(path).size > 4096) return false;
  const text = readFileSync(path, "utf8");
  return text.includes(MARK) || UNMARKED_WRAPPER.test(text);
}

/** Writes `text` to `path` as an executable, unless it is there already (a running render may read it). */
function writeExecutable(path, text) {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return;
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

let missing = 0;
for (const version of versions) {
  const installDir = join(cacheRoot, ".wrangler", "chrome", `linux-${version}`);
  const executable = join(installDir, "chrome-linux64", "chrome");
  if (existsSync(executable) && !writtenHere(executable)) {
    console.log(`prepare-browser: Chrome ${version} for local Browser Rendering is ready (${executable}).`);
    continue;
  }
  const chromium = systemChromium();
  if (!chromium) {
    missing++;
    console.warn(
      [
        `prepare-browser: no browser for local Browser Rendering (PDF export).`,
        `  wrangler will try to download Chrome ${version} into ${installDir} on first use.`,
        `  On a machine without internet, install Chromium (Debian: \`sudo apt-get install -y chromium\`)`,
        `  or set CHROMIUM_PATH to a Chrome/Chromium binary, then run \`npm run prepare:browser\`.`,
      ].join("\n"),
    );
    continue;
  }
  mkdirSync(join(installDir, "chrome-linux64"), { recursive: true });
  // A copy beside the wrapper, so the cache (shared by every clone) does not depend on this one.
  const lean = join(installDir, "chrome-linux64", "chromium-lean.sh");
  writeExecutable(lean, readFileSync(join(root, "scripts/chromium-lean.sh"), "utf8"));
  // Root cannot run Chromium's sandbox; the pages it renders are sandboxed by the app instead
  // (JavaScript off, network requests blocked).
  const sandbox = process.getuid?.() === 0 ? " --no-sandbox" : "";
  writeExecutable(executable, `#!/bin/sh\n${MARK}\nLEAN_CHROMIUM_BINARY="${chromium}" exec "${lean}"${sandbox} "$@"\n`);
  console.log(`prepare-browser: local Browser Rendering will use ${chromium} as Chrome ${version}.`);
}

if (missing > 0 && required) process.exit(1);
