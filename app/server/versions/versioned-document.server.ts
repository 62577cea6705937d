/**
 * Version history of a document, whatever its kind (a resume, docs/api.md#version-history; a
 * cover letter, docs/api.md#letter-versions). ./document-kinds.server.ts says what differs: the
 * tables and the column naming the document, how a version's content is stored and read, how a
 * change is summed up, and the kinds of version. Here:
 *
 * - the store in D1 (`versionStore`): record a version (an automatic version of the same content
 *   as the newest is not made; named ones always are), prune automatic ones past
 *   AUTOMATIC_VERSIONS_MAX, list and read. No access checks: callers are the room (which only
 *   holds documents people were let into) and the history below.
 * - the history behind the API (`versionHistory`): anyone who may see the document lists and reads
 *   its versions; owner and editors make and restore them; the named-version limit and the
 *   per-user budget of version writes.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  AUTOMATIC_VERSIONS_MAX,
  NAMED_VERSIONS_MAX,
  type VersionAuthor,
  type VersionMeta,
} from "~/domain/resume/versions";
import { DomainError, throttled } from "~/lib/domain-error";
import type { ErrorCode } from "~/lib/error-catalogue";
import { take, type ThrottleRule } from "../auth/throttle.server";
import { getDb, type Database } from "../db.server";
import { canonicalJson, contentHash } from "./snapshot-codec.server";

/** What the API says of a version (its listing fields), with the kinds of version its document has. */
export type DocumentVersionMeta<Kind extends string> = Omit<VersionMeta, "kind"> & { kind: Kind };

/** A row of a versions table, as far as this module reads it. */
interface StoredVersionRow {
  id: string;
  kind: string;
  name: string | null;
  authors: unknown;
  summary: string;
  contentHash: string;
  createdAt: Date;
}

/** Where a version's content lives: in its row, or beside it (./document-kinds.server.ts). */
interface ContentStorage<Content> {
  /** The columns of the new row that hold the content (none when it is stored beside it). */
  columns(content: Content): Record<string, unknown>;
  read(db: Database, documentId: string, row: StoredVersionRow): Promise<Content | null>;
  /** Batched with the insert: what stores `json` first, and what tidies up after the pruning. */
  write(
    db: Database,
    documentId: string,
    hash: string,
    json: string,
  ): Promise<{ before: BatchItem<"sqlite">[]; after: BatchItem<"sqlite">[] }>;
}

interface DocumentKind<Content, Kind extends string> {
  /** The versions table, with `id`, `kind`, `name`, `authors`, `summary`, `contentHash`, `createdAt` and the document's column. */
  table: SQLiteTable;
  /** The versions table's column naming the document (`resumeId`, `letterId`). */
  documentKey: string;
  storage: ContentStorage<Content>;
  /** One line: what changed from `before` (null: the first version) to `after`. */
  summarize(before: Content | null, after: Content): string;
  /** Only for the types: the kinds of version this document has. */
  kinds: readonly Kind[];
}

interface NewVersion<Content, Kind extends string> {
  documentId: string;
  content: Content;
  kind: Kind;
  name?: string | null;
  authors: VersionAuthor[];
  /** Defaults to now; the bench and tests pass simulated times. */
  at?: Date;
}

function dedupeAuthors(authors: VersionAuthor[]): VersionAuthor[] {
  const seen = new Map<string, VersionAuthor>();
  for (const author of authors) seen.set(author.id, { id: author.id, name: author.name.slice(0, 200) });
  return [...seen.values()];
}

