/**
 * Keeping the room and its D1 row level. The room is the authority while people edit; D1 catches
 * up through an alarm a couple of seconds after edits (never per keystroke), with the same write
 * rule as the REST API (app/server/resume-content.server.ts). When D1 moved behind the room's back
 * (a REST save), the room's unsaved edits are rebased onto the new row, so neither is lost.
 * See docs/decisions/room-write-back.md.
 */
import { emptyTombstones } from "../../app/domain/collab/apply";
import type { RoomDocument } from "../../app/domain/collab/protocol";
import { rebase } from "../../app/server/collab/rebase";
import { getDb } from "../../app/server/db.server";
import { readResumeContent, writeResumeContent } from "../../app/server/resume-content.server";
import type { BaseState, RoomState } from "./log";

/**
 * D1 write-back delay (app/domain/collab/write-back.ts): edits within this window reach D1 in one
 * write, and rooms that started together (a class, a workshop, a server restart) do not write back
 * in the same instant every cycle, which held every room's edits behind that wave
 * (docs/collaboration.md, "Capacity on one machine").
 */
import { writeBackDelay } from "../../app/domain/collab/write-back";

export { writeBackDelay };

/** Retry delay when D1 moved under the room and the merged result must be written again. */
export const RETRY_DELAY_MS = 200;

/** What the sync needs of the room that owns it. */
export interface SyncHost {
  room: RoomState | null;
  base: BaseState | null;
  persist(): Promise<void>;
  /** The resume is gone: everyone leaves and the room keeps nothing. */
  forget(): Promise<void>;
  /** Everyone gets the whole document (it changed outside the room). */
  replaced(version: number, document: RoomDocument): void;
  scheduleFlush(delayMs: number): Promise<void>;
}

export class D1Sync {
  /** D1 reads and writes run one at a time, so a merge never races a write-back. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly env: Env,
    private readonly host: SyncHost,
  ) {}

  private serialized<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Brings the room level with D1. Returns false when the resume is gone. */
  sync(resumeId: string): Promise<boolean> {
    return this.serialized(() => this.syncNow(resumeId));
  }

  /** Writes the room's unsaved edits to D1. */
  flush(): Promise<void> {
    return this.serialized(() => this.flushNow());
  }

  /**
   * First time: the row becomes the room. Later: when the row's version moved, the room's unsaved
   * edits are merged onto the new row and everyone gets the whole document.
   */
  private async syncNow(resumeId: string): Promise<boolean> {
    const host = this.host;
    const row = await readResumeContent(getDb(this.env), resumeId);
    if (!row) {
      await host.forget();
      return false;
    }
    const theirs = row.content;
    if (!host.room || !host.base || host.room.resumeId !== resumeId) {
      host.room = { resumeId, document: theirs, tombstones: emptyTombstones(), version: row.version, dirty: false, logSeq: host.room?.logSeq ?? 0 };
      host.base = { document: theirs, d1Version: row.version };
      await host.persist();
      return true;
    }
    if (row.version === host.base.d1Version) return true;

    const room = host.room;
    const document = room.dirty ? rebase(host.base.document, room.document, theirs, room.tombstones) : theirs;
    // Versions only grow; the room takes D1's number when it has nothing of its own to add.
    const version = !room.dirty && row.version > room.version ? row.version : Math.max(row.version, room.version) + 1;
    host.room = { ...room, document, version, dirty: version !== row.version };
    host.base = { document: theirs, d1Version: row.version };
    await host.persist();
    host.replaced(version, document);
    if (host.room.dirty) await host.scheduleFlush(RETRY_DELAY_MS);
    return true;
  }

  /**
   * Guarded by the version the room last agreed with D1 on: if anything else wrote the row since,
   * nothing is overwritten; the room merges the new row instead and tries again shortly.
   */
  private async flushNow(): Promise<void> {
    const host = this.host;
    const room = host.room;
    if (!room || !host.base || !room.dirty) return;
    const { document, version } = room;
    const written = await writeResumeContent(getDb(this.env), room.resumeId, document, { expectedVersion: host.base.d1Version, version });
    if (written) {
      host.base = { document, d1Version: version };
      // Edits that arrived while D1 was writing keep the room dirty for the next round.
      if (host.room && host.room.version === version) host.room.dirty = false;
      await host.persist();
      if (host.room?.dirty) await host.scheduleFlush(writeBackDelay());
      return;
    }
    await this.syncNow(room.resumeId);
  }
}
