/** The room's one rate limiter (token-bucket.ts), on a clock the test holds. */
import { describe, expect, it } from "vitest";
import { fullBucket, take, TokenBuckets } from "./token-bucket";

const rate = { perSecond: 2, burst: 3 };

describe("a token bucket", () => {
  it("allows its burst at once, then refuses until tokens refill at the rate", () => {
    const bucket = fullBucket(rate, 0);
    expect([take(bucket, rate, 0), take(bucket, rate, 0), take(bucket, rate, 0), take(bucket, rate, 0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // 2 per second: one token after 500 ms, not before.
    expect(take(bucket, rate, 499)).toBe(false);
    expect(take(bucket, rate, 500)).toBe(true);
    expect(take(bucket, rate, 500)).toBe(false);
  });

  it("never holds more than its burst, however long it rested", () => {
    const bucket = fullBucket(rate, 0);
    take(bucket, rate, 0);
    take(bucket, rate, 60_000);
    expect(bucket.tokens).toBe(2);
  });

  it("takes a cost of several tokens whole or not at all (bytes of review marks)", () => {
    const bytes = { perSecond: 100, burst: 1_000 };
    const bucket = fullBucket(bytes, 0);
    expect(take(bucket, bytes, 0, 900)).toBe(true);
    expect(take(bucket, bytes, 0, 200)).toBe(false);
    expect(bucket.tokens).toBe(100);
    expect(take(bucket, bytes, 1_000, 200)).toBe(true);
  });
});

describe("token buckets by key", () => {
  it("gives each key its own full bucket on first use", () => {
    const buckets = new TokenBuckets<string>(rate);
    for (let i = 0; i < 3; i++) expect(buckets.take("ada", 0)).toBe(true);
    expect(buckets.take("ada", 0)).toBe(false);
    expect(buckets.take("bob", 0)).toBe(true);
    expect(buckets.take("ada", 500)).toBe(true);
  });

  it("past maxKeys drops every bucket, so they all start full again", () => {
    const buckets = new TokenBuckets<string>({ perSecond: 1, burst: 1 }, 2);
    expect(buckets.take("a", 0)).toBe(true);
    expect(buckets.take("a", 0)).toBe(false);
    expect(buckets.take("b", 0)).toBe(true);
    expect(buckets.size).toBe(2);
    // A third key: this take still counts, then everything is forgotten.
    expect(buckets.take("c", 0)).toBe(true);
    expect(buckets.size).toBe(0);
    expect(buckets.take("a", 0)).toBe(true);
  });
});
