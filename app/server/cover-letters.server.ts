/**
 * Cover letters in D1 (docs/api.md#cover-letters). A letter has exactly its resume's access: every
 * call first asks `getResume` (which goes through the resume's access check), so a letter of a
 * resume the caller may not see, or of a resume in the trash, is a 404 like the resume itself.
 */
import { mayEdit } from "~/domain/collab/roles";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { coverLetters, type CoverLetterRow } from "~/db/schema";
import { draftLetter } from "~/domain/cover-letter/draft";
import {
  emptyLetter,
  letterContentSchema,
  letterTitle,
  type CoverLetterDocument,
  type CoverLetterSummary,
  type LetterContent,
  type UpdateLetterInput,
} from "~/domain/cover-letter/schema";
import type { ResumeDocument } from "~/domain/resume/api";
import type { SavedJobDescription } from "~/domain/resume/job-description";
import { sha256Hex } from "./crypto.server";
import { getDb } from "./db.server";
import { DomainError } from "~/lib/domain-error";
import { getResume } from "./resumes.server";
import { roomStub, withLiveDocument } from "./collab/room.server";
import { changedKeys, type LetterChangeKey } from "~/domain/cover-letter/live-edit";
import type { VersionAuthor } from "~/domain/resume/versions";

/** Enough for one letter per job a person applies to with one resume; bounds a row-per-request loop. */
export const MAX_LETTERS_PER_RESUME = 50;

/** The key of "one letter per job description": the same posting, however it was spaced or cased. */
export async function jobKey(job: SavedJobDescription | null | undefined): Promise<string> {
  if (!job) return "none";
  const norm = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return sha256Hex(`${norm(job.title)}\n${norm(job.company)}\n${norm(job.description)}`);
}

function toDocument(row: CoverLetterRow, resume: ResumeDocument): CoverLetterDocument {
  return {
    id: row.id,
    resumeId: row.resumeId,
    jobDescription: (row.jobDescription as SavedJobDescription | null) ?? null,
    // Rows are validated on write; parsing again fills defaults for rows written by older code.
    content: letterContentSchema.parse(row.content),
    version: row.version,
    // Letters take no suggestions: a suggester reads them like a viewer.
    role: resume.role === "suggester" ? "viewer" : resume.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** The letter and its resume, or a 404 when the caller may not see the resume (or the letter does not exist). */
export async function findLetter(
  env: Env,
  letterId: string,
  userId: string,
): Promise<{ row: CoverLetterRow; resume: ResumeDocument }> {
  const row = await getDb(env).select().from(coverLetters).where(eq(coverLetters.id, letterId)).get();
  if (!row) throw new DomainError("letterNotFound");
  try {
    return { row, resume: await getResume(env, row.resumeId, userId) };
  } catch (error) {
    if (error instanceof DomainError && error.code === "resumeNotFound") throw new DomainError("letterNotFound");
    throw error;
  }
}

export async function getLetter(env: Env, letterId: string, userId: string): Promise<CoverLetterDocument> {
  return (await getLetterWithResume(env, letterId, userId)).letter;
}

/** The letter and the resume it is written from (exports render both). */
export async function getLetterWithResume(
  env: Env,
  letterId: string,
  userId: string,
): Promise<{ letter: CoverLetterDocument; resume: ResumeDocument }> {
  const { row, resume } = await findLetter(env, letterId, userId);
  return { letter: toDocument(row, resume), resume };
}

export async function listLetters(env: Env, resumeId: string, userId: string): Promise<CoverLetterSummary[]> {
  await getResume(env, resumeId, userId);
  const rows = await getDb(env)
    .select({
      id: coverLetters.id,
      resumeId: coverLetters.resumeId,
      jobDescription: coverLetters.jobDescription,
      updatedAt: coverLetters.updatedAt,
    })
    .from(coverLetters)
    .where(eq(coverLetters.resumeId, resumeId))
    .orderBy(desc(coverLetters.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    resumeId: row.resumeId,
    title: letterTitle((row.jobDescription as SavedJobDescription | null) ?? null),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * A new letter for the resume, drafted from the resume and the job when a job is given. One letter
 * per job description: asking again for the same job returns the existing letter (created: false)
 * rather than a second copy or an error, so a double click or a retry is harmless.
 */
export async function createLetter(
  env: Env,
  resumeId: string,
  userId: string,
  job: SavedJobDescription | undefined,
  now = new Date(),
): Promise<{ letter: CoverLetterDocument; created: boolean }> {
  // Drafted from the resume as the people editing it see it now.
  const resume = await withLiveDocument(env, await getResume(env, resumeId, userId));
  if (!mayEdit(resume.role)) throw new DomainError("viewOnlyNoLetters");
  const db = getDb(env);
  const key = await jobKey(job);
  const existing = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.resumeId, resumeId), eq(coverLetters.jobKey, key)))
    .get();
  if (existing) return { letter: toDocument(existing, resume), created: false };
  const count = await db
    .select({ n: sql<number>`count(*)` })
    .from(coverLetters)
    .where(eq(coverLetters.resumeId, resumeId))
    .get();
  if ((count?.n ?? 0) >= MAX_LETTERS_PER_RESUME) {
    throw new DomainError("letterLimit", { max: MAX_LETTERS_PER_RESUME });
  }
  const content: LetterContent = job
    ? draftLetter({ data: resume.data, job, asOf: isoDay(now).slice(0, 7), today: isoDay(now) })
    : emptyLetter(isoDay(now), resume.data.personalInfo.fullName.trim());
  const id = crypto.randomUUID();
  // A concurrent create for the same job loses on the unique index and gets the winner's letter.
  await db
    .insert(coverLetters)
    .values({ id, resumeId, jobKey: key, jobDescription: job ?? null, content: letterContentSchema.parse(content) })
    .onConflictDoNothing();
  const row = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.resumeId, resumeId), eq(coverLetters.jobKey, key)))
    .get();
  if (!row) throw new DomainError("letterNotFound");
  return { letter: toDocument(row, resume), created: row.id === id };
}

