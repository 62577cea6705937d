/**
 * The version history a resume's room keeps (workers/room/version-rows.ts), read from the rooms'
 * SQLite files in a local state directory with Node's own SQLite. Read-only, and safe while the
 * site runs: SQLite's write-ahead log is shared between processes.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The folder of the rooms' storage files, or null before any room stored anything. */
export function roomsDir(stateDir) {
  const doDir = join(stateDir, "v3", "do");
  if (!existsSync(doDir)) return null;
  const rooms = readdirSync(doDir).find((name) => /ResumeRoom/.test(name));
  return rooms ? join(doDir, rooms) : null;
}

/**
 * The versions of `documentId` (a resume's or a letter's) and the bytes they take: the snapshots'
 * text and hashes, and the rows' fields, as the D1 figure counted them before the move.
 */
export function roomVersionStorage(stateDir, documentId) {
  const dir = roomsDir(stateDir);
  const empty = { blobs: 0, rows: 0, versions: 0, snapshots: 0 };
  if (!dir) return empty;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      const hasTable = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'versions'").get().n > 0;
      if (!hasTable) continue;
      const found = db
        .prepare(
          `SELECT (SELECT coalesce(sum(length(content) + length(hash)), 0) FROM version_contents WHERE document_id = ?1) AS blobs,
                  (SELECT coalesce(sum(length(id) + length(kind) + coalesce(length(name), 0) + length(authors) + length(summary) + length(content_hash) + 8), 0) FROM versions WHERE document_id = ?1) AS rows,
                  (SELECT count(*) FROM versions WHERE document_id = ?1) AS versions,
                  (SELECT count(*) FROM version_contents WHERE document_id = ?1) AS snapshots`,
        )
        .get(documentId);
      if (found.versions > 0) return found;
    } finally {
      db.close();
    }
  }
  return empty;
}
