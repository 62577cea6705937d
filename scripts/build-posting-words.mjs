#!/usr/bin/env node
/**
 * Builds app/domain/ats/posting-words.json: in how many job postings each word (the engine's stem)
 * stands, the document frequencies behind the score's wording part (app/domain/ats/wording.ts).
 * A word most postings use ("experience", "duties", "apply") says little about which job it is;
 * one few use ("phlebotomy", "kubernetes") says a lot. O*NET's task statements were the first
 * choice and read worse: their prose is not a posting's, so a posting's furniture looked rare
 * (docs/ats-scorecard.md, "Shared wording").
 *
 * Source: U.S. federal job announcements (USAJOBS, December 2017) in the snapshot of
 * iamjz/FedJobs that evaluation set v5 reads (tests/ats-eval/v5/README.md): works of the U.S.
 * federal government, public domain (17 U.S.C. 105). The 1,031 announcements evaluation set v5
 * pairs with resumes are left out, so its figures on them stay figures on unseen text (the older
 * sets v3/v4, tuning sets of earlier waves, drew from the same snapshot and may share some).
 * Words used by fewer than MIN_POSTINGS announcements are not kept: the engine treats a word the
 * table lacks as one no posting uses.
 *
 * Usage: node scripts/build-posting-words.mjs [--check]  (needs the snapshot; without it,
 * --check says so and passes: the committed table is the source for everyone else).
 */
import { resolve } from "node:path";
import { importTs, writeGenerated } from "./lib/import-ts.mjs";
import { ROOT } from "./lib/onet.mjs";
import { csvRows, defaultMirror, missingRepos } from "../tests/ats-eval/snapshots.mjs";
import { jobText } from "../tests/ats-eval/v3/materialize.mjs";
import { readManifest, SOURCE_BY_ID, sourceDir } from "../tests/ats-eval/v5/materialize.mjs";
import { execFileSync } from "node:child_process";

const OUTPUT = resolve(ROOT, "app/domain/ats/posting-words.json");
const MIN_POSTINGS = 2;
const source = SOURCE_BY_ID.federal;

if (missingRepos(defaultMirror(), [source.repo]).length > 0) {
  console.log(
    `posting-words.json not checked: the snapshot of ${source.repo} is not fetched (tests/ats-eval/v5/README.md)`,
  );
  process.exit(0);
}

const { wording, tokens } = await importTs({
  wording: resolve(ROOT, "app/domain/ats/wording.ts"),
  tokens: resolve(ROOT, "app/domain/ats/tokenize.ts"),
});
const dir = sourceDir("federal");
const evaluated = new Set(
  readManifest()
    .jobs.filter((entry) => entry.source === "federal")
    .map((entry) => entry.key.slice(entry.key.indexOf("#") + 1)),
);
const files = execFileSync("git", ["-C", dir, "ls-tree", "--name-only", source.commit, "collected_data/"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean)
  .sort();
const seen = new Set();
const df = new Map();
for (const file of files)
  for (const row of csvRows(dir, source.commit, file)) {
    if (seen.has(row.PositionID) || evaluated.has(row.PositionID)) continue;
    seen.add(row.PositionID);
    for (const word of new Set(wording.postingWords(tokens.tokenize(jobText(row)))))
      df.set(word, (df.get(word) ?? 0) + 1);
  }
const kept = [...df].filter(([, count]) => count >= MIN_POSTINGS).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const table = {
  source: `${source.repo}@${source.commit} (USAJOBS announcements, public domain), without the ${evaluated.size} that evaluation set v5 uses`,
  postings: seen.size,
  df: Object.fromEntries(kept),
};
writeGenerated(OUTPUT, `${JSON.stringify(table)}\n`, `${seen.size} postings, ${kept.length} words`);
