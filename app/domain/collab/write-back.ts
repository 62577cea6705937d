/**
 * When a room's edits reach D1 (docs/collaboration.md#write-back). The room's own storage holds
 * every acknowledged edit durably, so D1 needs only what is read from it without the room: the
 * dashboard's listing (template and page size among it) and the copy the public page, the
 * thumbnails and a reader of the REST API fall back to. So the room writes back:
 *
 * - a change the dashboard shows (template, page size) after LISTING_WRITE_BACK_MS;
 * - while people type, at most once every WRITE_BACK_DELAY_MS (plus up to WRITE_BACK_JITTER of it
 *   at random, so rooms that started together do not write in one wave);
 * - as soon as someone leaves the room, so the dashboard they go to shows what they left.
 *
 * One write a minute instead of one every 2-3 s of typing is what the capacity model asked for
 * (docs/capacity.md, docs/decisions/storage-by-growth.md step 2).
 */
export const WRITE_BACK_DELAY_MS = 60_000;
export const WRITE_BACK_JITTER = 0.25;
export const LISTING_WRITE_BACK_MS = 2_000;

/**
 * The delay of the next write-back after an edit; `random` in [0, 1). `listing`: the edit changed
 * what the dashboard shows. No default: the room core passes its own random input (room-core.ts
 * RoomInputs), so its delays replay exactly in a test.
 */
export function writeBackDelay(random: number, listing = false): number {
  const delay = listing ? LISTING_WRITE_BACK_MS : WRITE_BACK_DELAY_MS;
  return delay * (1 + WRITE_BACK_JITTER * random);
}

/**
 * The latest the last edits reach D1 after their editor was left: leaving writes back at once
 * (its socket's close reaches the room within a moment), with room for the write itself.
 */
export const WRITE_BACK_LATEST_MS = 4_000;
