#!/usr/bin/env node
/**
 * ATS evaluation set v5, "sources": real resumes from two sources against real job postings from
 * four, so that a score can be measured on a whole source it was never tuned on (leave one source
 * out). See README.md for the sources, the labelling rules and the proposed held-out source.
 *
 * No text of any source is in this repository. manifest.json holds ids, locations inside the
 * source repositories, occupation codes, families and pair labels; the texts are read at run time
 * from local snapshots of the source repositories (bare git directories, as the project's `fetch`
 * tool lays them out under /work/.mirror/<owner>+<name>/repo), at pinned commits, and cached
 * outside git in node_modules/.cache/ats-eval-v5 (or $ATS_EVAL_V5_CACHE).
 *
 *   import { loadEvalV5 } from "./materialize.mjs";
 *   const set = await loadEvalV5();   // { missing: [...] } when a snapshot is absent, else
 *   // { sources, resumes: [{ id, source, occupation, family, text }],
 *   //   jobs: [{ id, source, occupation, family, title, text }],
 *   //   pairs: [{ resume, job, label }] }   (resume and job are indices into the arrays)
 *
 * CLI:
 *   node tests/ats-eval/v5/materialize.mjs --check     counts per source x label; fails if an entry does not resolve
 *   node tests/ats-eval/v5/materialize.mjs --print N   pair N with both texts
 *
 * Node built-ins only. Needs `git`, and `pdftotext` (poppler-utils) for the livecareer resumes.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedText, csvRows, defaultMirror, gitShow, missingRepos, pdfText, snapshotDir } from "../snapshots.mjs";
import { decodeEntities, jobText as federalJobText } from "../v3/materialize.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "../../..");
export const LABELS = ["fit", "related", "none"];

/**
 * The sources, each at a pinned commit. `kind` says whether it gives postings or resumes. The
 * licence is what could be established from here; "unknown" means no licence was found. `asOf` is
 * the month the texts were current (postings: collected; resumes: approximate, for "Present"
 * roles), for an engine that dates experience; a pair is best scored as of its posting's month.
 */