export function versionStore<Content, Kind extends string>(kind: DocumentKind<Content, Kind>) {
  type Meta = DocumentVersionMeta<Kind>;
  const table = kind.table;
  const columns = table as unknown as Record<"id" | "kind" | "createdAt" | "contentHash", SQLiteColumn> &
    Record<string, SQLiteColumn>;
  const documentColumn = columns[kind.documentKey]!;
  const newestFirst = [desc(columns.createdAt), desc(sql`rowid`)] as const;
  const ofDocument = (documentId: string) => eq(documentColumn, documentId);

  function toMeta(row: StoredVersionRow): Meta {
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind as Kind,
      name: row.name,
      authors: row.authors as VersionAuthor[],
      summary: row.summary,
    };
  }

  async function rows(db: Database, documentId: string): Promise<StoredVersionRow[]> {
    return (await db
      .select()
      .from(table)
      .where(ofDocument(documentId))
      .orderBy(...newestFirst)) as StoredVersionRow[];
  }

  /**
   * Records a version of `input.content`. An automatic version of the same content as the newest
   * version is not made (null): it would say nothing new. Named versions are always made.
   */
  async function record(db: Database, input: NewVersion<Content, Kind>): Promise<Meta | null> {
    const json = canonicalJson(input.content);
    const hash = await contentHash(json);
    const previous = (await db
      .select()
      .from(table)
      .where(ofDocument(input.documentId))
      .orderBy(...newestFirst)
      .limit(1)
      .get()) as StoredVersionRow | undefined;
    if (previous && previous.contentHash === hash && input.kind !== "named") return null;
    const same = previous !== undefined && previous.contentHash === hash;
    const before = previous && !same ? await kind.storage.read(db, input.documentId, previous) : null;
    const row: StoredVersionRow = {
      id: crypto.randomUUID(),
      kind: input.kind,
      name: input.name ?? null,
      authors: dedupeAuthors(input.authors),
      summary: same ? "No changes" : kind.summarize(before, input.content),
      contentHash: hash,
      createdAt: input.at ?? new Date(),
    };
    const automatic = and(ofDocument(input.documentId), ne(columns.kind, "named"));
    const keep = db
      .select({ id: columns.id })
      .from(table)
      .where(automatic)
      .orderBy(...newestFirst)
      .limit(AUTOMATIC_VERSIONS_MAX);
    const stored = await kind.storage.write(db, input.documentId, hash, json);
    // One batch, one transaction: the content, the version, the pruning and the tidying after it.
    await db.batch([
      ...stored.before,
      db.insert(table).values({ ...row, [kind.documentKey]: input.documentId, ...kind.storage.columns(input.content) }),
      db.delete(table).where(and(automatic, notInArray(columns.id, keep))),
      ...stored.after,
    ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return toMeta(row);
  }

  async function list(db: Database, documentId: string): Promise<Meta[]> {
    return (await rows(db, documentId)).map(toMeta);
  }

  async function read(
    db: Database,
    documentId: string,
    versionId: string,
  ): Promise<{ meta: Meta; content: Content } | null> {
    const row = (await db
      .select()
      .from(table)
      .where(and(ofDocument(documentId), eq(columns.id, versionId)))
      .get()) as StoredVersionRow | undefined;
    if (!row) return null;
    const content = await kind.storage.read(db, documentId, row);
    return content === null ? null : { meta: toMeta(row), content };
  }

  async function countNamed(db: Database, documentId: string): Promise<number> {
    const found = await db
      .select({ n: sql<number>`count(*)` })
      .from(table)
      .where(and(ofDocument(documentId), eq(columns.kind, "named")))
      .get();
    return found?.n ?? 0;
  }

  return { record, list, read, countNamed };
}

type VersionStore<Content, Kind extends string> = ReturnType<typeof versionStore<Content, Kind>>;

/**
 * Naming, save points and restores per user, resumes and letters together: each writes a
 * snapshot (a resume's also wakes its room). Far above what a person clicks (a Save every 10 s for
 * 10 minutes), low enough that a script cannot churn everyone's history (docs/limits.md).
 */
const VERSION_WRITES: ThrottleRule = { limit: 60, windowMs: 10 * 60_000 };

async function takeVersionWrite(env: Env, userId: string): Promise<void> {
  const verdict = await take(getDb(env), `versions:user:${userId}`, VERSION_WRITES);
  if (!verdict.ok) throw throttled("versionThrottle", verdict.retryAfterMs);
}

interface HistoryRules<Content, Kind extends string, Access> {
  store: VersionStore<Content, Kind>;
  /** Who may see the document (else its 404), and with `write`, change it (else 403): what the other steps need of it. */
  access(env: Env, documentId: string, userId: string, write: boolean): Promise<Access>;
  /** The error when the named versions are at NAMED_VERSIONS_MAX. */
  namedLimit: ErrorCode;
  /** Makes a save point (no name) or a named version of the document as it is now. */
  make(
    env: Env,
    documentId: string,
    access: Access,
    kind: "save" | "named",
    name: string | undefined,
    user: VersionAuthor,
  ): Promise<DocumentVersionMeta<Kind> | null>;
}

/** The API's version calls on one kind of document (the restore itself is the kind's own). */
export function versionHistory<Content, Kind extends string, Access>(rules: HistoryRules<Content, Kind, Access>) {
  const { store } = rules;

  async function list(env: Env, documentId: string, userId: string): Promise<DocumentVersionMeta<Kind>[]> {
    await rules.access(env, documentId, userId, false);
    return store.list(getDb(env), documentId);
  }

  async function get(env: Env, documentId: string, versionId: string, userId: string) {
    await rules.access(env, documentId, userId, false);
    const found = await store.read(getDb(env), documentId, versionId);
    if (!found) throw new DomainError("versionNotFound");
    return found;
  }

  /** Names the document as it is now (with `name`), or records a save point; null when a save point would repeat the newest version. */
  async function create(
    env: Env,
    documentId: string,
    user: VersionAuthor,
    name: string | undefined,
  ): Promise<DocumentVersionMeta<Kind> | null> {
    const access = await rules.access(env, documentId, user.id, true);
    if (name !== undefined && (await store.countNamed(getDb(env), documentId)) >= NAMED_VERSIONS_MAX) {
      throw new DomainError(rules.namedLimit, { max: NAMED_VERSIONS_MAX });
    }
    await takeVersionWrite(env, user.id);
    return rules.make(env, documentId, access, name === undefined ? "save" : "named", name, user);
  }

  /** A restore's first steps: the caller may change the document, the version exists, the budget allows it. */
  async function beginRestore(env: Env, documentId: string, versionId: string, user: VersionAuthor) {
    const access = await rules.access(env, documentId, user.id, true);
    const found = await store.read(getDb(env), documentId, versionId);
    if (!found) throw new DomainError("versionNotFound");
    await takeVersionWrite(env, user.id);
    return { access, found };
  }

  return { list, get, create, beginRestore };
}
