/**
 * When a room's edits reach D1 (docs/collaboration.md#write-back): the room writes back
 * WRITE_BACK_DELAY_MS after an edit plus up to WRITE_BACK_JITTER of it at random, so rooms that
 * started together do not write in one wave. Pages that read D1 (the dashboard and its
 * thumbnails) know from this how long after leaving the editor D1 may still be behind.
 */
export const WRITE_BACK_DELAY_MS = 2_000;
export const WRITE_BACK_JITTER = 0.5;

/**
 * The delay of the next write-back; `random` in [0, 1). No default: the room core passes its own
 * random input (room-core.ts RoomInputs), so its delays replay exactly in a test.
 */
export function writeBackDelay(random: number): number {
  return WRITE_BACK_DELAY_MS * (1 + WRITE_BACK_JITTER * random);
}

/** The latest an edit made now reaches D1, with room for the write itself. */
export const WRITE_BACK_LATEST_MS = WRITE_BACK_DELAY_MS * (1 + WRITE_BACK_JITTER) + 1_000;
