/**
 * What Suggesting mode has typed but not sent yet (app/components/suggestions/use-suggesting.ts):
 * the latest value per field, and the fields of an entry being proposed folded into its add, so
 * the proposal applies on its own (a field of an entry the resume does not have would not).
 */
import { fieldKey } from "../resume/ops";
import type { Op } from "../resume/ops";

type AddEntry = Extract<Op, { op: "addEntry" }>;

/** Folds one operation into the draft: the latest value per field; a field of an entry being added goes into its add. */
export function foldIntoDraft(draft: Op[], op: Op, pendingAdds: ReadonlyMap<string, AddEntry>): Op[] {
  if (op.op === "setEntryField") {
    const key = `${op.section}.${op.id}`;
    const drafted = draft.find((d): d is AddEntry => d.op === "addEntry" && fieldKey(d) === key);
    const added = drafted ?? pendingAdds.get(key);
    if (added) {
      const patched = { ...added, entry: { ...added.entry, [op.field]: op.value } } as AddEntry;
      return [...draft.filter((d) => d !== drafted), patched];
    }
  }
  const key = fieldKey(op);
  // Adds, removals and moves stay as made; a field's value replaces the one drafted before.
  const replaces = op.op !== "addEntry" && op.op !== "removeEntry" && op.op !== "moveEntry";
  return [...(replaces ? draft.filter((d) => fieldKey(d) !== key || d.op !== op.op) : draft), op];
}
