/**
 * Versions the REST path makes (collaboration switched off, so the room does not see the edit):
 * the state a template change replaces, and the state a quiet session left. Kept by the room like
 * every version (./room-versions.server.ts). Kept apart from ./versions.server.ts, which needs the
 * resume access checks of resumes.server.ts (that module calls this one).
 */
import { eq } from "drizzle-orm";
import { users, type ResumeRow } from "~/db/schema";
import type { RoomDocument } from "~/domain/resume/document";
import { QUIET_MS } from "~/domain/resume/versions";
import { getDb } from "../db.server";
import { readResumeContent } from "../resume-content.server";
import { resumeVersionsOf } from "./room-versions.server";

export async function versionBeforeTemplateChange(
  env: Env,
  resumeId: string,
  nextTemplateId: string,
  userId: string,
): Promise<void> {
  const db = getDb(env);
  const current = await readResumeContent(db, resumeId);
  if (!current || current.content.templateId === nextTemplateId) return;
  const user = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId)).get();
  await resumeVersionsOf(env, resumeId).record({
    content: current.content,
    kind: "template",
    authors: [{ id: userId, name: user?.name ?? "" }],
  });
}

/**
 * Without the room nobody watches for the quiet deadline, so the REST path closes a quiet session
 * when editing resumes: if the stored resume was last written more than QUIET_MS ago, its state
 * then becomes a "quiet" version dated at that write (skipped when the newest version already
 * holds it). Cheap on every other save: the time check comes first.
 */
export async function versionAfterQuietSession(env: Env, row: ResumeRow, now = Date.now()): Promise<void> {
  if (now - row.updatedAt.getTime() < QUIET_MS) return;
  const document: RoomDocument = {
    data: row.data as RoomDocument["data"],
    templateId: row.templateId as RoomDocument["templateId"],
    pageSize: row.pageSize,
    jobDescription: (row.jobDescription as RoomDocument["jobDescription"]) ?? null,
  };
  await resumeVersionsOf(env, row.id).record({
    content: document,
    kind: "quiet",
    authors: [],
    at: row.updatedAt,
  });
}
