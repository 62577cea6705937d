/**
 * Version history behind the API (docs/api.md#version-history), with the access rule of every
 * resume call: anyone who may see the resume may list and read its versions; only the owner and
 * editors make and restore them; anyone else gets the same 404 as for a resume that does not exist.
 * The resume's room makes the versions, from its live copy, and keeps them (the steps every
 * document's history shares: ./versioned-document.server.ts).
 */
import { mayEdit } from "~/domain/collab/roles";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import type { VersionAuthor, VersionMeta } from "~/domain/resume/versions";
import { DomainError } from "~/lib/domain-error";
import { roomStub } from "../collab/room.server";
import { resumeRole } from "../resumes.server";
import { resumeVersionsOf } from "./room-versions.server";
import { versionHistory } from "./versioned-document.server";

const history = versionHistory({
  async access(env, resumeId, userId, write) {
    const role = await resumeRole(env, resumeId, userId);
    if (!role) throw new DomainError("resumeNotFound");
    if (write && !mayEdit(role)) throw new DomainError("viewOnlyHistory");
  },
  versions: (env, resumeId) => resumeVersionsOf(env, resumeId),
  namedLimit: "namedVersionsLimit",
  // A save point of a state the newest version already holds is not made: null then.
  make: (env, resumeId, _access, kind, name, user) =>
    roomStub(env, resumeId).makeVersion({ resumeId, kind, name, by: user }),
});

export const listResumeVersions = history.list;

export async function getResumeVersion(
  env: Env,
  resumeId: string,
  versionId: string,
  userId: string,
): Promise<VersionMeta & { document: RoomDocument }> {
  const found = await history.get(env, resumeId, versionId, userId);
  return { ...found.meta, document: found.content };
}

/** Names the current state (with `name`), or records a save point (the editor's explicit Save, without one). */
export const createResumeVersion = history.create;

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
  const { found } = await history.beginRestore(env, resumeId, versionId, user);
  const result = await roomStub(env, resumeId).restore({ resumeId, target: found.content, by: user });
  if (!result) throw new DomainError("resumeNotFound");
  // The room refuses a restore only when the restored resume would not fit the size limit.
  if ("rejected" in result) throw new DomainError("resumeTooLarge");
  return { version: found.meta, savedBefore: result.before, ops: result.ops, resumeVersion: result.version };
}
