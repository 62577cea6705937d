/**
 * Selective undo and redo of one user's own edits, with collaborators editing alongside:
 * docs/collaboration.md#undo-and-redo.
 *
 * The engine records, for each of this user's operations, the change it made (./undo-changes.ts).
 * Undo takes the newest step back by producing NEW operations, which the caller applies as an
 * ordinary edit (sent to the room, merged per field like any other); a change whose target a
 * collaborator has changed since is skipped and reported, never overwritten. Remote operations
 * are never recorded, so they are never undone.
 *
 * Pure and synchronous: time and new entry ids are injected, so tests drive them.
 */
import { applyOp, emptyTombstones } from "./apply";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import {
  changeKey,
  changeOf,
  planChange,
  sameValue,
  skipNoticeMessage,
  skipNoticeText,
  type Change,
  type Direction,
  type Skip,
  type SkipNoticeText,
} from "./undo-changes";

/** Typing in one field within this pause is one step, as in a text editor. */
export const UNDO_GROUP_MS = 1000;
/** Steps kept on each stack; the oldest go first. */
export const UNDO_LIMIT = 200;
/** Re-added ids mapped; far more than UNDO_LIMIT steps can refer to. */
const ID_MAP_LIMIT = 2000;

interface Step {
  changes: Change[];
  /** When the step was last extended (a keystroke merged into it). */
  at: number;
}

export interface UndoOptions {
  now?: () => number;
  newId: () => string;
  limit?: number;
}

/** What one undo or redo produced: operations to apply as a local edit, and a notice if any change was skipped. */
export interface UndoResult {
  ops: Op[];
  notice: string | null;
  /** The notice as a code, for the interface language. */
  noticeText: SkipNoticeText | null;
}

export class UndoEngine {
  private undoStack: Step[] = [];
  private redoStack: Step[] = [];
  /** Entry id -> the id it was re-added under (followed in chains). */
  private ids = new Map<string, string>();
  /** Set by undo and redo: the next edit starts a step of its own. */
  private sealed = false;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly limit: number;

  constructor(options: UndoOptions) {
    this.now = options.now ?? (() => Date.now());
    this.newId = options.newId;
    this.limit = options.limit ?? UNDO_LIMIT;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  get sizes(): { undo: number; redo: number } {
    return { undo: this.undoStack.length, redo: this.redoStack.length };
  }

  /** The id an entry has now, however often it was removed and re-added by undo/redo. */
  readonly resolve = (id: string): string => {
    let current = id;
    for (let hops = 0; hops < ID_MAP_LIMIT && this.ids.has(current); hops++) current = this.ids.get(current)!;
    return current;
  };

  /**
   * This user's own edit: `ops` about to be applied to `before` (the document as this user sees
   * it). Clears redo. Consecutive edits of the same field within UNDO_GROUP_MS are one step.
   */
  record(before: RoomDocument, ops: Op[]): void {
    const changes = changesOf(before, ops);
    if (changes.length === 0) return;
    this.redoStack = [];
    const now = this.now();
    const top = this.undoStack.at(-1);
    if (top && !this.sealed && now - top.at <= UNDO_GROUP_MS && this.sameFields(top.changes, changes)) {
      top.changes = top.changes.map((change, index) => mergeField(change, changes[index]!));
      top.at = now;
      // Typed and erased back to where it started: nothing left to undo.
      if (top.changes.every((change) => change.kind === "field" && sameValue(change.before, change.after)))
        this.undoStack.pop();
      return;
    }
    this.sealed = false;
    this.push(this.undoStack, { changes, at: now });
  }

  /**
   * Operations the server applied on this user's behalf (a version restore answers with them): one
   * step of its own, never merged with typing.
   */
  recordApplied(before: RoomDocument, ops: Op[]): void {
    this.sealed = true;
    const changes = changesOf(before, ops);
    if (changes.length === 0) return;
    this.redoStack = [];
    this.push(this.undoStack, { changes, at: this.now() });
  }

  /** Takes back the newest step, on `document` as this user sees it now (confirmed + pending). */
  undo(document: RoomDocument): UndoResult {
    return this.move(document, "undo");
  }

  /** Makes the newest undone step again. */
  redo(document: RoomDocument): UndoResult {
    return this.move(document, "redo");
  }

  /** Forgets everything (another resume, or a viewer). */
  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
    this.ids.clear();
    this.sealed = false;
  }

  private move(document: RoomDocument, direction: Direction): UndoResult {
    const [from, to] = direction === "undo" ? [this.undoStack, this.redoStack] : [this.redoStack, this.undoStack];
    this.sealed = true;
    for (let step = from.pop(); step; step = from.pop()) {
      const result = this.replay(step, document, direction, to);
      // A step that is already as it would become (refused by the room, or undone by someone
      // else) is passed over: one press always changes something or says why not.
      if (result.ops.length > 0 || result.notice) return result;
    }
    return { ops: [], notice: null, noticeText: null };
  }

  private replay(step: Step, document: RoomDocument, direction: Direction, to: Step[]): UndoResult {
    // Undo goes newest change first; redo replays in the original order.
    const order = direction === "undo" ? [...step.changes].reverse() : step.changes;
    const ops: Op[] = [];
    const done: Change[] = [];
    const skips: Skip[] = [];
    let scratch = document;
    for (const change of order) {
      const plan = planChange(scratch, change, direction, this.resolve, this.newId);
      if (!plan.ok) {
        skips.push(plan.skip);
        continue;
      }
      done.push(change);
      if (!plan.op) continue;
      if (plan.reAdded) this.mapId(plan.reAdded.from, plan.reAdded.to);
      // Later changes of the step are checked against the document with this one applied.
      scratch = applyOp(scratch, emptyTombstones(), plan.op) ?? scratch;
      ops.push(plan.op);
    }
    // Only what was done can be done the other way; a step that did nothing is gone.
    if (ops.length > 0) this.push(to, { changes: direction === "undo" ? done.reverse() : done, at: step.at });
    const noticeText = skips.length ? skipNoticeText(skips, ops.length > 0) : null;
    return { ops, notice: noticeText && skipNoticeMessage(noticeText), noticeText };
  }

  private mapId(from: string, to: string): void {
    this.ids.set(from, to);
    if (this.ids.size > ID_MAP_LIMIT) this.ids.delete(this.ids.keys().next().value!);
  }

  private push(stack: Step[], step: Step): void {
    stack.push(step);
    if (stack.length > this.limit) stack.splice(0, stack.length - this.limit);
  }

  /** Both steps only set fields, the same ones. */
  private sameFields(older: Change[], newer: Change[]): boolean {
    if (older.length !== newer.length) return false;
    return older.every((change, index) => {
      const other = newer[index]!;
      return (
        change.kind === "field" &&
        other.kind === "field" &&
        changeKey(change, this.resolve) === changeKey(other, this.resolve)
      );
    });
  }
}

/** The older step's "before" and the newer step's "after". */
function mergeField(older: Change, newer: Change): Change {
  return older.kind === "field" && newer.kind === "field" ? { ...older, after: newer.after } : older;
}

/** Each operation's change, computed on the document as it is just before that operation. */
function changesOf(before: RoomDocument, ops: Op[]): Change[] {
  const changes: Change[] = [];
  let document = before;
  for (const op of ops) {
    const change = changeOf(document, op);
    if (!change) continue;
    changes.push(change);
    document = applyOp(document, emptyTombstones(), op) ?? document;
  }
  return changes;
}
