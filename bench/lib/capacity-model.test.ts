import { describe, expect, it } from "vitest";
import {
  ASSUMPTIONS,
  d1SplitFor,
  LIMITS,
  loadAt,
  projectCapacity,
  statementsPerActiveDay,
  usersAt,
} from "./capacity-model.mjs";

const measured = {
  dashboardStatements: 4,
  editorOpenStatements: 10,
  editorMinuteStatements: 30,
  editorMinuteWrites: 20,
  leaveStatements: 2,
  exportStatements: 5,
  publicViewStatements: 6,
  publicCachedStatements: 1,
  d1BytesPerResume: 200_000,
  roomBytesPerResume: 50_000,
  r2BytesPerExport: 80_000,
  r2BytesPerResume: 90_000,
};

describe("the capacity model", () => {
  it("adds up one active user's day from the measured costs and the assumptions", () => {
    // 3 dashboards x 4 + 3 opens x (10 + 2) + 20 minutes x 30 + 2 exports x 5 + 2 public views x 6
    expect(statementsPerActiveDay(measured)).toBe(12 + 36 + 600 + 10 + 12);
  });

  it("grows D1's size and peak rate with users, and not one room's storage", () => {
    const small = loadAt(10_000, measured);
    const large = loadAt(1_000_000, measured);
    expect(large.d1Bytes / small.d1Bytes).toBeCloseTo(100);
    expect(large.d1PerSecond / small.d1PerSecond).toBeCloseTo(100);
    expect(large.roomBytes).toBe(small.roomBytes);
    const perUser = ASSUMPTIONS.resumesPerUser * 200_000 * ASSUMPTIONS.d1Overhead + ASSUMPTIONS.accountBytes;
    expect(small.d1Bytes).toBe(10_000 * perUser);
  });

  it("finds the user count where each limit binds, and names the first", () => {
    const at = usersAt("d1Bytes", measured, 1);
    expect(loadAt(at!, measured).d1Bytes).toBeLessThanOrEqual(LIMITS.d1Bytes.value);
    expect(loadAt(at! + 1, measured).d1Bytes).toBeGreaterThan(LIMITS.d1Bytes.value);
    expect(usersAt("roomBytes", measured, 1)).toBeNull();
    const projection = projectCapacity(measured);
    const firsts = projection.rows.filter((row) => row.full !== null).map((row) => row.full!);
    expect(projection.first).toContain(`at `);
    expect(Math.min(...firsts)).toBe(at);
    expect(projection.text).toContain("| 10k users | 100k users | 1M users |");
  });

  it("names the split of D1 by user that keeps each database under half its size at 1M users", () => {
    const split = d1SplitFor(1_000_000, measured);
    const total = loadAt(1_000_000, measured).d1Bytes;
    expect(split.bytesEach).toBe(total / split.databases);
    expect(split.bytesEach).toBeLessThanOrEqual(LIMITS.d1Bytes.value / 2);
    // The smallest power of two that does it.
    expect(total / (split.databases / 2)).toBeGreaterThan(LIMITS.d1Bytes.value / 2);
    expect(projectCapacity(measured).text).toContain(`split by user into ${split.databases}`);
    expect(d1SplitFor(1_000, measured)).toEqual({ databases: 1, bytesEach: loadAt(1_000, measured).d1Bytes });
  });
});
