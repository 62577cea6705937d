/**
 * The figures a benchmark reports, for the run's summary and the README's performance table
 * (bench/run.mjs, bench/readme-table.mjs). Each bench still prints its own detail; `record` adds
 * one headline figure: what it measures, the value as printed, its target and whether the value
 * meets it. When bench/run.mjs started the bench, the figure is also appended as a JSON line to
 * the file it named in BENCH_RESULTS.
 */
import { appendFileSync } from "node:fs";
import { basename } from "node:path";

/** "OK" or "OVER" for a value against its target. */
export const verdict = (ok) => (ok ? "OK" : "OVER");

/**
 * @param {string} key stable name of the figure within its bench ("burst20.p99")
 * @param {{ what: string, value: string, target?: string, ok?: boolean }} figure
 *   target and ok are left out for a figure reported without a target
 */
export function record(key, figure) {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  const bench = basename(process.argv[1] ?? "unknown").replace(/\.bench\.mjs$/, "");
  const status = figure.target === undefined ? "reported" : verdict(figure.ok === true);
  appendFileSync(
    file,
    `${JSON.stringify({ bench, key, what: figure.what, value: figure.value, target: figure.target ?? null, status })}\n`,
  );
}
