/**
 * Scoring evaluation set v5 ("sources": tests/ats-eval/v5/README.md) once, for the bench
 * (bench/ats-sources.bench.mjs) and the leave-one-source-out weight search
 * (scripts/ats-weight-search.mjs): every pair's engine score, each component's credit (its share
 * of its points), and two baselines fitted on the same texts: a TF-IDF cosine of the two texts
 * and BM25 with the posting as the query.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importTs } from "../../scripts/lib/import-ts.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const COMPONENT_IDS = ["roleFit", "hardSkills", "keywords", "wording", "jobTitle", "qualifications"];

/** The engine and the metrics, bundled once per process. */
export async function loadEngine() {
  return importTs({
    engine: join(ROOT, "app/domain/ats/standalone.ts"),
    metrics: join(ROOT, "tests/ats-eval/metrics.ts"),
  });
}

/**
 * Every pair of v5 scored, or `{ missing }` when a snapshot is absent. `sources` limits the set to
 * some sources (a source left out of tuning is not even read).
 */
export async function scoreV5({ engine, metrics }, { sources } = {}) {
  const { loadEvalV5 } = await import(pathToFileURL(join(ROOT, "tests/ats-eval/v5/materialize.mjs")).href);
  const set = await loadEvalV5(sources ? { sources } : {});
  if (set.missing) return { missing: set.missing };
  const texts = {
    jobs: Object.fromEntries(set.jobs.map((job, i) => [i, job.text])),
    resumes: Object.fromEntries(set.resumes.map((resume, i) => [i, resume.text])),
  };
  const tfidf = metrics.tfidfCosine(texts);
  const bm25 = metrics.bm25(texts);
  const rows = set.pairs.map((pair) => {
    const resume = set.resumes[pair.resume];
    const job = set.jobs[pair.job];
    const analysis = engine.analyzeAts({ resumeText: resume.text, jobDescriptionText: job.text, asOf: job.asOf });
    const components = analysis.metadata.analysis.components;
    const credits = componentCredits(analysis);
    return {
      resume: pair.resume,
      resumeSource: resume.source,
      jobSource: job.source,
      label: pair.label,
      positive: pair.label === "fit",
      score: analysis.score,
      credits,
      weights: Object.fromEntries(
        COMPONENT_IDS.map((id) => [id, components.find((candidate) => candidate.id === id)?.weight ?? 0]),
      ),
      tfidf: tfidf(resume.text, job.text),
      bm25: bm25(resume.text, job.text),
    };
  });
  return { set, rows };
}

/**
 * ROC AUC within each resume (its postings ranked against each other, as a job seeker compares
 * them), averaged over the resumes with both a fit and a non-fit pair; null when none has both.
 */
export function groupedAuc(rocAuc, rows, value) {
  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(row.resume) ?? { values: [], positives: [] };
    group.values.push(value(row));
    group.positives.push(row.positive);
    groups.set(row.resume, group);
  }
  const aucs = [...groups.values()]
    .filter((group) => group.positives.some(Boolean) && group.positives.some((p) => !p))
    .map((group) => rocAuc(group.values, group.positives));
  return aucs.length === 0 ? null : aucs.reduce((sum, value) => sum + value, 0) / aucs.length;
}

/** Each scored component's share of its points, or null where it did not apply to the pair. */
export function componentCredits(analysis) {
  const components = analysis.metadata.analysis.components;
  return Object.fromEntries(
    COMPONENT_IDS.map((id) => {
      const component = components.find((candidate) => candidate.id === id);
      return [id, component && component.weight > 0 ? component.earned / component.weight : null];
    }),
  );
}

/** A component's credit, or 0 where it did not apply to the pair (no skills named...). */
export const creditOf = (row, id) => row.credits[id] ?? 0;
