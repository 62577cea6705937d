/**
 * The room's quiet clock in the object's storage (the rules: app/domain/collab/quiet-clock.ts):
 * the deadlines and authors of the quiet versions of the resume and its letters, under one key, so
 * a room evicted between an edit and its deadline still makes the version when its alarm fires.
 * Memory holds the exact deadlines; storage is rewritten only as `mustStore` says
 * (docs/decisions/quiet-deadline-slack.md).
 */
import {
  armAll,
  dueOnAlarm,
  fromOldForm,
  mustStore,
  nextAlarm,
  noteEdit,
  without,
  type QuietClocks,
  type QuietEntry,
} from "../../app/domain/collab/quiet-clock";
import type { VersionAuthor } from "../../app/domain/resume/versions";

const KEY = "quiet";
/** Where rooms kept their clocks before there was one (read once, then deleted). */
const OLD_RESUME_KEY = "versions:pending";
const OLD_LETTERS_KEY = "letters:quiet";

/** Sets the room's one alarm to `at` unless an earlier one is pending. */
export type ScheduleAt = (at: number) => Promise<void>;

/** Makes the quiet version of the document of `key`, credited to `authors`. */
export type MakeQuietVersion = (key: string, authors: VersionAuthor[]) => Promise<void>;

export class QuietClock {
  /** undefined until read from storage after a wake-up. */
  private clocks: QuietClocks | undefined;
  /** What storage holds (undefined until read). */
  private stored: QuietClocks | undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly scheduleAt: ScheduleAt,
  ) {}

  private async load(): Promise<QuietClocks> {
    if (this.clocks !== undefined) return this.clocks;
    const found = await this.storage.get<unknown>([KEY, OLD_RESUME_KEY, OLD_LETTERS_KEY]);
    let clocks = (found.get(KEY) as QuietClocks | undefined) ?? {};
    const oldResume = found.get(OLD_RESUME_KEY) as QuietEntry | undefined;
    const oldLetters = found.get(OLD_LETTERS_KEY) as Record<string, QuietEntry> | undefined;
    if (oldResume || oldLetters) {
      // Written by the room before a deploy: taken over once.
      clocks = { ...fromOldForm(oldResume, oldLetters), ...clocks };
      await this.storage.put(KEY, clocks);
      await this.storage.delete([OLD_RESUME_KEY, OLD_LETTERS_KEY]);
    }
    // A call that read storage at the same time may have been first (and edited since).
    if (this.clocks === undefined) this.clocks = this.stored = clocks;
    return this.clocks;
  }

  private async update(clocks: QuietClocks): Promise<void> {
    this.clocks = clocks;
    if (!mustStore(this.stored ?? {}, clocks)) return;
    this.stored = clocks;
    if (Object.keys(clocks).length > 0) await this.storage.put(KEY, clocks);
    else await this.storage.delete(KEY);
  }

  /** Someone edited the document of `key`: its deadline moves (and the room's alarm, unless an earlier one is set). */
  async edited(key: string, author: VersionAuthor, now = Date.now()): Promise<number> {
    await this.update(noteEdit(await this.load(), key, author, now));
    const dueAt = this.clocks![key]!.dueAt;
    await this.scheduleAt(dueAt);
    return dueAt;
  }

  /** Everyone who edited the document of `key` since its previous version. */
  async authors(key: string): Promise<VersionAuthor[]> {
    return [...((await this.load())[key]?.authors ?? [])];
  }

  /** A version of the document of `key` was made: nobody is waiting for one. */
  async clear(key: string): Promise<void> {
    const clocks = await this.load();
    if (clocks[key]) await this.update(without(clocks, key));
  }

  /**
   * On the room's alarm: the quiet version of every document whose deadline has come (it passed,
   * or this is the alarm set for it); the alarm is then set for the next deadline.
   */
  async onAlarm(make: MakeQuietVersion, now = Date.now()): Promise<void> {
    for (const key of dueOnAlarm(await this.load(), now)) {
      const entry = this.clocks![key];
      if (!entry) continue;
      await make(key, entry.authors);
      await this.clear(key);
    }
    await this.update(armAll(this.clocks!));
    const next = nextAlarm(this.clocks!);
    if (next !== null) await this.scheduleAt(next);
  }

  /** The room's storage was wiped (the resume was deleted). */
  forget(): void {
    this.clocks = this.stored = {};
  }
}
