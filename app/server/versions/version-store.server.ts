/**
 * The version store in D1: record a version (deduplicated snapshot, summary against the previous
 * version, pruning to the bounds of docs/api.md#version-history), list and read. No access checks
 * here: callers are the room (which only holds resumes people were let into) and
 * ./versions.server.ts, which checks who asks.
 */
import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { resumeVersionBlobs, resumeVersions, type ResumeVersionRow } from "~/db/schema";
import type { RoomDocument } from "~/domain/resume/document";
import { summarizeChanges } from "~/domain/resume/version-diff";
import { AUTOMATIC_VERSIONS_MAX, type VersionAuthor, type VersionKind, type VersionMeta } from "~/domain/resume/versions";
import type { Database } from "../db.server";
import { canonicalJson, contentHash, decodeSnapshot, encodeSnapshot } from "./snapshot-codec.server";

export interface NewVersion {
  resumeId: string;
  document: RoomDocument;
  kind: VersionKind;
  name?: string | null;
  authors: VersionAuthor[];
  /** Defaults to now; the bench and tests pass simulated times. */
  at?: Date;
}

export function toMeta(row: ResumeVersionRow): VersionMeta {
  return { id: row.id, createdAt: row.createdAt.toISOString(), kind: row.kind, name: row.name, authors: row.authors as VersionAuthor[], summary: row.summary };
}

const newestFirst = [desc(resumeVersions.createdAt), desc(sql`rowid`)] as const;

async function newest(db: Database, resumeId: string): Promise<ResumeVersionRow | undefined> {
  return db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resumeId)).orderBy(...newestFirst).limit(1).get();
}

async function readBlob(db: Database, resumeId: string, hash: string): Promise<RoomDocument | null> {
  const blob = await db
    .select({ content: resumeVersionBlobs.content })
    .from(resumeVersionBlobs)
    .where(and(eq(resumeVersionBlobs.resumeId, resumeId), eq(resumeVersionBlobs.hash, hash)))
    .get();
  return blob ? decodeSnapshot(blob.content) : null;
}

/**
 * Records a version of `document`. An automatic version of the same content as the newest version
 * is not made (null): it would say nothing new. Named versions are always made.
 */
export async function recordVersion(db: Database, input: NewVersion): Promise<VersionMeta | null> {
  const json = canonicalJson(input.document);
  const hash = await contentHash(json);
  const previous = await newest(db, input.resumeId);
  if (previous && previous.contentHash === hash && input.kind !== "named") return null;
  const before = previous ? await readBlob(db, input.resumeId, previous.contentHash) : null;
  const row: ResumeVersionRow = {
    id: crypto.randomUUID(),
    resumeId: input.resumeId,
    kind: input.kind,
    name: input.name ?? null,
    authors: dedupeAuthors(input.authors),
    summary: previous && previous.contentHash === hash ? "No changes" : summarizeChanges(before, input.document),
    contentHash: hash,
    createdAt: input.at ?? new Date(),
  };
  const keep = db
    .select({ id: resumeVersions.id })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, input.resumeId), ne(resumeVersions.kind, "named")))
    .orderBy(...newestFirst)
    .limit(AUTOMATIC_VERSIONS_MAX);
  const stored = await encodeSnapshot(json);
  // One batch, one transaction: the snapshot, the version, the pruning and the orphaned snapshots.
  await db.batch([
    db.insert(resumeVersionBlobs).values({ resumeId: input.resumeId, hash, content: stored }).onConflictDoNothing(),
    db.insert(resumeVersions).values(row),
    db.delete(resumeVersions).where(and(eq(resumeVersions.resumeId, input.resumeId), ne(resumeVersions.kind, "named"), notInArray(resumeVersions.id, keep))),
    db
      .delete(resumeVersionBlobs)
      .where(
        and(
          eq(resumeVersionBlobs.resumeId, input.resumeId),
          notInArray(resumeVersionBlobs.hash, db.select({ hash: resumeVersions.contentHash }).from(resumeVersions).where(eq(resumeVersions.resumeId, input.resumeId))),
        ),
      ),
  ]);
  return toMeta(row);
}

function dedupeAuthors(authors: VersionAuthor[]): VersionAuthor[] {
  const seen = new Map<string, VersionAuthor>();
  for (const author of authors) seen.set(author.id, { id: author.id, name: author.name.slice(0, 200) });
  return [...seen.values()];
}

export async function listVersions(db: Database, resumeId: string): Promise<VersionMeta[]> {
  const rows = await db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, resumeId)).orderBy(...newestFirst);
  return rows.map(toMeta);
}

export async function readVersion(db: Database, resumeId: string, versionId: string): Promise<{ meta: VersionMeta; document: RoomDocument } | null> {
  const row = await db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.id, versionId)))
    .get();
  if (!row) return null;
  const document = await readBlob(db, resumeId, row.contentHash);
  return document ? { meta: toMeta(row), document } : null;
}

export async function countNamedVersions(db: Database, resumeId: string): Promise<number> {
  const found = await db
    .select({ n: sql<number>`count(*)` })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.kind, "named")))
    .get();
  return found?.n ?? 0;
}
