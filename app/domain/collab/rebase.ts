/**
 * Three-way merge of a room's unsaved work onto a resume that changed in D1 behind the room's back
 * (a REST save while people were editing). The room's changes since the version it last shared
 * with D1 are expressed as operations and replayed on the new row, so neither side loses an
 * edit; where both touched the same field, the room's edit (the later one to reach the room) wins.
 */
import { applyOps, type Tombstones } from "./apply";
import { fieldOps } from "./document-ops";
import { ENTRY_SECTIONS, type RoomDocument } from "../resume/document";
import type { Op } from "../resume/ops";

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The operations that turn `base` into `ours`, field by field and entry by entry. */
export function diffOps(base: RoomDocument, ours: RoomDocument): Op[] {
  const ops = fieldOps(base, ours);
  for (const section of ENTRY_SECTIONS) {
    const before = (base.data[section] ?? []) as Array<Record<string, unknown> & { id: string }>;
    const after = (ours.data[section] ?? []) as Array<Record<string, unknown> & { id: string }>;
    const beforeById = new Map(before.map((entry) => [entry.id, entry]));
    const afterIds = new Set(after.map((entry) => entry.id));
    for (const entry of before) {
      if (!afterIds.has(entry.id)) ops.push({ op: "removeEntry", section, id: entry.id });
    }
    after.forEach((entry, index) => {
      const old = beforeById.get(entry.id);
      if (!old) {
        ops.push({ op: "addEntry", section, entry, index } as Op);
        return;
      }
      for (const [field, value] of Object.entries(entry)) {
        if (field !== "id" && !same(value, old[field]))
          ops.push({ op: "setEntryField", section, id: entry.id, field, value } as Op);
      }
    });
    // Order: only when the room reordered entries both sides kept, replay the room's order.
    const keptBefore = before.filter((entry) => afterIds.has(entry.id)).map((entry) => entry.id);
    const keptAfter = after.filter((entry) => beforeById.has(entry.id)).map((entry) => entry.id);
    if (!same(keptBefore, keptAfter)) {
      after.forEach((entry, index) => ops.push({ op: "moveEntry", section, id: entry.id, toIndex: index }));
    }
  }
  return ops;
}

/** `theirs` with the room's changes since `base` applied on top. */
export function rebase(
  base: RoomDocument,
  ours: RoomDocument,
  theirs: RoomDocument,
  tombstones: Tombstones,
): RoomDocument {
  return applyOps(theirs, tombstones, diffOps(base, ours)).document;
}
