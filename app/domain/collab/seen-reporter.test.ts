import { describe, expect, it } from "vitest";
import {
  readSeenMessage,
  SEEN_EVERY_VERSIONS,
  SEEN_MIN_GAP_MS,
  SEEN_QUIET_MS,
  SeenReporter,
  seenMessage,
  type SeenTimers,
} from "./seen-reporter";

/** A hand-driven clock: timers run when `advance` passes them. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: SeenTimers = {
    now: () => now,
    set: (run, delayMs) => {
      pending.set(next, { at: now + delayMs, run });
      return next++;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  }
  return { timers, advance };
}

function reporter() {
  const clock = fakeTimers();
  const sent: Array<{ version: number; at: number }> = [];
  const seen = new SeenReporter((version) => sent.push({ version, at: clock.timers.now() }), clock.timers);
  return { seen, sent, advance: clock.advance };
}

describe("SeenReporter", () => {
  it("reports a reader that keeps up once per quiet interval, with the newest version", () => {
    const { seen, sent, advance } = reporter();
    // A room of three typing 2 edits/s each: 6 versions a second for 10 s.
    for (let version = 1; version <= 60; version++) {
      seen.apply(version);
      advance(1000 / 6);
    }
    advance(SEEN_QUIET_MS);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil(10_000 / SEEN_QUIET_MS) + 1);
    expect(sent.at(-1)?.version).toBe(60);
    // Before: one report every 250 ms, 40 in these 10 s.
    expect(sent.length).toBeLessThan(10);
  });

  it("reports at once when many versions are unreported, but never closer than the minimum gap", () => {
    const { seen, sent, advance } = reporter();
    // A flood: 1000 versions a second for 2 s.
    for (let version = 1; version <= 2000; version++) {
      seen.apply(version);
      advance(1);
    }
    advance(SEEN_QUIET_MS);
    const gaps = sent.slice(1).map((report, i) => report.at - sent[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SEEN_MIN_GAP_MS);
    // Never more than what one gap lets through behind: well inside the room's limit of 200.
    for (let i = 1; i < sent.length - 1; i++)
      expect(sent[i]!.version - sent[i - 1]!.version).toBeLessThanOrEqual(SEEN_EVERY_VERSIONS + SEEN_MIN_GAP_MS);
    expect(sent[0]!.at).toBeLessThanOrEqual(SEEN_EVERY_VERSIONS);
    expect(sent.at(-1)?.version).toBe(2000);
  });

  it("ignores older versions and sends nothing after stop", () => {
    const { seen, sent, advance } = reporter();
    seen.apply(5);
    seen.apply(3);
    advance(SEEN_QUIET_MS);
    expect(sent.map((report) => report.version)).toEqual([5]);
    seen.apply(6);
    seen.stop();
    advance(SEEN_QUIET_MS * 2);
    expect(sent).toHaveLength(1);
  });
});

describe("seen messages on the wire", () => {
  it("reads back exactly what the client writes, and nothing else", () => {
    expect(readSeenMessage(seenMessage(0))).toBe(0);
    expect(readSeenMessage(seenMessage(123456))).toBe(123456);
    expect(JSON.parse(seenMessage(42))).toEqual({ type: "seen", version: 42 });
    for (const other of [
      '{"type":"seen","version":-1}',
      '{"type":"seen","version":1.5}',
      '{"type":"seen","version":1,"x":2}',
      '{"type":"seen"}',
      ' {"type":"seen","version":1}',
      '{"type":"seen","version":1234567890123456}',
    ]) {
      expect(readSeenMessage(other)).toBeNull();
    }
  });
});
