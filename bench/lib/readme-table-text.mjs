/**
 * The README's bench table as text, from the last two full runs' results (bench/results/*.json):
 * pure, so the test suite can check that the README holds exactly this
 * (tests/integration/readme-bench-table.test.ts) and bench/readme-table.mjs can write it.
 */
export const BENCH_TABLE_START = "<!-- bench-table:start (written by bench/readme-table.mjs from bench/results/) -->";
export const BENCH_TABLE_END = "<!-- bench-table:end -->";

const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
const day = (run) => run.date.slice(0, 16).replace("T", " ");

export function readmeTable(latest, previous) {
  const before = new Map((previous?.figures ?? []).map((figure) => [`${figure.bench}/${figure.key}`, figure]));
  const shown = (figure) => (figure ? `${figure.value}${figure.status === "OVER" ? " **OVER**" : ""}` : "—");
  const lines = [
    `${previous ? "The last two full runs" : "The last full run"} of \`npm run bench\` on this kind of machine (2 cores, local \`wrangler dev\`): ${day(latest)} UTC, ${latest.wallSeconds} s, ${latest.machine}` +
      (previous ? `; the run before, ${day(previous)} UTC, ${previous.wallSeconds} s, ${previous.machine}.` : "."),
    "",
    "| What | This run | The run before | Target |",
    "|---|---|---|---|",
    ...latest.figures.map(
      (figure) =>
        `| ${cell(figure.what)} | ${cell(shown(figure))} | ${cell(shown(before.get(`${figure.bench}/${figure.key}`)))} | ${cell(figure.target ?? "reported")} |`,
    ),
  ];
  return lines.join("\n");
}

/** The part of the README between the markers, without them; null when they are missing. */
export function readmeTableIn(readme) {
  const start = readme.indexOf(BENCH_TABLE_START);
  const end = readme.indexOf(BENCH_TABLE_END);
  return start === -1 || end < start ? null : readme.slice(start + BENCH_TABLE_START.length, end).trim();
}
