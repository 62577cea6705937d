/**
 * Automatic "quiet" versions of the resume's cover letters (docs/api.md#letter-versions): QUIET_MS
 * after the last live edit of a letter, a version of it as stored, credited to everyone who edited
 * it since. The deadlines are the room's quiet clock's (./quiet-clock.ts, one per letter), so an
 * evicted room still makes the version when its one alarm fires.
 */
import type { VersionAuthor } from "../../app/domain/resume/versions";
import { letterClock } from "../../app/domain/collab/quiet-clock";
import { readLetter } from "../../app/server/collab/letter-write.server";
import { letterVersionStore } from "../../app/server/versions/document-kinds.server";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { QuietClock } from "./quiet-clock";
import type { RoomHistory } from "./version-history";

export class LetterVersions {
  constructor(
    private readonly env: Env,
    private readonly core: RoomCore,
    private readonly clock: QuietClock,
    private readonly history: RoomHistory,
  ) {}

  /** A live edit of `letterId` was stored: its quiet deadline moves, and `author` is credited. */
  async edited(letterId: string, author: VersionAuthor): Promise<void> {
    await this.clock.edited(letterClock(letterId), author);
  }

  /** The letter's quiet version, as stored (none when the letter is gone). */
  async makeQuiet(letterId: string, authors: VersionAuthor[]): Promise<void> {
    const resumeId = this.core.resumeId;
    const stored = resumeId !== null ? await readLetter(this.env, resumeId, letterId) : null;
    if (resumeId !== null && stored)
      await this.history.run(resumeId, (rows) =>
        letterVersionStore.record(rows, { documentId: letterId, content: stored.content, kind: "quiet", authors }),
      );
  }
}
