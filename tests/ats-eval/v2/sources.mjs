/**
 * Where the v2 evaluation texts come from, and how they are read. No text of either source is in
 * this repository: they are read from local snapshots of the public repositories (see README.md for
 * how to bring them), at the pinned commits below.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, ".cache");

export const SOURCES = {
  resumes: {
    repo: "Sbhawal/resumeScraper",
    commit: "6373d2dc71744f734a8876ae1de4a764960e777d",
    licence:
      "Published by its author on Kaggle as the \"Resume Dataset\" (snehaanbhawal/resume-dataset), listed there under CC0 1.0; " +
      "the texts are resumes people posted publicly on livecareer.com, anonymised by the site (\"Company Name\", \"City , State\").",
    description: "2,484 real resumes as PDFs (data/<CATEGORY>/<id>.pdf), rendered from the scraped pages; 24 search categories.",
  },
  jobs: {
    repo: "iamjz/FedJobs",
    commit: "7d5521cf48b5df137a5bddb02e6ba43fd507aa18",
    licence: "USAJOBS announcements: works of the U.S. federal government, in the public domain (17 U.S.C. 105).",
    description: "Federal job announcements collected from the USAJOBS API in December 2017 (collected_data/*.csv).",
  },
};

/** The git directory of a source's snapshot. */
export function snapshotDir(source, mirror = process.env.ATS_EVAL_MIRROR ?? "/work/.mirror") {
  return join(mirror, SOURCES[source].repo.replace("/", "+"), "repo");
}

export function missingSnapshots(mirror) {
  return Object.keys(SOURCES).filter((source) => !existsSync(snapshotDir(source, mirror)));
}

/**
 * A resume as a user who copies the text out of their PDF gets it: pdftotext in its default
 * reading-order mode (not -layout). Cached under .cache/ (ignored by git).
 */
export function resumeText(path, mirror) {
  const cached = join(CACHE, "resumes", `${path.replace(/[/\\]/g, "_")}.txt`);
  if (existsSync(cached)) return readFileSync(cached, "utf8");
  const pdf = execFileSync("git", ["-C", snapshotDir("resumes", mirror), "show", `${SOURCES.resumes.commit}:${path}`], { maxBuffer: 32 * 1024 * 1024 });
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, text);
  return text;
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and newlines) into objects by header. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.filter((cells) => cells.length === header.length).map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** A posting as a user pastes it into the editor: title first, then the employer, summary and qualifications. */
export function jobText(row) {
  const clean = (value) => (value ?? "").replace(/&(?:amp|lt|gt|quot|nbsp|#39);/g, (entity) => ENTITIES[entity] ?? entity).trim();
  return [clean(row.PositionTitle), clean(row.OrganizationName || row.DepartmentName), clean(row.JobSummary), "Qualifications", clean(row.QualificationSummary)].filter(Boolean).join("\n");
}

/** Every posting of one CSV file of the snapshot, by PositionID (cached). */
const csvCache = new Map();
export function jobRows(file, mirror) {
  const key = `${mirror ?? ""}:${file}`;
  if (!csvCache.has(key)) {
    const text = execFileSync("git", ["-C", snapshotDir("jobs", mirror), "show", `${SOURCES.jobs.commit}:${file}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    csvCache.set(key, new Map(parseCsv(text).map((row) => [row.PositionID, row])));
  }
  return csvCache.get(key);
}
