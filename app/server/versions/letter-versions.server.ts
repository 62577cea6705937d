/**
 * Letter version history behind the API (docs/api.md#letter-versions), with the letter's access
 * rule: anyone who may see the letter's resume lists and reads its versions; owner and editors
 * make and restore them (a viewer gets 403); anyone else gets the letter's 404. The room writes
 * every live edit to D1 before acknowledging it, so D1 is the latest letter: versions are made
 * from it, and kept in the resume's room with the resume's own (the steps every document's
 * history shares: ./versioned-document.server.ts).
 */
import { mayEdit } from "~/domain/collab/roles";
import { eq, sql } from "drizzle-orm";
import { coverLetters } from "~/db/schema";
import { changedKeys } from "~/domain/cover-letter/live-edit";
import { letterContentSchema, type CoverLetterDocument, type LetterContent } from "~/domain/cover-letter/schema";
import type { VersionAuthor } from "~/domain/resume/versions";
import { findLetter, getLetter, notifyRoom } from "../cover-letters.server";
import { getDb } from "../db.server";
import { DomainError } from "~/lib/domain-error";
import type { LetterVersionMeta } from "./document-kinds.server";
import { letterVersionsOf } from "./room-versions.server";
import { versionHistory } from "./versioned-document.server";

const history = versionHistory({
  async access(env, letterId, userId, write) {
    const found = await findLetter(env, letterId, userId);
    if (write && !mayEdit(found.resume.role)) throw new DomainError("viewOnlyLetterHistory");
    return found;
  },
  // A letter's versions are kept in its resume's room.
  versions: (env, letterId, { row }) => letterVersionsOf(env, row.resumeId, letterId),
  namedLimit: "letterNamedVersionsLimit",
  make: (env, letterId, { row }, kind, name, user) =>
    letterVersionsOf(env, row.resumeId, letterId).record({
      content: letterContentSchema.parse(row.content),
      kind,
      name,
      authors: [user],
    }),
});

export const listVersionsOfLetter = history.list;

export async function getVersionOfLetter(
  env: Env,
  letterId: string,
  versionId: string,
  userId: string,
): Promise<LetterVersionMeta & { content: LetterContent }> {
  const found = await history.get(env, letterId, versionId, userId);
  return { ...found.meta, content: found.content };
}

/** Names the letter as stored now (with `name`), or records a save point (null when it would repeat the newest version). */
export const createVersionOfLetter = history.create;

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
  const {
    access: { row },
    found,
  } = await history.beginRestore(env, letterId, versionId, user);
  const db = getDb(env);
  const current = letterContentSchema.parse(row.content);
  const savedBefore = await letterVersionsOf(env, row.resumeId, letterId).record({
    content: current,
    kind: "restore",
    authors: [user],
  });
  await db
    .update(coverLetters)
    .set({ content: found.content, version: sql`${coverLetters.version} + 1`, updatedAt: new Date() })
    .where(eq(coverLetters.id, letterId));
  await notifyRoom(env, row.resumeId, letterId, user, changedKeys(current, found.content));
  return { version: found.meta, savedBefore, letter: await getLetter(env, letterId, user.id) };
}
