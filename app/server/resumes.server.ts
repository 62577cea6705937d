/**
 * Saved resumes in D1 and who may touch them. Every read and write goes through `findAccess`, so
 * a resume the caller may not see is indistinguishable from one that does not exist (404). A
 * resume in the Trash is one nobody may see, its owner included: only the Trash's own calls
 * (trash.server.ts) find it (docs/product.md#trash).
 */
import { mayEdit } from "~/domain/collab/roles";
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { resumeCollaborators, resumes, users, type ResumeRow } from "~/db/schema";
import {
  type CreateResumeInput,
  type ResumeDocument,
  type ResumeRole,
  type ResumeSummary,
  type SavedJobDescription,
  type UpdateResumeInput,
} from "~/domain/resume/api";
import { readStoredAnalysis } from "~/domain/ats/analysis-schema";
import { keepStoredSettings } from "~/domain/resume/language";
import type { ResumeData } from "~/domain/resume/schema";
import type { VariantsChoice } from "~/domain/variants/input";
import { suggestedTitle, uniqueTitle } from "~/domain/resume/title";
import { keepAnalysisInRoom, notifyRoomReload, withLiveDocument, writeBackRoom } from "./collab/room.server";
import { DomainError } from "~/lib/domain-error";
import { getDb } from "./db.server";
import { assertKnownOccupation } from "./occupations.server";
import { writeResumeContent } from "./resume-content.server";
import { versionAfterQuietSession, versionBeforeTemplateChange } from "./versions/rest-versions.server";

export const MAX_RESUMES_PER_USER = 200;

interface Access {
  row: ResumeRow;
  role: ResumeRole;
  ownerName: string;
}

async function findAccess(env: Env, resumeId: string, userId: string): Promise<Access | null> {
  const found = await getDb(env)
    .select({ row: resumes, ownerName: users.fullName })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.ownerId))
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt)))
    .get();
  if (!found) return null;
  if (found.row.ownerId === userId) return { ...found, role: "owner" };
  const role = await sharedRole(env, resumeId, userId);
  return role ? { ...found, role } : null;
}

/** The role a collaborator was given on the resume, or null. */
async function sharedRole(env: Env, resumeId: string, userId: string): Promise<ResumeRole | null> {
  const shared = await getDb(env)
    .select({ role: resumeCollaborators.role })
    .from(resumeCollaborators)
    .innerJoin(users, eq(users.id, userId))
    .where(and(eq(resumeCollaborators.resumeId, resumeId), invitedUser()))
    .get();
  return shared?.role ?? null;
}

/**
 * An invitation names an e-mail address; it belongs to the user whose (verified, lower-cased)
 * address it is, or to the account it was linked to. Needs `users` joined as the caller.
 */
function invitedUser() {
  return or(eq(resumeCollaborators.userId, users.id), eq(resumeCollaborators.email, users.email));
}

function summary(access: Access): ResumeSummary {
  return {
    id: access.row.id,
    title: access.row.title,
    templateId: access.row.templateId,
    updatedAt: access.row.updatedAt.toISOString(),
    atsScore: access.row.atsScore ?? null,
    role: access.role,
    ownerName: access.ownerName,
  };
}

export function toDocument(access: Access): ResumeDocument {
  return {
    ...summary(access),
    data: access.row.data as ResumeData,
    jobDescription: (access.row.jobDescription as SavedJobDescription | null) ?? null,
    atsResult: access.row.atsResult ?? null,
    pageSize: access.row.pageSize,
    version: access.row.version,
    createdAt: access.row.createdAt.toISOString(),
  };
}