export const SOURCES = [
  {
    id: "federal",
    kind: "postings",
    asOf: "2017-12",
    repo: "iamjz/FedJobs",
    commit: "7d5521cf48b5df137a5bddb02e6ba43fd507aa18",
    licence:
      "USAJOBS announcements are works of the U.S. federal government, public domain (17 U.S.C. 105). The repository has no licence file; only the announcement data is read.",
    description:
      "U.S. federal job announcements (USAJOBS API, 23-24 December 2017), collected_data/*.csv; a posting is its file and PositionID.",
  },
  {
    id: "glassdoor",
    kind: "postings",
    asOf: "2020-04",
    repo: "PlayingNumbers/ds_salary_proj",
    commit: "c8ab2c5629a4ba02809a708346fe826b50908c1f",
    licence:
      "Unknown. The repository has no licence file; the rows are Glassdoor job listings scraped by the repository's author (2020) and belong to the employers who wrote them.",
    description:
      '956 U.S. private-sector listings scraped from Glassdoor in April 2020 for the search "data scientist" (data_collection.py; glassdoor_jobs.csv): data science, data engineering, analytics, lab and research science jobs; a posting is its row index (the file\'s first column).',
    file: "glassdoor_jobs.csv",
  },
  {
    id: "linkedin-in",
    kind: "postings",
    asOf: "2024-01",
    repo: "vikasjangidmk/LinkedIn-Job-Insight-Analysis",
    commit: "965fe3341ddb1306b160412f9af7037d676275c8",
    licence:
      "Unknown for the data. The repository carries an MIT licence file for its own work; the rows are LinkedIn job postings in India (2023-2024) scraped by a third party and belong to the employers who wrote them.",
    description:
      "949 LinkedIn job postings in India, December 2023 - January 2024 (LinkedIn_Jobs_Data_India.csv): software, data, product, sales, business development, HR, finance, marketing, content writing, mechanical engineering; a posting is its LinkedIn job id.",
    file: "LinkedIn_Jobs_Data_India.csv",
  },
  {
    id: "nhs",
    kind: "postings",
    asOf: "2020-11",
    repo: "stochastictalk/nhs_jobs_data",
    commit: "6ad8e4fb206b49045f6e1c8f2d34d4cd66ca25f3",
    licence:
      "Unknown. The repository has no licence file; the records are vacancies scraped from the NHS Jobs website (England and Wales) in November 2020, written by NHS employers.",
    description:
      "14,842 UK National Health Service vacancies (data/<id>.json, schema.org JobPosting with an HTML description): nursing, allied health, medicine, and the service's administration, finance, HR, IT, estates, catering and domestic staff; a posting is its file.",
  },
  {
    id: "livecareer",
    kind: "resumes",
    asOf: "2018-01",
    repo: "Sbhawal/resumeScraper",
    commit: "6373d2dc71744f734a8876ae1de4a764960e777d",
    licence:
      'Not verified. No licence file; the author\'s Kaggle copy ("Resume Dataset", snehaanbhawal/resume-dataset) is said in ../v2/README.md to be CC0 1.0, not confirmed from here. Example resumes posted on livecareer.com, anonymised there.',
    description: "2,484 U.S. resumes as PDFs (data/<CATEGORY>/<id>.pdf) in 24 search categories, read with pdftotext.",
  },
  {
    id: "kaggle-resumes",
    kind: "resumes",
    asOf: "2018-12",
    repo: "nitinkumar30/resume_screening_ml_project",
    commit: "760cd0531001d10ac0de8d93425b4c8f3a0cb615",
    licence:
      "Unknown. A GitHub copy of the Kaggle dataset \"UpdatedResumeDataSet\" (the repository's README names kaggle.com/dhainjeamita/updatedresumedataset; 962 rows, 25 categories); the repository has no licence file and the Kaggle page's licence could not be checked from here. The resumes are mostly Indian candidates' resumes, partly anonymised.",
    description:
      "UpdatedResumeDataSet.csv: 962 rows (166 distinct texts) of resume text with a category (Java Developer, Testing, HR, Sales, Civil Engineer, Advocate, ...); a resume is its 1-based data row.",
    file: "UpdatedResumeDataSet.csv",
  },
];
export const SOURCE_BY_ID = Object.fromEntries(SOURCES.map((source) => [source.id, source]));

function cacheDir() {
  return process.env.ATS_EVAL_V5_CACHE ?? join(ROOT, "node_modules", ".cache", "ats-eval-v5");
}

function cached(sourceId, key, produce) {
  return cachedText(join(cacheDir(), sourceId, `${encodeURIComponent(key)}.txt`), produce);
}

export function sourceDir(sourceId, mirror = defaultMirror()) {
  return snapshotDir(mirror, SOURCE_BY_ID[sourceId].repo);
}

