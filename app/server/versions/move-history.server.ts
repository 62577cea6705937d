/**
 * The sweep that moves version history out of D1 into the rooms (docs/decisions/storage-by-growth.md,
 * step 1): each room moves its resume's history the first time it is asked for a version, and
 * this moves the history of resumes nobody opens, from the daily cron, a bounded number a run.
 * Once D1's history tables are empty everywhere, a migration drops them.
 */
import { eq } from "drizzle-orm";
import { coverLetters, letterVersions, resumeVersions } from "~/db/schema";
import { roomStub } from "../collab/room.server";
import { getDb } from "../db.server";

/**
 * Rooms a run visits at most: each is one call to a Durable Object (a subrequest), and the same
 * cron run moves sent copies to R2 (about 400 subrequests), under the 1,000 a run may make.
 */
export const ROOMS_PER_SWEEP = 300;

/** The resumes whose history D1 still holds, their own or their letters'. */
export async function resumesWithD1History(env: Env, limit: number): Promise<string[]> {
  const db = getDb(env);
  const own = await db.selectDistinct({ resumeId: resumeVersions.resumeId }).from(resumeVersions).limit(limit);
  const ofLetters = await db
    .selectDistinct({ resumeId: coverLetters.resumeId })
    .from(letterVersions)
    .innerJoin(coverLetters, eq(coverLetters.id, letterVersions.letterId))
    .limit(limit);
  return [...new Set([...own, ...ofLetters].map((row) => row.resumeId))].slice(0, limit);
}

/** Moves the history of up to `limit` resumes into their rooms; returns how many rooms and versions moved. */
export async function moveHistoryToRooms(
  env: Env,
  limit = ROOMS_PER_SWEEP,
): Promise<{ rooms: number; versions: number; failed: number }> {
  const resumeIds = await resumesWithD1History(env, limit);
  let versions = 0;
  let failed = 0;
  for (let i = 0; i < resumeIds.length; i += 20) {
    const moved = await Promise.allSettled(
      resumeIds.slice(i, i + 20).map((resumeId) => roomStub(env, resumeId).moveHistory(resumeId)),
    );
    for (const result of moved) {
      if (result.status === "fulfilled") versions += result.value;
      else {
        failed += 1;
        console.error("Could not move a resume's history into its room", result.reason);
      }
    }
  }
  return { rooms: resumeIds.length - failed, versions, failed };
}
