/**
 * The live room under a seeded simulation (the machinery is in room-simulation.test-support.ts;
 * docs/collaboration-http.md, "Tests"): thousands of runs of pages on both transports against the
 * real room core, client state, HTTP frame numbering and durable log, with a fake clock and a network
 * that delays, drops, repeats and reorders; sockets that break, pages that go offline, room
 * restarts, D1 calls that fail, alarm write-backs, suggestions accepted and rejected, restores.
 * Each run ends with every page holding the room's document, D1 holding it too, and no
 * acknowledged edit lost.
 *
 * ROOM_SIM_RUNS=n runs n seeds (2,000 by default, the fast loop's share; `npm run test:sim` runs the
 * next 8,000, so `npm test` covers 10,000) from ROOM_SIM_FIRST (1); ROOM_SIM_SEED=s replays
 * one seed and prints its whole trace; ROOM_SIM_KNOBS='{"restarts":3}' pins parts of every run's
 * weather (Weather in the support file). A failure names its seed and how to replay it.
 */
import { describe, expect, it } from "vitest";
import { addStats, emptyStats, simulate, type Knobs, type SimResult } from "./room-simulation.test-support";

const RUNS = Number(process.env.ROOM_SIM_RUNS ?? 2_000);
const FIRST = Number(process.env.ROOM_SIM_FIRST ?? 1);
const ONLY = process.env.ROOM_SIM_SEED === undefined ? null : Number(process.env.ROOM_SIM_SEED);
const KNOBS = JSON.parse(process.env.ROOM_SIM_KNOBS ?? "{}") as Knobs;

async function report(result: Extract<SimResult, { ok: false }>, traceLines: number): Promise<string> {
  const replay = await simulate(result.seed, { knobs: KNOBS, trace: true });
  const trace = replay.ok ? ["(the replay passed: the run is not deterministic)"] : replay.trace;
  const knobs = process.env.ROOM_SIM_KNOBS ? `ROOM_SIM_KNOBS='${process.env.ROOM_SIM_KNOBS}' ` : "";
  return [
    `Room simulation failed at seed ${result.seed}: ${result.message}`,
    `Replay: ${knobs}ROOM_SIM_SEED=${result.seed} npx vitest run --config vitest.unit.config.ts app/domain/collab/room-simulation.test.ts`,
    `Weather: ${JSON.stringify(result.weather)}`,
    `Trace (the last ${traceLines} steps):`,
    ...trace.slice(-traceLines),
  ].join("\n");
}

describe("the live room, simulated", () => {
  it.runIf(ONLY === null)(
    `every page ends with the room's document and no acknowledged edit is lost, over ${RUNS} seeded runs`,
    async () => {
      const total = emptyStats();
      for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
        const result = await simulate(seed, { knobs: KNOBS });
        if (!result.ok) throw new Error(await report(result, 300));
        addStats(total, result.stats);
      }
      // The runs met what they are meant to, many times over: a change that quietly stopped one
      // kind of trouble from happening would make the rest of this test say little.
      if (RUNS >= 2_000 && Object.keys(KNOBS).length === 0) {
        for (const key of [
          "restarts",
          "socketBreaks",
          "httpDropped",
          "httpRepeated",
          "postsRepeated",
          "pollAnswersRepeated",
          "linksExpired",
          "d1LostWrites",
          "d1LostAnswers",
          "resends",
          "suggestionsAccepted",
          "suggestionsRejected",
          "restores",
          "alarms",
        ] as const) {
          expect(total[key], key).toBeGreaterThan(RUNS / 100);
        }
      }
    },
    300_000,
  );

  it.runIf(ONLY !== null)(`replays seed ${ONLY}`, async () => {
    const result = await simulate(ONLY!, { knobs: KNOBS, trace: true });
    if (!result.ok) throw new Error(await report(result, 100_000));
    console.info([`Seed ${ONLY} passes. Weather: ${JSON.stringify(result.weather)}`, ...result.trace].join("\n"));
  });
});
