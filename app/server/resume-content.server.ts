/**
 * Reading and writing a resume's content: the one rule both writers follow, the REST update
 * (resumes.server.ts) and the room's write-back to D1 (workers/room/d1-sync.ts).
 *
 * The rule: every write bumps `version` (or sets the room's), stamps `updated_at`, and clears the
 * stored ATS analysis exactly when the job description changes, because an analysis against
 * another job description no longer describes anything. "Changes" is decided by the database
 * against the row being replaced, so a write that repeats the same job description keeps it.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { resumes } from "~/db/schema";
import type { RoomDocument } from "~/domain/resume/document";
import type { SavedJobDescription } from "~/domain/resume/job-description";
import type { ResumeData } from "~/domain/resume/schema";
import type { Database } from "./db.server";

export type ResumeContent = RoomDocument;

/**
 * The job description as stored: fixed key order, so equal descriptions are equal text. The
 * occupation the user chose is part of it: choosing one clears the stored analysis like any other
 * change of the job.
 */
export function storedJobDescription(job: SavedJobDescription | null): string | null {
  if (!job) return null;
  const { title, company, description, occupation } = job;
  return JSON.stringify(occupation ? { title, company, description, occupation } : { title, company, description });
}

/**
 * A resume in the Trash reads as absent and takes no writes: the room then lets everyone go and
 * drops its copy instead of writing into it (docs/product.md#trash).
 */
export async function readResumeContent(
  db: Database,
  resumeId: string,
): Promise<{ content: ResumeContent; version: number } | null> {
  const row = await db
    .select({
      data: resumes.data,
      templateId: resumes.templateId,
      jobDescription: resumes.jobDescription,
      pageSize: resumes.pageSize,
      version: resumes.version,
    })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt)))
    .get();
  if (!row) return null;
  return {
    content: {
      data: row.data as ResumeData,
      templateId: row.templateId as ResumeContent["templateId"],
      jobDescription: (row.jobDescription as SavedJobDescription | null) ?? null,
      pageSize: row.pageSize,
    },
    version: row.version,
  };
}

export interface ContentWrite extends Partial<ResumeContent> {
  title?: string;
  /**
   * An ATS analysis of this very content against its job (the room's, workers/room/analysis.ts):
   * stored with it in the same statement, instead of the rule's keep-or-clear. Only with
   * `jobDescription`, the job it was made against.
   */
  analysis?: { score: number };
}

export interface WriteGuard {
  /** Write only if the row is still at this version (optimistic concurrency). */
  expectedVersion?: number;
  /** The version to store; the row's version plus one when absent. */
  version?: number;
}

/** Writes the given fields by the rule above. Returns false when the guard refused (or no row, or the row is in the Trash). */
export async function writeResumeContent(
  db: Database,
  resumeId: string,
  write: ContentWrite,
  guard: WriteGuard = {},
): Promise<boolean> {
  const changes: Record<string, unknown> = { updatedAt: new Date() };
  if (write.data !== undefined) changes.data = write.data;
  if (write.templateId !== undefined) changes.templateId = write.templateId;
  if (write.pageSize !== undefined) changes.pageSize = write.pageSize;
  if (write.title !== undefined) changes.title = write.title;
  if (write.jobDescription !== undefined) {
    const stored = storedJobDescription(write.jobDescription);
    changes.jobDescription = sql`${stored}`;
    if (write.analysis) {
      changes.atsResult = write.analysis;
      changes.atsScore = write.analysis.score;
    } else {
      changes.atsResult = sql`CASE WHEN ${resumes.jobDescription} IS ${stored} THEN ${resumes.atsResult} ELSE NULL END`;
      changes.atsScore = sql`CASE WHEN ${resumes.jobDescription} IS ${stored} THEN ${resumes.atsScore} ELSE NULL END`;
    }
  }
  changes.version = guard.version ?? sql`${resumes.version} + 1`;
  const versionGuard = guard.expectedVersion === undefined ? undefined : eq(resumes.version, guard.expectedVersion);
  const updated = await db
    .update(resumes)
    .set(changes)
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt), versionGuard))
    .returning({ id: resumes.id });
  return updated.length > 0;
}

/**
 * Stores an ATS analysis made against `job` (as stored: storedJobDescription), only while that is
 * still the row's job. Returns false when it was not (or the row is gone or in the Trash).
 */
export async function writeAnalysis(
  db: Database,
  resumeId: string,
  analysis: { score: number },
  job: string | null,
): Promise<boolean> {
  const updated = await db
    .update(resumes)
    .set({ atsResult: analysis, atsScore: analysis.score })
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt), sql`${resumes.jobDescription} IS ${job}`))
    .returning({ id: resumes.id });
  return updated.length > 0;
}
