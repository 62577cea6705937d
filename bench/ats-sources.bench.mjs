#!/usr/bin/env node
/**
 * The ATS score on sources it was not tuned on (docs/ats-scorecard.md): evaluation set v5, real resumes from two
 * sources against real postings from four (tests/ats-eval/v5/README.md), read one source at a time.
 * For each posting source and each resume source it prints the grouped ROC AUC (each resume's
 * postings ranked against each other, averaged over resumes), beside TF-IDF cosine, BM25 and every
 * component of the score alone, and how many fitting pairs score under 20. Targets, on every
 * source: grouped AUC >= TF-IDF + 0.05 and >= every component alone; no fitting pair under 20.
 * It also draws each source's score distribution of fits and non-fits (docs/ats-calibration.svg), and
 * counts how many real pairs move by more than 3 when their posting is pasted under a job board's
 * page or in another form of its text, and with the resume in another form of its text (invariance on
 * real postings and resumes; target 0).
 * Which source was kept out of all tuning, and since when: docs/ats-scorecard.md.
 * The texts come from snapshots of the source repositories; without them: "not run" and why.
 */
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { COMPONENT_IDS, creditOf, groupedAuc, loadEngine, scoreV5 } from "./lib/ats-sources.mjs";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { record } from "./lib/report.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MARGIN = 0.05;
const LOW = 20;
const modules = await loadEngine();
const started = performance.now();
const scored = await scoreV5(modules);
if (scored.missing) {
  console.log(
    `v5 (sources): not run: no snapshot of ${scored.missing.join(", ")} (tests/ats-eval/v5/README.md says how to fetch them)`,
  );
  process.exit(0);
}
const { rocAuc } = modules.metrics;
const { set, rows } = scored;
console.log(
  `v5 (sources): ${rows.length} pairs, ${set.resumes.length} resumes, ${set.jobs.length} postings, scored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const f = (value) => (value === null || Number.isNaN(value) ? "  -  " : value.toFixed(3));

function read(label, part) {
  const engine = groupedAuc(rocAuc, part, (row) => row.score);
  const tfidf = groupedAuc(rocAuc, part, (row) => row.tfidf);
  const bm25 = groupedAuc(rocAuc, part, (row) => row.bm25);
  const components = COMPONENT_IDS.map((id) => ({ id, auc: groupedAuc(rocAuc, part, (row) => creditOf(row, id)) }));
  const best = [...components].sort((a, b) => (b.auc ?? 0) - (a.auc ?? 0))[0];
  const pooled = rocAuc(
    part.map((row) => row.score),
    part.map((row) => row.positive),
  );
  const pooledTfidf = rocAuc(
    part.map((row) => row.tfidf),
    part.map((row) => row.positive),
  );
  const low = part.filter((row) => row.positive && row.score < LOW).length;
  const ok = engine >= tfidf + MARGIN && engine >= (best.auc ?? 0) && low === 0;
  console.log(
    `  ${label.padEnd(26)} ${String(part.length).padStart(5)} pairs  grouped: engine ${f(engine)}  TF-IDF ${f(tfidf)}  BM25 ${f(bm25)}  | ` +
      `${components.map((c) => `${c.id} ${f(c.auc)}`).join(", ")}  | pooled ${f(pooled)} (TF-IDF ${f(pooledTfidf)})  fits < ${LOW}: ${low}  ${ok ? "OK" : "OVER"}`,
  );
  return { engine, tfidf, bm25, best, low, ok, n: part.length };
}

console.log("By posting source (each resume's postings of that source ranked against each other):");
const byJob = Object.fromEntries(
  set.sources
    .filter((s) => s.kind === "postings")
    .map((source) => [
      source.id,
      read(
        source.id,
        rows.filter((row) => row.jobSource === source.id),
      ),
    ]),
);
console.log("By resume source:");
const byResume = Object.fromEntries(
  set.sources
    .filter((s) => s.kind === "resumes")
    .map((source) => [
      source.id,
      read(
        source.id,
        rows.filter((row) => row.resumeSource === source.id),
      ),
    ]),
);
read("all", rows);

// Calibration: the score distribution of fits and non-fits per posting source, in 10-point bins.
const bins = (part) => {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const row of part) counts[Math.min(9, Math.floor(row.score / 10))] += 1;
  return counts.map((count) => count / Math.max(1, part.length));
};
console.log("Calibration (share of pairs per 10-point band, fits / non-fits):");
const calibration = Object.keys(byJob).map((source) => {
  const part = rows.filter((row) => row.jobSource === source);
  const fits = bins(part.filter((row) => row.positive));
  const others = bins(part.filter((row) => !row.positive));
  console.log(`  ${source.padEnd(12)} fits    ${fits.map((v) => `${Math.round(v * 100)}`.padStart(3)).join(" ")}`);
  console.log(`  ${"".padEnd(12)} others  ${others.map((v) => `${Math.round(v * 100)}`.padStart(3)).join(" ")}`);
  return { source, fits, others };
});
writeFileSync(join(ROOT, "docs/ats-calibration.svg"), calibrationSvg(calibration));

// Invariance on real postings: every 16th pair's posting under each job board's page and in each
// other form of its text (app/domain/ats/fixtures/copied-text.ts), scored against the same resume.
// The unit suite holds the product's own fixtures within ±3; this reads the same on real texts.
const { copied } = await importTs({ copied: join(ROOT, "app/domain/ats/fixtures/copied-text.ts") });
const forms = [
  ...Object.entries(copied.BOARD_PAGES).map(([name, form]) => [`page ${name}`, form]),
  ...Object.entries(copied.TEXT_FORMS).map(([name, form]) => [`text ${name}`, form]),
];
const sampled = set.pairs.filter((_, index) => index % 16 === 0);
const scoreOf = (pair, input) => modules.engine.analyzeAts({ ...input, asOf: set.jobs[pair.job].asOf }).score;
const textsOf = (pair) => ({ resumeText: set.resumes[pair.resume].text, jobDescriptionText: set.jobs[pair.job].text });
/** Each sampled pair's score as written, read once for both sides' variants. */
const asWritten = sampled.map((pair) => scoreOf(pair, textsOf(pair)));

/**
 * Counts the sampled pairs' variants that move by more than 3 when `vary` rewrites one side of the
 * pair with each form, prints them by form and records the figure under `id`.
 */
function invariance({ id, label, what, forms, vary }) {
  const movedBy = Object.fromEntries(forms.map(([name]) => [name, 0]));
  let moved = 0;
  sampled.forEach((pair, index) => {
    const texts = textsOf(pair);
    for (const [name, form] of forms) {
      if (Math.abs(scoreOf(pair, vary(texts, form)) - asWritten[index]) <= 3) continue;
      movedBy[name] += 1;
      moved += 1;
    }
  });
  const variants = sampled.length * forms.length;
  console.log(
    `Invariance on real ${label}: ${moved} of ${variants} variants (${sampled.length} pairs x ${forms.length} forms) moved by more than 3  ${moved === 0 ? "OK" : "OVER"}`,
  );
  console.log(
    `  ${Object.entries(movedBy)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${name} ${count}`)
      .join(", ")}`,
  );
  record(id, { what, value: `${moved} of ${variants}`, target: "0", ok: moved === 0 });
}

