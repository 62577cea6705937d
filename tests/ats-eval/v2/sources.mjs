/**
 * Where the v2 evaluation texts come from, and how they are read. No text of either source is in
 * this repository: they are read from local snapshots of the public repositories (see README.md for
 * how to bring them), at the pinned commits below.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  cachedText,
  csvRows,
  defaultMirror,
  missingRepos,
  parseCsv,
  pdfText,
  snapshotDir as repoSnapshotDir,
} from "../snapshots.mjs";

export { parseCsv };

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, ".cache");

export const SOURCES = {
  resumes: {
    repo: "Sbhawal/resumeScraper",
    commit: "6373d2dc71744f734a8876ae1de4a764960e777d",
    licence:
      'Published by its author on Kaggle as the "Resume Dataset" (snehaanbhawal/resume-dataset), listed there under CC0 1.0; ' +
      'the texts are resumes people posted publicly on livecareer.com, anonymised by the site ("Company Name", "City , State").',
    description:
      "2,484 real resumes as PDFs (data/<CATEGORY>/<id>.pdf), rendered from the scraped pages; 24 search categories.",
  },
  jobs: {
    repo: "iamjz/FedJobs",
    commit: "7d5521cf48b5df137a5bddb02e6ba43fd507aa18",
    licence: "USAJOBS announcements: works of the U.S. federal government, in the public domain (17 U.S.C. 105).",
    description: "Federal job announcements collected from the USAJOBS API in December 2017 (collected_data/*.csv).",
  },
};

/** The git directory of a source's snapshot. */
export function snapshotDir(source, mirror = defaultMirror()) {
  return repoSnapshotDir(mirror, SOURCES[source].repo);
}

export function missingSnapshots(mirror) {
  const missing = new Set(
    missingRepos(
      mirror,
      Object.values(SOURCES).map((source) => source.repo),
    ),
  );
  return Object.keys(SOURCES).filter((source) => missing.has(SOURCES[source].repo));
}

/**
 * A resume as a user who copies the text out of their PDF gets it: pdftotext in its default
 * reading-order mode (not -layout). Cached under .cache/ (ignored by git).
 */
export function resumeText(path, mirror) {
  return cachedText(join(CACHE, "resumes", `${path.replace(/[/\\]/g, "_")}.txt`), () =>
    pdfText(snapshotDir("resumes", mirror), SOURCES.resumes.commit, path),
  );
}

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** A posting as a user pastes it into the editor: title first, then the employer, summary and qualifications. */
export function jobText(row) {
  const clean = (value) =>
    (value ?? "").replace(/&(?:amp|lt|gt|quot|nbsp|#39);/g, (entity) => ENTITIES[entity] ?? entity).trim();
  return [
    clean(row.PositionTitle),
    clean(row.OrganizationName || row.DepartmentName),
    clean(row.JobSummary),
    "Qualifications",
    clean(row.QualificationSummary),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Every posting of one CSV file of the snapshot, by PositionID (a later row with the same id wins; cached). */
const byPosition = new Map();
export function jobRows(file, mirror) {
  const dir = snapshotDir("jobs", mirror);
  const key = `${dir}\0${file}`;
  if (!byPosition.has(key))
    byPosition.set(key, new Map(csvRows(dir, SOURCES.jobs.commit, file).map((row) => [row.PositionID, row])));
  return byPosition.get(key);
}
