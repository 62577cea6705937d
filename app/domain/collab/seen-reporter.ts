/**
 * When a client tells the room the newest version it applied (`seen`). The room only needs to
 * know whether a reader fell more than its lag limit behind (docs/collaboration.md, "Slow
 * readers"), so a reader that keeps up says so rarely, and one receiving a flood says so often
 * enough to stay well inside the limit. Every `seen` is a message the room must handle: at 4 a
 * second per client they were two thirds of what a busy room received.
 */

/** A reader with few unreported versions reports at most this often. */
export const SEEN_QUIET_MS = 2_000;
/** This many unreported versions make a report due at once (a quarter of the room's lag limit, 200). */
export const SEEN_EVERY_VERSIONS = 50;
/** Never two reports closer than this, however fast versions arrive. */
export const SEEN_MIN_GAP_MS = 250;

export interface SeenTimers {
  now(): number;
  set(run: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: SeenTimers = {
  now: () => Date.now(),
  set: (run, delayMs) => setTimeout(run, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class SeenReporter {
  private applied = 0;
  private reported = 0;
  /** When the oldest unreported version was applied. */
  private unreportedSince: number | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: { handle: unknown; at: number } | null = null;

  constructor(
    private readonly send: (version: number) => void,
    private readonly timers: SeenTimers = realTimers,
  ) {}

  /** The client applied everything up to `version`. */
  apply(version: number): void {
    if (version <= this.applied) return;
    this.applied = version;
    const now = this.timers.now();
    this.unreportedSince ??= now;
    const due = Math.max(
      this.lastSentAt + SEEN_MIN_GAP_MS,
      this.applied - this.reported >= SEEN_EVERY_VERSIONS ? now : this.unreportedSince + SEEN_QUIET_MS,
    );
    if (this.timer && this.timer.at <= due) return;
    if (this.timer) this.timers.clear(this.timer.handle);
    this.timer = { handle: this.timers.set(() => this.report(), Math.max(0, due - now)), at: due };
  }

  /** The socket closed: nothing more is sent. */
  stop(): void {
    if (this.timer) this.timers.clear(this.timer.handle);
    this.timer = null;
  }

  private report(): void {
    this.timer = null;
    this.reported = this.applied;
    this.unreportedSince = null;
    this.lastSentAt = this.timers.now();
    this.send(this.applied);
  }
}

/** The one form clients send `seen` in, so the room can read it without the full parser. */
export function seenMessage(version: number): string {
  return `{"type":"seen","version":${version}}`;
}

const SEEN_TEXT = /^\{"type":"seen","version":(\d{1,15})\}$/;

/**
 * The version of a `seen` message in exactly the form `seenMessage` writes, else null (the full
 * schema then decides). The room receives more of these than of anything else.
 */
export function readSeenMessage(text: string): number | null {
  if (text.length > 40) return null;
  const match = SEEN_TEXT.exec(text);
  return match ? Number(match[1]) : null;
}
