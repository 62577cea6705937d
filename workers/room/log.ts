/**
 * The room's durable state in its own storage: a snapshot ("room", "base") plus a log of the
 * edits made since (`log:<seq>`, one entry per acknowledged message). Replaying the log through the
 * same deterministic `applyOps` rebuilds the document, the tombstones and the version exactly, so
 * an edit is durable once its log entry is written, before it is acknowledged. See
 * docs/decisions/room-storage.md.
 */
import type { Op } from "../../app/domain/resume/ops";
import { replayLogged, type BaseState, type LoggedEdit, type RoomState } from "../../app/domain/collab/room-core";

/**
 * The room as stored: with the last log entry the snapshot includes. A snapshot stored before the
 * room remembered opIds has no `appliedOpIds`.
 */
type StoredRoom = Omit<RoomState, "appliedOpIds" | "appliedBatches"> & {
  appliedOpIds?: RoomState["appliedOpIds"];
  appliedBatches?: RoomState["appliedBatches"];
  logSeq?: number;
};

/** Log entries between snapshots: bounds replay on wake-up and the log's size. */
const SNAPSHOT_EVERY = 200;
const LOG_PREFIX = "log:";
/** The write-backs under way (BaseState.writing), stored on their own before each write: a few bytes, not the snapshot. */
const WRITING_KEY = "writing";
const logKey = (seq: number) => `${LOG_PREFIX}${String(seq).padStart(12, "0")}`;

export class RoomLog {
  /** The last log entry written, and the last one folded into the stored snapshot. */
  private logSeq = 0;
  private snapshotSeq = 0;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** The stored snapshot with every logged edit since replayed on top. */
  async load(): Promise<{ room: RoomState | null; base: BaseState | null }> {
    const stored = await this.storage.get<string>(["room", "base"]);
    const saved = parseStored<StoredRoom>(stored.get("room"));
    const base = withWriting(parseStored<BaseState>(stored.get("base")), this.storage.kv.get<string>(WRITING_KEY));
    if (!saved) return { room: null, base };
    const { logSeq, appliedOpIds, appliedBatches, ...rest } = saved;
    // Kept per person; anything else (none stored, or an earlier form) starts empty.
    const room: RoomState = {
      ...rest,
      appliedOpIds: appliedOpIds && !Array.isArray(appliedOpIds) ? appliedOpIds : {},
      appliedBatches: appliedBatches ?? {},
    };
    await this.replay(room, logSeq ?? 0);
    return { room, base };
  }

  /**
   * Appends one message's operations through the synchronous KV API of the object's SQLite
   * storage (the same keys as the promise API). Being synchronous, no other message interleaves;
   * the output gate holds everything sent after it (the acknowledgement included) until the write
   * is durable. The promise API cost a promise and a turn per edit, and with 200 busy rooms on one
   * thread, waiting for them made most of the edits' tail (docs/collaboration.md, "Capacity on one
   * machine"). Returns true when a snapshot is due.
   */
  append(entry: LoggedEdit): boolean {
    this.logSeq += 1;
    // A client's edit is stored with its opId and sender ({opId, userId, ops}), so the room still knows it applied it
    // after a restart; one without (a restore, an accepted suggestion) as the bare operations, the
    // form every entry had before.
    this.storage.kv.put(
      logKey(this.logSeq),
      JSON.stringify(entry.opId === undefined ? entry.ops : { opId: entry.opId, userId: entry.userId, ops: entry.ops }),
    );
    return this.logSeq - this.snapshotSeq >= SNAPSHOT_EVERY;
  }

  /** The write-backs under way, stored synchronously before a write goes (room-core.ts writing). */
  noteWriting(writing: NonNullable<BaseState["writing"]>): void {
    this.storage.kv.put(WRITING_KEY, JSON.stringify(writing));
  }

  /**
   * Stores a snapshot and drops the log it absorbed. State is stored as JSON text: the storage
   * API's structured clone of a whole resume measured several times slower than a string, and
   * this write can sit on an edit's path to its ack.
   */
  async persist(room: RoomState | null, base: BaseState | null): Promise<void> {
    const entries: Record<string, string> = {};
    if (room) entries.room = JSON.stringify({ ...room, logSeq: this.logSeq } satisfies StoredRoom);
    if (base) entries.base = JSON.stringify(base);
    // Issued without an await in between, the snapshot and the removal of the log it absorbed
    // commit together. Replay starts after the snapshot's logSeq, so a leftover entry is ignored.
    const writes: Array<Promise<unknown>> = [this.storage.put(entries)];
    const absorbed: string[] = [];
    for (let seq = this.snapshotSeq + 1; seq <= this.logSeq; seq++) absorbed.push(logKey(seq));
    for (let i = 0; i < absorbed.length; i += 128) writes.push(this.storage.delete(absorbed.slice(i, i + 128)));
    this.snapshotSeq = this.logSeq;
    await Promise.all(writes);
  }

  /**
   * Forgets everything kept under keys (the document, its log, marks, suggestions, clocks) and the
   * alarm: the resume is gone, or in the Trash. The version history, in the room's SQL tables
   * (./version-rows.ts), stays for a restore from the Trash; deleting the resume for good clears
   * it too (ResumeRoom.purge).
   */
  async clear(): Promise<void> {
    this.logSeq = 0;
    this.snapshotSeq = 0;
    await this.storage.deleteAlarm();
    const keys = [...(await this.storage.list()).keys()];
    for (let i = 0; i < keys.length; i += 128) await this.storage.delete(keys.slice(i, i + 128));
  }

  /** Rebuilds the state after a wake-up: the snapshot, then every logged edit since, in order. */
  private async replay(room: RoomState, logSeq: number): Promise<void> {
    this.logSeq = logSeq;
    this.snapshotSeq = this.logSeq;
    const log = await this.storage.list<string>({ prefix: LOG_PREFIX, start: logKey(this.logSeq + 1) });
    for (const [key, value] of log) {
      replayLogged(room, parseEntry(value));
      this.logSeq = Number(key.slice(LOG_PREFIX.length));
    }
  }
}

/** A log entry as stored: `{opId, userId, ops}`, or a bare array of operations (no opId, or written before opIds were logged). */
export function parseEntry(value: string): LoggedEdit {
  const parsed = JSON.parse(value) as Op[] | LoggedEdit;
  return Array.isArray(parsed) ? { ops: parsed } : parsed;
}

/** The stored base with every write-back noted since (a version already agreed on is never read as new, so extra ones are harmless). */
function withWriting(base: BaseState | null, noted: string | undefined): BaseState | null {
  if (!base || noted === undefined) return base;
  // The note is the newest list (the snapshot's is an older part of it): its order first.
  const writing = [...(JSON.parse(noted) as NonNullable<BaseState["writing"]>), ...(base.writing ?? [])];
  const unique = [...new Map(writing.map((write) => [`${write.version}:${write.fingerprint}`, write])).values()];
  const { writing: _, ...agreed } = base;
  const underWay = unique.filter((write) => write.version > base.d1Version);
  return underWay.length > 0 ? { ...agreed, writing: underWay } : agreed;
}

function parseStored<T>(value: string | undefined): T | null {
  return value === undefined ? null : (JSON.parse(value) as T);
}
