/**
 * The version history of the room's resume and of its cover letters, in the room's own SQLite
 * storage (docs/decisions/storage-by-growth.md): it grows with each resume, where the one D1
 * database would grow with all of them. Both kinds share the two tables, told apart by the
 * document's id (the resume's or the letter's): a version row, and its content stored once per
 * document and hash (./version-history.ts says what the text is for each kind).
 *
 * SQL rather than the room's key-value storage: the pruning and "the content nobody points at"
 * are one statement each, and a list is one ordered query.
 */
import type { VersionAuthor } from "../../app/domain/resume/versions";
import type { StoredVersionRow, VersionRows } from "../../app/server/versions/versioned-document.server";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS versions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  document_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  authors TEXT NOT NULL,
  summary TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS versions_document_created ON versions (document_id, created_at, seq);
CREATE TABLE IF NOT EXISTS version_contents (
  document_id TEXT NOT NULL,
  hash TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (document_id, hash)
);`;

type Row = {
  id: string;
  kind: string;
  name: string | null;
  authors: string;
  summary: string;
  content_hash: string;
  created_at: number;
};

const COLUMNS = "id, kind, name, authors, summary, content_hash, created_at";
const NEWEST_FIRST = "ORDER BY created_at DESC, seq DESC";

function toStored(row: Row): StoredVersionRow {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    authors: JSON.parse(row.authors) as VersionAuthor[],
    summary: row.summary,
    contentHash: row.content_hash,
    createdAt: new Date(row.created_at),
  };
}

/** A version as it was moved from D1: its row, with its content's text as D1 kept it. */
export interface MovedVersion {
  documentId: string;
  row: StoredVersionRow;
  content: string;
}

export class RoomVersionRows implements VersionRows {
  private ready = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** The SQL storage, its tables made on first use. */
  private get sql(): SqlStorage {
    if (!this.ready) {
      this.storage.sql.exec(SCHEMA);
      this.ready = true;
    }
    return this.storage.sql;
  }

  newest(documentId: string): StoredVersionRow | null {
    const rows = this.sql
      .exec<Row>(`SELECT ${COLUMNS} FROM versions WHERE document_id = ? ${NEWEST_FIRST} LIMIT 1`, documentId)
      .toArray();
    return rows[0] ? toStored(rows[0]) : null;
  }

  list(documentId: string): StoredVersionRow[] {
    return this.sql
      .exec<Row>(`SELECT ${COLUMNS} FROM versions WHERE document_id = ? ${NEWEST_FIRST}`, documentId)
      .toArray()
      .map(toStored);
  }

  get(documentId: string, versionId: string): StoredVersionRow | null {
    const rows = this.sql
      .exec<Row>(`SELECT ${COLUMNS} FROM versions WHERE document_id = ? AND id = ?`, documentId, versionId)
      .toArray();
    return rows[0] ? toStored(rows[0]) : null;
  }

  content(documentId: string, hash: string): string | null {
    const rows = this.sql
      .exec<{
        content: string;
      }>("SELECT content FROM version_contents WHERE document_id = ? AND hash = ?", documentId, hash)
      .toArray();
    return rows[0]?.content ?? null;
  }

  countNamed(documentId: string): number {
    return this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM versions WHERE document_id = ? AND kind = 'named'", documentId)
      .one().n;
  }

  insert(documentId: string, row: StoredVersionRow, stored: string, keepAutomatic: number): void {
    const sql = this.sql;
    this.storage.transactionSync(() => {
      this.put(documentId, row, stored);
      sql.exec(
        `DELETE FROM versions WHERE document_id = ? AND kind <> 'named' AND seq NOT IN (
           SELECT seq FROM versions WHERE document_id = ? AND kind <> 'named' ${NEWEST_FIRST} LIMIT ?)`,
        documentId,
        documentId,
        keepAutomatic,
      );
      this.tidy(documentId);
    });
  }

  /**
   * Versions moved from D1, oldest first so the order of insert keeps their order; a version
   * already here (a move that was cut short and is run again) is skipped.
   */
  putMoved(moved: MovedVersion[]): number {
    let added = 0;
    this.storage.transactionSync(() => {
      for (const { documentId, row, content } of moved) added += this.put(documentId, row, content);
    });
    return added;
  }

  /** A letter was deleted: its history goes with it. */
  forgetDocument(documentId: string): void {
    const sql = this.sql;
    this.storage.transactionSync(() => {
      sql.exec("DELETE FROM versions WHERE document_id = ?", documentId);
      sql.exec("DELETE FROM version_contents WHERE document_id = ?", documentId);
    });
  }

  /** The tables are gone with the rest of the room's storage (deleteAll): made again on next use. */
  dropped(): void {
    this.ready = false;
  }

  private put(documentId: string, row: StoredVersionRow, stored: string): number {
    const sql = this.sql;
    sql.exec(
      "INSERT OR IGNORE INTO version_contents (document_id, hash, content) VALUES (?, ?, ?)",
      documentId,
      row.contentHash,
      stored,
    );
    return sql.exec(
      `INSERT OR IGNORE INTO versions (${COLUMNS}, document_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.id,
      row.kind,
      row.name,
      JSON.stringify(row.authors),
      row.summary,
      row.contentHash,
      row.createdAt.getTime(),
      documentId,
    ).rowsWritten > 0
      ? 1
      : 0;
  }

  private tidy(documentId: string): void {
    this.sql.exec(
      `DELETE FROM version_contents WHERE document_id = ?
         AND hash NOT IN (SELECT content_hash FROM versions WHERE document_id = ?)`,
      documentId,
      documentId,
    );
  }
}
