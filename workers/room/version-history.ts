/**
 * The room's version history (./version-rows.ts): every read and write of the resume's and its
 * letters' versions goes through `run`, one at a time, so two records never both see the same
 * "newest" version across the await of a gzip.
 *
 * Before the first call, the history this resume had in D1 (resume_versions with
 * resume_version_blobs, letter_versions of its letters) moves here: copied into the room's
 * storage in one transaction, then deleted from D1 by id, then noted as done. A move cut short
 * at any point runs again and skips what it already copied; the daily sweep moves the rooms
 * nobody opens (app/server/versions/move-history.server.ts). See docs/decisions/storage-by-growth.md.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { coverLetters, letterVersions, resumeVersionBlobs, resumeVersions } from "../../app/db/schema";
import type { VersionAuthor } from "../../app/domain/resume/versions";
import { getDb } from "../../app/server/db.server";
import { SerialQueue } from "./serial-queue";
import { RoomVersionRows, type MovedVersion } from "./version-rows";

const MOVED_KEY = "history:movedFromD1";
/** D1 binds at most 100 parameters a statement. */
const IDS_PER_STATEMENT = 90;

export class RoomHistory {
  readonly rows: RoomVersionRows;
  private readonly queue = new SerialQueue();
  /** The resume whose D1 history is known to be here, as far as this instance knows. */
  private moved: string | null = null;

  constructor(
    private readonly env: Env,
    private readonly storage: DurableObjectStorage,
  ) {
    this.rows = new RoomVersionRows(storage);
  }

  /** Runs `task` on the room's versions of `resumeId`, once its D1 history is here; one task at a time. */
  run<T>(resumeId: string, task: (rows: RoomVersionRows) => Promise<T> | T): Promise<T> {
    return this.queue.run(async () => {
      if (this.moved !== resumeId) {
        if ((await this.storage.get<string>(MOVED_KEY)) !== resumeId) await this.moveNow(resumeId);
        this.moved = resumeId;
      }
      return task(this.rows);
    });
  }

  /** Moves whatever D1 still holds of the resume's history, noted or not (the sweep). Returns the versions moved. */
  move(resumeId: string): Promise<number> {
    return this.queue.run(async () => {
      const count = await this.moveNow(resumeId);
      this.moved = resumeId;
      return count;
    });
  }

  /** The room's storage was cleared (the resume was deleted for good). */
  dropped(): void {
    this.moved = null;
    this.rows.dropped();
  }

  private async moveNow(resumeId: string): Promise<number> {
    const db = getDb(this.env);
    const [resumeRows, blobs, letterRows] = await db.batch([
      db
        .select()
        .from(resumeVersions)
        .where(eq(resumeVersions.resumeId, resumeId))
        .orderBy(asc(resumeVersions.createdAt), asc(sql`rowid`)),
      db
        .select({ hash: resumeVersionBlobs.hash, content: resumeVersionBlobs.content })
        .from(resumeVersionBlobs)
        .where(eq(resumeVersionBlobs.resumeId, resumeId)),
      db
        .select({ version: letterVersions })
        .from(letterVersions)
        .innerJoin(coverLetters, eq(coverLetters.id, letterVersions.letterId))
        .where(eq(coverLetters.resumeId, resumeId))
        .orderBy(asc(letterVersions.createdAt), asc(sql`${letterVersions}.rowid`)),
    ]);
    const snapshot = new Map(blobs.map((blob) => [blob.hash, blob.content]));
    const moved: MovedVersion[] = [];
    const stored = (row: (typeof resumeRows)[number] | (typeof letterRows)[number]["version"]) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      authors: row.authors as VersionAuthor[],
      summary: row.summary,
      contentHash: row.contentHash,
      createdAt: row.createdAt,
    });
    for (const row of resumeRows) {
      const content = snapshot.get(row.contentHash);
      // A version whose snapshot is missing could never be read or restored; it is not carried over.
      if (content !== undefined) moved.push({ documentId: resumeId, row: stored(row), content });
    }
    for (const { version } of letterRows)
      moved.push({ documentId: version.letterId, row: stored(version), content: JSON.stringify(version.content) });
    if (moved.length > 0) this.rows.putMoved(moved);

    const deletes = [];
    const resumeIds = resumeRows.map((row) => row.id);
    for (let i = 0; i < resumeIds.length; i += IDS_PER_STATEMENT)
      deletes.push(
        db.delete(resumeVersions).where(inArray(resumeVersions.id, resumeIds.slice(i, i + IDS_PER_STATEMENT))),
      );
    const letterIds = letterRows.map((row) => row.version.id);
    for (let i = 0; i < letterIds.length; i += IDS_PER_STATEMENT)
      deletes.push(
        db.delete(letterVersions).where(inArray(letterVersions.id, letterIds.slice(i, i + IDS_PER_STATEMENT))),
      );
    if (blobs.length > 0)
      deletes.push(
        db
          .delete(resumeVersionBlobs)
          .where(
            and(
              eq(resumeVersionBlobs.resumeId, resumeId),
              notInArray(
                resumeVersionBlobs.hash,
                db
                  .select({ hash: resumeVersions.contentHash })
                  .from(resumeVersions)
                  .where(eq(resumeVersions.resumeId, resumeId)),
              ),
            ),
          ),
      );
    const [first, ...rest] = deletes;
    if (first) await db.batch([first, ...rest]);
    await this.storage.put(MOVED_KEY, resumeId);
    return moved.length;
  }
}
