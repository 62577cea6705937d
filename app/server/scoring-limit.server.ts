/**
 * The limit on scoring through the API (docs/limits.md#scoring): POST /api/ats-score takes texts
 * of up to 200 KB and 20 KB, and the largest cost about a tenth of a second of CPU each, so an
 * account (or a token of it) may not ask for them without end. The editor re-scores after each
 * pause in typing, a few times a minute, far under the limit.
 */
import { throttled } from "~/lib/domain-error";
import { take } from "./auth/throttle.server";
import { getDb } from "./db.server";

export const SCORES_PER_USER = { limit: 300, windowMs: 10 * 60_000 } as const;

/** Counts one score for the account, or throws the 429 `scoreThrottle` with the wait. */
export async function spendScore(env: Env, userId: string): Promise<void> {
  const verdict = await take(getDb(env), `ats-score:${userId}`, SCORES_PER_USER);
  if (!verdict.ok) throw throttled("scoreThrottle", verdict.retryAfterMs);
}
