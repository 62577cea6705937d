#!/usr/bin/env node
/**
 * ATS evaluation set v3: hand-labelled pairs of real resumes and real job postings.
 *
 * No text of either source is in this repository. manifest.json holds ids, source locations and
 * labels; the texts are read from local snapshots of the two source repositories (see README.md)
 * with the reading helpers shared with v2 (../snapshots.mjs), and cached under .cache/ (git-ignored).
 *
 *   import { loadEvalV3 } from "./materialize.mjs";
 *   const loaded = await loadEvalV3();   // { ok: true, set: { asOf, jobs, resumes, pairs } } | { ok: false, reason }
 *
 * CLI:
 *   node tests/ats-eval/v3/materialize.mjs --check      counts per label and occupation; verifies every entry resolves
 *   node tests/ats-eval/v3/materialize.mjs --print N    the label, note and both texts of pair N (0-based)
 *
 * Node built-ins only. Needs `git` and `pdftotext` (poppler-utils) on PATH.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedText, csvRows, defaultMirror, missingRepos, pdfText, snapshotDir } from "../snapshots.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, ".cache");

function readManifest() {
  return JSON.parse(readFileSync(join(HERE, "manifest.json"), "utf8"));
}

function sha256(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Cached text for a source entry; `produce` runs only on a cache miss. */
function cached(sourceId, name, produce) {
  return cachedText(join(CACHE, sourceId, `${encodeURIComponent(name)}.txt`), produce);
}

const NAMED = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "\u2026",
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bull: "\u2022",
  middot: "\u00b7",
  reg: "\u00ae",
  copy: "\u00a9",
  trade: "\u2122",
  shy: "\u00ad",
  deg: "\u00b0",
};

/** USAJOBS text arrives with HTML character references; a user copying from the page sees the characters. */
export function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A posting as a user pastes it: the title line, the organisation line, then the summary and the
 * qualifications text (line breaks in the CSV fields kept as they are).
 */
export function jobText(row) {
  const clean = (value) => decodeEntities(value ?? "").trim();
  const lines = [
    clean(row.PositionTitle),
    clean(row.OrganizationName) || clean(row.DepartmentName),
    clean(row.JobSummary),
  ];
  const qualifications = clean(row.QualificationSummary);
  if (qualifications) lines.push("Qualifications", qualifications);
  return lines.filter(Boolean).join("\n");
}

/** The postings of one CSV file of a snapshot, by PositionID (the first row with an id wins). */
export function makeCsvReader(dir, source) {
  const files = new Map();
  return (file) => {
    if (!files.has(file)) {
      const byKey = new Map();
      for (const row of csvRows(dir, source.commit, file))
        if (!byKey.has(row.PositionID)) byKey.set(row.PositionID, row);
      files.set(file, byKey);
    }
    return files.get(file);
  };
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
export async function loadEvalV3({ mirror = defaultMirror() } = {}) {
  let manifest;
  try {
    manifest = readManifest();
  } catch (error) {
    return { ok: false, reason: `tests/ats-eval/v3/manifest.json could not be read: ${error.message}` };
  }
  const missing = missingSnapshots(manifest, mirror);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `source snapshots missing under ${mirror}; bring them with: ${missing.join(", ")} (see tests/ats-eval/v3/README.md)`,
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
    let text;
    try {
      text = cached(entry.source, `${source.commit}:${entry.file}#${entry.key}`, () => {
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
    jobs[id] = text;
  }

  for (const [index, pair] of manifest.pairs.entries()) {
    if (!(pair.job in jobs) || !(pair.resume in resumes))
      return { ok: false, reason: `pair ${index} refers to an unknown job or resume (${pair.job}, ${pair.resume})` };
  }
  const pairs = manifest.pairs.map(({ job, resume, label, note }) => ({ job, resume, label, note }));
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

async function main(argv) {
  const loaded = await loadEvalV3();
  if (!loaded.ok) {
    console.error(`v3 set not available: ${loaded.reason}`);
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
    console.log(`pair ${index}: ${pair.label} - ${pair.note}`);
    console.log(
      `\n===== job ${pair.job} (${job.occupation}, ${job.seniority}) ${job.file} ${JSON.stringify(job.key)}\n${set.jobs[pair.job]}`,
    );
    console.log(
      `\n===== resume ${pair.resume} (${resume.occupation}, ${resume.seniority}) ${resume.path}\n${set.resumes[pair.resume]}`,
    );
    return;
  }

  const labels = ["fit", "related", "seniority", "none"];
  const problems = [];
  for (const [index, pair] of set.pairs.entries())
    if (!labels.includes(pair.label)) problems.push(`pair ${index}: unknown label ${pair.label}`);
  const seen = new Set();
  for (const [index, pair] of set.pairs.entries()) {
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

  // The texts the labels were written against. A different poppler version can extract a PDF
  // slightly differently; that is reported, not fatal.
  const drift = [];
  for (const [kind, entries, texts] of [
    ["resume", manifest.resumes, set.resumes],
    ["job", manifest.jobs, set.jobs],
  ]) {
    for (const [id, entry] of Object.entries(entries))
      if (entry.sha256 && entry.sha256 !== sha256(texts[id])) drift.push(`${kind} ${id}`);
  }

  console.log(
    `v3: ${set.pairs.length} pairs, ${Object.keys(set.jobs).length} jobs, ${Object.keys(set.resumes).length} resumes, ${Object.keys(manifest.occupations).length} occupations; asOf ${set.asOf}`,
  );
  console.log("every manifest entry resolved to a non-empty text\n");
  const byLabel = count(set.pairs, (pair) => pair.label);
  console.log(
    table(
      [labels.map((label) => byLabel[label] ?? 0).concat(set.pairs.length)].map((row) => ["pairs", ...row]),
      ["", ...labels, "total"],
    ),
  );

  const occupations = Object.keys(manifest.occupations).sort();
  const rows = [];
  for (const occupation of occupations) {
    const pairs = set.pairs.filter((pair) => manifest.jobs[pair.job].occupation === occupation);
    const jobCount = Object.values(manifest.jobs).filter((job) => job.occupation === occupation).length;
    const resumeCount = Object.values(manifest.resumes).filter((resume) => resume.occupation === occupation).length;
    if (pairs.length === 0 && resumeCount === 0) continue;
    const per = count(pairs, (pair) => pair.label);
    rows.push([occupation, jobCount, resumeCount, ...labels.map((label) => per[label] ?? 0), pairs.length]);
  }
  console.log("\nper occupation (pairs counted by the job's occupation; resumes by their own occupation)");
  console.log(table(rows, ["occupation", "jobs", "resumes", ...labels, "pairs"]));
  const bySeniority = count(set.pairs, (pair) => `${manifest.jobs[pair.job].seniority}`);
  console.log(`\npairs by the job's seniority: ${JSON.stringify(bySeniority)}`);

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
