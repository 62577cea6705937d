#!/usr/bin/env node
/**
 * Placement benchmark: real job titles, each with the occupation its source gives it.
 *
 * No text of any source is in this repository. manifest.json holds, per row, the source, the file
 * in the source repository, the row key, the code as the source gives it, the normalised O*NET-SOC
 * code, whether the title is verbatim in O*NET's own title lists, and the split. Titles (and
 * posting text where a source has any) are read here, at run time, from the local snapshots that
 * the project's `fetch` tool brings (bare git directories, read at pinned commits with `git show`).
 *
 *   import { loadPlacement } from "./materialize.mjs";
 *   const set = await loadPlacement();   // { missing: [repo, ...] } | { sources, rows, splitResolved }
 *
 * CLI:
 *   node tests/ats-eval/placement/materialize.mjs --check   counts per source, SOC major group and
 *                                                           split; verifies every row resolves
 *
 * Node built-ins only. Needs `git` on PATH.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";
import { defaultMirror, gitShow, missingRepos, parseCsv, snapshotDir } from "../snapshots.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));

/** A title as it is compared and returned: trimmed, inner whitespace collapsed to one space. */
export function cleanTitle(value) {
  return String(value ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key under which a title is compared (de-duplication, O*NET lists): cleaned and lower-cased. */
export function titleKey(value) {
  return cleanTitle(value).toLowerCase();
}

/** First 12 hex digits of sha256 of the cleaned title: lets --check see a title drift, holds no text. */
export function titleHash(title) {
  return createHash("sha256").update(cleanTitle(title), "utf8").digest("hex").slice(0, 12);
}

/** The split of a row, fixed by its source and key alone: heldout when sha256 starts with 0-3. */
export function splitOf(source, key) {
  const first = createHash("sha256").update(`${source}:${key}`, "utf8").digest("hex")[0];
  return parseInt(first, 16) < 4 ? "heldout" : "tune";
}

const cp1252 = new TextDecoder("windows-1252");

/**
 * A CSV file without a header row, as arrays of cells: the width is the first line's, and rows of
 * another width are dropped (as parseCsv in ../snapshots.mjs does, which reads it under a made-up
 * header).
 */
export function parseCsvRows(text) {
  const columns = countCells(text.slice(0, text.search(/\r?\n|$/)));
  const header = Array.from({ length: columns }, (_, i) => `c${i}`);
  return parseCsv(`${header.join(",")}\n${text}`).map((row) => header.map((name) => row[name]));
}

function countCells(line) {
  let cells = 1;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) cells += 1;
  }
  return cells;
}

