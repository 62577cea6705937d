#!/usr/bin/env node
/**
 * Builds tests/ats-eval/placement/manifest.json from the source snapshots (see README.md). Run by
 * hand; the manifest is committed, no title or text is. No scorer or ATS engine is run here: every
 * row's occupation is the one its source gives it, normalised to an O*NET-SOC 2019 code.
 *
 *   node tests/ats-eval/placement/build-manifest.mjs [--onet DIR]
 *
 * Code normalisation (the source's own code is kept as sourceCode):
 *  - SOC 6-digit codes ("452092", "45-2092") are read as SOC 2010 when the 2010 classification has
 *    them, else as SOC 2000 (the H-2B files of FY2011-2012 predate OFLC's move to SOC 2010) and taken
 *    to SOC 2010 through BLS's 2000-to-2010 crosswalk; then to SOC 2018 through BLS's 2010-to-2018
 *    crosswalk. Where a crosswalk splits an occupation into several, the one target that continues
 *    it (same code, or same title, or the old title's part before its first comma: "Software Developers,
 *    Applications" -> "Software Developers") is taken and the row marked `via`; "All Other"
 *    residuals that are split have none (part of them went to new occupations); if there is none
 *    the row is dropped (the source does not say which), as are a code in neither classification
 *    and an O*NET detail code (".01" ...) of an older taxonomy whose occupation was split.
 *  - The SOC 2018 code becomes "NN-NNNN.00", which O*NET 29.x has for every detailed SOC code; rows
 *    whose code is not in occupation-data.tsv are dropped.
 *  - A source that names the occupation instead of coding it (H-1B data with SOC_NAME only) is
 *    coded by the exact SOC 2010 title, else the exact SOC 2000 title (case and BLS marks ignored),
 *    or, for a name of 30 or more characters cut short by a field width, the one title it begins;
 *    then as above. Other names (misspellings, "Other") are dropped.
 *  - O*NET-SOC 2019 codes ("15-1252.00", "29-1229.02") are kept when O*NET 29.x has them; other
 *    codes of sources on SOC 2018 become their detailed code's ".00" occupation when it exists.
 * Rows whose title field holds an employer's name (a company form word: LLC, Inc, Corp, Ltd) or
 * fewer than 4 letters are dropped as not being job titles.
 * Then identical (title, code) pairs are kept once (titles compared trimmed, whitespace collapsed,
 * case-insensitive; the first in source and file order wins), rows without a title are dropped, and
 * each row gets its split from sha256(source + ":" + key) (heldout when the first hex digit < 4).
 *
 * Crosswalks are read from the snapshot of danielruss/codingsystems (BLS crosswalks as CSV).
 * Node built-ins only. Needs `git`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultMirror, gitShow, missingRepos, parseCsv, snapshotDir } from "../snapshots.mjs";
import { SOURCES, cleanTitle, splitOf, titleHash, titleKey } from "./materialize.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const ONET = arg("--onet") ?? process.env.ONET_DIR ?? "/work/shared/data/onet";
const mirror = defaultMirror();

export const CROSSWALKS = {
  repo: "danielruss/codingsystems",
  commit: "f7b531e6a8de84e375d49ceb2927da2a4420281e",
  licence:
    "No licence file in the repository. The files used are copies of the U.S. Bureau of Labor Statistics' SOC crosswalks (works of the U.S. federal government, public domain). Only the code-to-code pairs are used, in this script; nothing of them is committed but the normalised codes.",
  soc2000to2010: "soc2000_soc2010.csv",
  soc2010to2018: "soc2010_soc2018.csv",
};

const missing = missingRepos(mirror, [...new Set([...SOURCES.map((source) => source.repo), CROSSWALKS.repo])]);
if (missing.length > 0) {
  console.error(`Missing snapshots under ${mirror}: ${missing.join(", ")} (bring each with: fetch github:<repo>)`);
  process.exit(1);
}

function tsv(file) {
  const [header, ...lines] = readFileSync(join(ONET, file), "utf8").split(/\r?\n/).filter(Boolean);
  const names = header.split("\t");
  return lines.map((line) => Object.fromEntries(line.split("\t").map((value, i) => [names[i], value])));
}

const occupations = tsv("occupation-data.tsv");
const validOnet = new Set(occupations.map((row) => row["O*NET-SOC Code"]));
const onetTitles = new Set();
for (const row of occupations) onetTitles.add(titleKey(row.Title));
for (const row of tsv("alternate-titles.tsv")) {
  onetTitles.add(titleKey(row["Alternate Title"]));
  if (row["Short Title"]) onetTitles.add(titleKey(row["Short Title"]));
}
for (const row of tsv("reported-titles.tsv")) onetTitles.add(titleKey(row["Reported Job Title"]));
onetTitles.delete("");

/** A crosswalk file as Map(from code -> Map(to code -> to title)) and Map(from code -> from title). */
function pairs(file, from, to) {
  const map = new Map();
  const titles = new Map();
  const dir = snapshotDir(mirror, CROSSWALKS.repo);
  for (const row of parseCsv(gitShow(dir, CROSSWALKS.commit, file, "utf8"))) {
    const a = cleanTitle(row[from]);
    const b = cleanTitle(row[to]);
    if (!a || !b) continue;
    if (!map.has(a)) map.set(a, new Map());
    map.get(a).set(b, cleanTitle(row[`${to}_title`]));
    titles.set(a, cleanTitle(row[`${from}_title`]));
  }
  return { map, titles };
}
const x2000 = pairs(CROSSWALKS.soc2000to2010, "soc2000", "soc2010");
const x2010 = pairs(CROSSWALKS.soc2010to2018, "soc2010", "soc2018");

