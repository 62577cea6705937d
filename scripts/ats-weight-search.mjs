#!/usr/bin/env node
/**
 * How the score's weights are chosen (docs/decisions/ats-weights.md), leaving one whole source out.
 * Every pair of v5 (tests/ats-eval/v5, all sources but the one kept out of all tuning) and of v4's
 * tune split is scored once; each component's credit is kept, and the totals of other weightings
 * are recombined from those credits (the score is their weighted sum, no gate). Then, for each
 * posting source of v5 in turn, the weighting with the best mean grouped AUC on the OTHER sources
 * (v4's tune split counting as one more, within fields) is read on the source left out: that
 * figure, not the tuning one, says how the choice carries to a new source.
 * Finally the weighting best on all of them together is printed, beside today's.
 * Run: node_modules/.bin/node scripts/ats-weight-search.mjs [--hide linkedin-in]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { COMPONENT_IDS, componentCredits, groupedAuc, loadEngine, scoreV5 } from "../bench/lib/ats-sources.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const hideAt = process.argv.indexOf("--hide");
const hidden = hideAt > 0 ? (process.argv[hideAt + 1] ?? "").split(",") : ["linkedin-in"];
const modules = await loadEngine();
const { rocAuc } = modules.metrics;
const { engine } = modules;

const V5_SOURCES = ["federal", "glassdoor", "nhs", "linkedin-in", "livecareer", "kaggle-resumes"].filter(
  (id) => !hidden.includes(id),
);
const v5 = await scoreV5(modules, { sources: V5_SOURCES });
if (v5.missing) throw new Error(`no snapshot of ${v5.missing.join(", ")}`);

// v4's tune split: within one field, the level and specialty readings decide.
const v4module = await import(pathToFileURL(join(ROOT, "tests/ats-eval/v4/materialize.mjs")).href);
const v4loaded = await v4module.loadEvalV4();
const v4 = v4loaded.ok
  ? v4loaded.set.pairs
      .filter((pair) => pair.split === "tune")
      .map((pair) => {
        const analysis = engine.analyzeAts({
          resumeText: v4loaded.set.resumes[pair.resume],
          jobDescriptionText: v4loaded.set.jobs[pair.job],
          asOf: v4loaded.set.asOf,
        });
        return {
          resume: pair.resume,
          positive: pair.label === "fit",
          credits: componentCredits(analysis),
          jobSource: "v4-tune",
        };
      })
  : [];

function total(row, weights) {
  let sum = 0;
  let weight = 0;
  for (const id of COMPONENT_IDS) {
    if (row.credits[id] === null) continue;
    sum += weights[id] * row.credits[id];
    weight += weights[id];
  }
  return weight > 0 ? sum / weight : 0;
}

const groups = {};
for (const row of [...v5.rows, ...v4]) (groups[row.jobSource] ??= []).push(row);
const sourceIds = Object.keys(groups);
const auc = (rows, weights) => groupedAuc(rocAuc, rows, (row) => total(row, weights));

const candidates = [];
for (const roleFit of [20, 30, 40, 50, 60])
  for (const hardSkills of [5, 10, 20, 30])
    for (const keywords of [0, 5, 10])
      for (const wording of [0, 10, 20, 30, 40])
        for (const jobTitle of [5, 10, 15, 20])
          for (const qualifications of [5, 10, 20, 30])
            candidates.push({ roleFit, hardSkills, keywords, wording, jobTitle, qualifications });
const perSource = candidates.map((weights) => ({
  weights,
  aucs: Object.fromEntries(sourceIds.map((id) => [id, auc(groups[id], weights)])),
}));
const mean = (result, ids) => ids.reduce((sum, id) => sum + result.aucs[id], 0) / ids.length;
const show = (weights) => COMPONENT_IDS.map((id) => weights[id]).join("/");
const f = (x) => x.toFixed(3);

console.log(`Sources: ${sourceIds.join(", ")} (kept out of all tuning: ${hidden.join(", ")})`);
console.log("Leave one source out: the weighting best on the others, read on the one left out");
for (const left of sourceIds) {
  const others = sourceIds.filter((id) => id !== left);
  const best = [...perSource].sort((a, b) => mean(b, others) - mean(a, others))[0];
  const alone = COMPONENT_IDS.map(
    (id) => `${id} ${f(groupedAuc(rocAuc, groups[left], (row) => row.credits[id] ?? 0))}`,
  ).join(", ");
  console.log(
    `  ${left.padEnd(10)} chosen ${show(best.weights).padEnd(16)} on the others ${f(mean(best, others))}  →  left out ${f(best.aucs[left])}   (alone: ${alone})`,
  );
}
const current = Object.fromEntries(COMPONENT_IDS.map((id) => [id, v5.rows[0].weights[id]]));
const all = [...perSource].sort((a, b) => mean(b, sourceIds) - mean(a, sourceIds));
console.log(
  `today    ${show(current).padEnd(16)} ${sourceIds.map((id) => `${id} ${f(auc(groups[id], current))}`).join("  ")}`,
);
for (const result of all.slice(0, 8))
  console.log(
    `         ${show(result.weights).padEnd(16)} ${sourceIds.map((id) => `${id} ${f(result.aucs[id])}`).join("  ")}  mean ${f(mean(result, sourceIds))}`,
  );
const tryAt = process.argv.indexOf("--try");
if (tryAt > 0) {
  for (const text of process.argv.slice(tryAt + 1)) {
    const parts = text.split("/").map(Number);
    const weights = Object.fromEntries(COMPONENT_IDS.map((id, i) => [id, parts[i] ?? 0]));
    console.log(
      `try      ${text.padEnd(16)} ${sourceIds.map((id) => `${id} ${f(auc(groups[id], weights))}`).join("  ")}`,
    );
  }
}
