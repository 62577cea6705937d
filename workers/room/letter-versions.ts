/**
 * Automatic "quiet" versions of the resume's cover letters (docs/api.md#letter-versions): QUIET_MS
 * after the last live edit of a letter, a version of it as stored, credited to everyone who edited
 * it since. Deadlines and authors live in the object's storage, so an evicted room still makes the
 * version when its one alarm fires (shared with the D1 write-back and the resume's own versions).
 */
import { QUIET_MS, type VersionAuthor } from "../../app/domain/resume/versions";
import { readLetter } from "../../app/server/collab/letter-write.server";
import { getDb } from "../../app/server/db.server";
import { letterVersionStore } from "../../app/server/versions/document-kinds.server";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { ScheduleAt } from "./room-versions";

const KEY = "letters:quiet";

type Pending = Record<string, { dueAt: number; authors: VersionAuthor[] }>;

export class LetterVersions {
  constructor(
    private readonly env: Env,
    private readonly storage: DurableObjectStorage,
    private readonly core: RoomCore,
    private readonly scheduleAt: ScheduleAt,
  ) {}

  private async pending(): Promise<Pending> {
    return (await this.storage.get<Pending>(KEY)) ?? {};
  }

  /** A live edit of `letterId` was stored: its quiet deadline moves, and `author` is credited. */
  async edited(letterId: string, author: VersionAuthor, now = Date.now()): Promise<void> {
    const pending = await this.pending();
    const authors = pending[letterId]?.authors ?? [];
    pending[letterId] = {
      dueAt: now + QUIET_MS,
      authors: authors.some((known) => known.id === author.id) ? authors : [...authors, author],
    };
    await this.storage.put(KEY, pending);
    await this.scheduleAt(now + QUIET_MS);
  }

  /** On the room's alarm: a version of every letter whose deadline has come; the alarm is set for the next one. */
  async onAlarm(now = Date.now()): Promise<void> {
    const pending = await this.pending();
    if (Object.keys(pending).length === 0) return;
    const resumeId = this.core.resumeId;
    let next: number | null = null;
    for (const [letterId, entry] of Object.entries(pending)) {
      if (entry.dueAt > now) {
        next = next === null ? entry.dueAt : Math.min(next, entry.dueAt);
        continue;
      }
      delete pending[letterId];
      const stored = resumeId !== null ? await readLetter(this.env, resumeId, letterId) : null;
      if (stored)
        await letterVersionStore.record(getDb(this.env), {
          documentId: letterId,
          content: stored.content,
          kind: "quiet",
          authors: entry.authors,
        });
    }
    await this.storage.put(KEY, pending);
    if (next !== null) await this.scheduleAt(next);
  }
}
