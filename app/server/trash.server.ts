/**
 * The owner's Trash (docs/product.md#trash): what it holds, restoring from it, deleting for good,
 * and the scheduled clean-up of what has been there longer than `TRASH_DAYS`. These are the only
 * calls that see a trashed resume, and only its owner may make them; to anyone else a trashed
 * resume does not exist (404).
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { resumes } from "~/db/schema";
import type { ResumeDocument } from "~/domain/resume/api";
import { expiryCutoff, purgeTime, type TrashedResume } from "~/domain/resume/trash";
import { purgeRoom } from "./collab/room.server";
import { getDb } from "./db.server";
import { claimPublishedSlugs } from "./publication/slug-claims.server";
import { DomainError } from "~/lib/domain-error";
import type { VariantsChoice } from "~/domain/variants/input";
import { getResume, liveVariantsOf, moveToTrash, resumeRole } from "./resumes.server";

/** The owner's trashed resumes, most recently trashed first. */
export async function listTrash(env: Env, ownerId: string): Promise<TrashedResume[]> {
  const rows = await getDb(env)
    .select({
      id: resumes.id,
      title: resumes.title,
      templateId: resumes.templateId,
      updatedAt: resumes.updatedAt,
      atsScore: resumes.atsScore,
      deletedAt: resumes.deletedAt,
    })
    .from(resumes)
    .where(and(eq(resumes.ownerId, ownerId), isNotNull(resumes.deletedAt)))
    .orderBy(desc(resumes.deletedAt));
  return rows.map(({ deletedAt, updatedAt, atsScore, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
    atsScore: atsScore ?? null,
    deletedAt: deletedAt!.toISOString(),
    purgeAt: purgeTime(deletedAt!).toISOString(),
  }));
}

/**
 * Brings the owner's resume back from the Trash: everyone it is shared with sees it again and may
 * join its room, which starts afresh from D1 (it dropped its copy when the resume was trashed).
 * A master brings back the variants that went to the Trash with it (`variants=trash`: the same
 * `deleted_at`); a variant trashed on its own is restored on its own.
 */
export async function restoreResume(env: Env, resumeId: string, ownerId: string): Promise<ResumeDocument> {
  const db = getDb(env);
  const trashed = await db
    .select({ deletedAt: resumes.deletedAt })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.ownerId, ownerId), isNotNull(resumes.deletedAt)))
    .get();
  if (!trashed?.deletedAt) throw new DomainError("notInTrash");
  const [restored] = await db.batch([
    db
      .update(resumes)
      .set({ deletedAt: null })
      .where(and(eq(resumes.id, resumeId), eq(resumes.ownerId, ownerId), eq(resumes.deletedAt, trashed.deletedAt)))
      .returning({ id: resumes.id }),
    db
      .update(resumes)
      .set({ deletedAt: null })
      .where(
        and(
          eq(resumes.variantOf, resumeId),
          eq(resumes.ownerId, ownerId),
          eq(resumes.deletedAt, trashed.deletedAt),
          // Only with the master: if another call restored it meanwhile, these stay as they are.
          sql`exists (select 1 from resumes master where master.id = ${resumeId} and master.deleted_at is null)`,
        ),
      ),
  ]);
  if (restored.length === 0) throw new DomainError("notInTrash");
  return getResume(env, resumeId, ownerId);
}

/**
 * Deletes the owner's resume for good, from the Trash or straight away (DELETE ...?forever=1):
 * the row, its invitations (they cascade) and the room's storage. A collaborator asking about a
 * live resume is told they may not (403); about a trashed one, or someone else's, that there is
 * nothing (404). Its variants become independent resumes (`ON DELETE SET NULL`); with
 * `variants: "trash"` the owner's variants not yet in the Trash move there first.
 */
export async function deleteResumeForever(
  env: Env,
  resumeId: string,
  userId: string,
  variants?: VariantsChoice,
): Promise<void> {
  if (variants === "trash") {
    const row = await getDb(env)
      .select({ ownerId: resumes.ownerId })
      .from(resumes)
      .where(eq(resumes.id, resumeId))
      .get();
    if (row?.ownerId === userId) {
      const mine = (await liveVariantsOf(env, resumeId)).filter((variant) => variant.ownerId === userId);
      if (mine.length > 0)
        await moveToTrash(
          env,
          mine.map((variant) => variant.id),
        );
    }
  }
  // The claim goes to the resume's owner whoever asks, so asking without the right costs nothing.
  await claimPublishedSlugs(env, [resumeId]);
  const deleted = await getDb(env)
    .delete(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.ownerId, userId)))
    .returning({ id: resumes.id });
  if (deleted.length === 0) {
    if (await resumeRole(env, resumeId, userId)) throw new DomainError("ownerDeletes");
    throw new DomainError("resumeNotFound");
  }
  await forgetRooms(env, [resumeId]);
}

/** D1 binds at most 100 parameters a query. */
const IDS_PER_QUERY = 90;
/** Resumes one clean-up run deletes at most; the next run (a day later) takes the rest. */
export const PURGE_BATCH = 1_000;

/**
 * The scheduled clean-up: deletes for good every resume trashed more than `TRASH_DAYS` ago.
 * Each delete is guarded by the expiry again, so a resume restored meanwhile stays.
 */
export async function purgeExpiredTrash(env: Env, now = new Date()): Promise<{ purged: string[] }> {
  const db = getDb(env);
  const cutoff = expiryCutoff(now);
  const expired = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(lte(resumes.deletedAt, cutoff))
    .limit(PURGE_BATCH);
  const purged: string[] = [];
  for (let i = 0; i < expired.length; i += IDS_PER_QUERY) {
    const ids = expired.slice(i, i + IDS_PER_QUERY).map((row) => row.id);
    await claimPublishedSlugs(env, ids);
    const deleted = await db
      .delete(resumes)
      .where(and(inArray(resumes.id, ids), lte(resumes.deletedAt, cutoff)))
      .returning({ id: resumes.id });
    purged.push(...deleted.map((row) => row.id));
  }
  await forgetRooms(env, purged);
  return { purged };
}

/**
 * Each room closes any socket still open and clears its storage, the version history with it
 * (a trashed resume's room kept that for a restore). R2 holds nothing keyed by resume
 * (docs/decisions/trash.md).
 */
async function forgetRooms(env: Env, resumeIds: string[]): Promise<void> {
  for (let i = 0; i < resumeIds.length; i += 20) {
    await Promise.all(resumeIds.slice(i, i + 20).map((id) => purgeRoom(env, id)));
  }
}