/**
 * Replaces the letter's content when `baseVersion` is still the stored one; 409 otherwise, nothing
 * written. Everyone editing the letter in its resume's room then gets the stored letter.
 */
export async function updateLetter(
  env: Env,
  letterId: string,
  user: VersionAuthor,
  input: UpdateLetterInput,
): Promise<CoverLetterDocument> {
  const userId = user.id;
  const { row, resume } = await findLetter(env, letterId, userId);
  if (!mayEdit(resume.role)) throw new DomainError("viewOnlyLetter");
  const written = await getDb(env)
    .update(coverLetters)
    .set({ content: input.content, version: sql`${coverLetters.version} + 1`, updatedAt: new Date() })
    .where(and(eq(coverLetters.id, row.id), eq(coverLetters.version, input.baseVersion)))
    .returning()
    .get();
  if (!written) throw new DomainError("letterChangedElsewhere");
  await notifyRoom(
    env,
    row.resumeId,
    letterId,
    user,
    changedKeys(letterContentSchema.parse(row.content), input.content),
  );
  return toDocument(written, resume);
}

/**
 * Tells the resume's room a letter changed outside it. The save is stored either way: a room that
 * cannot be reached only means its members see the change on their next load (docs/collaboration.md).
 */
export async function notifyRoom(
  env: Env,
  resumeId: string,
  letterId: string,
  by: VersionAuthor | null,
  changed: LetterChangeKey[],
): Promise<void> {
  if (changed.length === 0) return;
  try {
    await roomStub(env, resumeId).letterChanged({ letterId, by, changed });
  } catch (error) {
    console.warn("letter change not sent to the room", error);
  }
}

export async function deleteLetter(env: Env, letterId: string, userId: string): Promise<void> {
  const { row, resume } = await findLetter(env, letterId, userId);
  if (!mayEdit(resume.role)) throw new DomainError("viewOnlyLetter");
  await getDb(env).delete(coverLetters).where(eq(coverLetters.id, row.id));
  // Its versions live in the resume's room: they go with it. Should the room not answer, they
  // stay there unreachable (no call can name a deleted letter) until the resume itself goes.
  try {
    await roomStub(env, row.resumeId).forgetLetterHistory(row.resumeId, row.id);
  } catch (error) {
    console.error("Could not delete the letter's versions from the room", row.id, error);
  }
}

/**
 * The letters of resumes the caller was already shown (the dashboard's list, access-checked by
 * `listResumes`), by resume id, for listing under each resume card.
 */
export async function lettersOfResumes(env: Env, resumeIds: string[]): Promise<Record<string, CoverLetterSummary[]>> {
  const byResume: Record<string, CoverLetterSummary[]> = {};
  // D1 binds at most 100 parameters a query.
  for (let i = 0; i < resumeIds.length; i += 90) {
    const rows = await getDb(env)
      .select({
        id: coverLetters.id,
        resumeId: coverLetters.resumeId,
        jobDescription: coverLetters.jobDescription,
        updatedAt: coverLetters.updatedAt,
      })
      .from(coverLetters)
      .where(inArray(coverLetters.resumeId, resumeIds.slice(i, i + 90)))
      .orderBy(desc(coverLetters.updatedAt));
    for (const row of rows) {
      (byResume[row.resumeId] ??= []).push({
        id: row.id,
        resumeId: row.resumeId,
        title: letterTitle((row.jobDescription as SavedJobDescription | null) ?? null),
        updatedAt: row.updatedAt.toISOString(),
      });
    }
  }
  return byResume;
}
