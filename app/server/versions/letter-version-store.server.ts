/**
 * Letter versions in D1 (docs/api.md#letter-versions): record (an automatic version of the same
 * content as the newest is not made; named ones always are), prune automatic ones past
 * AUTOMATIC_VERSIONS_MAX, list and read. No access checks here: callers are the room and
 * ./letter-versions.server.ts, which checks who asks.
 */
import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { letterVersions, type LetterVersionRow } from "~/db/schema";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { summarizeLetterChanges, type LetterVersionKind } from "~/domain/cover-letter/versions";
import { AUTOMATIC_VERSIONS_MAX, type VersionAuthor } from "~/domain/resume/versions";
import type { Database } from "../db.server";
import { canonicalJson, contentHash } from "./snapshot-codec.server";

export interface LetterVersionMeta {
  id: string;
  createdAt: string;
  kind: LetterVersionKind;
  name: string | null;
  authors: VersionAuthor[];
  summary: string;
}

function toMeta(row: LetterVersionRow): LetterVersionMeta {
  return { id: row.id, createdAt: row.createdAt.toISOString(), kind: row.kind, name: row.name, authors: row.authors as VersionAuthor[], summary: row.summary };
}

const newestFirst = [desc(letterVersions.createdAt), desc(sql`rowid`)] as const;

export async function recordLetterVersion(
  db: Database,
  input: { letterId: string; content: LetterContent; kind: LetterVersionKind; name?: string | null; authors: VersionAuthor[]; at?: Date },
): Promise<LetterVersionMeta | null> {
  const hash = await contentHash(canonicalJson(input.content));
  const previous = await db.select().from(letterVersions).where(eq(letterVersions.letterId, input.letterId)).orderBy(...newestFirst).limit(1).get();
  if (previous && previous.contentHash === hash && input.kind !== "named") return null;
  const authors = [...new Map(input.authors.map((author) => [author.id, { id: author.id, name: author.name.slice(0, 200) }])).values()];
  const row: LetterVersionRow = {
    id: crypto.randomUUID(),
    letterId: input.letterId,
    kind: input.kind,
    name: input.name ?? null,
    authors,
    summary: previous ? summarizeLetterChanges(letterContentSchema.parse(previous.content), input.content) : summarizeLetterChanges(null, input.content),
    content: input.content,
    contentHash: hash,
    createdAt: input.at ?? new Date(),
  };
  const keep = db
    .select({ id: letterVersions.id })
    .from(letterVersions)
    .where(and(eq(letterVersions.letterId, input.letterId), ne(letterVersions.kind, "named")))
    .orderBy(...newestFirst)
    .limit(AUTOMATIC_VERSIONS_MAX);
  await db.batch([
    db.insert(letterVersions).values(row),
    db.delete(letterVersions).where(and(eq(letterVersions.letterId, input.letterId), ne(letterVersions.kind, "named"), notInArray(letterVersions.id, keep))),
  ]);
  return toMeta(row);
}

export async function listLetterVersions(db: Database, letterId: string): Promise<LetterVersionMeta[]> {
  return (await db.select().from(letterVersions).where(eq(letterVersions.letterId, letterId)).orderBy(...newestFirst)).map(toMeta);
}

export async function readLetterVersion(db: Database, letterId: string, versionId: string): Promise<{ meta: LetterVersionMeta; content: LetterContent } | null> {
  const row = await db.select().from(letterVersions).where(and(eq(letterVersions.letterId, letterId), eq(letterVersions.id, versionId))).get();
  return row ? { meta: toMeta(row), content: letterContentSchema.parse(row.content) } : null;
}

export async function countNamedLetterVersions(db: Database, letterId: string): Promise<number> {
  const found = await db
    .select({ n: sql<number>`count(*)` })
    .from(letterVersions)
    .where(and(eq(letterVersions.letterId, letterId), eq(letterVersions.kind, "named")))
    .get();
  return found?.n ?? 0;
}
