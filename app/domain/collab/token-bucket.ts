/**
 * Token buckets: the one rate limiter of the room (its sockets' and users' messages, joins, review
 * mark bytes, letter edits, suggestions). A bucket holds up to `burst` tokens and refills at
 * `perSecond`; each action takes `cost` tokens, or is refused when fewer are left. The time is
 * passed in, never read here, so a test states exactly when each action happens.
 */

export interface Rate {
  perSecond: number;
  burst: number;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  refilledAt: number;
}

/** A bucket that starts full at `now`: a newcomer may spend its whole burst at once. */
export function fullBucket(rate: Rate, now: number): Bucket {
  return { tokens: rate.burst, refilledAt: now };
}

/** Refills `bucket` for the time since it was last used, then takes `cost` tokens if it holds them. */
export function take(bucket: Bucket, rate: Rate, now: number, cost = 1): boolean {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.refilledAt) / 1000) * rate.perSecond);
  bucket.refilledAt = now;
  if (bucket.tokens < cost) return false;
  bucket.tokens -= cost;
  return true;
}

/**
 * One bucket per key (a user, a socket), each made full on its first use. With `maxKeys`, past
 * that many keys every bucket is dropped (they all refill): a bound on memory for keys that come
 * and go, at the price of a fresh burst for everyone now and then.
 */
export class TokenBuckets<K> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(
    private readonly rate: Rate,
    private readonly maxKeys = Number.POSITIVE_INFINITY,
  ) {}

  take(key: K, now: number, cost = 1): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = fullBucket(this.rate, now);
      this.buckets.set(key, bucket);
    }
    const allowed = take(bucket, this.rate, now, cost);
    if (this.buckets.size > this.maxKeys) this.buckets.clear();
    return allowed;
  }

  /** How many keys hold a bucket. */
  get size(): number {
    return this.buckets.size;
  }
}