export async function listResumes(env: Env, userId: string): Promise<ResumeSummary[]> {
  const rows = await getDb(env)
    .select({ row: resumes, ownerName: users.fullName })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.ownerId))
    .where(and(eq(resumes.ownerId, userId), isNull(resumes.deletedAt)))
    .orderBy(desc(resumes.updatedAt));
  const owners = alias(users, "owners");
  const shared = await getDb(env)
    .select({ row: resumes, ownerName: owners.fullName, role: resumeCollaborators.role })
    .from(resumeCollaborators)
    .innerJoin(users, eq(users.id, userId))
    .innerJoin(resumes, eq(resumes.id, resumeCollaborators.resumeId))
    .innerJoin(owners, eq(owners.id, resumes.ownerId))
    .where(and(invitedUser(), sql`${resumes.ownerId} <> ${userId}`, isNull(resumes.deletedAt)));
  const [people, variants] = await Promise.all([
    collaboratorsOf(
      env,
      rows.map((found) => found.row.id),
    ),
    variantCounts(env, userId),
  ]);
  return [
    ...rows.map((found) => ({
      ...summary({ ...found, role: "owner" as const }),
      collaborators: people.get(found.row.id) ?? [],
      // Only on a master: the answer of a resume without variants is as it was before variants.
      ...(variants.has(found.row.id) ? { variantCount: variants.get(found.row.id) } : {}),
    })),
    ...shared.map((found) => summary(found)),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** D1 binds at most 100 parameters a query. */
const IDS_PER_QUERY = 90;

/**
 * How many variants (not in the Trash, whoever owns them) each of the user's own live resumes has,
 * by master id: one grouped query on `variant_of`'s index, whatever the number of resumes.
 */
async function variantCounts(env: Env, userId: string): Promise<Map<string, number>> {
  const masters = alias(resumes, "masters");
  const counted = await getDb(env)
    .select({ masterId: masters.id, n: sql<number>`count(*)` })
    .from(resumes)
    .innerJoin(masters, eq(masters.id, resumes.variantOf))
    .where(and(eq(masters.ownerId, userId), isNull(masters.deletedAt), isNull(resumes.deletedAt)))
    .groupBy(masters.id);
  return new Map(counted.map((row) => [row.masterId, Number(row.n)]));
}

/** The people each of these resumes is shared with, by resume id. */
async function collaboratorsOf(
  env: Env,
  resumeIds: string[],
): Promise<Map<string, NonNullable<ResumeSummary["collaborators"]>>> {
  const byResume = new Map<string, NonNullable<ResumeSummary["collaborators"]>>();
  for (let i = 0; i < resumeIds.length; i += IDS_PER_QUERY) {
    const found = await getDb(env)
      .select({
        resumeId: resumeCollaborators.resumeId,
        email: resumeCollaborators.email,
        name: users.fullName,
        role: resumeCollaborators.role,
      })
      .from(resumeCollaborators)
      .leftJoin(users, eq(users.id, resumeCollaborators.userId))
      .where(inArray(resumeCollaborators.resumeId, resumeIds.slice(i, i + IDS_PER_QUERY)));
    for (const person of found) {
      const list = byResume.get(person.resumeId) ?? [];
      list.push({ name: person.name?.trim() || person.email, role: person.role });
      byResume.set(person.resumeId, list);
    }
  }
  return byResume;
}

export async function getResume(env: Env, resumeId: string, userId: string): Promise<ResumeDocument> {
  const access = await findAccess(env, resumeId, userId);
  if (!access) throw new DomainError("resumeNotFound");
  return toDocument(access);
}

/** The role the user has on the resume, or null when they may not see it. */
export async function resumeRole(env: Env, resumeId: string, userId: string): Promise<ResumeRole | null> {
  // Only the owner column: the row's document and analysis (gzipped) are not needed to answer this.
  const found = await getDb(env)
    .select({ ownerId: resumes.ownerId })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt)))
    .get();
  if (!found) return null;
  return found.ownerId === userId ? "owner" : sharedRole(env, resumeId, userId);
}

