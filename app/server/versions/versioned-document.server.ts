/**
 * Version history of a document, whatever its kind (a resume, docs/api.md#version-history; a
 * cover letter, docs/api.md#letter-versions). ./document-kinds.server.ts says what differs: how a
 * version's content is stored and read, how a change is summed up, and the kinds of version. Here:
 *
 * - the store (`versionStore`): record a version (an automatic version of the same content as
 *   the newest is not made; named ones always are), prune automatic ones past
 *   AUTOMATIC_VERSIONS_MAX, list and read. It works on the rows of the resume's room
 *   (`VersionRows`, workers/room/version-rows.ts): the history lives where it grows, one room per
 *   resume (docs/decisions/storage-by-growth.md). No access checks: its callers are the room,
 *   which only serves what the Worker let through.
 * - the history behind the API (`versionHistory`): anyone who may see the document lists and reads
 *   its versions; owner and editors make and restore them; the named-version limit and the
 *   per-user budget of version writes.
 */
import {
  AUTOMATIC_VERSIONS_MAX,
  NAMED_VERSIONS_MAX,
  type VersionAuthor,
  type VersionMeta,
} from "~/domain/resume/versions";
import { DomainError, throttled } from "~/lib/domain-error";
import type { ErrorCode } from "~/lib/error-catalogue";
import { take, type ThrottleRule } from "../auth/throttle.server";
import { getDb } from "../db.server";
import { canonicalJson, contentHash } from "./snapshot-codec.server";

/** What the API says of a version (its listing fields), with the kinds of version its document has. */
export type DocumentVersionMeta<Kind extends string> = Omit<VersionMeta, "kind"> & { kind: Kind };

/** A version as its store keeps it: the listing fields and the hash of its content. */
export interface StoredVersionRow {
  id: string;
  kind: string;
  name: string | null;
  authors: VersionAuthor[];
  summary: string;
  contentHash: string;
  createdAt: Date;
}

/**
 * One document's versions where they are kept, newest first (by time, then by order of insert).
 * Content is stored once per document and hash, as the text its kind encodes it to.
 */
export interface VersionRows {
  newest(documentId: string): StoredVersionRow | null;
  list(documentId: string): StoredVersionRow[];
  get(documentId: string, versionId: string): StoredVersionRow | null;
  content(documentId: string, hash: string): string | null;
  countNamed(documentId: string): number;
  /**
   * In one transaction: the content under its hash (unless there), the row, the pruning of
   * automatic versions past the newest `keepAutomatic`, and the content no version points at any more.
   */
  insert(documentId: string, row: StoredVersionRow, stored: string, keepAutomatic: number): void;
}

interface DocumentKind<Content, Kind extends string> {
  /** The text a version's content is kept as (gzipped for a resume, JSON for a letter). */
  encode(json: string): Promise<string>;
  decode(stored: string): Promise<Content>;
  /** One line: what changed from `before` (null: the first version) to `after`. */
  summarize(before: Content | null, after: Content): string;
  /** Only for the types: the kinds of version this document has. */
  kinds: readonly Kind[];
}

export interface NewVersion<Content, Kind extends string> {
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

  function toMeta(row: StoredVersionRow): Meta {
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind as Kind,
      name: row.name,
      authors: row.authors,
      summary: row.summary,
    };
  }

  async function contentOf(rows: VersionRows, documentId: string, row: StoredVersionRow): Promise<Content | null> {
    const stored = rows.content(documentId, row.contentHash);
    return stored === null ? null : kind.decode(stored);
  }

  /**
   * Records a version of `input.content`. An automatic version of the same content as the newest
   * version is not made (null): it would say nothing new. Named versions are always made.
   */
  async function record(rows: VersionRows, input: NewVersion<Content, Kind>): Promise<Meta | null> {
    const json = canonicalJson(input.content);
    const hash = await contentHash(json);
    const previous = rows.newest(input.documentId);
    if (previous && previous.contentHash === hash && input.kind !== "named") return null;
    const same = previous !== null && previous.contentHash === hash;
    const before = previous && !same ? await contentOf(rows, input.documentId, previous) : null;
    const row: StoredVersionRow = {
      id: crypto.randomUUID(),
      kind: input.kind,
      name: input.name ?? null,
      authors: dedupeAuthors(input.authors),
      summary: same ? "No changes" : kind.summarize(before, input.content),
      contentHash: hash,
      createdAt: input.at ?? new Date(),
    };
    rows.insert(input.documentId, row, await kind.encode(json), AUTOMATIC_VERSIONS_MAX);
    return toMeta(row);
  }

  function list(rows: VersionRows, documentId: string): Meta[] {
    return rows.list(documentId).map(toMeta);
  }

  async function read(
    rows: VersionRows,
    documentId: string,
    versionId: string,
  ): Promise<{ meta: Meta; content: Content } | null> {
    const row = rows.get(documentId, versionId);
    if (!row) return null;
    const content = await contentOf(rows, documentId, row);
    return content === null ? null : { meta: toMeta(row), content };
  }

  function countNamed(rows: VersionRows, documentId: string): number {
    return rows.countNamed(documentId);
  }

  return { record, list, read, countNamed };
}

/** One document's versions as the Worker reaches them: through its resume's room (./room-versions.server.ts). */
export interface DocumentVersions<Content, Kind extends string> {
  list(): Promise<DocumentVersionMeta<Kind>[]>;
  read(versionId: string): Promise<{ meta: DocumentVersionMeta<Kind>; content: Content } | null>;
  countNamed(): Promise<number>;
  record(input: Omit<NewVersion<Content, Kind>, "documentId">): Promise<DocumentVersionMeta<Kind> | null>;
}

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
  /** Who may see the document (else its 404), and with `write`, change it (else 403): what the other steps need of it. */
  access(env: Env, documentId: string, userId: string, write: boolean): Promise<Access>;
  /** The document's versions, once `access` allowed the call. */
  versions(env: Env, documentId: string, access: Access): DocumentVersions<Content, Kind>;
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
  async function list(env: Env, documentId: string, userId: string): Promise<DocumentVersionMeta<Kind>[]> {
    const access = await rules.access(env, documentId, userId, false);
    return rules.versions(env, documentId, access).list();
  }

  async function get(env: Env, documentId: string, versionId: string, userId: string) {
    const access = await rules.access(env, documentId, userId, false);
    const found = await rules.versions(env, documentId, access).read(versionId);
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
    if (name !== undefined && (await rules.versions(env, documentId, access).countNamed()) >= NAMED_VERSIONS_MAX) {
      throw new DomainError(rules.namedLimit, { max: NAMED_VERSIONS_MAX });
    }
    await takeVersionWrite(env, user.id);
    return rules.make(env, documentId, access, name === undefined ? "save" : "named", name, user);
  }

  /** A restore's first steps: the caller may change the document, the version exists, the budget allows it. */
  async function beginRestore(env: Env, documentId: string, versionId: string, user: VersionAuthor) {
    const access = await rules.access(env, documentId, user.id, true);
    const found = await rules.versions(env, documentId, access).read(versionId);
    if (!found) throw new DomainError("versionNotFound");
    await takeVersionWrite(env, user.id);
    return { access, found };
  }

  return { list, get, create, beginRestore };
}
