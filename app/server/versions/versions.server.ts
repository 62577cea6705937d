/**
 * Version history behind the API (docs/api.md#version-history), with the access rule of every
 * resume call: anyone who may see the resume may list and read its versions; only the owner and
 * editors make and restore them; anyone else gets the same 404 as for a resume that does not exist.
 */
import { mayEdit } from "~/domain/collab/roles";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { NAMED_VERSIONS_MAX, type VersionAuthor, type VersionMeta } from "~/domain/resume/versions";
import { DomainError, throttled } from "~/lib/domain-error";
import { take, type ThrottleRule } from "../auth/throttle.server";
import { roomStub } from "../collab/room.server";
import { getDb } from "../db.server";
import { resumeRole } from "../resumes.server";
import { countNamedVersions, listVersions, readVersion } from "./version-store.server";


/**
 * Naming, save points and restores per user: each wakes the room and writes a snapshot. Far above
 * what a person clicks (a Save every 10 s for 10 minutes), low enough that a script cannot churn
 * everyone's history (docs/limits.md).
 */
export const VERSION_WRITES: ThrottleRule = { limit: 60, windowMs: 10 * 60_000 };

export async function takeVersionWrite(env: Env, userId: string): Promise<void> {
  const verdict = await take(getDb(env), `versions:user:${userId}`, VERSION_WRITES);
  if (!verdict.ok) throw throttled("versionThrottle", verdict.retryAfterMs);
}

async function requireRole(env: Env, resumeId: string, userId: string, write: boolean) {
  const role = await resumeRole(env, resumeId, userId);
  if (!role) throw new DomainError("resumeNotFound");
  if (write && !mayEdit(role)) throw new DomainError("viewOnlyHistory");
  return role;
}

export async function listResumeVersions(env: Env, resumeId: string, userId: string): Promise<VersionMeta[]> {
  await requireRole(env, resumeId, userId, false);
  return listVersions(getDb(env), resumeId);
}

export async function getResumeVersion(env: Env, resumeId: string, versionId: string, userId: string): Promise<VersionMeta & { document: RoomDocument }> {
  await requireRole(env, resumeId, userId, false);
  const found = await readVersion(getDb(env), resumeId, versionId);
  if (!found) throw new DomainError("versionNotFound");
  return { ...found.meta, document: found.document };
}

/**
 * Names the current state (with `name`), or records a save point (the editor's explicit Save,
 * without one). The room makes it from its live copy. A save point of a state the newest version
 * already holds is not made: `version` is null then.
 */
export async function createResumeVersion(env: Env, resumeId: string, user: VersionAuthor, name: string | undefined): Promise<VersionMeta | null> {
  await requireRole(env, resumeId, user.id, true);
  if (name !== undefined && (await countNamedVersions(getDb(env), resumeId)) >= NAMED_VERSIONS_MAX) {
    throw new DomainError("namedVersionsLimit", { max: NAMED_VERSIONS_MAX });
  }
  await takeVersionWrite(env, user.id);
  return roomStub(env, resumeId).makeVersion({ resumeId, kind: name === undefined ? "save" : "named", name, by: user });
}

/**
 * Restores a version as a new change for everyone in the room (which first keeps a version of the
 * state it replaces). Returns the restored version and the operations applied, so the editor can
 * offer them as one undoable step.
 */
export async function restoreResumeVersion(
  env: Env,
  resumeId: string,
  versionId: string,
  user: VersionAuthor,
): Promise<{ version: VersionMeta; savedBefore: VersionMeta | null; ops: Op[]; resumeVersion: number }> {
  await requireRole(env, resumeId, user.id, true);
  const found = await readVersion(getDb(env), resumeId, versionId);
  if (!found) throw new DomainError("versionNotFound");
  await takeVersionWrite(env, user.id);
  const result = await roomStub(env, resumeId).restore({ resumeId, target: found.document, by: user });
  if (!result) throw new DomainError("resumeNotFound");
  // The room refuses a restore only when the restored resume would not fit the size limit.
  if ("rejected" in result) throw new DomainError("resumeTooLarge");
  return { version: found.meta, savedBefore: result.before, ops: result.ops, resumeVersion: result.version };
}
