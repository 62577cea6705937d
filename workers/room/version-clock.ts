/**
 * When the room makes its automatic "quiet" version: QUIET_MS after the last edit, with everyone
 * who edited since the previous version as its authors. The deadline and the authors live in the
 * object's storage, so a room evicted between the edit and the deadline still makes the version
 * when its alarm fires (the room multiplexes this deadline with the D1 write-back on its one alarm).
 */
import { QUIET_MS, type VersionAuthor } from "../../app/domain/resume/versions";

const KEY = "versions:pending";

interface Pending {
  dueAt: number;
  authors: VersionAuthor[];
  /**
   * The deadline the room's alarm was last set for. An alarm that fires while it still equals
   * `dueAt` (no edit since) is the deadline's own alarm: the session went quiet. Alarms never fire
   * early in production; a test that runs the alarm ahead of time means "time passed" by it.
   */
  armedFor?: number;
}

/**
 * How far the stored deadline may trail the real one. Moving it by every keystroke cost one storage
 * write per edit; it only matters after an eviction, when the quiet version then comes at most this
 * much early (of QUIET_MS). New authors and a cleared `armedFor` are always written at once.
 */
export const STORED_DEADLINE_SLACK_MS = 10_000;

export class VersionClock {
  /** undefined until read from storage after a wake-up. */
  private pending: Pending | null | undefined;
  /** What storage holds (undefined until read). */
  private stored: Pending | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  private async load(): Promise<Pending | null> {
    if (this.pending === undefined) this.pending = this.stored = (await this.storage.get<Pending>(KEY)) ?? null;
    return this.pending;
  }

  private async store(pending: Pending): Promise<void> {
    this.stored = pending;
    await this.storage.put(KEY, pending);
  }

  /** Someone edited: the quiet deadline moves and they are among the next version's authors. Returns the deadline. */
  async noteEdit(author: VersionAuthor, now = Date.now()): Promise<number> {
    const pending = await this.load();
    const authors = pending?.authors ?? [];
    const known = authors.some((known) => known.id === author.id);
    const next: Pending = { dueAt: now + QUIET_MS, authors: known ? authors : [...authors, author] };
    this.pending = next;
    const stored = this.stored;
    // An armed stored deadline would make a woken room's alarm take it for the quiet one: rewrite it.
    if (
      !known ||
      !stored ||
      stored.armedFor !== undefined ||
      stored.authors !== authors ||
      next.dueAt - stored.dueAt > STORED_DEADLINE_SLACK_MS
    ) {
      await this.store(next);
    }
    return next.dueAt;
  }

  /** The quiet deadline, or null when nobody edited since the last version. */
  async dueAt(): Promise<number | null> {
    return (await this.load())?.dueAt ?? null;
  }

  /** Whether the alarm firing now was set for the current deadline (see `armedFor`). */
  async armed(): Promise<boolean> {
    const pending = await this.load();
    return pending?.armedFor !== undefined && pending.armedFor === pending.dueAt;
  }

  /** The room's alarm is set for the current deadline now. */
  async arm(): Promise<void> {
    const pending = await this.load();
    if (!pending) return;
    this.pending = { ...pending, armedFor: pending.dueAt };
    await this.store(this.pending);
  }

  async authors(): Promise<VersionAuthor[]> {
    return (await this.load())?.authors ?? [];
  }

  /** A version was made: nobody is waiting for one. */
  async clear(): Promise<void> {
    this.pending = this.stored = null;
    await this.storage.delete(KEY);
  }

  /** The room's storage was wiped (the resume was deleted). */
  forget(): void {
    this.pending = this.stored = null;
  }
}
