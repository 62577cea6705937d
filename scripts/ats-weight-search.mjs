#!/usr/bin/env node
/**
 * How the score's weights were chosen (docs/decisions/ats-weights.md): every pair of v2, v3 and
 * v4's TUNE split is scored once; each component's credit (its share of its points) is kept; the
 * totals of other weightings are recombined from those credits (the score is their weighted sum).
 * Prints, for each weighting tried, v4 tune grouped AUC and v2/v3 pooled AUC. The held-out split
 * of v4 is not loaded here: it is reported by `npm run bench -- ats` only.
 * Run: node_modules/.bin/node scripts/ats-weight-search.mjs
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importTs } from "./lib/import-ts.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { engine, metrics } = await importTs({ engine: join(ROOT, "app/domain/ats/standalone.ts"), metrics: join(ROOT, "tests/ats-eval/metrics.ts") });
const IDS = ["roleFit", "hardSkills", "keywords", "jobTitle", "qualifications"];

async function load(version, onlyTune) {
  const module = await import(pathToFileURL(join(ROOT, `tests/ats-eval/${version}/materialize.mjs`)).href);
  const loaded = await module[`loadEval${version.toUpperCase()}`]();
  if (!loaded.ok) throw new Error(loaded.reason);
  const set = loaded.set;
  const pairs = onlyTune ? set.pairs.filter((pair) => pair.split === "tune") : set.pairs;
  return pairs.map((pair) => {
    const analysis = engine.analyzeAts({ resumeText: set.resumes[pair.resume], jobDescriptionText: set.jobs[pair.job], asOf: set.asOf });
    const credits = Object.fromEntries(IDS.map((id) => {
      const component = analysis.metadata.analysis.components.find((candidate) => candidate.id === id);
      return [id, component && component.weight > 0 ? component.earned / component.weight : null];
    }));
    return { resume: pair.resume, positive: pair.label === "fit", credits };
  });
}

function total(row, weights) {
  let sum = 0;
  let weight = 0;
  for (const id of IDS) {
    if (row.credits[id] === null) continue;
    sum += weights[id] * row.credits[id];
    weight += weights[id];
  }
  return weight > 0 ? sum / weight : 0;
}

function grouped(rows, weights) {
  const byResume = new Map();
  for (const row of rows) byResume.set(row.resume, [...(byResume.get(row.resume) ?? []), row]);
  const aucs = [...byResume.values()].filter((group) => group.some((r) => r.positive) && group.some((r) => !r.positive)).map((group) => metrics.rocAuc(group.map((r) => total(r, weights)), group.map((r) => r.positive)));
  return aucs.reduce((a, b) => a + b, 0) / aucs.length;
}
const pooled = (rows, weights) => metrics.rocAuc(rows.map((r) => total(r, weights)), rows.map((r) => r.positive));

const [v2, v3, v4] = [await load("v2"), await load("v3"), await load("v4", true)];
const candidates = [];
for (const roleFit of [20, 30, 40]) for (const hardSkills of [10, 20, 30]) for (const keywords of [5, 10, 20]) for (const jobTitle of [10, 20, 30]) for (const qualifications of [10, 20, 30]) candidates.push({ roleFit, hardSkills, keywords, jobTitle, qualifications });
const results = candidates.map((weights) => ({ weights, v4: grouped(v4, weights), v2: pooled(v2, weights), v3: pooled(v3, weights) }));
const current = { roleFit: 38, hardSkills: 19, keywords: 5, jobTitle: 10, qualifications: 28 };
const f = (x) => x.toFixed(3);
const show = (r) => `${Object.values(r.weights).join("/").padEnd(16)} v4 tune grouped ${f(r.v4)}  v2 ${f(r.v2)}  v3 ${f(r.v3)}`;
console.log(`weights roleFit/hardSkills/keywords/jobTitle/qualifications`);
console.log(`current  ${show({ weights: current, v4: grouped(v4, current), v2: pooled(v2, current), v3: pooled(v3, current) })}`);
// Only weightings that keep v2 and v3 where they are.
const kept = results.filter((r) => r.v2 >= pooled(v2, current) - 0.005 && r.v3 >= pooled(v3, current) - 0.005).sort((a, b) => b.v4 - a.v4);
for (const r of kept.slice(0, 10)) console.log(`         ${show(r)}`);
console.log("best on v4 tune whatever v2 and v3 do:");
for (const r of [...results].sort((a, b) => b.v4 - a.v4).slice(0, 5)) console.log(`         ${show(r)}`);
const chosen = { roleFit: 27, hardSkills: 20, keywords: 5, jobTitle: 11, qualifications: 37 };
console.log(`chosen   ${show({ weights: chosen, v4: grouped(v4, chosen), v2: pooled(v2, chosen), v3: pooled(v3, chosen) })}`);
