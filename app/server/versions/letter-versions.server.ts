/**
 * Letter version history behind the API (docs/api.md#letter-versions), with the letter's access
 * rule: anyone who may see the letter's resume lists and reads its versions; owner and editors
 * make and restore them (a viewer gets 403); anyone else gets the letter's 404.
 */
import { mayEdit } from "~/domain/collab/roles";
import { eq, sql } from "drizzle-orm";
import { coverLetters } from "~/db/schema";
import { changedKeys } from "~/domain/cover-letter/live-edit";
import { letterContentSchema, type CoverLetterDocument, type LetterContent } from "~/domain/cover-letter/schema";
import { NAMED_VERSIONS_MAX, type VersionAuthor } from "~/domain/resume/versions";
import { findLetter, getLetter, notifyRoom } from "../cover-letters.server";
import { getDb } from "../db.server";
import { DomainError } from "~/lib/domain-error";
import { countNamedLetterVersions, listLetterVersions, readLetterVersion, recordLetterVersion, type LetterVersionMeta } from "./letter-version-store.server";
import { takeVersionWrite } from "./versions.server";


async function requireLetter(env: Env, letterId: string, userId: string, write: boolean) {
  const found = await findLetter(env, letterId, userId);
  if (write && !mayEdit(found.resume.role)) throw new DomainError("viewOnlyLetterHistory");
  return found;
}

export async function listVersionsOfLetter(env: Env, letterId: string, userId: string): Promise<LetterVersionMeta[]> {
  await requireLetter(env, letterId, userId, false);
  return listLetterVersions(getDb(env), letterId);
}

export async function getVersionOfLetter(env: Env, letterId: string, versionId: string, userId: string): Promise<LetterVersionMeta & { content: LetterContent }> {
  await requireLetter(env, letterId, userId, false);
  const found = await readLetterVersion(getDb(env), letterId, versionId);
  if (!found) throw new DomainError("versionNotFound");
  return { ...found.meta, content: found.content };
}

/**
 * Names the letter as stored now (with `name`), or records a save point. The room writes every
 * live edit to D1 before acknowledging it, so D1 is the latest letter. Null when a save point
 * would repeat the newest version.
 */
export async function createVersionOfLetter(env: Env, letterId: string, user: VersionAuthor, name: string | undefined): Promise<LetterVersionMeta | null> {
  const { row } = await requireLetter(env, letterId, user.id, true);
  const db = getDb(env);
  if (name !== undefined && (await countNamedLetterVersions(db, letterId)) >= NAMED_VERSIONS_MAX) {
    throw new DomainError("letterNamedVersionsLimit", { max: NAMED_VERSIONS_MAX });
  }
  await takeVersionWrite(env, user.id);
  return recordLetterVersion(db, { letterId, content: letterContentSchema.parse(row.content), kind: name === undefined ? "save" : "named", name, authors: [user] });
}

/**
 * Restores a version: first a version of the letter it replaces ("Before restore"), then the old
 * content is written as a new change, and everyone in the resume's room gets it. Live edits that
 * arrive after it apply on top, field by field, like any edit.
 */
export async function restoreVersionOfLetter(
  env: Env,
  letterId: string,
  versionId: string,
  user: VersionAuthor,
): Promise<{ version: LetterVersionMeta; savedBefore: LetterVersionMeta | null; letter: CoverLetterDocument }> {
  const { row } = await requireLetter(env, letterId, user.id, true);
  const db = getDb(env);
  const found = await readLetterVersion(db, letterId, versionId);
  if (!found) throw new DomainError("versionNotFound");
  await takeVersionWrite(env, user.id);
  const current = letterContentSchema.parse(row.content);
  const savedBefore = await recordLetterVersion(db, { letterId, content: current, kind: "restore", authors: [user] });
  await db.update(coverLetters).set({ content: found.content, version: sql`${coverLetters.version} + 1`, updatedAt: new Date() }).where(eq(coverLetters.id, letterId));
  await notifyRoom(env, row.resumeId, letterId, user, changedKeys(current, found.content));
  return { version: found.meta, savedBefore, letter: await getLetter(env, letterId, user.id) };
}
