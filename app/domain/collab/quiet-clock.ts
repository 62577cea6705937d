/**
 * The room's quiet clock (docs/decisions/quiet-deadline-slack.md), pure: one deadline per document
 * the room edits live (the resume, "resume", and each cover letter, "letter:<id>"). A "quiet"
 * version of a document is due QUIET_MS after its last edit, credited to everyone who edited it
 * since its previous version. workers/room/quiet-clock.ts keeps these in the object's storage and
 * sets the room's one alarm (shared with the D1 write-back) for the earliest deadline.
 */
import { QUIET_MS, type VersionAuthor } from "../resume/versions";

/** The resume's own clock. */
export const RESUME_CLOCK = "resume";

/** The clock of a cover letter. */
export const letterClock = (letterId: string): string => `letter:${letterId}`;

/** The letter a clock is for, or null for the resume's. */
export function letterOfClock(key: string): string | null {
  return key.startsWith("letter:") ? key.slice("letter:".length) : null;
}

export interface QuietEntry {
  dueAt: number;
  authors: VersionAuthor[];
  /**
   * The deadline the room's alarm was last set for. An alarm that fires while it still equals
   * `dueAt` (no edit since) is the deadline's own alarm: the document went quiet. Alarms never fire
   * early in production; a test that runs the alarm ahead of time means "time passed" by it.
   */
  armedFor?: number;
}

/** Every pending quiet version, by clock. */
export type QuietClocks = Readonly<Record<string, QuietEntry>>;

/**
 * How far a stored deadline may trail the real one. Moving it by every keystroke cost one storage
 * write per edit; it only matters after an eviction, when the quiet version then comes at most this
 * much early (of QUIET_MS). New authors, arming and disarming are always written at once.
 */
export const STORED_DEADLINE_SLACK_MS = 10_000;

/** Someone edited the document of `key` at `now`: its deadline moves and they are among its next version's authors. */
export function noteEdit(clocks: QuietClocks, key: string, author: VersionAuthor, now: number): QuietClocks {
  const authors = clocks[key]?.authors ?? [];
  const known = authors.some((other) => other.id === author.id);
  return { ...clocks, [key]: { dueAt: now + QUIET_MS, authors: known ? authors : [...authors, author] } };
}

/** The clocks without `key` (its version was made). */
export function without(clocks: QuietClocks, key: string): QuietClocks {
  const { [key]: _gone, ...rest } = clocks;
  return rest;
}

const sameAuthors = (a: VersionAuthor[], b: VersionAuthor[]) =>
  a.length === b.length && a.every((author, i) => author.id === b[i]!.id);

/**
 * Whether storage, holding `stored`, must be rewritten now that memory holds `clocks`: a clock
 * added or gone, a new author, an armed or disarmed deadline, or a deadline moved past the slack.
 */
export function mustStore(stored: QuietClocks, clocks: QuietClocks): boolean {
  if (Object.keys(stored).some((key) => !clocks[key])) return true;
  return Object.entries(clocks).some(([key, entry]) => {
    const kept = stored[key];
    return (
      !kept ||
      kept.armedFor !== entry.armedFor ||
      !sameAuthors(kept.authors, entry.authors) ||
      entry.dueAt - kept.dueAt > STORED_DEADLINE_SLACK_MS
    );
  });
}

/**
 * The clocks whose version is due when the room's alarm fires at `now`: their deadline passed, or
 * the earliest deadline is armed, so this is the alarm set for it (and that deadline has come).
 */
export function dueOnAlarm(clocks: QuietClocks, now: number): string[] {
  const first = nextAlarm(clocks);
  const armed = Object.values(clocks).some((entry) => entry.dueAt === first && entry.armedFor === entry.dueAt);
  const until = armed ? Math.max(now, first!) : now;
  return Object.keys(clocks).filter((key) => clocks[key]!.dueAt <= until);
}

/** Every clock marked as the one the room's alarm is set for (it is set for each deadline in turn). */
export function armAll(clocks: QuietClocks): QuietClocks {
  return Object.fromEntries(Object.entries(clocks).map(([key, entry]) => [key, { ...entry, armedFor: entry.dueAt }]));
}

/** When the room's alarm must fire for the next quiet version, or null when none is pending. */
export function nextAlarm(clocks: QuietClocks): number | null {
  const deadlines = Object.values(clocks).map((entry) => entry.dueAt);
  return deadlines.length > 0 ? Math.min(...deadlines) : null;
}

/** The clocks as the storage of a room from before they were one (`versions:pending`, `letters:quiet`). */
export function fromOldForm(
  resume: QuietEntry | undefined,
  letters: Record<string, { dueAt: number; authors: VersionAuthor[] }> | undefined,
): QuietClocks {
  const clocks: Record<string, QuietEntry> = {};
  if (resume) clocks[RESUME_CLOCK] = resume;
  for (const [letterId, entry] of Object.entries(letters ?? {}))
    clocks[letterClock(letterId)] = { dueAt: entry.dueAt, authors: entry.authors };
  return clocks;
}
