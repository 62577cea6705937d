/**
 * Which variants a master's room pushes its edits to, and when (docs/variants.md#when-a-sync-runs).
 *
 * A variant's editor reads its upstream when it opens and once a minute while it stays open; each
 * read that may write registers the variant with its master's room as a follower, for FOLLOW_MS.
 * The master's room then syncs its followers as soon as the master changes, so an entry added in
 * the master appears in an open variant's editor within a moment, not at its next read. Variants
 * nobody has open are not followers: they catch up when they are read, and cost nothing meanwhile.
 *
 * Pure: the room keeps the map and the clock (workers/room/variant-followers.ts).
 */

/** Two missed reads of an open editor (one a minute) before a follower lapses. */
export const FOLLOW_MS = 150_000;

/**
 * The first edit after a quiet spell is pushed at once; while the master keeps changing, at most
 * one push per PUSH_GAP_MS. Each push costs a few D1 statements per follower, so this bounds an
 * open variant's cost while someone types in the master (docs/capacity.md) and still lets text
 * follow within seconds.
 */
export const PUSH_GAP_MS = 2_000;

/** At most as many followers as a master has variants (app/domain/variants/input.ts MAX_VARIANTS). */
export const MAX_FOLLOWERS = 20;

export interface Follower {
  /** Who registered it: the push syncs as them, with their access checked again each time. */
  userId: string;
  /** Epoch ms after which the follower lapses unless its editor reads again. */
  until: number;
}

export type Followers = Readonly<Record<string, Follower>>;

/** The followers still current at `now`. */
export function currentFollowers(followers: Followers, now: number): Record<string, Follower> {
  const kept: Record<string, Follower> = {};
  for (const [variantId, follower] of Object.entries(followers)) if (follower.until > now) kept[variantId] = follower;
  return kept;
}

/**
 * `variantId` follows for FOLLOW_MS from `now` as `userId` (the latest reader). Past MAX_FOLLOWERS
 * the one that lapses first gives way: a master has no more variants than that, so only stale
 * registrations (a variant made independent, then deleted) are ever dropped.
 */
export function follow(followers: Followers, variantId: string, userId: string, now: number): Record<string, Follower> {
  const next = { ...currentFollowers(followers, now), [variantId]: { userId, until: now + FOLLOW_MS } };
  const ids = Object.keys(next);
  if (ids.length <= MAX_FOLLOWERS) return next;
  const oldest = ids.filter((id) => id !== variantId).sort((a, b) => next[a]!.until - next[b]!.until)[0]!;
  delete next[oldest];
  return next;
}

/** When the next push may run, given when the last one started (null: never). */
export function nextPushAt(lastPushAt: number | null, now: number): number {
  return lastPushAt === null ? now : Math.max(now, lastPushAt + PUSH_GAP_MS);
}
