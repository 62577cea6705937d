/**
 * Reading evaluation texts from local snapshots of public source repositories, shared by the
 * loaders of the real-document sets (v2/sources.mjs, v3/materialize.mjs). No text of any source is
 * in this repository: each loader names a repository and a pinned commit, and the texts are read
 * from the bare git directory the project's `fetch` tool brings, with `git show`.
 *
 * Each set decides how a text is made from what is read here (which CSV columns, how entities are
 * decoded, where its cache lives), so that its texts stay the ones it was labelled against.
 *
 * Node built-ins only. Needs `git` and, for resumes, `pdftotext` (poppler-utils) on PATH.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const MAX_BUFFER = 128 * 1024 * 1024;

/** Where snapshots are looked for: $ATS_EVAL_MIRROR, or /work/.mirror where `fetch` puts them. */
export function defaultMirror() {
  return process.env.ATS_EVAL_MIRROR ?? "/work/.mirror";
}

/** The bare git directory of a repository ("owner/name") under `mirror`, as `fetch` lays it out. */
export function snapshotDir(mirror, repo) {
  return join(mirror, repo.replace("/", "+"), "repo");
}

/** The repositories of `repos` that have no snapshot under `mirror`. */
export function missingRepos(mirror, repos) {
  return repos.filter((repo) => !existsSync(snapshotDir(mirror, repo)));
}

/** A file of the snapshot `dir` at `commit`: a Buffer, or a string when `encoding` is given. */
export function gitShow(dir, commit, path, encoding) {
  return execFileSync("git", ["-C", dir, "show", `${commit}:${path}`], {
    maxBuffer: MAX_BUFFER,
    ...(encoding ? { encoding } : {}),
  });
}

/**
 * A resume as its owner gets it by copying the text out of the PDF: pdftotext in its default
 * reading-order mode (not -layout), UTF-8, from the PDF blob at the pinned commit.
 */
export function pdfText(dir, commit, path) {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: gitShow(dir, commit, path),
    encoding: "utf8",
    maxBuffer: MAX_BUFFER,
  });
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks) into objects by
 * header; rows with another number of cells than the header are dropped.
 */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
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
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body
    .filter((cells) => cells.length === header.length)
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

/** The rows of one CSV file of a snapshot, parsed once per process. */
const csvFiles = new Map();
export function csvRows(dir, commit, file) {
  const key = `${dir}\0${commit}\0${file}`;
  if (!csvFiles.has(key)) csvFiles.set(key, parseCsv(gitShow(dir, commit, file, "utf8")));
  return csvFiles.get(key);
}

/** The text cached in `file`; on a miss `produce()` makes it and it is written atomically. */
export function cachedText(file, produce) {
  if (existsSync(file)) return readFileSync(file, "utf8");
  const text = produce();
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
  return text;
}
