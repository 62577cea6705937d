/**
 * Attempt counting in D1 for every account limit (docs/limits.md): sign-ins, codes, sign-ups and
 * e-mails, per client, account or address.
 *
 * An attempt is counted before the work it guards is done, in one statement that also refuses it
 * when the key is blocked: thirty requests sent at once cannot all slip under a limit of five.
 * Work that turns out not to count (a right password) is given back with `refund` or `clearFailures`.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { authThrottle } from "~/db/schema";
import type { Database } from "../db.server";

export interface ThrottleRule {
  /** Attempts counted in one window before the key is blocked. */
  limit: number;
  /** How long the count lives, from the first attempt of the window. */
  windowMs: number;
  /**
   * Without it, the key is blocked from its limit-th attempt to the end of the window. With it,
   * the limit-th attempt blocks for `baseMs`, and every further one for twice as long as the
   * last, up to `maxMs`.
   */
  backoff?: { baseMs: number; maxMs: number };
}

/** A refusal names the key that refused, so the answer can say which limit it was. */
export type Verdict = { ok: true } | { ok: false; key: string; retryAfterMs: number };

/**
 * Counts one attempt on `key` unless the key is blocked now; when it is, answers how long until
 * it may try again.
 */
export async function take(db: Database, key: string, rule: ThrottleRule, now = Date.now()): Promise<Verdict> {
  const windowStart = now - rule.windowMs;
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart}`;
  const count = sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`;
  const started = sql`CASE WHEN ${expired} THEN ${now} ELSE ${authThrottle.windowStartedAt} END`;
  const blockedFrom = (attempts: ReturnType<typeof sql> | number, windowStartedAt: ReturnType<typeof sql> | number) =>
    rule.backoff
      ? // The back-off doubles per attempt past the limit: base << (attempts - limit), capped.
        sql`CASE WHEN ${attempts} >= ${rule.limit} THEN ${now} + min(${rule.backoff.maxMs}, ${rule.backoff.baseMs} * (1 << min(${attempts} - ${rule.limit}, 30))) ELSE 0 END`
      : sql`CASE WHEN ${attempts} >= ${rule.limit} THEN ${windowStartedAt} + ${rule.windowMs} ELSE 0 END`;

  const counted = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: new Date(now), blockedUntil: sql`${blockedFrom(1, now)}` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { failures: count, windowStartedAt: started, blockedUntil: blockedFrom(count, started) },
      setWhere: sql`${authThrottle.blockedUntil} <= ${now}`,
    })
    .returning({ key: authThrottle.key });
  if (counted.length > 0) return { ok: true };
  // Blocked: nothing was counted. (A block that ended between the two statements waits a second.)
  return { ok: false, key, retryAfterMs: Math.max(1000, await retryAfterMs(db, key, now)) };
}

/**
 * Counts one attempt on each key in order, stopping at the first that refuses; the attempts
 * already counted are given back then, so a refused request costs nothing on the other keys.
 */
export async function takeAll(
  db: Database,
  checks: Array<[key: string, rule: ThrottleRule]>,
  now = Date.now(),
): Promise<Verdict> {
  const taken: Array<[string, ThrottleRule]> = [];
  for (const [key, rule] of checks) {
    const verdict = await take(db, key, rule, now);
    if (!verdict.ok) {
      for (const [takenKey, takenRule] of taken) await refund(db, takenKey, takenRule, now);
      return verdict;
    }
    taken.push([key, rule]);
  }
  return { ok: true };
}

/** Gives back one counted attempt (one that turned out not to count), unblocking the key if it drops under the limit. */
export async function refund(db: Database, key: string, rule: ThrottleRule, now = Date.now()): Promise<void> {
  await db
    .update(authThrottle)
    .set({
      failures: sql`max(${authThrottle.failures} - 1, 0)`,
      blockedUntil: sql`CASE WHEN ${authThrottle.failures} - 1 < ${rule.limit} THEN 0 ELSE ${authThrottle.blockedUntil} END`,
    })
    .where(and(eq(authThrottle.key, key), gt(authThrottle.windowStartedAt, new Date(now - rule.windowMs))));
}

/** Milliseconds until the key may try again, or 0 when it is not blocked. */
export async function retryAfterMs(db: Database, key: string, now = Date.now()): Promise<number> {
  const row = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, key))
    .get();
  return Math.max(0, (row?.blockedUntil.getTime() ?? 0) - now);
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** "12 minutes" up to two hours, "5 hours" beyond: how long a refused client waits. */
export function waitText(ms: number): string {
  if (ms <= 120 * 60_000) return minutesText(ms);
  const hours = Math.ceil(ms / 3_600_000);
  return `${hours} hours`;
}

/** Whole seconds for a Retry-After header: at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
