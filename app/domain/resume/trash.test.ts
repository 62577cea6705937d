import { describe, expect, it } from "vitest";
import { daysLeft, daysLeftText, expiryCutoff, purgeTime, TRASH_DAYS } from "./trash";

const DAY = 24 * 60 * 60 * 1000;

describe("the Trash's days", () => {
  const deletedAt = new Date("2026-11-01T10:00:00Z");

  it("purges 30 days after the delete, and a resume trashed before the cutoff has expired", () => {
    expect(TRASH_DAYS).toBe(30);
    expect(purgeTime(deletedAt).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(expiryCutoff(new Date("2026-12-01T10:00:00Z")).getTime()).toBe(deletedAt.getTime());
  });

  it("counts the days left rounded up, never below 0", () => {
    const purgeAt = purgeTime(deletedAt);
    expect(daysLeft(purgeAt, deletedAt.getTime())).toBe(30);
    expect(daysLeft(purgeAt, purgeAt.getTime() - 3 * 60 * 60 * 1000)).toBe(1);
    expect(daysLeft(purgeAt.toISOString(), purgeAt.getTime() - DAY - 1)).toBe(2);
    expect(daysLeft(purgeAt, purgeAt.getTime())).toBe(0);
    expect(daysLeft(purgeAt, purgeAt.getTime() + DAY)).toBe(0);
  });

  it("says it in words", () => {
    expect(daysLeftText(30)).toBe("30 days left");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(0)).toBe("Deleted soon");
  });
});
