/**
 * Versions the REST path makes (collaboration switched off, so the room does not see the edit):
 * the state a template change replaces. Kept apart from ./versions.server.ts, which needs the
 * resume access checks of resumes.server.ts (that module calls this one).
 */
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Database } from "../db.server";
import { readResumeContent } from "../resume-content.server";
import { recordVersion } from "./version-store.server";

export async function versionBeforeTemplateChange(db: Database, resumeId: string, nextTemplateId: string, userId: string): Promise<void> {
  const current = await readResumeContent(db, resumeId);
  if (!current || current.content.templateId === nextTemplateId) return;
  const user = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId)).get();
  await recordVersion(db, { resumeId, document: current.content, kind: "template", authors: [{ id: userId, name: user?.name ?? "" }] });
}
