/**
 * What a suggestion's operation reads and proposes, field by field: the value of the field an
 * operation targets in a document (its base when the suggestion is made, its current value
 * later), and the value the operation proposes. Two values are compared as JSON.
 */
import { fieldKey } from "../resume/ops";
import type { EntrySectionName, RoomDocument } from "../resume/document";
import type { FieldBase, SuggestionConflict, SuggestionOp } from "./suggestion";

function entryOf(document: RoomDocument, section: EntrySectionName, id: string): Record<string, unknown> | undefined {
  return ((document.data[section] ?? []) as Array<Record<string, unknown>>).find((entry) => entry.id === id);
}

/**
 * The value `op` targets in `document`: a field's text or list; for an added entry whether it
 * exists (null when not); for a removed entry the entry itself; for a move the entry's position.
 * `undefined` means the entry it targets is gone.
 */
export function targetValue(document: RoomDocument, op: SuggestionOp): unknown {
  switch (op.op) {
    case "setPersonal":
      return document.data.personalInfo[op.field] ?? "";
    case "setSummary":
      return document.data.summary;
    case "setSkills":
      return document.data.skills;
    case "setEntryField": {
      const entry = entryOf(document, op.section, op.id);
      return entry ? (entry[op.field] ?? null) : undefined;
    }
    case "addEntry":
      return entryOf(document, op.section, op.entry.id) ? op.entry.id : null;
    case "removeEntry":
      return entryOf(document, op.section, op.id);
    case "moveEntry": {
      const index = ((document.data[op.section] ?? []) as Array<{ id: string }>).findIndex(
        (entry) => entry.id === op.id,
      );
      return index < 0 ? undefined : index;
    }
  }
}

/** What `op` proposes, for the panel: the new value (null for a removal). */
export function proposedValue(op: SuggestionOp): unknown {
  switch (op.op) {
    case "addEntry":
      return op.entry;
    case "removeEntry":
      return null;
    case "moveEntry":
      return op.toIndex;
    default:
      return op.value;
  }
}

export function basesOf(document: RoomDocument, ops: SuggestionOp[]): FieldBase[] {
  return ops.map((op) => ({ key: fieldKey(op), value: targetValue(document, op) ?? null }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that changed since the suggestion was made: each with its base, its current value
 * and the proposal. Empty when accepting changes only what the suggester saw.
 */
export function conflictsOf(document: RoomDocument, ops: SuggestionOp[], base: FieldBase[]): SuggestionConflict[] {
  const conflicts: SuggestionConflict[] = [];
  ops.forEach((op, index) => {
    const before = base[index]?.value ?? null;
    const current = targetValue(document, op) ?? null;
    // An add whose entry is already there (someone added it) is no conflict: the add does nothing.
    if (!same(before, current))
      conflicts.push({ key: fieldKey(op), base: before, current, proposed: proposedValue(op) });
  });
  return conflicts;
}