invariance({
  id: "v5.invariance",
  label: "postings",
  what: `ATS score of real pairs (v5, every 16th) under job boards' pages and other text forms: variants moved by more than 3`,
  forms,
  vary: (texts, form) => ({ ...texts, jobDescriptionText: form(texts.jobDescriptionText) }),
});
// The same on the resume's side: each sampled resume in each form of its text (capitals, ligatures,
// no-break spaces, other bullets, wrapped lines, double spacing) against the same posting.
invariance({
  id: "v5.invariance-resumes",
  label: "resumes",
  what: `ATS score of real pairs (v5, every 16th) with the resume in other text forms: variants moved by more than 3`,
  forms: Object.entries(copied.TEXT_FORMS).filter(([name]) => name !== "markdown"),
  vary: (texts, form) => ({ ...texts, resumeText: form(texts.resumeText) }),
});

// A resume wrapped at a width (a PDF's column, a plain-text file, an e-mail): every line broken
// before the word that would take it past 60, 80 or 100 characters (docs/ats-reading.md,
// "Resumes wrapped at a width").
invariance({
  id: "v5.invariance-wrapped",
  label: "resumes wrapped",
  what: `ATS score of real pairs (v5, every 16th) with the resume wrapped at 60, 80 and 100 characters: variants moved by more than 3`,
  forms: [60, 80, 100].map((width) => [`at${width}`, (text) => copied.wrapLines(text, width)]),
  vary: (texts, form) => ({ ...texts, resumeText: form(texts.resumeText) }),
});

