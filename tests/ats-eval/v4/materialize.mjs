#!/usr/bin/env node
/**
 * ATS evaluation set v4: within-field pairs of real resumes and real job postings, labelled by hand.
 *
 * Every resume is paired with 25 or more postings of its own (or a close) occupation, so a scorer
 * is measured where a job seeker uses it: ranking jobs inside one field. Pairs carry a `split`
 * ("tune" or "heldout"), fixed per resume by a rule stated in README.md before any labelling.
 *
 * No text of either source is in this repository. manifest.json holds ids, source locations,
 * sha256 of the texts labelled, labels and notes; the texts are read from local snapshots of the
 * source repositories with the helpers shared with v2/v3 (../snapshots.mjs, and v3's posting
 * reader so a posting reads the same in both sets), and cached under .cache/ (git-ignored).
 *
 *   import { loadEvalV4 } from "./materialize.mjs";
 *   const loaded = await loadEvalV4();   // { ok: true, set: { asOf, jobs, resumes, pairs } } | { ok: false, reason }
 *
 * CLI:
 *   node tests/ats-eval/v4/materialize.mjs --check      counts per label, occupation and split; verifies every entry resolves
 *   node tests/ats-eval/v4/materialize.mjs --print N    the label, note and both texts of pair N (0-based)
 *
 * Node built-ins only. Needs `git` and `pdftotext` (poppler-utils) on PATH.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedText, defaultMirror, missingRepos, pdfText, snapshotDir } from "../snapshots.mjs";
import { jobText, makeCsvReader } from "../v3/materialize.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, ".cache");
export const LABELS = ["fit", "related", "seniority", "none"];
export const SPLITS = ["tune", "heldout"];

function readManifest() {
  return JSON.parse(readFileSync(join(HERE, "manifest.json"), "utf8"));
}

function sha256(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * The split of a resume, by the rule fixed before labelling: the first hex digit of
 * sha256(resume id) below 6 (6 of 16, about a third) is "heldout", the rest "tune".
 */
export function splitOf(resumeId) {
  return parseInt(sha256(resumeId)[0], 16) < 6 ? "heldout" : "tune";
}

/** Cached text for a source entry; `produce` runs only on a cache miss. */
function cached(sourceId, name, produce) {
  return cachedText(join(CACHE, sourceId, `${encodeURIComponent(name)}.txt`), produce);
}

/** Which snapshots are missing, as `fetch` commands that bring them. */
function missingSnapshots(manifest, mirror) {
  return missingRepos(
    mirror,
    Object.values(manifest.sources).map((source) => source.repo),
  ).map((repo) => `fetch github:${repo}`);
}

/**
 * Loads the set. Texts come from the snapshots under `mirror` (default $ATS_EVAL_MIRROR or
 * /work/.mirror), each source at its pinned commit.
 */
export async function loadEvalV4({ mirror = defaultMirror() } = {}) {
  let manifest;
  try {
    manifest = readManifest();
  } catch (error) {
    return { ok: false, reason: `tests/ats-eval/v4/manifest.json could not be read: ${error.message}` };
  }
  const missing = missingSnapshots(manifest, mirror);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `source snapshots missing under ${mirror}; bring them with: ${missing.join(", ")} (see tests/ats-eval/v4/README.md)`,
    };
  }
  const dirs = Object.fromEntries(
    Object.entries(manifest.sources).map(([id, source]) => [id, snapshotDir(mirror, source.repo)]),
  );
  const csvReaders = Object.fromEntries(
    Object.entries(manifest.sources).map(([id, source]) => [id, makeCsvReader(dirs[id], source)]),
  );

  const resumes = {};
  for (const [id, entry] of Object.entries(manifest.resumes)) {
    const source = manifest.sources[entry.source];
    if (!source) return { ok: false, reason: `resume ${id}: unknown source ${entry.source}` };
    try {
      resumes[id] = cached(entry.source, `${source.commit}:${entry.path}`, () =>
        pdfText(dirs[entry.source], source.commit, entry.path),
      );
    } catch (error) {
      return {
        ok: false,
        reason: `resume ${id} (${entry.path}) could not be read from ${source.repo}@${source.commit.slice(0, 7)}: ${error.message.split("\n")[0]}`,
      };
    }
    if (!resumes[id].trim()) return { ok: false, reason: `resume ${id} (${entry.path}) gave no text` };
  }

  const jobs = {};
  for (const [id, entry] of Object.entries(manifest.jobs)) {
    const source = manifest.sources[entry.source];
    if (!source) return { ok: false, reason: `job ${id}: unknown source ${entry.source}` };
    try {
      jobs[id] = cached(entry.source, `${source.commit}:${entry.file}#${entry.key}`, () => {
        const row = csvReaders[entry.source](entry.file).get(entry.key);
        if (!row) throw new Error(`PositionID ${JSON.stringify(entry.key)} not found`);
        return jobText(row);
      });
    } catch (error) {
      return {
        ok: false,
        reason: `job ${id} (${entry.file}) could not be read from ${source.repo}@${source.commit.slice(0, 7)}: ${error.message.split("\n")[0]}`,
      };
    }
  }

  for (const [index, pair] of manifest.pairs.entries()) {
    if (!(pair.job in jobs) || !(pair.resume in resumes))
      return { ok: false, reason: `pair ${index} refers to an unknown job or resume (${pair.job}, ${pair.resume})` };
  }
  const pairs = manifest.pairs.map(({ job, resume, label, note }) => ({
    job,
    resume,
    label,
    note,
    split: splitOf(resume),
  }));
  return { ok: true, set: { asOf: manifest.asOf, jobs, resumes, pairs }, manifest };
}