/** The entries of a zip archive (Buffer): Map(name -> () => Buffer). Stored and deflated entries only. */
export function unzip(buf) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a zip archive");
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = new Map();
  for (let n = 0; n < count; n += 1) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error("bad zip central directory");
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLength);
    entries.set(name, () => {
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const data = buf.subarray(start, start + size);
      if (method === 8) return inflateRawSync(data);
      if (method === 0) return data;
      throw new Error(`zip method ${method} not supported`);
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

const xmlText = (value) =>
  value.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (whole, ref) => {
    const named = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" }[ref.toLowerCase()];
    if (named) return named;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
const runs = (xml) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => xmlText(m[1])).join("");

/** The first worksheet of an .xlsx file (Buffer) as objects keyed by the first row's cells. */
export function xlsxRows(buf) {
  const zip = unzip(buf);
  const shared = zip.has("xl/sharedStrings.xml")
    ? [
        ...zip
          .get("xl/sharedStrings.xml")()
          .toString("utf8")
          .matchAll(/<si>([\s\S]*?)<\/si>/g),
      ].map((m) => runs(m[1]))
    : [];
  const sheet = zip.get("xl/worksheets/sheet1.xml")().toString("utf8");
  const column = (ref) => [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const rows = [];
  for (const row of sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells = [];
    for (const cell of row[1].matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = cell[1].match(/\br="([A-Z]+)\d+"/)?.[1];
      const type = cell[1].match(/\bt="(\w+)"/)?.[1];
      const body = cell[2] ?? "";
      const raw = body.match(/<v>([\s\S]*?)<\/v>/)?.[1];
      let value = "";
      if (type === "s") value = shared[Number(raw)] ?? "";
      else if (type === "inlineStr") value = runs(body);
      else if (raw !== undefined) value = xmlText(raw);
      cells[ref ? column(ref) : cells.length] = value;
    }
    rows.push(cells);
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

/**
 * The sources. Each names a repository and pinned commit, and reads one file of it into
 * Map(key -> { title, text, sourceCode }). `files` are the files the build scans.
 */
export const SOURCES = [
  {
    id: "oflc-h2b",
    repo: "stephanie-lw-zhang/h2bvisa",
    commit: "95a745b5389761709aff9b62ebf2d01c26d28d6d",
    licence:
      "Data: U.S. Department of Labor (OFLC) H-2B disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105). The repository itself has no licence file; only the data files are read.",
    description:
      "H-2B temporary labor certification cases, fiscal years 2011-2013 (OFLC disclosure files as copied into the repository). JOB_TITLE is the title the employer put on its job order; SOC_CODE is the occupation the case was certified under (assigned in the prevailing wage determination by DOL's National Prevailing Wage Center). Non-agricultural seasonal work: landscaping, housekeeping, food service, amusement, construction, forestry, seafood processing, coaching. No posting text.",
    codeSystem: "soc2010-or-2000",
    files: ["project/data/H-2B_FY2011.csv", "project/data/H-2B_FY2012.csv", "project/data/H-2B_FY2013-2.csv"],
    read(dir, commit, path) {
      const rows = parseCsv(cp1252.decode(gitShow(dir, commit, path)));
      const out = new Map();
      for (const row of rows) {
        const key = cleanTitle(row.CASE_NO ?? row.CASE_NUMBER);
        const title = cleanTitle(row.JOB_TITLE);
        if (!key || out.has(key)) continue;
        out.set(key, { title, text: "", sourceCode: cleanTitle(row.SOC_CODE) });
      }
      return out;
    },
  },
  {
    id: "oflc-h2-buzzfeed",
    repo: "BuzzFeedNews/H-2-certification-data",
    commit: "bd2f1dc922ad6927e90b9fbb82ca001965a7dce0",
    licence:
      "Data: U.S. Department of Labor (OFLC) H-2A and H-2B disclosure files, works of the U.S. federal government, public domain (17 U.S.C. 105). The repository (BuzzFeed News) has no licence file and its README states none; only its unmodified copies of OFLC's files under data/raw/ are read.",
    description:
      "H-2B (fiscal years 2014-2019) and H-2A (fiscal years 2014-2016) labor certification cases, OFLC's disclosure spreadsheets as BuzzFeed News downloaded them. JOB_TITLE is the employer's title on the job order; SOC_CODE (SOC_CODE_ID in H-2A FY2014) is the occupation code on the case (SOC 2010; some H-2A rows carry O*NET-SOC 2010 codes such as 45-2092.02, which are read by their first six digits). H-2B: landscaping, housekeeping, food service, construction, amusement, seafood processing, forestry, hospitality, coaching; H-2A: crop, livestock and equipment farm work. No posting text.",
    codeSystem: "soc2010",
    files: [
      "data/raw/H-2B_FY14_Q4.xlsx",
      "data/raw/H-2B_Disclosure_Data_FY15_Q4.xlsx",
      "data/raw/H-2B_Disclosure_Data_FY16.xlsx",
      "data/raw/H-2B_FY2017.xlsx",
      "data/raw/H-2B_Disclosure_Data_FY2018_EOY.xlsx",
      "data/raw/H-2B_Disclosure_Data_FY2019.xlsx",
      "data/raw/H-2A_FY14_Q4.xlsx",
      "data/raw/H-2A_Disclosure_Data_FY15_Q4.xlsx",
      "data/raw/H-2A_Disclosure_Data_FY16_updated.xlsx",
    ],
    read(dir, commit, path) {
      const out = new Map();
      for (const row of xlsxRows(gitShow(dir, commit, path))) {
        const key = cleanTitle(row.CASE_NUMBER ?? row.CASE_NO);
        if (!key || out.has(key)) continue;
        out.set(key, {
          title: cleanTitle(row.JOB_TITLE),
          text: "",
          sourceCode: cleanTitle(row.SOC_CODE ?? row.SOC_CODE_ID),
        });
      }
      return out;
    },
  },
  {
    id: "lca-health-2025q2",
    repo: "emmafan2025/health-h1b-search",
    commit: "618de8e5d9b5ff35d5e242ce12b72fe430663253",
    licence:
      "Data: an extract of the U.S. Department of Labor's (OFLC) LCA disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105). The repository has no licence file; only the data file is read (the repository also holds an .env file, which is not read).",
    description:
      "H-1B/E-3 Labor Condition Applications of fiscal year 2025 Q2 whose SOC code is in major group 29 (healthcare practitioners), as the repository's author extracted them from OFLC's LCA disclosure file (`2025 Q2.csv`, 8,078 cases, a subset of OFLC's columns). JOB_TITLE is the employer's title for the position; SOC_CODE is the O*NET-SOC 2019 (or SOC 2018) code the employer entered on the application. Physicians and hospitalists, dentists, nurses, pharmacists, therapists, residents and clinical faculty. No posting text. Not checked against OFLC's own file.",
    codeSystem: "onet-soc-2019",
    files: ["2025 Q2.csv"],
    read(dir, commit, path) {
      const out = new Map();
      for (const row of parseCsv(gitShow(dir, commit, path, "utf8").replace(/^\uFEFF/, ""))) {
        const key = cleanTitle(row.CASE_NUMBER);
        if (!key || out.has(key)) continue;
        out.set(key, { title: cleanTitle(row.JOB_TITLE), text: "", sourceCode: cleanTitle(row.SOC_CODE) });
      }
      return out;
    },
  },
  {
    id: "perm-india-fy2012",
    repo: "Sangeethadr/H-1B-visa",
    commit: "cf401e1c631cacb6e9d52f62e991e83cfc807dea",
    licence:
      "Data: rows of the U.S. Department of Labor's (OFLC) PERM disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105), by way of the Kaggle data set 'US Permanent Visa Applications' (us_perm_visas.csv, which the repository's script names; that data set's own licence was not verified). The repository has no licence file; only h1b.csv is read.",
    description:
      "1,401 PERM labor certification cases of Indian citizens decided in fiscal year 2012 (`h1b.csv`, no header row; 27 columns in the Kaggle file's order). Title: column 18, the job title on the prevailing wage determination (pw_job_title_9089), often the employer's own title (\"Lotus Notes Web Developer (Systems Analyst)\"), often an occupation name; code: column 20, the SOC code the National Prevailing Wage Center assigned (pw_soc_code, O*NET-SOC codes on SOC 2000). Key: the case number (column 2). Mostly computer occupations, with managers, engineers, analysts, physicians, teachers. No posting text.",
    codeSystem: "soc2010-or-2000",
    files: ["h1b.csv"],
    read(dir, commit, path) {
      const out = new Map();
      for (const cells of parseCsvRows(gitShow(dir, commit, path, "utf8"))) {
        if (cells.length !== 27 || cells[0] !== "PERM") continue;
        const key = cleanTitle(cells[1]);
        if (!key || out.has(key)) continue;
        out.set(key, { title: cleanTitle(cells[17]), text: "", sourceCode: cleanTitle(cells[19]) });
      }
      return out;
    },
  },
  {
    id: "h1b-fy2016-mgmt",
    repo: "A3TNIP/h1b-decision-tree",
    commit: "1bdde3f23c994e7bbb6dbe59705f30a4fba77cab",
    licence:
      "Data: rows of the U.S. Department of Labor's (OFLC) H-1B LCA disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105), by way of the Kaggle data set 'H-1B Visa Petitions 2011-2016' (h1b_kaggle.csv; that data set's own licence was not verified). The repository has no licence file; only dataset.csv is read.",
    description:
      "4,176 H-1B Labor Condition Applications of fiscal year 2016 in management, business and financial occupations (`dataset.csv`, a subset of the Kaggle file's rows and columns chosen by the repository's author). JOB_TITLE is the employer's title for the position (\"VICE PRESIDENT OF ENGINEERING\", \"TECHNICAL DIRECTOR\"); the occupation is given by name only (SOC_NAME, the SOC 2010 title of the code the employer entered), which the build codes by its exact SOC title. Key: the Kaggle file's row number (first column). No posting text.",
    codeSystem: "soc-title",
    files: ["dataset.csv"],
    read(dir, commit, path) {
      const out = new Map();
      for (const cells of parseCsvRows(gitShow(dir, commit, path, "utf8").replace(/^\uFEFF/, ""))) {
        const key = cleanTitle(cells[0]);
        if (!/^\d+$/.test(key) || out.has(key)) continue;
        out.set(key, { title: cleanTitle(cells[4]), text: "", sourceCode: cleanTitle(cells[3]) });
      }
      return out;
    },
  },
  {
    id: "lca-fy2015-19-sample",
    repo: "Nikita0812Kirar/H1B-Visa-Data-Analysis-Dashboard",
    commit: "2da14a79cd8375a1300b44e41f8c0fd4e2e3271a",
    licence:
      "Data: rows of the U.S. Department of Labor's (OFLC) H-1B LCA disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105), by way of a Kaggle compilation of fiscal years 2015-2019 (h1b_disclosure_data_2015_2019.csv, named in the repository's notebook; its licence was not verified). The repository has no licence file; only h1b_sample.csv is read.",
    description:
      "10,000 H-1B Labor Condition Applications of fiscal years 2015-2019, the sample the repository's author committed (`h1b_sample.csv`). JOB_TITLE is the employer's title for the position (the README says text fields were normalised; the titles look as OFLC publishes them, mostly upper case); SOC_CODE is the SOC 2010 (or O*NET-SOC 2010) code the employer entered. Key: CASE_NUMBER. Mostly computer occupations, then business and financial, engineering, science, health, education, arts and media. No posting text.",
    codeSystem: "soc2010-or-2000",
    files: ["h1b_sample.csv"],
    read(dir, commit, path) {
      const out = new Map();
      for (const row of parseCsv(gitShow(dir, commit, path, "utf8").replace(/^\uFEFF/, ""))) {
        const key = cleanTitle(row.CASE_NUMBER);
        if (!key || out.has(key)) continue;
        out.set(key, { title: cleanTitle(row.JOB_TITLE), text: "", sourceCode: cleanTitle(row.SOC_CODE) });
      }
      return out;
    },
  },
  {
    id: "h1b-fy2011-16-sample",
    repo: "SheenaYu/Explore-and-Summarize-H1B-Visa-Petitions-Dataset",
    commit: "d023d03a60d828b2240649aa125f9561a8be3bed",
    licence:
      "Data: rows of the U.S. Department of Labor's (OFLC) H-1B LCA disclosure data, a work of the U.S. federal government, public domain (17 U.S.C. 105), by way of the Kaggle data set 'H-1B Visa Petitions 2011-2016' (nsharan/h-1b-visa, named in the repository's data_source_and_references.txt; its licence was not verified). The repository has no licence file; only h1b_sample.csv is read.",
    description:
      "1,000 H-1B Labor Condition Applications of fiscal years 2011-2016 sampled from the Kaggle file (`h1b_sample.csv`). JOB_TITLE is the employer's title; the occupation is given by name only (SOC_NAME, SOC 2010 or SOC 2000 titles as filed), which the build codes by its exact SOC title. Key: the Kaggle row number (column X). All fields: computer, engineering, business, science, health, education. No posting text.",
    codeSystem: "soc-title",
    files: ["h1b_sample.csv"],
    read(dir, commit, path) {
      const out = new Map();
      for (const row of parseCsv(gitShow(dir, commit, path, "utf8").replace(/^\uFEFF/, ""))) {
        const key = cleanTitle(row.X);
        const name = cleanTitle(row.SOC_NAME);
        if (!/^\d+$/.test(key) || out.has(key)) continue;
        out.set(key, { title: cleanTitle(row.JOB_TITLE), text: "", sourceCode: name === "NA" ? "" : name });
      }
      return out;
    },
  },
];

export const SOURCE_BY_ID = Object.fromEntries(SOURCES.map((source) => [source.id, source]));

/** Reads each (source, file) once per process. */
function makeReader(mirror) {
  const files = new Map();
  return (source, path) => {
    const k = `${source.id}\0${path}`;
    if (!files.has(k)) files.set(k, source.read(snapshotDir(mirror, source.repo), source.commit, path));
    return files.get(k);
  };
}

/** manifest.json with its rows as objects ({ id, source, path, key, sourceCode, code, inOnet, split, titleHash, via }). */
export function readManifest() {
  const manifest = JSON.parse(readFileSync(join(HERE, "manifest.json"), "utf8"));
  const files = Object.fromEntries(manifest.sources.map((source) => [source.id, source.files]));
  const rows = manifest.rows.map((cells) => {
    const row = Object.fromEntries(manifest.columns.map((name, i) => [name, cells[i]]));
    return {
      id: `${row.source}:${row.key}`,
      ...row,
      path: files[row.source][row.file],
      inOnet: row.inOnet === 1,
      via: row.via === 1,
    };
  });
  return { ...manifest, rows };
}

/**
 * The benchmark: { sources, rows } with each row's title (and text, "" where the source has none)
 * read from the snapshots; or { missing } naming the repositories that have no snapshot.
 */
export async function loadPlacement({ mirror = defaultMirror() } = {}) {
  const manifest = readManifest();
  const used = manifest.sources.filter((source) => manifest.rows.some((row) => row.source === source.id));
  const missing = missingRepos(
    mirror,
    used.map((source) => source.repo),
  );
  if (missing.length > 0) return { missing };
  const read = makeReader(mirror);
  const rows = [];
  const unresolved = [];
  const drift = [];
  for (const row of manifest.rows) {
    const source = SOURCE_BY_ID[row.source];
    const record = read(source, row.path).get(row.key);
    if (!record) {
      unresolved.push(row.id);
      continue;
    }
    if (titleHash(record.title) !== row.titleHash) drift.push(row.id);
    rows.push({
      id: row.id,
      source: row.source,
      title: record.title,
      text: (record.text ?? "").slice(0, 2000),
      code: row.code,
      sourceCode: row.sourceCode,
      inOnet: row.inOnet,
      split: row.split,
    });
  }
  const sources = manifest.sources.map(({ id, repo, commit, licence, description }) => ({
    id,
    repo,
    commit,
    licence,
    description,
  }));
  return {
    sources,
    rows,
    // Rows whose code came through a crosswalk split resolved to the continuing occupation (README).
    splitResolved: manifest.rows.filter((row) => row.via).map((row) => row.id),
    ...(unresolved.length > 0 ? { unresolved } : {}),
    ...(drift.length > 0 ? { drift } : {}),
  };
}

function count(rows, keyOf) {
  const counts = {};
  for (const row of rows) counts[keyOf(row)] = (counts[keyOf(row)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

async function check() {
  const set = await loadPlacement();
  if (set.missing) {
    console.log(
      `Missing snapshots (bring each with the fetch tool: fetch github:<repo>):\n  ${set.missing.join("\n  ")}`,
    );
    process.exitCode = 1;
    return;
  }
  const { rows } = set;
  const table = (title, counts) => {
    console.log(`\n${title}`);
    for (const [key, n] of Object.entries(counts)) console.log(`  ${key.padEnd(28)} ${String(n).padStart(6)}`);
  };
  console.log(`${rows.length} rows, ${rows.filter((row) => !row.inOnet).length} not verbatim in O*NET's title lists`);
  table(
    "per source",
    count(rows, (row) => row.source),
  );
  table(
    "per source and split",
    count(rows, (row) => `${row.source}/${row.split}`),
  );
  table(
    "per split",
    count(rows, (row) => row.split),
  );
  table(
    "per split, not in O*NET",
    count(
      rows.filter((row) => !row.inOnet),
      (row) => row.split,
    ),
  );
  table(
    "per SOC major group",
    count(rows, (row) => row.code.slice(0, 2)),
  );
  const drift = set.drift ?? [];
  const empty = rows.filter((row) => !row.title);
  const bad = rows.filter((row) => !/^\d\d-\d{4}\.\d\d$/.test(row.code));
  if (set.unresolved)
    console.log(
      `\nUNRESOLVED rows (key not found in the snapshot): ${set.unresolved.length}, e.g. ${set.unresolved.slice(0, 5).join(", ")}`,
    );
  if (drift.length)
    console.log(
      `\nDRIFT: ${drift.length} titles differ from the ones the manifest was built from, e.g. ${drift.slice(0, 5).join(", ")}`,
    );
  if (empty.length) console.log(`\nEMPTY titles: ${empty.length}`);
  if (bad.length) console.log(`\nBAD codes: ${bad.length}`);
  const withText = rows.filter((row) => row.text).length;
  console.log(`\nrows with posting text: ${withText}`);
  if (set.unresolved || drift.length || empty.length || bad.length) process.exitCode = 1;
  else console.log("all rows resolve");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--check")) await check();
  else console.log("usage: node tests/ats-eval/placement/materialize.mjs --check");
}