export async function createResume(env: Env, ownerId: string, input: CreateResumeInput): Promise<ResumeDocument> {
  const db = getDb(env);
  // Resumes in the Trash count: they still take room, and restoring one must never exceed the
  // limit (docs/limits.md).
  const count = await db
    .select({ n: sql<number>`count(*)`, trashed: sql<number>`count(${resumes.deletedAt})` })
    .from(resumes)
    .where(eq(resumes.ownerId, ownerId))
    .get();
  if ((count?.n ?? 0) >= MAX_RESUMES_PER_USER) {
    // When the Trash holds some, the answer says that those count until deleted forever.
    const trashed = count?.trashed ?? 0;
    throw trashed === 0
      ? new DomainError("resumeLimit", { max: MAX_RESUMES_PER_USER })
      : new DomainError("resumeLimitTrash", { max: MAX_RESUMES_PER_USER, trashed });
  }
  const id = crypto.randomUUID();
  await db.insert(resumes).values({
    id,
    ownerId,
    title: input.title ?? (await untakenTitle(env, ownerId, suggestedTitle(input.data))),
    templateId: input.templateId,
    data: input.data,
  });
  return getResume(env, id, ownerId);
}

/** `title`, numbered when the owner already has a resume of that title (Trash included). */
async function untakenTitle(env: Env, ownerId: string, title: string): Promise<string> {
  const rows = await getDb(env)
    .select({ title: resumes.title })
    .from(resumes)
    .where(eq(resumes.ownerId, ownerId))
    .all();
  return uniqueTitle(
    title,
    rows.map((row) => row.title),
  );
}

export async function updateResume(
  env: Env,
  resumeId: string,
  userId: string,
  input: UpdateResumeInput,
): Promise<ResumeDocument> {
  const access = await findAccess(env, resumeId, userId);
  if (!access) throw new DomainError("resumeNotFound");
  if (!mayEdit(access.role))
    throw new DomainError(access.role === "suggester" ? "suggestOnlyResume" : "viewOnlyResume");
  if (input.title !== undefined && access.role !== "owner") throw new DomainError("ownerRenames");
  await assertKnownOccupation(env, input.jobDescription?.occupation);

  const { baseVersion, ...request } = input;
  const write =
    request.data === undefined ? request : { ...request, data: keepStoredSettings(request.data, access.row.data) };
  // A save based on a version D1 has not reached yet was based on the room's (collaboration just
  // switched off, live edits not yet written back): the room writes back first, then D1 is there.
  // A save based on D1's own version is merged by the room with its unsaved edits, as before.
  if (baseVersion !== undefined && baseVersion > access.row.version) await writeBackRoom(env, resumeId);
  // Version history (docs/api.md#version-history): the state a quiet session left, and the state a
  // template change replaces, are kept.
  if (
    input.data !== undefined ||
    input.templateId !== undefined ||
    input.jobDescription !== undefined ||
    input.pageSize !== undefined
  ) {
    await versionAfterQuietSession(env, access.row);
  }
  if (input.templateId !== undefined && input.templateId !== access.row.templateId) {
    await versionBeforeTemplateChange(env, resumeId, input.templateId, userId);
  }
  const written = await writeResumeContent(getDb(env), resumeId, write, { expectedVersion: baseVersion });
  if (!written) {
    throw new DomainError("changedElsewhere");
  }
  // People editing live get the new document at once; the room merges its own unsaved edits on
  // top, so neither this save nor theirs is lost.
  if (
    input.data !== undefined ||
    input.templateId !== undefined ||
    input.jobDescription !== undefined ||
    input.pageSize !== undefined
  ) {
    await notifyRoomReload(env, resumeId);
  }
  return getResume(env, resumeId, userId);
}

export async function saveAtsResult(
  env: Env,
  resumeId: string,
  userId: string,
  result: { score: number },
): Promise<void> {
  const access = await findAccess(env, resumeId, userId);
  if (!access) throw new DomainError("resumeNotFound");
  if (!mayEdit(access.role)) throw new DomainError("viewOnlyResume");
  await getDb(env)
    .update(resumes)
    .set({ atsResult: result, atsScore: result.score })
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt)));
}

/**
 * The editor's re-scores (POST /api/ats-score with a resumeId) come after every pause in typing:
 * while the caller has the resume open with the right to edit, its room keeps the analysis and
 * writes it with its next write-back (workers/room/analysis.ts); otherwise it is stored at once.
 * Pages that show the stored analysis next to D1's job (the analysis page) store it at once.
 */
export async function keepEditorAtsResult(
  env: Env,
  resumeId: string,
  userId: string,
  result: { score: number },
): Promise<void> {
  if (await keepAnalysisInRoom(env, resumeId, userId, result)) return;
  await saveAtsResult(env, resumeId, userId, result);
}

