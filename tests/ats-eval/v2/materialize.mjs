#!/usr/bin/env node
/**
 * Loads the v2 evaluation set: the manifest's pairs with the texts read from the source snapshots.
 *
 *   loadEvalV2() -> { ok: true, set: { asOf, jobs, resumes, pairs } } | { ok: false, reason }
 *
 * CLI: node tests/ats-eval/v2/materialize.mjs --check   counts per label and occupation, every entry resolved
 *      node tests/ats-eval/v2/materialize.mjs --print N  the two texts of pair N
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { jobRows, jobText, missingSnapshots, resumeText, SOURCES } from "./sources.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));

export async function loadEvalV2({ mirror = process.env.ATS_EVAL_MIRROR ?? "/work/.mirror" } = {}) {
  const missing = missingSnapshots(mirror);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `source snapshots missing under ${mirror}: ${missing.map((source) => `fetch github:${SOURCES[source].repo}`).join(", ")} (see tests/ats-eval/v2/README.md)`,
    };
  }
  const manifest = JSON.parse(readFileSync(join(HERE, "manifest.json"), "utf8"));
  const resumes = {};
  for (const [id, entry] of Object.entries(manifest.resumes)) resumes[id] = resumeText(entry.path, mirror);
  const jobs = {};
  for (const [id, entry] of Object.entries(manifest.jobs)) {
    const row = jobRows(entry.file, mirror).get(entry.key);
    if (!row) return { ok: false, reason: `posting ${entry.key} not found in ${entry.file}` };
    jobs[id] = jobText(row);
  }
  return { ok: true, set: { asOf: manifest.asOf, jobs, resumes, pairs: manifest.pairs }, manifest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const loaded = await loadEvalV2();
  if (!loaded.ok) {
    console.error(loaded.reason);
    process.exit(1);
  }
  const { set, manifest } = loaded;
  const printAt = process.argv.indexOf("--print");
  if (printAt > 0) {
    const pair = set.pairs[Number(process.argv[printAt + 1])];
    console.log(
      `${pair.label}: ${pair.note}\n\n--- job ${pair.job}\n${set.jobs[pair.job]}\n\n--- resume ${pair.resume}\n${set.resumes[pair.resume]}`,
    );
  } else {
    const byLabel = {};
    const byOccupation = {};
    for (const pair of set.pairs) {
      byLabel[pair.label] = (byLabel[pair.label] ?? 0) + 1;
      const occupation = manifest.jobs[pair.job].occupation;
      byOccupation[occupation] = (byOccupation[occupation] ?? 0) + 1;
    }
    console.log(
      `${set.pairs.length} pairs, ${Object.keys(set.jobs).length} jobs, ${Object.keys(set.resumes).length} resumes, all texts resolved`,
    );
    console.log("by label:", byLabel);
    console.log("pairs by the job's occupation:", byOccupation);
  }
}
