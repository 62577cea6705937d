/**
 * Scripts and benchmarks run the product's own TypeScript modules (the engine's tokenizer, the
 * whole ATS engine): bundled with esbuild into a temporary folder and imported from there.
 */
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Imports each entry ({ name: path.ts }) and returns the modules by name. */
export async function importTs(entries) {
  const out = mkdtempSync(join(tmpdir(), "import-ts-"));
  try {
    await build({
      entryPoints: entries,
      outdir: out,
      bundle: true,
      format: "esm",
      platform: "neutral",
      // Test helpers may use Node's own modules (tests/import/hostile.ts): they run in Node.
      external: ["node:*"],
      outExtension: { ".js": ".mjs" },
      logLevel: "warning",
    });
    const modules = {};
    for (const name of Object.keys(entries)) modules[name] = await import(pathToFileURL(join(out, `${name}.mjs`)).href);
    return modules;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Writes a generated file, or with `--check` in the arguments fails when the committed one differs
 * from what the script makes now.
 */
export function writeGenerated(path, text, summary) {
  const name = path.split("/").pop();
  if (process.argv.includes("--check")) {
    if (readFileSync(path, "utf8") !== text) {
      console.error(`${name} is out of date: run node ${process.argv[1].replace(`${process.cwd()}/`, "")}`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
    return;
  }
  writeFileSync(path, text);
  console.log(`wrote ${path}: ${summary}, ${(text.length / 1024).toFixed(0)} KB`);
}
