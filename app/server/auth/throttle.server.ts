/** Fixed-window failure counting in D1, shared by login throttling and e-mail rate limits. */
import { eq, sql } from "drizzle-orm";
import { authThrottle } from "~/db/schema";
import type { Database } from "../db.server";

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** Milliseconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfterMs(db: Database, key: string, rule: ThrottleRule, now = Date.now()): Promise<number> {
  const row = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).get();
  if (!row) return 0;
  const windowEnds = row.windowStartedAt.getTime() + rule.windowMs;
  if (windowEnds <= now || row.failures < rule.limit) return 0;
  return windowEnds - now;
}

export async function recordFailure(db: Database, key: string, rule: ThrottleRule, now = Date.now()): Promise<void> {
  const windowStart = now - rule.windowMs;
  await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${authThrottle.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${authThrottle.windowStartedAt} END`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
