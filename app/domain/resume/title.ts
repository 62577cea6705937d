/**
 * A new resume's title when the user gives none (import, a template's start, the API without
 * `title`): one that tells the owner's resumes apart on the dashboard. "Priya Raman — Data
 * Engineer" from the latest role, else "Priya Raman's resume"; a title the owner already has gets
 * " (2)", " (3)"... (docs/api.md#resumes).
 */
import { TITLE_MAX } from "./api";
import type { ResumeData } from "./schema";

const SUFFIX_ROOM = 6; // " (99)" and a little

/** The position of the role held now, else of the latest one started, else of the first listed. */
function latestPosition(data: ResumeData): string {
  const roles = data.experience.filter((entry) => entry.position.trim());
  const current = roles.find((entry) => entry.current || !entry.endDate.trim());
  const latest = current ?? [...roles].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return latest?.position.trim().replace(/\s+/g, " ") ?? "";
}

export function suggestedTitle(data: ResumeData): string {
  const name = data.personalInfo.fullName.trim().replace(/\s+/g, " ");
  const position = latestPosition(data);
  const room = TITLE_MAX - SUFFIX_ROOM;
  if (name && position) return `${name} — ${position}`.slice(0, room).trim();
  if (position) return position.slice(0, room).trim();
  if (name) return `${name.slice(0, room - 9)}'s resume`;
  return "Untitled resume";
}

/** `base`, or `base (n)` with the smallest n from 2 that none of `taken` uses (case-insensitive). */
export function uniqueTitle(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((title) => title.trim().toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
