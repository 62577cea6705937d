/**
 * The Trash: a resume its owner deleted stays there, seen by nobody else, for `TRASH_DAYS`, then
 * the scheduled clean-up deletes it for good (docs/product.md#trash, docs/limits.md).
 */

/** Days a resume stays in the Trash before it is deleted for good. The one place this number lives. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_RETENTION_MS = TRASH_DAYS * DAY_MS;

/** What `GET /api/resumes?trash=1` lists for each resume in the owner's Trash (docs/api.md). */
export interface TrashedResume {
  id: string;
  title: string;
  templateId: string;
  updatedAt: string;
  atsScore: number | null;
  /** When it was moved to the Trash (ISO 8601). */
  deletedAt: string;
  /** When the scheduled clean-up deletes it for good at the earliest (ISO 8601). */
  purgeAt: string;
}

/** The moment a resume moved to the Trash at `deletedAt` may be deleted for good. */
export function purgeTime(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_MS);
}

/** Resumes moved to the Trash before this moment have expired. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_MS);
}

/** Whole days left before `purgeAt`, rounded up (a resume purged in 3 hours has 1 day left), never below 0. */
export function daysLeft(purgeAt: string | Date, now: number): number {
  const left = new Date(purgeAt).getTime() - now;
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** "30 days left", "1 day left", "Deleted soon" for what `daysLeft` returned. */
export function daysLeftText(days: number): string {
  if (days <= 0) return "Deleted soon";
  return days === 1 ? "1 day left" : `${days} days left`;
}
