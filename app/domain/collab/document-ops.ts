/**
 * The operations that turn one document into another, field by field and entry by entry: how a
 * restore is applied as an ordinary edit (docs/api.md#version-history), so collaborators see it
 * live, concurrent edits to other fields merge as usual, and it is undoable like any change.
 *
 * Removed entries leave tombstones in the room (./apply.ts): an id once removed can never be added
 * again, so an entry the target has but the current document removed comes back under a fresh id.
 */
import { emptyTombstones, type Tombstones } from "./apply";
import { ENTRY_SECTIONS, PERSONAL_FIELDS, type EntrySectionName, type RoomDocument } from "../resume/document";
import type { Op } from "../resume/ops";
import { pageFitOf } from "../layout/page-fit";
import { settingsOf } from "../resume/language";

type Entry = { id: string } & Record<string, unknown>;

function entriesOf(document: RoomDocument, section: EntrySectionName): Entry[] {
  return (document.data[section] ?? []) as Entry[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function entryOps(
  section: EntrySectionName,
  from: Entry[],
  to: Entry[],
  tombstones: Tombstones,
  newId: () => string,
): Op[] {
  const ops: Op[] = [];
  const targetIds = new Set(to.map((entry) => entry.id));
  // Removals first, so additions fit under the section's entry limit.
  for (const entry of from) if (!targetIds.has(entry.id)) ops.push({ op: "removeEntry", section, id: entry.id });
  const current = from.filter((entry) => targetIds.has(entry.id)).map((entry) => entry.id);
  const fromById = new Map(from.map((entry) => [entry.id, entry]));
  /** The id each target entry has once applied. */
  const order: string[] = [];
  for (const entry of to) {
    const old = fromById.get(entry.id);
    if (old) {
      for (const field of new Set([...Object.keys(old), ...Object.keys(entry)])) {
        if (field !== "id" && !same(old[field], entry[field]))
          ops.push({ op: "setEntryField", section, id: entry.id, field, value: entry[field] ?? "" } as Op);
      }
      order.push(entry.id);
      continue;
    }
    const id = tombstones[section].includes(entry.id) ? newId() : entry.id;
    ops.push({ op: "addEntry", section, entry: { ...entry, id } } as Op);
    current.push(id);
    order.push(id);
  }
  // Then each position in turn takes its target entry (earlier positions are already right).
  for (let index = 0; index < order.length; index++) {
    const id = order[index]!;
    const at = current.indexOf(id);
    if (at === index) continue;
    current.splice(at, 1);
    current.splice(index, 0, id);
    ops.push({ op: "moveEntry", section, id, toIndex: index });
  }
  return ops;
}

/**
 * Operations that, applied to `from` (with the room's `tombstones`), give `to`, except that
 * entries whose id is tombstoned come back under ids from `newId`.
 */
export function documentToOps(
  from: RoomDocument,
  to: RoomDocument,
  tombstones: Tombstones = emptyTombstones(),
  newId: () => string = () => crypto.randomUUID(),
): Op[] {
  const ops = fieldOps(from, to);
  for (const section of ENTRY_SECTIONS)
    ops.push(...entryOps(section, entriesOf(from, section), entriesOf(to, section), tombstones, newId));
  return ops;
}

/** The operations for every field that is not a list entry: personal details, summary, skills, template, page, job, language. */
export function fieldOps(from: RoomDocument, to: RoomDocument): Op[] {
  const ops: Op[] = [];
  for (const field of PERSONAL_FIELDS) {
    const value = to.data.personalInfo[field] ?? "";
    if ((from.data.personalInfo[field] ?? "") !== value) ops.push({ op: "setPersonal", field, value });
  }
  if (from.data.summary !== to.data.summary) ops.push({ op: "setSummary", value: to.data.summary });
  if (!same(from.data.skills, to.data.skills)) ops.push({ op: "setSkills", value: to.data.skills });
  if (from.templateId !== to.templateId) ops.push({ op: "setTemplate", value: to.templateId });
  if (from.pageSize !== to.pageSize) ops.push({ op: "setPageSize", value: to.pageSize });
  if (!same(from.jobDescription, to.jobDescription)) ops.push({ op: "setJobDescription", value: to.jobDescription });
  // A resume saved before it had settings reads as the defaults (docs/product.md#resume-language).
  const [settingsFrom, settingsTo] = [settingsOf(from.data), settingsOf(to.data)];
  if (settingsFrom.language !== settingsTo.language) ops.push({ op: "setLanguage", value: settingsTo.language });
  if (settingsFrom.direction !== settingsTo.direction) ops.push({ op: "setDirection", value: settingsTo.direction });
  const [fitFrom, fitTo] = [pageFitOf(from.data), pageFitOf(to.data)];
  if (!same(fitFrom, fitTo)) ops.push({ op: "setPageFit", value: fitTo });
  const [breaksFrom, breaksTo] = [from.data.settings?.newPageSections ?? [], to.data.settings?.newPageSections ?? []];
  if (!same(breaksFrom, breaksTo)) ops.push({ op: "setNewPageSections", value: breaksTo });
  return ops;
}
