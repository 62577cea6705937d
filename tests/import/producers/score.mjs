#!/usr/bin/env node
/**
 * Scores the producer corpus in Node (the import's own domain modules, PDF.js and mammoth's Node
 * builds), per producer and per field: a quick loop for work on the reader. `npm run bench --
 * import` reads the same files in Chromium, as users' browsers do.
 *
 *   node tests/import/producers/score.mjs OUTDIR [--fields] [--wrong] [--only SUBSTRING] [--lines] [--dump]
 */
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dir = resolve(args.find((arg) => !arg.startsWith("--")) ?? "");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : "";
// Inside the project, so the bundle's bare imports (pdfjs-dist, mammoth, fflate) resolve.
const cache = join(HERE, "../../../node_modules/.cache");
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, "producers-score-"));
try {
  await build({
    entryPoints: { reader: join(HERE, "../read-node.ts"), accuracy: join(HERE, "../accuracy.ts") },
    outdir: out,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  });
  const { importAny, pdfLines } = await import(pathToFileURL(join(out, "reader.mjs")).href);
  const { compareResumes, accuracy } = await import(pathToFileURL(join(out, "accuracy.mjs")).href);
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  const byProducer = new Map();
  for (const entry of manifest.files.filter((file) => file.file.includes(only))) {
    let scores;
    try {
      const result = await importAny(entry.file, new Uint8Array(readFileSync(join(dir, entry.file))));
      scores = compareResumes(entry.truth, result.data);
      if (args.includes("--wrong")) {
        for (const score of scores)
          if (score.right < score.total) console.log(`    ${entry.file}: ${score.field} ${score.right}/${score.total}`);
      }
      if (args.includes("--lines") && entry.file.endsWith(".pdf"))
        for (const line of await pdfLines(new Uint8Array(readFileSync(join(dir, entry.file)))))
          console.log(
            `    p${line.page} x${line.x.toFixed(0).padStart(3)} s${line.size.toFixed(1)}${line.bold ? "b" : " "} g${line.gapBefore.toFixed(2)} ${JSON.stringify(line.segments)}`,
          );
      if (args.includes("--dump")) console.log(JSON.stringify(result.data, null, 1), result.unplaced);
    } catch (error) {
      scores = [{ field: "unreadable", right: 0, total: 1 }];
      console.log(`    ${entry.file}: ${error.message}`);
    }
    console.log(`  ${entry.file.padEnd(64)} ${(accuracy(scores) * 100).toFixed(1).padStart(6)}%`);
    byProducer.set(entry.producer, [...(byProducer.get(entry.producer) ?? []), ...scores]);
  }
  for (const [producer, scores] of byProducer) {
    console.log(`${producer.padEnd(20)} ${(accuracy(scores) * 100).toFixed(1).padStart(6)}%`);
    if (args.includes("--fields")) {
      const fields = new Map();
      for (const { field, right, total } of scores)
        fields.set(field, [(fields.get(field)?.[0] ?? 0) + right, (fields.get(field)?.[1] ?? 0) + total]);
      for (const [field, [right, total]] of [...fields].sort())
        if (right < total) console.log(`    ${field.padEnd(28)} ${right}/${total}`);
    }
  }
  if (args.includes("--fields")) {
    // Totals across the corpus: the dates (a job's start and end, a school's end) apart from the
    // other fields, with and without the held-out designs.
    const isDate = (field) => /Date$|\.end$/.test(field);
    for (const [label, keep] of [
      ["all producers", () => true],
      ["without held-out", (producer) => producer !== "held-out"],
    ]) {
      const all = [...byProducer].filter(([producer]) => keep(producer)).flatMap(([, scores]) => scores);
      const fields = all.filter((score) => !isDate(score.field));
      const dates = all.filter((score) => isDate(score.field));
      const sum = (scores) => scores.reduce((total, score) => [total[0] + score.right, total[1] + score.total], [0, 0]);
      const [fr, ft] = sum(fields);
      const [dr, dt] = sum(dates);
      console.log(
        `total, ${label.padEnd(17)} fields ${(fr / ft).toFixed(3)} (${fr}/${ft})  dates ${(dr / dt).toFixed(3)} (${dr}/${dt})`,
      );
    }
  }
  for (const { producer, install } of manifest.skipped ?? [])
    console.log(`${producer.padEnd(20)} missing (${install})`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