function count(items, key) {
  const out = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

function table(rows, header) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

function problemsOf(set, manifest) {
  const problems = [];
  const seen = new Set();
  for (const [index, pair] of set.pairs.entries()) {
    if (!LABELS.includes(pair.label)) problems.push(`pair ${index}: unknown label ${pair.label}`);
    if (!pair.note) problems.push(`pair ${index}: no note`);
    const key = `${pair.job}|${pair.resume}`;
    if (seen.has(key)) problems.push(`pair ${index}: duplicate of an earlier pair (${key})`);
    seen.add(key);
  }
  for (const [id, entry] of [...Object.entries(manifest.resumes), ...Object.entries(manifest.jobs)]) {
    if (!(entry.occupation in manifest.occupations))
      problems.push(`${id}: occupation ${entry.occupation} is not in occupations`);
    if (!["entry", "mid", "senior", "manager"].includes(entry.seniority))
      problems.push(`${id}: seniority ${entry.seniority}`);
  }
  const usedJobs = new Set(set.pairs.map((pair) => pair.job));
  const usedResumes = new Set(set.pairs.map((pair) => pair.resume));
  for (const id of Object.keys(manifest.jobs)) if (!usedJobs.has(id)) problems.push(`job ${id} is in no pair`);
  for (const id of Object.keys(manifest.resumes)) if (!usedResumes.has(id)) problems.push(`resume ${id} is in no pair`);
  // Grouped AUC needs both classes within every resume.
  for (const id of usedResumes) {
    const own = set.pairs.filter((pair) => pair.resume === id);
    const fits = own.filter((pair) => pair.label === "fit").length;
    if (fits < 3 || own.length - fits < 3)
      problems.push(`resume ${id}: ${fits} fit and ${own.length - fits} non-fit pairs (3 of each needed)`);
  }
  return problems;
}

async function main(argv) {
  const loaded = await loadEvalV4();
  if (!loaded.ok) {
    console.error(`v4 set not available: ${loaded.reason}`);
    process.exit(1);
  }
  const { set, manifest } = loaded;
  const printAt = argv.indexOf("--print");
  if (printAt >= 0) {
    const index = Number(argv[printAt + 1]);
    const pair = set.pairs[index];
    if (!Number.isInteger(index) || !pair) {
      console.error(`--print needs a pair index from 0 to ${set.pairs.length - 1}`);
      process.exit(1);
    }
    const job = manifest.jobs[pair.job];
    const resume = manifest.resumes[pair.resume];
    console.log(`pair ${index} (${pair.split}): ${pair.label} - ${pair.note}`);
    console.log(
      `\n===== job ${pair.job} (${job.occupation}, ${job.seniority}) ${job.file} ${JSON.stringify(job.key)}\n${set.jobs[pair.job]}`,
    );
    console.log(
      `\n===== resume ${pair.resume} (${resume.occupation}, ${resume.seniority}) ${resume.path}\n${set.resumes[pair.resume]}`,
    );
    return;
  }

  const problems = problemsOf(set, manifest);
  console.log(
    `v4: ${set.pairs.length} pairs, ${Object.keys(set.jobs).length} jobs, ${Object.keys(set.resumes).length} resumes, ${Object.keys(manifest.occupations).length} occupations; asOf ${set.asOf}`,
  );
  console.log("every manifest entry resolved to a non-empty text\n");
  const rowsBy = (pairs) =>
    LABELS.map((label) => pairs.filter((pair) => pair.label === label).length).concat(pairs.length);
  console.log(
    table(
      [
        ["all", ...rowsBy(set.pairs)],
        ...SPLITS.map((split) => [split, ...rowsBy(set.pairs.filter((pair) => pair.split === split))]),
      ],
      ["pairs", ...LABELS, "total"],
    ),
  );

  const rows = [];
  for (const occupation of Object.keys(manifest.occupations).sort()) {
    const pairs = set.pairs.filter((pair) => manifest.resumes[pair.resume].occupation === occupation);
    const jobCount = new Set(pairs.map((pair) => pair.job)).size;
    const resumeIds = [...new Set(pairs.map((pair) => pair.resume))];
    const heldout = resumeIds.filter((id) => splitOf(id) === "heldout").length;
    if (pairs.length === 0) continue;
    rows.push([occupation, resumeIds.length, heldout, jobCount, ...rowsBy(pairs)]);
  }
  console.log("\nper occupation (of the resume; its postings are of the same or a close occupation)");
  console.log(table(rows, ["occupation", "resumes", "heldout", "jobs", ...LABELS, "pairs"]));
  const perResume = Object.entries(count(set.pairs, (pair) => pair.resume)).map(([id, n]) => {
    const own = set.pairs.filter((pair) => pair.resume === id);
    return [id, manifest.resumes[id].occupation, splitOf(id), own.filter((pair) => pair.label === "fit").length, n];
  });
  console.log("\nper resume");
  console.log(table(perResume, ["resume", "occupation", "split", "fit", "pairs"]));

  const drift = [];
  for (const [kind, entries, texts] of [
    ["resume", manifest.resumes, set.resumes],
    ["job", manifest.jobs, set.jobs],
  ]) {
    for (const [id, entry] of Object.entries(entries))
      if (entry.sha256 && entry.sha256 !== sha256(texts[id])) drift.push(`${kind} ${id}`);
  }
  if (drift.length > 0)
    console.log(
      `\nwarning: ${drift.length} text(s) differ from the ones labelled (sha256); e.g. ${drift.slice(0, 5).join(", ")}. Check the pdftotext version or delete .cache/.`,
    );
  else console.log("\nall texts match the sha256 recorded when they were labelled");
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2));
}
