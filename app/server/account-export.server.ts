/**
 * Everything an account holds, as one JSON document (GET /api/account/export,
 * docs/api.md#your-data): the profile, the resumes it owns with their cover letters, and its
 * applications with their timelines and what was sent (decoded), and its access tokens (never a
 * secret: only its hash is kept). Resumes others shared with it
 * are theirs, not in it. Counted against a small hourly limit: it reads every row the account has.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { apiTokens, applicationEvents, applications, coverLetters, libraryItems, resumes, users } from "~/db/schema";
import { throttled } from "~/lib/domain-error";
import { applicationJson } from "./applications.server";
import { take } from "./auth/throttle.server";
import { getDb } from "./db.server";
import { readSentCopy } from "./sent-copies.server";

export const EXPORT_RULE = { limit: 10, windowMs: 60 * 60 * 1000 };

export async function exportAccount(env: Env, userId: string): Promise<Record<string, unknown>> {
  const db = getDb(env);
  const verdict = await take(db, `account-export:${userId}`, EXPORT_RULE);
  if (!verdict.ok) throw throttled("exportThrottle", verdict.retryAfterMs);
  const user = await db
    .select({ email: users.email, fullName: users.fullName, language: users.language, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const owned = await db
    .select()
    .from(resumes)
    .where(eq(resumes.ownerId, userId))
    .orderBy(asc(resumes.createdAt))
    .all();
  // Subqueries, not lists of ids: D1 binds at most 100 values per statement.
  const letters = await db
    .select()
    .from(coverLetters)
    .where(
      inArray(coverLetters.resumeId, db.select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, userId))),
    )
    .all();
  const tracked = await db
    .select()
    .from(applications)
    .where(eq(applications.ownerId, userId))
    .orderBy(asc(applications.createdAt))
    .all();
  const events = await db
    .select()
    .from(applicationEvents)
    .where(
      inArray(
        applicationEvents.applicationId,
        db.select({ id: applications.id }).from(applications).where(eq(applications.ownerId, userId)),
      ),
    )
    .orderBy(asc(applicationEvents.day))
    .all();
  const tokens = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt))
    .all();
  const library = await db
    .select()
    .from(libraryItems)
    .where(eq(libraryItems.ownerId, userId))
    .orderBy(asc(libraryItems.createdAt))
    .all();
  return {
    exportedAt: new Date().toISOString(),
    account: user
      ? { email: user.email, fullName: user.fullName, language: user.language, createdAt: user.createdAt.toISOString() }
      : null,
    resumes: owned.map((row) => ({
      id: row.id,
      title: row.title,
      templateId: row.templateId,
      pageSize: row.pageSize,
      data: row.data,
      jobDescription: row.jobDescription,
      inTrash: row.deletedAt !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      coverLetters: letters
        .filter((letter) => letter.resumeId === row.id)
        .map((letter) => ({
          id: letter.id,
          jobDescription: letter.jobDescription,
          content: letter.content,
          updatedAt: letter.updatedAt.toISOString(),
        })),
    })),
    applications: await Promise.all(
      tracked.map(async (row) => {
        // Everything the account's own data holds: the row as the API gives it, its events and what was sent.
        const sent = await readSentCopy(env, row);
        return {
          ...applicationJson(row),
          events: events
            .filter((event) => event.applicationId === row.id)
            .map((event) => ({ title: event.title, date: event.day, note: event.note })),
          sent: sent ? { ...(row.sentMeta as object), resume: sent.resume, letter: sent.letter } : null,
        };
      }),
    ),
    /** The content library (docs/library.md): its items as GET /api/library gives them. */
    library: library.map((row) => ({
      id: row.id,
      kind: row.kind,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    accessTokens: tokens.map((row) => ({
      name: row.name,
      scopes: row.scopes,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
  };
}
