/**
 * The README's performance table is the last two full runs of `npm run bench`, as
 * bench/readme-table.mjs writes it from bench/results/, not figures typed by hand. The files come
 * in through Vite's glob at transform time: the test runs in workerd, without a disk.
 */
import { describe, expect, it } from "vitest";
import { readmeTable, readmeTableIn } from "../../bench/lib/readme-table-text.mjs";

const readme = Object.values(
  import.meta.glob("/README.md", { query: "?raw", import: "default", eager: true }),
)[0] as string;
const results = import.meta.glob("/bench/results/*.json", { import: "default", eager: true }) as Record<
  string,
  Parameters<typeof readmeTable>[0]
>;
const latest = results["/bench/results/latest.json"];
const previous = results["/bench/results/previous.json"] ?? null;

describe("the README's bench table", () => {
  it("is what the last two full runs printed", () => {
    expect(latest, "bench/results/latest.json: run `npm run bench`").toBeDefined();
    expect(readmeTableIn(readme)).toBe(readmeTable(latest!, previous).trim());
  });

  it("shows every figure of the last run with its target, and OVER where a figure missed it", () => {
    const table = readmeTable(
      {
        date: "2026-11-25T12:00:00.000Z",
        machine: "2 cores",
        wallSeconds: 500,
        figures: [
          { bench: "pdf", key: "burst", what: "PDF burst", value: "6100 ms", target: "< 5000 ms", status: "OVER" },
        ],
      },
      {
        date: "2026-11-25T11:50:00.000Z",
        machine: "2 cores",
        wallSeconds: 510,
        figures: [
          { bench: "pdf", key: "burst", what: "PDF burst", value: "4100 ms", target: "< 5000 ms", status: "OK" },
        ],
      },
    );
    expect(table).toContain("| PDF burst | 6100 ms **OVER** | 4100 ms | < 5000 ms |");
  });
});
