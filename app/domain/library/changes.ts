/**
 * The changes of library items offered to the resumes that use them (docs/library.md#changes),
 * as a variant's upstream changes are (app/domain/variants/sync.ts). Three states: `base`, the item
 * as it was when it was inserted or its last change was decided (kept with the use, field by
 * field); the item now; the resume's entry (or bullet) now.
 *
 * - A field is offered only when the item changed it since base, and the resume's copy is not
 *   already the item's now.
 * - Nothing follows by itself, even where the resume still has the base's text: every change
 *   waits for a click (take or skip), so a resume never changes without its owner seeing it.
 * - Take writes the item's value into the resume and moves that field's base to the item now;
 *   skip only moves the base. A later change of the item is offered again.
 * - An entry (or a bullet's entry) the resume no longer has offers nothing.
 *
 * A change's id is a hash of the use, the path and the item's new value: it stays while the item
 * does, and a decision sent for a change the item has since changed again is refused.
 */
import { stableHash } from "../resume/stable-hash";
import { BULLET } from "../resume/format";
import type { ResumeData } from "../resume/schema";
import { findEntry, isEntryContent, linesOf, type EntryContent, type LibraryContent } from "./item";

/** Where an item was inserted in a resume, and the item as it was then (or at the last decision). */
export interface LibraryUse {
  id: string;
  itemId: string;
  /** The entry made from the item, or the entry whose description got the bullet. */
  entryId: string;
  /** A bullet's line in that description when it was inserted; null for an entry. */
  line: number | null;
  base: LibraryContent;
}

export interface LibraryChange {
  /** Stable while the item's new value is the same: a hash of the use, the path and that value. */
  id: string;
  itemId: string;
  useId: string;
  /** `experience.{entryId}.description`, `education.{entryId}.degree`…: the resume's field. */
  path: string;
  /** A bullet's line in that description now (null: it is gone, taking appends it); absent for an entry's field. */
  line?: number | null;
  itemBefore: unknown;
  itemNow: unknown;
  resumeNow: unknown;
}

/** Equal as stored: an absent optional field is the same as null. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function libraryChangeId(useId: string, path: string, itemNow: unknown): string {
  return `l${stableHash(`${useId}\u0000${path}\u0000${JSON.stringify(itemNow ?? null)}`)}`;
}

const bulletText = (line: string | undefined) => (line === undefined ? null : line.trim());
const sameBullet = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.replace(BULLET, "").trim() === b.replace(BULLET, "").trim();

/**
 * The line of a bullet now: the one that still reads as the base (where it was put first, else
 * anywhere in the description), else the line where it was put; null when the description is shorter.
 */
export function bulletLine(lines: string[], line: number | null, baseText: string): number | null {
  if (line !== null && sameBullet(bulletText(lines[line]), baseText)) return line;
  const moved = lines.findIndex((text) => sameBullet(bulletText(text), baseText));
  if (moved >= 0) return moved;
  return line !== null && line < lines.length ? line : null;
}

/** The changes one use offers, given the item now and the resume now. */
export function useChanges(use: LibraryUse, now: LibraryContent, data: ResumeData): LibraryChange[] {
  const found = findEntry(data, use.entryId);
  if (!found) return [];
  const change = (path: string, itemBefore: unknown, itemNow: unknown, resumeNow: unknown, line?: number | null) => ({
    id: libraryChangeId(use.id, line === undefined ? path : `${path}#bullet`, itemNow),
    itemId: use.itemId,
    useId: use.id,
    path,
    ...(line === undefined ? {} : { line }),
    itemBefore,
    itemNow,
    resumeNow,
  });
  if (isEntryContent(now)) {
    if (!isEntryContent(use.base) || use.base.section !== now.section || found.section !== now.section) return [];
    const base = use.base.entry as Record<string, unknown>;
    const item = now.entry as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(item), ...Object.keys(base)])];
    return fields
      .filter((field) => !same(base[field], item[field]) && !same(found.entry[field], item[field]))
      .map((field) => change(`${found.section}.${use.entryId}.${field}`, base[field], item[field], found.entry[field]));
  }
  if (isEntryContent(use.base) || same(use.base.text, now.text)) return [];
  const lines = linesOf(typeof found.entry.description === "string" ? found.entry.description : "");
  const line = bulletLine(lines, use.line, use.base.text);
  const resumeNow = line === null ? null : (lines[line] ?? "").trim();
  if (resumeNow !== null && same(resumeNow, now.text)) return [];
  return [change(`${found.section}.${use.entryId}.description`, use.base.text, now.text, resumeNow, line)];
}

/** Every change offered to a resume, in the order of its uses. */
export function libraryChanges(uses: { use: LibraryUse; item: LibraryContent }[], data: ResumeData): LibraryChange[] {
  return uses.flatMap(({ use, item }) => useChanges(use, item, data));
}

export type LibraryDecision =
  | {
      ok: true;
      data: ResumeData;
      /** The uses whose base moved, with their new base. */
      bases: Map<string, LibraryContent>;
      changes: LibraryChange[];
    }
  | { ok: false; unknown: string[] };

/**
 * Takes or skips offered changes by id. Take writes the item's value into the resume (a bullet
 * replaces its line, or is appended when its line is gone); both move the field's base to the
 * item now. An id not offered now (the item changed again, or it was decided) refuses the whole call.
 */
export function decideLibraryChanges(
  uses: { use: LibraryUse; item: LibraryContent }[],
  data: ResumeData,
  decision: { take?: string[]; skip?: string[] },
): LibraryDecision {
  const offered = libraryChanges(uses, data);
  const ids = decision.take ?? decision.skip ?? [];
  const byId = new Map(offered.map((change) => [change.id, change]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) return { ok: false, unknown };
  const take = decision.take !== undefined;
  const next = JSON.parse(JSON.stringify(data)) as ResumeData;
  const bases = new Map<string, LibraryContent>();
  const useOf = new Map(uses.map((entry) => [entry.use.id, entry]));
  for (const id of new Set(ids)) {
    const chosen = byId.get(id)!;
    const { use } = useOf.get(chosen.useId)!;
    const base = JSON.parse(JSON.stringify(bases.get(use.id) ?? use.base)) as LibraryContent;
    const found = findEntry(next, use.entryId)!;
    if (isEntryContent(base)) {
      const field = chosen.path.split(".").at(-1)!;
      const entryBase = (base as EntryContent).entry as Record<string, unknown>;
      if (chosen.itemNow === undefined) delete entryBase[field];
      else entryBase[field] = JSON.parse(JSON.stringify(chosen.itemNow));
      if (take) {
        if (chosen.itemNow === undefined) delete found.entry[field];
        else found.entry[field] = JSON.parse(JSON.stringify(chosen.itemNow));
      }
    } else {
      base.text = String(chosen.itemNow);
      if (take) {
        const lines = linesOf(String(found.entry.description ?? ""));
        if (chosen.line === null || chosen.line === undefined) lines.push(String(chosen.itemNow));
        else lines[chosen.line] = String(chosen.itemNow);
        found.entry.description = lines.join("\n");
      }
    }
    bases.set(use.id, base);
  }
  const moved = uses.map((entry) =>
    bases.has(entry.use.id) ? { ...entry, use: { ...entry.use, base: bases.get(entry.use.id)! } } : entry,
  );
  return { ok: true, data: next, bases, changes: libraryChanges(moved, next) };
}
