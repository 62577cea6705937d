import { describe, expect, it } from "vitest";
import { QUIET_MS } from "../resume/versions";
import {
  armAll,
  dueOnAlarm,
  fromOldForm,
  letterClock,
  letterOfClock,
  mustStore,
  nextAlarm,
  noteEdit,
  RESUME_CLOCK,
  STORED_DEADLINE_SLACK_MS,
  without,
  type QuietClocks,
} from "./quiet-clock";

const ada = { id: "u-ada", name: "Ada" };
const bob = { id: "u-bob", name: "Bob" };

/** Memory and storage as the room keeps them: storage is rewritten only when `mustStore` says so. */
function room() {
  let clocks: QuietClocks = {};
  let stored: QuietClocks = {};
  let writes = 0;
  const update = (next: QuietClocks) => {
    clocks = next;
    if (mustStore(stored, next)) {
      stored = next;
      writes++;
    }
  };
  return {
    edit: (key: string, author = ada, now = 0) => update(noteEdit(clocks, key, author, now)),
    update,
    clocks: () => clocks,
    stored: () => stored,
    writes: () => writes,
  };
}

describe("the quiet clock", () => {
  it("keys the resume and each letter apart", () => {
    expect(letterOfClock(RESUME_CLOCK)).toBeNull();
    expect(letterOfClock(letterClock("l-1"))).toBe("l-1");
  });

  it("makes a version QUIET_MS after the last edit of each document, credited to who edited it", () => {
    const r = room();
    r.edit(RESUME_CLOCK, ada, 1_000);
    r.edit(letterClock("l-1"), bob, 2_000);
    r.edit(RESUME_CLOCK, bob, 3_000);
    r.edit(RESUME_CLOCK, ada, 4_000);
    expect(r.clocks()[RESUME_CLOCK]).toEqual({ dueAt: 4_000 + QUIET_MS, authors: [ada, bob] });
    expect(r.clocks()[letterClock("l-1")]).toEqual({ dueAt: 2_000 + QUIET_MS, authors: [bob] });
    expect(nextAlarm(r.clocks())).toBe(2_000 + QUIET_MS);
    expect(dueOnAlarm(r.clocks(), 2_000 + QUIET_MS - 1)).toEqual([]);
    expect(dueOnAlarm(r.clocks(), 2_000 + QUIET_MS)).toEqual([letterClock("l-1")]);
    expect(dueOnAlarm(r.clocks(), 4_000 + QUIET_MS).sort()).toEqual([letterClock("l-1"), RESUME_CLOCK]);
    r.update(without(r.clocks(), letterClock("l-1")));
    expect(nextAlarm(r.clocks())).toBe(4_000 + QUIET_MS);
    r.update(without(r.clocks(), RESUME_CLOCK));
    expect(nextAlarm(r.clocks())).toBeNull();
    expect(r.stored()).toEqual({});
  });

  it("writes a deadline once per slack while one author types, not per keystroke", () => {
    for (const key of [RESUME_CLOCK, letterClock("l-1")]) {
      const r = room();
      const start = 1_000_000;
      // 2 edits a second for 60 s.
      for (let ms = 0; ms <= 60_000; ms += 500) r.edit(key, ada, start + ms);
      expect(r.clocks()[key]!.dueAt).toBe(start + 60_000 + QUIET_MS);
      const kept = r.stored()[key]!;
      expect(kept.authors).toEqual([ada]);
      // Trails the real deadline by at most the slack (what a woken room reads), not written per edit.
      expect(start + 60_000 + QUIET_MS - kept.dueAt).toBeLessThanOrEqual(STORED_DEADLINE_SLACK_MS);
      expect(kept.dueAt).toBeLessThan(start + 60_000 + QUIET_MS);
      expect(r.writes()).toBeLessThanOrEqual(Math.ceil(60_000 / STORED_DEADLINE_SLACK_MS) + 1);
    }
  });

  it("writes a new author, an armed deadline and a disarmed one at once", () => {
    const r = room();
    r.edit(RESUME_CLOCK, ada, 1_000);
    r.edit(RESUME_CLOCK, bob, 1_100);
    expect(r.stored()[RESUME_CLOCK]!.authors).toEqual([ada, bob]);
    r.update(armAll(r.clocks()));
    expect(r.stored()[RESUME_CLOCK]!.armedFor).toBe(1_100 + QUIET_MS);
    r.edit(RESUME_CLOCK, ada, 1_200);
    expect(r.stored()[RESUME_CLOCK]).toEqual({ dueAt: 1_200 + QUIET_MS, authors: [ada, bob] });
  });

  it("takes the alarm set for the earliest armed deadline as that deadline come, and no later one", () => {
    const r = room();
    r.edit(RESUME_CLOCK, ada, 1_000);
    r.edit(letterClock("l-1"), ada, 5_000);
    // An alarm before any deadline (the D1 write-back's): nothing is due; both are armed.
    expect(dueOnAlarm(r.clocks(), 500)).toEqual([]);
    r.update(armAll(r.clocks()));
    // A test runs the alarm set for the resume's deadline ahead of time: that is the deadline come.
    expect(dueOnAlarm(r.clocks(), 600)).toEqual([RESUME_CLOCK]);
    // An edit after arming moves the deadline: the alarm set for the old one is not the quiet one,
    // nor is it the alarm of the letter's later armed deadline.
    r.edit(RESUME_CLOCK, ada, 2_000);
    expect(dueOnAlarm(r.clocks(), 1_000 + QUIET_MS)).toEqual([]);
    r.update(armAll(r.clocks()));
    expect(dueOnAlarm(r.clocks(), 1_500 + QUIET_MS)).toEqual([RESUME_CLOCK]);
  });

  it("reads a room's clocks from before they were one", () => {
    expect(
      fromOldForm(
        { dueAt: 10, authors: [ada], armedFor: 10 },
        { "l-1": { dueAt: 20, authors: [bob] }, "l-2": { dueAt: 30, authors: [ada, bob] } },
      ),
    ).toEqual({
      [RESUME_CLOCK]: { dueAt: 10, authors: [ada], armedFor: 10 },
      [letterClock("l-1")]: { dueAt: 20, authors: [bob] },
      [letterClock("l-2")]: { dueAt: 30, authors: [ada, bob] },
    });
    expect(fromOldForm(undefined, undefined)).toEqual({});
  });
});