// What boards and trackers add to a title, on real postings' own titles: each title addition
// (copied-text.ts TITLE_ADDITIONS) written around the posting's first line, where its title stands.
// The unit suite holds the fixtures' 264 titles within ±3; real titles are longer and odder.
invariance({
  id: "v5.invariance-titles",
  label: "posting titles",
  what: `ATS score of real pairs (v5, every 16th) with the posting's first line written with each title addition: variants moved by more than 3`,
  forms: Object.entries(copied.TITLE_ADDITIONS),
  vary: (texts, form) => ({
    ...texts,
    jobDescriptionText: texts.jobDescriptionText.replace(/^\s*([^\n]+)/, (_, first) => form(first.trim())),
  }),
});

for (const [kind, results] of [
  ["posting", byJob],
  ["resume", byResume],
]) {
  for (const [source, result] of Object.entries(results)) {
    record(`v5.${source}`, {
      what: `ATS ranking on ${kind} source ${source} (v5, ${result.n} pairs), grouped AUC`,
      value: `${f(result.engine)} (TF-IDF ${f(result.tfidf)}, BM25 ${f(result.bm25)}, best component ${result.best.id} ${f(result.best.auc)}; fits under ${LOW}: ${result.low})`,
      target: `>= TF-IDF + ${MARGIN}, >= every component, no fit under ${LOW}`,
      ok: result.ok,
    });
  }
}

/** Side-by-side histograms, one panel per source: fits in green above the axis, non-fits in grey below. */
function calibrationSvg(panels) {
  const width = 220;
  const height = 200;
  const bar = 18;
  const scale = 80;
  const parts = panels.map(({ source, fits, others }, index) => {
    const x0 = 20 + index * (width + 20);
    const axis = 110;
    const bars = fits
      .map(
        (v, i) =>
          `<rect x="${x0 + 10 + i * (bar + 2)}" y="${(axis - v * scale).toFixed(1)}" width="${bar}" height="${(v * scale).toFixed(1)}" fill="#16a34a"/>`,
      )
      .concat(
        others.map(
          (v, i) =>
            `<rect x="${x0 + 10 + i * (bar + 2)}" y="${axis}" width="${bar}" height="${(v * scale).toFixed(1)}" fill="#94a3b8"/>`,
        ),
      )
      .join("");
    const ticks = [0, 50, 100]
      .map(
        (t) => `<text x="${x0 + 10 + (t / 10) * (bar + 2)}" y="${axis + 88}" font-size="10" fill="#334155">${t}</text>`,
      )
      .join("");
    return `<g><text x="${x0 + 10}" y="18" font-size="13" font-weight="600" fill="#0f172a">${source}</text><line x1="${x0 + 8}" y1="${axis}" x2="${x0 + 10 + 10 * (bar + 2)}" y2="${axis}" stroke="#334155"/>${bars}${ticks}</g>`;
  });
  const total = 20 + panels.length * (width + 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${height + 20}" viewBox="0 0 ${total} ${height + 20}" role="img" aria-label="ATS score distribution of fitting (green, above) and other (grey, below) pairs per posting source, in 10-point bands from 0 to 100"><rect width="100%" height="100%" fill="#ffffff"/>${parts.join("")}<text x="20" y="${height + 14}" font-size="11" fill="#334155">Share of pairs per 10-point score band: fits above the line (green), non-fits below (grey). Written by npm run bench -- ats-sources.</text></svg>\n`;
}