/** An occupation title as compared between classifications: no BLS marks ("(##)", "*"), lower-cased. */
const socTitle = (title) =>
  title
    .replace(/\(#+\)|\*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** SOC 2010 and SOC 2000 detailed occupations by title (as socTitle gives it). */
const soc2010ByTitle = new Map([...x2010.titles].map(([code, title]) => [socTitle(title), code]));
const soc2000ByTitle = new Map([...x2000.titles].map(([code, title]) => [socTitle(title), code]));

/**
 * The code whose title a source's occupation name is: the exact title (case, BLS marks and a
 * trailing "*" ignored), or, for a name of 30 or more characters cut short by a field width
 * ("MARKET RESEARCH ANALYSTS AND MARKETING"), the one title it begins.
 */
function codeByTitle(byTitle, name) {
  const wanted = socTitle(name);
  if (byTitle.has(wanted)) return byTitle.get(wanted);
  if (wanted.length < 30) return null;
  const begun = [...byTitle].filter(([title]) => title.startsWith(wanted));
  return begun.length === 1 ? begun[0][1] : null;
}

/**
 * The successor of `code` in a crosswalk step: the only target; or, when the crosswalk splits the
 * occupation, the target that continues it, i.e. keeps its code, or has the same title, or the title
 * the old one has before its first comma ("Software Developers, Applications" -> "Software Developers";
 * "Financial Analysts" -> "Financial and Investment Analysts", which keeps 13-2051). An "All Other"
 * occupation that is split has none: part of it went to new occupations. Else null.
 */
function successor(step, code) {
  const targets = step.map.get(code);
  if (!targets || targets.size === 0) return null;
  if (targets.size === 1) return { code: [...targets.keys()][0], split: false };
  const old = socTitle(step.titles.get(code) ?? "");
  // An "All Other" residual that the crosswalk splits lost some of its content to new occupations;
  // which one a row belongs to is not known.
  if (/ all other$/.test(old)) return { code: null, split: true, residual: true };
  const stem = old.split(",")[0].trim();
  const continuing = [...targets].filter(
    ([next, title]) => next === code || socTitle(title) === old || socTitle(title) === stem,
  );
  if (continuing.length === 1) return { code: continuing[0][0], split: true };
  return { code: null, split: true };
}

/**
 * Some title fields hold something else: an employer's name ("... Masonry Co LLC", "... Inc."),
 * a code ("45-2091"), "XX". Titles with a company form word or fewer than 4 letters are dropped.
 */
function isTitle(title) {
  if (title.replace(/[^A-Za-z]/g, "").length < 4) return false;
  return !/\b(llc|l\.l\.c|inc|corp|corporation|ltd)\b/i.test(title);
}

/** "452092" | "45-2092" | "45-2092.00" -> "45-2092" (or null). */
function soc6(code) {
  const digits = String(code).replace(/[^0-9]/g, "");
  if (digits.length !== 6 && !(digits.length === 8 && /\.\d\d$/.test(code))) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}`;
}

/** { code } with an O*NET-SOC code, or { reason } why the row is dropped. */
function normaliseSoc(sourceCode, system) {
  if (system === "onet-soc-2019" && validOnet.has(sourceCode)) return { code: sourceCode };
  if (system === "soc-title") {
    // The source names the occupation instead of coding it: its SOC 2010 (else SOC 2000) title.
    const code = codeByTitle(soc2010ByTitle, sourceCode) ?? codeByTitle(soc2000ByTitle, sourceCode);
    return code ? normaliseSoc(code, "soc2010-or-2000") : { reason: "not a SOC 2010 or SOC 2000 occupation title" };
  }
  const six = soc6(sourceCode);
  if (!six) return { reason: "not a SOC code" };
  if (system === "onet-soc-2019" || system === "soc2018") {
    // Codes already in the 2018-based classification: the detailed SOC code's ".00" occupation.
    return validOnet.has(`${six}.00`) ? { code: `${six}.00` } : { reason: "not an O*NET 29.x code" };
  }
  let code2010 = x2010.map.has(six) ? six : null;
  let split = false;
  if (!code2010 && system === "soc2010-or-2000" && x2000.map.has(six)) {
    const next = successor(x2000, six);
    if (!next.code)
      return {
        reason: next.residual
          ? "'All Other' occupation split (SOC 2000 to 2010)"
          : "split across several SOC 2010 codes",
      };
    code2010 = next.code;
    split = next.split;
  }
  if (!code2010) return { reason: "code in neither SOC 2010 nor SOC 2000" };
  const next = successor(x2010, code2010);
  if (!next) return { reason: "no SOC 2018 code" };
  if (!next.code)
    return {
      reason: next.residual ? "'All Other' occupation split (SOC 2010 to 2018)" : "split across several SOC 2018 codes",
    };
  split ||= next.split;
  // An O*NET detail code (".01" ...) of an older taxonomy may name just the part that split off.
  if (split && /\.\d\d$/.test(sourceCode) && !sourceCode.endsWith(".00"))
    return { reason: "O*NET detail code of a split occupation" };
  const code = `${next.code}.00`;
  if (!validOnet.has(code)) return { reason: "not an O*NET 29.x code" };
  return { code, ...(split ? { via: "continuing occupation of a split" } : {}) };
}

const manifestRows = [];
const seen = new Set();
const report = {};
for (const source of SOURCES) {
  const dir = snapshotDir(mirror, source.repo);
  const stats = { read: 0, kept: 0, dropped: {}, unmappedCodes: {} };
  const drop = (reason) => (stats.dropped[reason] = (stats.dropped[reason] ?? 0) + 1);
  const keys = new Set();
  for (const path of source.files) {
    for (const [key, record] of source.read(dir, source.commit, path)) {
      stats.read += 1;
      if (keys.has(key)) {
        drop("key already used in another file");
        continue;
      }
      keys.add(key);
      if (!record.title) {
        drop("no title");
        continue;
      }
      if (!isTitle(record.title)) {
        drop("not a job title (employer name or fewer than 4 letters)");
        continue;
      }
      if (!record.sourceCode) {
        drop("no code");
        continue;
      }
      const normal = source.normalise
        ? source.normalise(record.sourceCode, normaliseSoc)
        : normaliseSoc(record.sourceCode, source.codeSystem);
      if (!normal.code) {
        drop(normal.reason);
        stats.unmappedCodes[record.sourceCode] = (stats.unmappedCodes[record.sourceCode] ?? 0) + 1;
        continue;
      }
      const pair = `${titleKey(record.title)}\0${normal.code}`;
      if (seen.has(pair)) {
        drop("duplicate (title, code)");
        continue;
      }
      seen.add(pair);
      stats.kept += 1;
      manifestRows.push({
        source: source.id,
        path,
        key,
        sourceCode: record.sourceCode,
        code: normal.code,
        inOnet: onetTitles.has(titleKey(record.title)),
        split: splitOf(source.id, key),
        titleHash: titleHash(record.title),
        via: normal.via ? 1 : 0,
      });
    }
  }
  report[source.id] = stats;
}

// One row a line, as an array in the order of `columns` (the file as an index into its source's
// `files`), to keep the manifest small: it has a row for every title.
const COLUMNS = ["source", "file", "key", "sourceCode", "code", "inOnet", "split", "titleHash", "via"];
const fileIndex = (row) => SOURCES.find((source) => source.id === row.source).files.indexOf(row.path);
const manifest = {
  version: 1,
  built: "by build-manifest.mjs; see README.md",
  onet: "O*NET 29.3 (occupation-data.tsv, alternate-titles.tsv incl. short titles, reported-titles.tsv)",
  crosswalks: {
    repo: CROSSWALKS.repo,
    commit: CROSSWALKS.commit,
    licence: CROSSWALKS.licence,
    files: [CROSSWALKS.soc2000to2010, CROSSWALKS.soc2010to2018],
  },
  sources: SOURCES.map(({ id, repo, commit, licence, description, files }) => ({
    id,
    repo,
    commit,
    licence,
    description,
    files,
  })),
  report,
  columns: COLUMNS,
  rows: "ROWS",
};
const rowLines = manifestRows.map((row) =>
  JSON.stringify([
    row.source,
    fileIndex(row),
    row.key,
    row.sourceCode,
    row.code,
    row.inOnet ? 1 : 0,
    row.split,
    row.titleHash,
    row.via,
  ]),
);
writeFileSync(
  join(HERE, "manifest.json"),
  `${JSON.stringify(manifest, null, 1).replace('"ROWS"', `[\n${rowLines.join(",\n")}\n]`)}\n`,
);
console.log(JSON.stringify(report, null, 2));
console.log(
  `${manifestRows.length} rows; ${manifestRows.filter((row) => row.inOnet).length} verbatim in O*NET's lists; heldout ${manifestRows.filter((row) => row.split === "heldout").length}`,
);