/**
 * Moves the owner's resume to the Trash (DELETE /api/resumes/{id}). Live edits not yet written
 * back reach D1 first, so the Trash keeps them; then everyone in the room is disconnected and the
 * room drops its copy (it can no longer read the row), so nothing writes into the trashed resume.
 *
 * A master with variants needs `variants` (docs/variants.md#deleting-a-master): `keep` makes every
 * variant independent (`variant_of` and `variant_sync` cleared) and trashes the master alone;
 * `trash` moves the caller's variants to the Trash with it, at the same moment (restoring the master
 * finds them by it), and makes anyone else's variants independent.
 */
export async function trashResume(
  env: Env,
  resumeId: string,
  userId: string,
  variants?: VariantsChoice,
): Promise<void> {
  const access = await findAccess(env, resumeId, userId);
  if (!access) throw new DomainError("resumeNotFound");
  if (access.role !== "owner") throw new DomainError("ownerDeletes");
  const live = await liveVariantsOf(env, resumeId);
  if (live.length > 0 && !variants) throw new DomainError("variantsNeedDecision", { count: live.length });
  const going = variants === "trash" ? live.filter((variant) => variant.ownerId === userId).map((row) => row.id) : [];
  const db = getDb(env);
  const unlink =
    live.length > 0
      ? db
          .update(resumes)
          .set({ variantOf: null, variantSync: null })
          .where(and(eq(resumes.variantOf, resumeId), variants === "trash" ? ne(resumes.ownerId, userId) : undefined))
      : null;
  await moveToTrash(env, [resumeId, ...going], unlink);
}

/** The variants of a master that are not in the Trash, whoever owns them. */
export async function liveVariantsOf(env: Env, masterId: string): Promise<Array<{ id: string; ownerId: string }>> {
  return getDb(env)
    .select({ id: resumes.id, ownerId: resumes.ownerId })
    .from(resumes)
    .where(and(eq(resumes.variantOf, masterId), isNull(resumes.deletedAt)));
}

/**
 * Moves these resumes to the Trash at one moment (one `deleted_at`), after their rooms wrote back,
 * with `also` in the same batch; their rooms then drop their copies.
 */
export async function moveToTrash(env: Env, resumeIds: string[], also: BatchItem<"sqlite"> | null = null) {
  await Promise.all(resumeIds.map((id) => writeBackRoom(env, id)));
  const db = getDb(env);
  const trash = db
    .update(resumes)
    .set({ deletedAt: new Date() })
    .where(and(inArray(resumes.id, resumeIds), isNull(resumes.deletedAt)));
  if (also) await db.batch([also, trash]);
  else await trash;
  await Promise.all(resumeIds.map((id) => notifyRoomReload(env, id)));
}

export async function duplicateResume(env: Env, resumeId: string, userId: string): Promise<ResumeDocument> {
  // A copy of what the people editing it see now, not of the last write-back.
  const source = await withLiveDocument(env, await getResume(env, resumeId, userId));
  const copy = await createResume(env, userId, {
    templateId: source.templateId as CreateResumeInput["templateId"],
    data: source.data,
    title: `Copy of ${source.title}`.slice(0, 120),
  });
  if (!source.jobDescription) return copy;
  const withJob = await updateResume(env, copy.id, userId, { jobDescription: source.jobDescription });
  // The same text against the same job: the source's analysis is the copy's too.
  const analysis = readStoredAnalysis(source.atsResult);
  if (!analysis || source.atsScore === null) return withJob;
  await saveAtsResult(env, copy.id, userId, analysis);
  return getResume(env, copy.id, userId);
}

/** The user's most recently edited resume for a template, if any (for /builder/{templateId}). */
export async function latestResumeForTemplate(env: Env, userId: string, templateId: string): Promise<string | null> {
  const row = await getDb(env)
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.ownerId, userId), eq(resumes.templateId, templateId), isNull(resumes.deletedAt)))
    .orderBy(desc(resumes.updatedAt))
    .limit(1)
    .get();
  return row?.id ?? null;
}
