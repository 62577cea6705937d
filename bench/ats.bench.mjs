#!/usr/bin/env node
/**
 * ATS engine benchmark.
 * 1. Quality: ROC AUC of the engine score on three labelled sets, next to two baselines (plain word
 *    overlap, TF-IDF cosine), and of each score component alone:
 *    - v1 (tests/ats-eval/pairs.json): written for this product; kept as a regression check.
 *    - v2 (tests/ats-eval/v2/): real resumes and real job postings the team did not write, labels
 *      derived from headlines and titles by written rules (tests/ats-eval/v2/README.md).
 *    - v3 (tests/ats-eval/v3/): real resumes and real job postings from the same sources, every
 *      pair labelled by hand by one rater (tests/ats-eval/v3/README.md).
 *    The texts of v2 and v3 are not in the repository: they are read from snapshots of the source
 *    repositories when present (tests/ats-eval/snapshots.mjs), and each is scored with the same
 *    label splits and the same targets.
 * 2. Speed: one two-page resume against a 600-word job description, and a 20,000-character pasted
 *    resume, timed inside workerd (the runtime the API runs in) through Miniflare, and in Node.
 *
 * workerd only advances its clock on I/O (a Spectre mitigation), so inside the Worker runs are
 * timed in batches fenced by a zero-delay timer, and the fence's own cost is measured and
 * subtracted.
 */
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Miniflare } from "miniflare";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { record } from "./lib/report.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ENGINE = join(ROOT, "app/domain/ats/standalone.ts");
const METRICS = join(ROOT, "tests/ats-eval/metrics.ts");
const REAL_SETS = [
  {
    name: "v2",
    description: "real resumes and postings",
    loader: "tests/ats-eval/v2/materialize.mjs",
    load: "loadEvalV2",
  },
  {
    name: "v3",
    description: "real resumes and postings, labelled by hand",
    loader: "tests/ats-eval/v3/materialize.mjs",
    load: "loadEvalV3",
  },
  {
    name: "v4",
    description: "within fields: real resumes against postings of their own field",
    loader: "tests/ats-eval/v4/materialize.mjs",
    load: "loadEvalV4",
    splits: true,
  },
];
const RESUME = join(ROOT, "bench/fixtures/resume-two-page.txt");
const JOB = join(ROOT, "bench/fixtures/job-600-words.txt");
const RUNS = 500;
const BATCH = 25;
// realAuc and realMargin apply to fit vs rest on each real-document set (v2, v3); withinField to
// v4's grouped AUC on both splits; v1Auc to the set written for the product, a regression check
// (its TF-IDF cosine ranks it at 0.995, so "TF-IDF + 0.05" would be an AUC above 1).
/**
 * The input as the editor re-scores it: the resume one word longer in its first bullet each time
 * (a word of letters the dictionaries do not hold), against the same saved job. The engine keeps
 * what an edit leaves unchanged (the job's reading, the other roles' placements), so scoring one
 * unchanged resume again and again would time its caches, not a re-score.
 */
function editedInput(input, n) {
  const word = `edit${String(n).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)])}`;
  return { ...input, resumeText: input.resumeText.replace(/^(•.*)$/m, (line) => `${line} ${word}`) };
}

const TARGETS = { realAuc: 0.85, realMargin: 0.1, withinField: 0.8, v1Auc: 0.98, p50Ms: 3, longMs: 15 };
const LONG_RESUME_CHARS = 20_000;