export function sha256(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

// ---------------------------------------------------------------------------------------------
// Reading each source. Each function returns a record's raw fields; the *Text functions make the
// text a user would paste (postings) or copy out of their file (resumes).

/** Rows of a CSV file of a snapshot, with their 0-based data row number. */
function rowsOf(sourceId, mirror) {
  const source = SOURCE_BY_ID[sourceId];
  return csvRows(sourceDir(sourceId, mirror), source.commit, source.file);
}

/** Tags to line breaks, entities decoded, blank runs collapsed: what a browser copy gives. */
export function htmlToText(html) {
  const text = html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, "")
    .replace(/<\s*li[^>]*>/gi, "\n• ")
    .replace(/<\s*br\s*\/?\s*>/gi, "\n")
    .replace(/<\s*\/?\s*(p|div|ul|ol|li|h[1-6]|tr|table|section|article|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  return tidy(decodeEntities(text));
}

/** Spaces within lines collapsed, trailing spaces and runs of blank lines removed. */
export function tidy(text) {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[\t \u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Federal: v3's reading, so a posting reads the same as in v3/v4. Key: "<file>#<PositionID>". */
const federalFiles = new Map();
function federalRow(key, mirror) {
  const at = key.indexOf("#");
  const file = key.slice(0, at);
  const id = key.slice(at + 1);
  const source = SOURCE_BY_ID.federal;
  const dir = sourceDir("federal", mirror);
  const cacheKey = `${dir}\0${file}`;
  if (!federalFiles.has(cacheKey)) {
    const byId = new Map();
    for (const row of csvRows(dir, source.commit, file)) if (!byId.has(row.PositionID)) byId.set(row.PositionID, row);
    federalFiles.set(cacheKey, byId);
  }
  return federalFiles.get(cacheKey).get(id);
}

/** Glassdoor: the company cell carries the rating on a second line ("Acme\n3.8"). Key: the row index column. */
const glassdoorRows = new Map();
function glassdoorRow(key, mirror) {
  const dir = sourceDir("glassdoor", mirror);
  if (!glassdoorRows.has(dir))
    glassdoorRows.set(dir, new Map(rowsOf("glassdoor", mirror).map((row) => [row[""], row])));
  return glassdoorRows.get(dir).get(key);
}

/** LinkedIn India. Key: the LinkedIn job id (first row with that id). */
const linkedinRows = new Map();
function linkedinRow(key, mirror) {
  const dir = sourceDir("linkedin-in", mirror);
  if (!linkedinRows.has(dir)) {
    const byId = new Map();
    for (const row of rowsOf("linkedin-in", mirror)) if (!byId.has(row.id)) byId.set(row.id, row);
    linkedinRows.set(dir, byId);
  }
  return linkedinRows.get(dir).get(key);
}

/** NHS: one JSON file per vacancy. Key: the path, data/<id>.json. */
function nhsRecord(key, mirror) {
  return JSON.parse(gitShow(sourceDir("nhs", mirror), SOURCE_BY_ID.nhs.commit, key, "utf8"));
}

/**
 * The Kaggle resume CSV holds UTF-8 text that was once decoded as Latin-1 ("â¢" for "•"). A
 * person's own file has the characters, so the bytes are re-read as UTF-8; a text that is not
 * valid UTF-8 that way is kept as it is.
 */
export function repairMojibake(text) {
  if (![...text].every((ch) => ch.charCodeAt(0) < 256) || !/[\u0080-\u00ff]/.test(text)) return text;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(text, "latin1"));
  } catch {
    return text;
  }
}

const kaggleRows = new Map();
function kaggleRow(key, mirror) {
  const dir = sourceDir("kaggle-resumes", mirror);
  if (!kaggleRows.has(dir)) kaggleRows.set(dir, rowsOf("kaggle-resumes", mirror));
  return kaggleRows.get(dir)[Number(key) - 1];
}

/** The raw record of an entry, for the manifest builder (titles, categories). */
export function record(sourceId, key, mirror = defaultMirror()) {
  switch (sourceId) {
    case "federal":
      return federalRow(key, mirror);
    case "glassdoor":
      return glassdoorRow(key, mirror);
    case "linkedin-in":
      return linkedinRow(key, mirror);
    case "nhs":
      return nhsRecord(key, mirror);
    case "kaggle-resumes":
      return kaggleRow(key, mirror);
    default:
      throw new Error(`no record reader for ${sourceId}`);
  }
}

/** A posting's title as its source gives it (entities decoded). */
export function postingTitle(sourceId, row) {
  switch (sourceId) {
    case "federal":
      return tidy(decodeEntities(row.PositionTitle ?? ""));
    case "glassdoor":
      return tidy(decodeEntities(row["Job Title"] ?? ""));
    case "linkedin-in":
      return tidy(decodeEntities(row.title ?? ""));
    case "nhs":
      return tidy(decodeEntities(decodeEntities(row.title ?? "")));
    default:
      throw new Error(`${sourceId} gives no postings`);
  }
}

/** The text of an entry: a posting as a user pastes it (title first), a resume as its owner copies it. */
export function entryText(sourceId, key, mirror = defaultMirror()) {
  return cached(sourceId, key, () => {
    if (sourceId === "livecareer") return pdfText(sourceDir("livecareer", mirror), SOURCE_BY_ID.livecareer.commit, key);
    const row = record(sourceId, key, mirror);
    if (!row) throw new Error(`${sourceId}: no entry ${key}`);
    switch (sourceId) {
      case "federal":
        return federalJobText(row);
      case "glassdoor":
        return [postingTitle(sourceId, row), tidy(decodeEntities(row["Job Description"] ?? ""))]
          .filter(Boolean)
          .join("\n");
      case "linkedin-in":
        return [postingTitle(sourceId, row), tidy(decodeEntities(row.description ?? ""))].filter(Boolean).join("\n");
      case "nhs":
        // The description is HTML whose tags arrive entity-encoded ("&lt;p&gt;"): decode, then strip.
        return [postingTitle(sourceId, row), htmlToText(decodeEntities(row.description ?? ""))]
          .filter(Boolean)
          .join("\n");
      case "kaggle-resumes":
        return tidy(repairMojibake(row.Resume ?? ""));
      default:
        throw new Error(`no text reader for ${sourceId}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------

export function readManifest() {
  return JSON.parse(readFileSync(join(HERE, "manifest.json"), "utf8"));
}

/** Which source repositories have no snapshot under `mirror`, as `fetch` commands. */
export function missingSources(mirror = defaultMirror()) {
  return missingRepos(
    mirror,
    SOURCES.map((source) => source.repo),
  ).map((repo) => `fetch github:${repo}`);
}

/**
 * Loads the set. `{ missing }` lists the snapshots to bring when one is absent; otherwise the
 * sources, resumes, jobs (with texts) and pairs. `options.sources` restricts to some source ids
 * (pairs whose two sides are both kept).
 */
export async function loadEvalV5({ mirror = defaultMirror(), sources: only } = {}) {
  const missing = missingSources(mirror);
  if (missing.length > 0) return { missing };
  const manifest = readManifest();
  const keep = (sourceId) => !only || only.includes(sourceId);
  const resumeIndex = new Map();
  const jobIndex = new Map();
  const resumes = [];
  const jobs = [];
  manifest.resumes.forEach((entry, i) => {
    if (!keep(entry.source)) return;
    resumeIndex.set(i, resumes.length);
    resumes.push({
      id: entry.id,
      source: entry.source,
      occupation: entry.occupation,
      family: entry.family,
      text: entryText(entry.source, entry.key, mirror),
    });
  });
  manifest.jobs.forEach((entry, i) => {
    if (!keep(entry.source)) return;
    jobIndex.set(i, jobs.length);
    const text = entryText(entry.source, entry.key, mirror);
    jobs.push({
      id: entry.id,
      source: entry.source,
      occupation: entry.occupation,
      family: entry.family,
      title: text.split("\n", 1)[0],
      asOf: SOURCE_BY_ID[entry.source].asOf,
      text,
    });
  });
  const pairs = manifest.pairs
    .filter((pair) => resumeIndex.has(pair.resume) && jobIndex.has(pair.job))
    .map((pair) => ({ resume: resumeIndex.get(pair.resume), job: jobIndex.get(pair.job), label: pair.label }));
  return {
    sources: SOURCES.map(({ id, kind, repo, commit, licence, description, asOf }) => ({
      id,
      kind,
      repo,
      commit,
      licence,
      description,
      asOf,
    })),
    resumes,
    jobs,
    pairs,
  };
}

function table(rows, columns) {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ");
  return [line(columns), ...rows.map(line)].join("\n");
}

async function check() {
  const set = await loadEvalV5();
  if (set.missing) {
    console.error(
      `source snapshots missing; bring them with: ${set.missing.join(", ")} (see tests/ats-eval/v5/README.md)`,
    );
    process.exit(1);
  }
  const manifest = readManifest();
  const problems = [];
  // Every text resolved and non-trivial; texts as labelled (sha256 recorded by the builder).
  set.resumes.forEach((resume, i) => {
    if (resume.text.length < 200) problems.push(`resume ${resume.id}: text of ${resume.text.length} characters`);
    if (manifest.resumes[i].sha256 && manifest.resumes[i].sha256 !== sha256(resume.text))
      problems.push(`resume ${resume.id}: text differs from the one the manifest was built on`);
  });
  set.jobs.forEach((job, i) => {
    if (job.text.length < 200) problems.push(`job ${job.id}: text of ${job.text.length} characters`);
    if (manifest.jobs[i].sha256 && manifest.jobs[i].sha256 !== sha256(job.text))
      problems.push(`job ${job.id}: text differs from the one the manifest was built on`);
  });
  const seen = new Set();
  for (const pair of set.pairs) {
    if (!LABELS.includes(pair.label)) problems.push(`unknown label ${pair.label}`);
    const key = `${pair.resume}:${pair.job}`;
    if (seen.has(key)) problems.push(`duplicate pair ${key}`);
    seen.add(key);
  }

  const postingSources = SOURCES.filter((source) => source.kind === "postings").map((source) => source.id);
  const resumeSources = SOURCES.filter((source) => source.kind === "resumes").map((source) => source.id);
  const count = (filter) => set.pairs.filter(filter).length;
  const rows = [];
  for (const p of postingSources) {
    for (const r of resumeSources) {
      const inCell = (pair) => set.jobs[pair.job].source === p && set.resumes[pair.resume].source === r;
      rows.push([
        `${p} x ${r}`,
        ...LABELS.map((label) => count((pair) => inCell(pair) && pair.label === label)),
        count(inCell),
      ]);
    }
    const inSource = (pair) => set.jobs[pair.job].source === p;
    rows.push([
      `${p} (all)`,
      ...LABELS.map((label) => count((pair) => inSource(pair) && pair.label === label)),
      count(inSource),
    ]);
  }
  rows.push(["all", ...LABELS.map((label) => count((pair) => pair.label === label)), set.pairs.length]);
  console.log(
    `${set.pairs.length} pairs, ${set.resumes.length} resumes, ${set.jobs.length} postings, all texts resolved\n`,
  );
  console.log(table(rows, ["posting source x resume source", ...LABELS, "pairs"]));

  // Grouped AUC (per resume, within one posting source) needs both fit and non-fit pairs.
  const groups = new Map();
  for (const pair of set.pairs) {
    const key = `${pair.resume}|${set.jobs[pair.job].source}`;
    const group = groups.get(key) ?? { fit: 0, other: 0 };
    if (pair.label === "fit") group.fit += 1;
    else group.other += 1;
    groups.set(key, group);
  }
  const groupRows = postingSources.map((p) => {
    const mine = [...groups.entries()].filter(([key]) => key.endsWith(`|${p}`)).map(([, group]) => group);
    const usable = mine.filter((group) => group.fit > 0 && group.other > 0).length;
    if (usable < mine.length)
      problems.push(`${p}: ${mine.length - usable} resume groups without both fit and non-fit pairs`);
    return [p, mine.length, usable];
  });
  console.log(`\n${table(groupRows, ["posting source", "resume groups", "with fit and non-fit"])}`);

  const families = {};
  for (const pair of set.pairs) {
    if (pair.label !== "fit") continue;
    const family = set.resumes[pair.resume].family;
    families[family] = (families[family] ?? 0) + 1;
  }
  console.log(
    `\nfit pairs by family: ${Object.entries(families)
      .sort((a, b) => b[1] - a[1])
      .map(([family, n]) => `${family} ${n}`)
      .join(", ")}`,
  );
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.slice(0, 30).join("\n")}`);
    process.exit(1);
  }
}

async function print(n) {
  const set = await loadEvalV5();
  if (set.missing) {
    console.error(`source snapshots missing: ${set.missing.join(", ")}`);
    process.exit(1);
  }
  const pair = set.pairs[n];
  const resume = set.resumes[pair.resume];
  const job = set.jobs[pair.job];
  console.log(
    `pair ${n}: ${pair.label}\n--- job ${job.id} (${job.source}, ${job.family}, ${job.occupation})\n${job.text}\n\n--- resume ${resume.id} (${resume.source}, ${resume.family}, ${resume.occupation})\n${resume.text}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const printAt = process.argv.indexOf("--print");
  if (printAt > 0) await print(Number(process.argv[printAt + 1]));
  else await check();
}
