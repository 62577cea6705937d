import { describe, expect, it } from "vitest";
import { FOLLOW_MS, MAX_FOLLOWERS, PUSH_GAP_MS, currentFollowers, follow, nextPushAt } from "./follow";

describe("a master's followers", () => {
  it("follows for FOLLOW_MS from the last read, as the last reader", () => {
    const once = follow({}, "v1", "ana", 1_000);
    expect(once).toEqual({ v1: { userId: "ana", until: 1_000 + FOLLOW_MS } });
    const again = follow(once, "v1", "ben", 61_000);
    expect(again).toEqual({ v1: { userId: "ben", until: 61_000 + FOLLOW_MS } });
  });

  it("drops a follower whose editor stopped reading", () => {
    const followers = follow(follow({}, "v1", "ana", 0), "v2", "ana", 100_000);
    expect(Object.keys(currentFollowers(followers, FOLLOW_MS - 1))).toEqual(["v1", "v2"]);
    expect(Object.keys(currentFollowers(followers, FOLLOW_MS))).toEqual(["v2"]);
    // Following again prunes the lapsed ones too: the stored map never grows with old variants.
    expect(Object.keys(follow(followers, "v3", "ana", FOLLOW_MS + 1))).toEqual(["v2", "v3"]);
  });

  it("keeps at most MAX_FOLLOWERS, giving way from the one that lapses first", () => {
    let followers = {};
    for (let i = 0; i < MAX_FOLLOWERS; i += 1) followers = follow(followers, `v${i}`, "ana", i);
    const next = follow(followers, "new", "ana", MAX_FOLLOWERS);
    expect(Object.keys(next)).toHaveLength(MAX_FOLLOWERS);
    expect(next).not.toHaveProperty("v0");
    expect(next).toHaveProperty("new");
    expect(next).toHaveProperty("v1");
  });
});

describe("when a push runs", () => {
  it("runs at once after a quiet spell, then at most once per PUSH_GAP_MS", () => {
    expect(nextPushAt(null, 5_000)).toBe(5_000);
    expect(nextPushAt(5_000, 5_300)).toBe(5_000 + PUSH_GAP_MS);
    expect(nextPushAt(5_000, 5_000 + PUSH_GAP_MS + 1)).toBe(5_000 + PUSH_GAP_MS + 1);
  });
});