const out = mkdtempSync(join(tmpdir(), "ats-bench-"));
try {
  const { engine, metrics } = await importTs({ engine: ENGINE, metrics: METRICS });
  const { analyzeAts } = engine;
  const { rocAuc, tfidfCosine, wordOverlap } = metrics;
  const f = (value) => value.toFixed(3);
  const verdict = (ok) => (ok ? "OK" : "OVER");

  /** Scores every pair of a set once: the engine's analysis and the two baselines. */
  function scoreSet(set) {
    const tfidf = tfidfCosine(set);
    return set.pairs.map((pair) => {
      const resume = set.resumes[pair.resume];
      const job = set.jobs[pair.job];
      return {
        label: pair.label,
        resume: pair.resume,
        analysis: analyzeAts({ resumeText: resume, jobDescriptionText: job, asOf: set.asOf }),
        overlap: wordOverlap(resume, job),
        cosine: tfidf(resume, job),
      };
    });
  }

  /**
   * AUCs of the engine, the baselines and each component for one split of a set's labels: the
   * pairs whose label `keep` accepts, `positive` telling the positives.
   */
  /**
   * AUC within each resume (its jobs ranked against each other, as a job seeker compares postings),
   * averaged over the resumes that have both a positive and a negative pair; null when none has.
   */
  function groupedAuc(rows, positives, values) {
    const byResume = new Map();
    rows.forEach((row, index) => {
      const group = byResume.get(row.resume) ?? { scores: [], positives: [] };
      group.scores.push(values[index]);
      group.positives.push(positives[index]);
      byResume.set(row.resume, group);
    });
    const aucs = [...byResume.values()]
      .filter((group) => group.positives.some(Boolean) && group.positives.some((p) => !p))
      .map((group) => rocAuc(group.scores, group.positives));
    return aucs.length === 0
      ? null
      : { auc: aucs.reduce((sum, value) => sum + value, 0) / aucs.length, resumes: aucs.length };
  }

  function quality(name, scored, positive, keep = () => true) {
    const rows = scored.filter((row) => keep(row.label));
    const positives = rows.map((row) => positive(row.label));
    const analyses = rows.map((row) => row.analysis);
    const auc = (scores) => rocAuc(scores, positives);
    const engine = auc(analyses.map((analysis) => analysis.score));
    const overlap = auc(rows.map((row) => row.overlap));
    const cosine = auc(rows.map((row) => row.cosine));
    console.log(`  ${name.padEnd(28)} engine ${f(engine)}   word overlap ${f(overlap)}   TF-IDF cosine ${f(cosine)}`);
    const grouped = groupedAuc(
      rows,
      positives,
      analyses.map((analysis) => analysis.score),
    );
    const groupedCosine = groupedAuc(
      rows,
      positives,
      rows.map((row) => row.cosine),
    );
    if (grouped)
      console.log(
        `  ${"".padEnd(28)} grouped by resume (${grouped.resumes} resumes): engine ${f(grouped.auc)}   TF-IDF cosine ${f(groupedCosine.auc)}`,
      );
    // Each component alone: its share of its points, or for advice-only components the share of checks met.
    const ids = analyses[0].metadata.analysis.components.map((component) => component.id);
    const parts = ids.map((id) => {
      const values = analyses.map((analysis) => {
        const component = analysis.metadata.analysis.components.find((candidate) => candidate.id === id);
        if (component.weight > 0) return component.earned / component.weight;
        return component.items.length > 0
          ? component.items.filter((item) => item.matched).length / component.items.length
          : 0;
      });
      const scored = analyses[0].metadata.analysis.components.find((component) => component.id === id).weight > 0;
      return { id, scored, auc: auc(values) };
    });
    console.log(
      `  ${"".padEnd(28)} components alone: ${parts.map((part) => `${part.id}${part.scored ? "" : " (advice)"} ${f(part.auc)}`).join(", ")}`,
    );
    const best = parts.filter((part) => part.scored).sort((a, b) => b.auc - a.auc)[0];
    return { engine, overlap, cosine, best, grouped: grouped?.auc ?? null, groupedCosine: groupedCosine?.auc ?? null };
  }

  /**
   * The score's targets (docs/ats-scorecard.md) on one set's main split: the total at least 0.05 above TF-IDF cosine,
   * and never below its own best scored component.
   */
  function baselineTargets(result) {
    const margin = result.engine - result.cosine;
    const beatsParts = result.engine >= result.best.auc;
    if (result.cosine + 0.05 > 1) {
      console.log(
        `  TF-IDF cosine + 0.05 is ${f(result.cosine + 0.05)}, above any AUC: target instead AUC >= ${TARGETS.v1Auc} (${f(result.engine)}: ${verdict(result.engine >= TARGETS.v1Auc)}), ` +
          `>= best component ${result.best.id} ${f(result.best.auc)} (${verdict(beatsParts)})`,
      );
      return { margin, beatsParts, ok: result.engine >= TARGETS.v1Auc && beatsParts };
    }
    console.log(
      `  target: >= TF-IDF cosine + 0.05 (${margin >= 0 ? "+" : ""}${f(margin)}: ${verdict(margin >= 0.05)}), ` +
        `>= best component ${result.best.id} ${f(result.best.auc)} (${verdict(beatsParts)})`,
    );
    return { margin, beatsParts, ok: margin >= 0.05 && beatsParts };
  }

  /** One line of the README's table for a set's main split. */
  function recordQuality(key, what, result, checked, extra = { target: "", ok: true }) {
    record(key, {
      what,
      value: `${f(result.engine)}${result.grouped === null ? "" : `, grouped by resume ${f(result.grouped)}`} (TF-IDF cosine ${f(result.cosine)}${result.groupedCosine === null ? "" : ` / grouped ${f(result.groupedCosine)}`}, word overlap ${f(result.overlap)}, best component alone ${result.best.id} ${f(result.best.auc)})`,
      target: `${extra.target}${result.cosine + 0.05 > 1 ? "" : ">= TF-IDF + 0.05, "}>= every component alone`,
      ok: checked.ok && extra.ok,
    });
  }

  /** A real-document set (v2, v3): loaded from its snapshots, scored on the same splits against the same targets. */
  async function realSet({ name, description, loader, load, splits = false }) {
    const file = join(ROOT, loader);
    const loaded = existsSync(file)
      ? await (await import(pathToFileURL(file).href))[load]()
      : { ok: false, reason: `${dirname(loader)} is missing` };
    if (!loaded.ok) {
      console.log(`${name} (${description}): not run: ${loaded.reason}`);
      return;
    }
    const set = loaded.set;
    const counts = set.pairs.reduce((acc, pair) => ({ ...acc, [pair.label]: (acc[pair.label] ?? 0) + 1 }), {});
    console.log(
      `${name} (${description}): ${set.pairs.length} pairs (${Object.entries(counts)
        .map(([label, n]) => `${n} ${label}`)
        .join(", ")}), ` + `${Object.keys(set.jobs).length} jobs, ${Object.keys(set.resumes).length} resumes`,
    );
    if (splits) {
      // The held-out resumes' pairs are reported, never tuned on (tests/ats-eval/v4/README.md).
      for (const split of ["tune", "heldout"]) {
        const part = { ...set, pairs: set.pairs.filter((pair) => pair.split === split) };
        console.log(
          `  ${split === "tune" ? "tune split" : "held-out split"}: ${part.pairs.length} pairs, ${new Set(part.pairs.map((pair) => pair.resume)).size} resumes`,
        );
        const scoredPart = scoreSet(part);
        const main = quality(`${split}: fit vs rest`, scoredPart, (label) => label === "fit");
        const withinField = main.grouped !== null && main.grouped >= TARGETS.withinField;
        console.log(
          `  target: grouped by resume >= ${TARGETS.withinField} (${f(main.grouped ?? 0)}: ${verdict(withinField)})`,
        );
        recordQuality(
          `${name}.${split}`,
          `ATS ranking within a field, ROC AUC, ${name} ${split === "tune" ? "tune split" : "held-out split (never tuned on)"}: ${new Set(part.pairs.map((pair) => pair.resume)).size} real resumes against postings of their own field, fit vs rest`,
          main,
          baselineTargets(main),
          { target: `grouped >= ${TARGETS.withinField}, `, ok: withinField },
        );
        quality(
          `${split}: fit vs related`,
          scoredPart,
          (label) => label === "fit",
          (label) => label === "fit" || label === "related",
        );
        quality(
          `${split}: fit vs seniority`,
          scoredPart,
          (label) => label === "fit",
          (label) => label === "fit" || label === "seniority",
        );
      }
      return;
    }
    const scored = scoreSet(set);
    const fit = (label) => label === "fit";
    const main = quality("fit vs rest", scored, fit);
    quality("fit vs related (hard)", scored, fit, (label) => label === "fit" || label === "related");
    quality("fit vs seniority", scored, fit, (label) => label === "fit" || label === "seniority");
    quality("fit vs none", scored, fit, (label) => label === "fit" || label === "none");
    const absolute = main.engine >= TARGETS.realAuc && main.engine - main.overlap >= TARGETS.realMargin;
    console.log(
      `  target: AUC >= ${TARGETS.realAuc} (${f(main.engine)}: ${verdict(main.engine >= TARGETS.realAuc)}), ` +
        `at least ${TARGETS.realMargin} above word overlap (+${f(main.engine - main.overlap)}: ${verdict(main.engine - main.overlap >= TARGETS.realMargin)})`,
    );
    recordQuality(
      name,
      `ATS ranking across occupations, ROC AUC, ${name} (${description}): ${set.pairs.length} pairs, fit vs rest`,
      main,
      baselineTargets(main),
      {
        target: `>= ${TARGETS.realAuc}, >= word overlap + ${TARGETS.realMargin}, `,
        ok: absolute,
      },
    );
  }

  // 1. Quality
  console.log("Ranking quality, ROC AUC (the chance a fitting pair scores above a non-fitting one)");
  const v1 = JSON.parse(readFileSync(join(ROOT, "tests/ats-eval/pairs.json"), "utf8"));
  console.log(
    `v1 (written for this product, regression check): ${v1.pairs.length} pairs, ${Object.keys(v1.jobs).length} jobs, ${Object.keys(v1.resumes).length} resumes`,
  );
  const v1Scored = scoreSet(v1);
  const v1Main = quality("good vs rest", v1Scored, (label) => label === "good");
  recordQuality(
    "v1",
    `ATS ranking, ROC AUC, v1 (written for the product, a regression check): ${v1.pairs.length} pairs, good vs rest`,
    v1Main,
    baselineTargets(v1Main),
    { target: `>= ${TARGETS.v1Auc}, `, ok: true },
  );
  quality("good+partial vs none", v1Scored, (label) => label !== "none");
  for (const entry of REAL_SETS) await realSet(entry);

  // 2a. Speed in Node
  const resumeText = readFileSync(RESUME, "utf8");
  const jobDescriptionText = readFileSync(JOB, "utf8");
  const words = (text) => text.split(/\s+/).filter(Boolean).length;
  const input = { resumeText, jobDescriptionText, asOf: "2026-11" };
  const coldStart = performance.now();
  analyzeAts(input);
  const cold = performance.now() - coldStart;
  for (let i = 0; i < 50; i += 1) analyzeAts(editedInput(input, i));
  const nodeRuns = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) {
    const edited = editedInput(input, 1_000 + i);
    const start = performance.now();
    analyzeAts(edited);
    nodeRuns.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  // Wall-clock figures include time the OS gave to other processes; on a shared machine the
  // process CPU time per run and the fastest run show what the engine itself costs.
  console.log(
    `\nTiming: resume ${words(resumeText)} words, job description ${words(jobDescriptionText)} words, ${RUNS} runs after warm-up`,
  );
  console.log(
    `  machine: ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ")}`,
  );
  console.log(
    `  Node ${process.version}: p50 ${ms(percentile(nodeRuns, 50))}  p95 ${ms(percentile(nodeRuns, 95))}  min ${ms(Math.min(...nodeRuns))}` +
      `  mean ${ms(mean(nodeRuns))}  CPU/run ${ms((cpu.user + cpu.system) / 1000 / RUNS)}  (first call incl. dictionary compile ${ms(cold)})`,
  );

  // 2b. Speed in workerd
  const workerEntry = join(out, "worker-entry.mjs");
  writeFileSync(workerEntry, workerSource());
  await build({
    entryPoints: [workerEntry],
    outfile: join(out, "worker.mjs"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    loader: { ".txt": "text" },
    logLevel: "warning",
  });
  const mf = new Miniflare({
    workers: [
      {
        config: {
          name: "ats-bench",
          compatibilityDate: "2026-11-01",
          manifest: {
            mainModule: "worker.mjs",
            modules: { "worker.mjs": { type: "esm", contents: readFileSync(join(out, "worker.mjs"), "utf8") } },
          },
        },
      },
    ],
  });
  try {
    const response = await mf.dispatchFetch(`http://bench.local/?runs=${RUNS}&batch=${BATCH}`);
    const result = await response.json();
    const perRun = result.batches.map((elapsed) => Math.max(0, elapsed - result.fenceMs) / BATCH);
    const longPerRun = result.longBatches.map((elapsed) => Math.max(0, elapsed - result.fenceMs) / 5);
    const p50 = percentile(perRun, 50);
    const newJobP50 = percentile(
      result.newJobBatches.map((elapsed) => Math.max(0, elapsed - result.fenceMs) / BATCH),
      50,
    );
    const longP50 = percentile(longPerRun, 50);
    console.log(
      `  workerd (Miniflare): p50 ${ms(p50)}  p95 ${ms(percentile(perRun, 95))}  min ${ms(Math.min(...perRun))}  mean ${ms(result.blockMs / RUNS)}` +
        `  (per-run figures from ${perRun.length} batches of ${BATCH}; clock ${result.clockFrozen ? "frozen between I/O" : "advancing"}, fence ${ms(result.fenceMs)})`,
    );
    console.log(
      `    target p50 < ${TARGETS.p50Ms} ms: ${verdict(p50 < TARGETS.p50Ms)} (a re-score: the job's reading kept from the score before, as when the resume is edited against a saved job)`,
    );
    console.log(
      `  workerd, a job never read before: p50 ${ms(newJobP50)} (reported; its reading is kept for the next score)`,
    );
    console.log(
      `  workerd, ${LONG_RESUME_CHARS.toLocaleString("en")}-character pasted resume: p50 ${ms(longP50)}  target < ${TARGETS.longMs} ms: ${verdict(longP50 < TARGETS.longMs)}`,
    );
    record("speed", {
      what: `ATS time per score in workerd, a two-page resume against a ${words(jobDescriptionText)}-word job description read before (as when editing against a saved job) / a ${LONG_RESUME_CHARS.toLocaleString("en")}-character pasted resume (p50)`,
      value: `${ms(p50)} / ${ms(longP50)} (a job never read before: ${ms(newJobP50)})`,
      target: `< ${TARGETS.p50Ms} ms / < ${TARGETS.longMs} ms`,
      ok: p50 < TARGETS.p50Ms && longP50 < TARGETS.longMs,
    });
    console.log(
      `  workerd cold start: first score ${ms(result.coldMs)}, of which building the skills dictionary and occupation tables ${ms(result.compileMs)} (excluded above)`,
    );
  } finally {
    await mf.dispose();
  }

  function workerSource() {
    return `
import { analyzeAts, warmOccupations } from ${JSON.stringify(ENGINE)};
const editedInput = ${editedInput.toString()};
import resumeText from ${JSON.stringify(RESUME)};
import jobDescriptionText from ${JSON.stringify(JOB)};
const fence = () => new Promise((resolve) => setTimeout(resolve, 0));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const runs = Number(url.searchParams.get("runs"));
    const batch = Number(url.searchParams.get("batch"));
    const input = { resumeText, jobDescriptionText, asOf: "2026-11" };
    let long = resumeText;
    while (long.length < ${LONG_RESUME_CHARS}) long += "\\n" + resumeText;
    const longInput = { resumeText: long.slice(0, ${LONG_RESUME_CHARS}), jobDescriptionText, asOf: "2026-11" };
    await fence();
    let start = performance.now();
    warmOccupations();
    analyzeAts({ resumeText: "Skills\\nSQL", jobDescriptionText: "Analyst\\nSQL", asOf: "2026-11" });
    await fence();
    const compileMs = performance.now() - start;
    await fence();
    start = performance.now();
    analyzeAts(input);
    await fence();
    const coldMs = performance.now() - start + compileMs;
    for (let i = 0; i < 50; i += 1) analyzeAts(editedInput(input, i));
    start = performance.now();
    let sink = 0;
    for (let i = 0; i < 2e6; i += 1) sink += i;
    const clockFrozen = performance.now() === start && sink > 0;
    const fences = [];
    for (let i = 0; i < 30; i += 1) {
      await fence();
      const t0 = performance.now();
      await fence();
      fences.push(performance.now() - t0);
    }
    const fenceMs = median(fences);
    const batches = [];
    let edits = 1000;
    for (let b = 0; b < runs / batch; b += 1) {
      const edited = Array.from({ length: batch }, () => editedInput(input, (edits += 1)));
      await fence();
      const t0 = performance.now();
      for (let i = 0; i < batch; i += 1) analyzeAts(edited[i]);
      await fence();
      batches.push(performance.now() - t0);
    }
    // A job never read before: each run's text differs (the engine keeps the last few jobs' readings).
    const newJobBatches = [];
    let fresh = 0;
    for (let b = 0; b < runs / batch; b += 1) {
      await fence();
      const t0 = performance.now();
      for (let i = 0; i < batch; i += 1) analyzeAts({ ...input, jobDescriptionText: jobDescriptionText + " Ref " + (fresh += 1) });
      await fence();
      newJobBatches.push(performance.now() - t0);
    }
    const longBatches = [];
    for (let b = 0; b < 20; b += 1) {
      const edited = Array.from({ length: 5 }, () => editedInput(longInput, (edits += 1)));
      await fence();
      const t0 = performance.now();
      for (let i = 0; i < 5; i += 1) analyzeAts(edited[i]);
      await fence();
      longBatches.push(performance.now() - t0);
    }
    const block = Array.from({ length: runs }, () => editedInput(input, (edits += 1)));
    await fence();
    start = performance.now();
    for (let i = 0; i < runs; i += 1) analyzeAts(block[i]);
    await fence();
    const blockMs = performance.now() - start - fenceMs;
    return Response.json({ coldMs: coldMs - fenceMs, compileMs: compileMs - fenceMs, clockFrozen, fenceMs, batches, newJobBatches, longBatches, blockMs });
  },
};
`;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
function ms(value) {
  return `${value.toFixed(3)} ms`;
}
