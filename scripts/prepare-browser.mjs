#!/usr/bin/env node
/**
 * Makes the local Browser Rendering binding work offline.
 *
 * `wrangler dev` (and the Workers Vitest plugin) run the `browser` binding on a local Chrome that
 * miniflare downloads on first use into ~/.cache/.wrangler/chrome/linux-<version>/. Where that
 * download cannot happen (no internet), a system Chromium behind a small wrapper at the same path
 * serves instead. On a machine with internet nothing of this is needed, and an existing Chrome
 * there is never touched.
 *
 * Usage: node scripts/prepare-browser.mjs [--require]
 *   --require  exit 1 when no browser can be provided (tests need one; `npm start` only warns).
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

let missing = 0;
for (const version of versions) {
  const installDir = join(cacheRoot, ".wrangler", "chrome", `linux-${version}`);
  const executable = join(installDir, "chrome-linux64", "chrome");
  if (existsSync(executable)) {
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
  // Root cannot run Chromium's sandbox; the pages it renders are sandboxed by the app instead
  // (JavaScript off, network requests blocked).
  const sandbox = process.getuid?.() === 0 ? " --no-sandbox" : "";
  writeFileSync(executable, `#!/bin/sh\nexec "${chromium}"${sandbox} "$@"\n`);
  chmodSync(executable, 0o755);
  console.log(`prepare-browser: local Browser Rendering will use ${chromium} as Chrome ${version}.`);
}

if (missing > 0 && required) process.exit(1);
