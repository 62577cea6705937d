/**
 * What an application sent (the resume and letter frozen on the move to Applied) as an immutable
 * R2 object (docs/decisions/storage-by-growth.md, step 3): D1 keeps only its key, `sent_key`.
 *
 * The object is one JSON text, `{"applicationId","resume","letter"}`, stored as written and named
 * by the SHA-256 of those bytes under the owner's prefix (`sent/<ownerId>/<sha256>`, see
 * ./user-objects.server.ts). The application's id is in it so that each object belongs to exactly
 * one application: deleting that application deletes its object with no other row to ask about.
 * The resume's and letter's JSON go in as the inline columns held them, so every answer built from
 * them (the account export's key order included) is the same whichever form a row is in.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { applications, type ApplicationRow } from "~/db/schema";
import type { RoomDocument } from "~/domain/resume/document";
import { sha256Hex } from "./crypto.server";
import { getDb } from "./db.server";
import { userObjectPrefix } from "./user-objects.server";
import { decodeSnapshot, decodeSnapshotText } from "./versions/snapshot-codec.server";

/** What a row says was sent, in either form. */
export type SentRow = Pick<ApplicationRow, "sentKey" | "sentResume" | "sentLetter">;

export interface SentCopy {
  resume: RoomDocument;
  /** The letter as stored (LetterContent JSON, not yet checked), or null when none went. */
  letter: unknown;
}

/** Whether anything was sent: a key in R2, or (a row frozen before R2) the inline copy. */
export function wasSent(row: SentRow): boolean {
  return row.sentKey !== null || row.sentResume !== null;
}

/** Puts the copy in R2 (idempotent: the same bytes give the same key) and answers its key. */
async function putCopy(
  env: Pick<Env, "PDFS">,
  ownerId: string,
  applicationId: string,
  resumeJson: string,
  letterJson: string | null,
): Promise<string> {
  const text = `{"applicationId":${JSON.stringify(applicationId)},"resume":${resumeJson},"letter":${letterJson ?? "null"}}`;
  const key = `${userObjectPrefix("sent", ownerId)}${await sha256Hex(text)}`;
  await env.PDFS.put(key, text, {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { userId: ownerId, applicationId },
  });
  return key;
}

/** Stores what an application sends now; the caller writes the key into the row. */
export function storeSentCopy(
  env: Pick<Env, "PDFS">,
  row: Pick<ApplicationRow, "id" | "ownerId">,
  resume: RoomDocument,
  letter: unknown,
): Promise<string> {
  return putCopy(
    env,
    row.ownerId,
    row.id,
    JSON.stringify(resume),
    letter === null || letter === undefined ? null : JSON.stringify(letter),
  );
}

/** What was sent, from R2 or from the row's inline copy; null when nothing was. */
export async function readSentCopy(env: Pick<Env, "PDFS">, row: SentRow): Promise<SentCopy | null> {
  if (row.sentKey) {
    const object = await env.PDFS.get(row.sentKey);
    // Never deleted while its row holds the key: a missing one is a fault, not a user's error.
    if (!object) throw new Error(`The sent copy ${row.sentKey} is missing from R2.`);
    const { resume, letter } = JSON.parse(await object.text()) as SentCopy;
    return { resume, letter };
  }
  if (row.sentResume) return { resume: await decodeSnapshot(row.sentResume), letter: row.sentLetter ?? null };
  return null;
}

/** After its row is deleted: the application's copy goes too (it is that application's alone). */
export async function deleteSentCopy(env: Pick<Env, "PDFS">, row: Pick<ApplicationRow, "sentKey">): Promise<void> {
  if (row.sentKey) await env.PDFS.delete(row.sentKey);
}

/**
 * How many rows the daily job moves at most: each costs one R2 put and one D1 statement, and one
 * invocation may run 1000 D1 queries (Workers Paid); the job's other work needs the rest.
 */
export const SENT_MOVE_BATCH = 200;

/**
 * Moves up to `limit` rows still holding their copy inline to R2: the object first, then one
 * guarded UPDATE sets the key and empties the inline columns (and touches nothing else, so
 * `updated_at` and every answer stay as they were). A row moved or deleted meanwhile is left as it
 * is; the object put for it is then under the owner's prefix, which account deletion empties.
 */
export async function moveSentCopiesToR2(env: Env, limit: number): Promise<{ moved: number; failed: number }> {
  const db = getDb(env);
  const rows = await db
    .select({
      id: applications.id,
      ownerId: applications.ownerId,
      sentResume: applications.sentResume,
      // The letter's JSON text as stored, not parsed, so it goes to R2 byte for byte.
      sentLetterText: sql<string | null>`${sql.identifier("sent_letter")}`,
    })
    .from(applications)
    .where(isNotNull(applications.sentResume))
    .limit(limit)
    .all();
  let moved = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const key = await putCopy(
        env,
        row.ownerId,
        row.id,
        await decodeSnapshotText(row.sentResume!),
        row.sentLetterText,
      );
      const result = await db
        .update(applications)
        .set({ sentKey: key, sentResume: null, sentLetter: null })
        .where(and(eq(applications.id, row.id), isNotNull(applications.sentResume)));
      moved += result.meta.changes;
    } catch (error) {
      // One unreadable row must not hold back the others; it stays inline, and is tried again tomorrow.
      failed += 1;
      console.error(`Could not move the sent copy of application ${row.id} to R2`, error);
    }
  }
  return { moved, failed };
}
