/**
 * Tasks that run one at a time, each starting once every task queued before it has settled, in
 * the order they were queued. The room uses it where an await in the middle of a task would let
 * another one interleave: D1 reads and write-backs (d1-sync.ts: a merge must never race a
 * write-back) and letter edits (room-letters.ts: "last writer wins" means the order received).
 */
export class SerialQueue {
  /** Settles when the last queued task has; never rejects, so one failure does not stop the rest. */
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after the ones queued before it; its own result or failure comes back to the caller. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => task());
    this.tail = result.catch(() => undefined);
    return result;
  }
}
