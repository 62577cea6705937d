/**
 * A live letter edit written to D1 (docs/collaboration.md#cover-letters). Letters are small and
 * edited far less often than resumes, so the room writes each edit straight to D1 rather than
 * logging it for a later write-back: an acknowledged edit is already stored, and REST reads it.
 * The write is checked against the version it read, like a REST save, and re-read on a conflict,
 * so an edit never overwrites a field someone changed in between.
 */
import { and, eq, sql } from "drizzle-orm";
import { coverLetters } from "~/db/schema";
import { applyLetterEdit, type LetterEdit, type LetterEditRefusal } from "~/domain/cover-letter/live-edit";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { getDb } from "~/server/db.server";

/** A REST save racing every retry is not plausible; this only bounds a pathological loop. */
const MAX_ATTEMPTS = 5;

export type LetterWrite =
  | {
      written: true;
      letterId: string;
      content: LetterContent;
      version: number;
      before: { content: LetterContent; updatedAt: Date };
    }
  | ({ written: false } & LetterEditRefusal);

/** The letter of `resumeId` (a letter of another resume is not found) as stored now. */
export async function readLetter(env: Env, resumeId: string, letterId: string) {
  const row = await getDb(env)
    .select({ content: coverLetters.content, version: coverLetters.version, updatedAt: coverLetters.updatedAt })
    .from(coverLetters)
    .where(and(eq(coverLetters.id, letterId), eq(coverLetters.resumeId, resumeId)))
    .get();
  return row
    ? { content: letterContentSchema.parse(row.content), version: row.version, updatedAt: row.updatedAt }
    : null;
}

export async function writeLetterEdit(
  env: Env,
  resumeId: string,
  letterId: string,
  edit: LetterEdit,
): Promise<LetterWrite> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await readLetter(env, resumeId, letterId);
    if (!stored) return { written: false, rejectedCode: "letterDeleted" };
    const applied = applyLetterEdit(stored.content, edit);
    if (!("content" in applied)) return { written: false, ...applied };
    const written = await getDb(env)
      .update(coverLetters)
      .set({ content: applied.content, version: sql`${coverLetters.version} + 1`, updatedAt: new Date() })
      .where(and(eq(coverLetters.id, letterId), eq(coverLetters.version, stored.version)))
      .returning({ version: coverLetters.version })
      .get();
    if (written) return { written: true, letterId, content: applied.content, version: written.version, before: stored };
  }
  return { written: false, rejectedCode: "letterBusy" };
}
