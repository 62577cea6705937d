/**
 * The foreign and producer corpora (./foreign, ./producers), built once per content of their
 * sources and kept in node_modules/.cache/import-corpora/: building them runs ReportLab,
 * python-docx, pdfLaTeX, LibreOffice and Chromium (minutes on two cores), and the bench and the
 * end-to-end tests read the same files. The key is a hash of every file under ./foreign and
 * ./producers (the producers typeset the foreign set's people), so any change to a design, a
 * person or a script builds afresh. A producer corpus that skipped a producer (its tool missing)
 * is not kept: installing the tool must take effect.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, "../../node_modules/.cache/import-corpora");
const SOURCES = ["foreign", "producers"];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === "__pycache__"
          ? []
          : filesUnder(join(dir, entry.name))
        : [join(dir, entry.name)],
    )
    .sort();
}

function sourcesHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of filesUnder(join(HERE, source))) {
      hash.update(file.slice(HERE.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The built corpus `name` ("foreign" or "producers"): its directory, whether it came from the
 * cache, and `dispose` (removes a corpus that was not kept; a kept one stays for the next run).
 * Throws with the build's own words when it fails.
 */
export function builtCorpus(name) {
  if (!SOURCES.includes(name)) throw new Error(`Unknown corpus ${name}`);
  const dir = join(CACHE, `${name}-${sourcesHash()}`);
  const kept = { dir, cached: true, dispose: () => undefined };
  if (existsSync(dir) && statSync(dir).isDirectory()) return kept;
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(join(CACHE, `${name}-building-`));
  const built = spawnSync(process.execPath, [join(HERE, name, "build.mjs"), building], {
    encoding: "utf8",
    timeout: 300_000,
  });
  if (built.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`The ${name} corpus could not be built:\n${built.stderr || built.stdout}`);
  }
  const manifest = join(building, "manifest.json");
  const skipped = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")).skipped ?? []) : [];
  if (skipped.length > 0)
    return { dir: building, cached: false, dispose: () => rmSync(building, { recursive: true, force: true }) };
  // Another process may have built it meanwhile: theirs is as good as ours.
  if (existsSync(dir)) {
    rmSync(building, { recursive: true, force: true });
    return kept;
  }
  renameSync(building, dir);
  // Corpora of earlier sources are not read again.
  for (const entry of readdirSync(CACHE)) {
    const stale = entry.startsWith(`${name}-`) && !entry.startsWith(`${name}-building-`) && join(CACHE, entry) !== dir;
    if (stale) rmSync(join(CACHE, entry), { recursive: true, force: true });
  }
  return { ...kept, cached: false };
}
