import { useCallback, useEffect, useRef, useState } from "react";
import { formFieldOf, setsFormField, type Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import type { SkipNoticeText } from "~/domain/collab/undo-changes";
import { UndoEngine } from "~/domain/collab/undo";
import { newEntryId } from "~/domain/resume/schema";

interface Options {
  /** The document as this user sees it now (confirmed + own pending), read at the moment of use. */
  current: () => RoomDocument;
  /** Applies operations as this user's edit (the room's `apply`, or the local document with Collaboration off). */
  apply: (ops: Op[]) => void;
  /** Viewers have no undo: they cannot edit. */
  canEdit: boolean;
  /** A short notice when an undo or redo skipped a change (a toast). */
  notify: (message: string, text: SkipNoticeText | null) => void;
}

interface UndoControls {
  /** Applies this user's own edit and records it for undo. */
  edit: (ops: Op[]) => void;
  /**
   * Records operations the server already applied as this user (a version restore answers with
   * them), so one undo takes the whole restore back. `before` is the document just before them.
   */
  recordApplied: (before: RoomDocument, ops: Op[]) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Which shortcut a key press is, if any: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y. */
export function undoShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/** Brings the field an undo changed into view, as a text editor shows where its undo happened. */
function reveal(ops: Op[]): void {
  const field = ops.filter(setsFormField).map(formFieldOf)[0];
  if (!field) return;
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[data-undo-scope] [data-field="${CSS.escape(field)}"]`);
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 64 || box.bottom > window.innerHeight)
      element.scrollIntoView({ block: "center", behavior: "smooth" });
  });
}

/** Typing fields outside the resume form (a dialog, the job description draft) keep the browser's own undo. */
function keepsNativeUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const typing = target.isContentEditable || target.matches("input, textarea, select");
  return typing && !target.closest("[data-undo-scope]");
}

/**
 * The editor's undo and redo of this user's own edits (~/domain/collab/undo), with the keyboard
 * shortcuts. Inside the resume form the shortcuts are ours, not the browser's per-input undo, so
 * a keystroke and the header buttons do the same thing, field by field, through the room
 * (docs/decisions/undo-shortcuts.md).
 */
export function useUndo({ current, apply, canEdit, notify }: Options): UndoControls {
  const engine = useRef<UndoEngine | null>(null);
  engine.current ??= new UndoEngine({ newId: newEntryId });
  const [sizes, setSizes] = useState({ undo: 0, redo: 0 });
  const latest = useRef({ current, apply, notify });
  latest.current = { current, apply, notify };
  const refresh = useCallback(() => setSizes(engine.current!.sizes), []);

  const edit = useCallback(
    (ops: Op[]) => {
      if (ops.length === 0) return;
      engine.current!.record(latest.current.current(), ops);
      latest.current.apply(ops);
      refresh();
    },
    [refresh],
  );

  const recordApplied = useCallback(
    (before: RoomDocument, ops: Op[]) => {
      engine.current!.recordApplied(before, ops);
      refresh();
    },
    [refresh],
  );

  const step = useCallback(
    (direction: "undo" | "redo") => {
      if (!canEdit) return;
      const result = engine.current![direction](latest.current.current());
      if (result.ops.length) {
        latest.current.apply(result.ops);
        reveal(result.ops);
      }
      if (result.notice) latest.current.notify(result.notice, result.noticeText);
      refresh();
    },
    [canEdit, refresh],
  );
  const undo = useCallback(() => step("undo"), [step]);
  const redo = useCallback(() => step("redo"), [step]);

  useEffect(() => {
    if (!canEdit) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = undoShortcut(event);
      if (!shortcut || event.defaultPrevented || event.isComposing || keepsNativeUndo(event.target)) return;
      // The browser's own undo would change the focused input alone, behind the room's back.
      event.preventDefault();
      step(shortcut);
    };
    // The browser's Edit menu and context menu undo arrive as input events, not keys.
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== "historyUndo" && event.inputType !== "historyRedo") return;
      if (!(event.target instanceof HTMLElement) || !event.target.closest("[data-undo-scope]")) return;
      event.preventDefault();
      step(event.inputType === "historyUndo" ? "undo" : "redo");
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("beforeinput", onBeforeInput);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("beforeinput", onBeforeInput);
    };
  }, [canEdit, step]);

  return { edit, recordApplied, undo, redo, canUndo: canEdit && sizes.undo > 0, canRedo: canEdit && sizes.redo > 0 };
}
