import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { EntryRow, entryRowProps } from "./entry-row";

/** A layout effect in the browser; on the server (which renders the editor too) nothing runs. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export interface SortableEntriesProps<T extends { id: string }> {
  items: T[];
  /** What an entry is called in buttons and announcements ("Experience 2: Acme"). */
  describe: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  children: (item: T, index: number) => ReactNode;
}

type DndModule = typeof import("./sortable-dnd");

/** dnd-kit's list, once loaded by any list of the page: the others take it at once. */
let loadedDnd: DndModule | null = null;
let loadingDnd: Promise<DndModule> | null = null;
function loadDnd(): Promise<DndModule> {
  loadingDnd ??= import("./sortable-dnd").then(
    (module) => (loadedDnd = module),
    (error: unknown) => {
      loadingDnd = null;
      throw error;
    },
  );
  return loadingDnd;
}

const FOCUSABLE = "button, input, textarea, select, [tabindex]";

/**
 * A list of entries that reorders by dragging the handle, by the keyboard on the handle (Space to
 * lift, arrows to move, Space to drop), or with the Move up / Move down buttons. dnd-kit (about
 * 15 KB gzip) is not part of the editor's first load (docs/performance.md): the list renders
 * without it, the same markup, and loads it when a handle is first pointed at, pressed or focused;
 * then the list is rendered again with it, and whatever had the focus in the list has it again.
 */
export function SortableEntries<T extends { id: string }>(props: SortableEntriesProps<T>) {
  const [dnd, setDnd] = useState<DndModule | null>(loadedDnd);
  const listRef = useRef<HTMLOListElement>(null);
  // Where the focus was (its index among the list's focusable elements) and its selection, across the swap.
  const focusBefore = useRef<{ index: number; start: number | null; end: number | null } | null>(null);

  const wake = useCallback(() => {
    void loadDnd().then(
      (module) => {
        const list = listRef.current;
        const active = document.activeElement;
        if (list && active instanceof HTMLElement && list.contains(active)) {
          const selectable = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
          focusBefore.current = {
            index: [...list.querySelectorAll(FOCUSABLE)].indexOf(active),
            start: selectable ? safeSelection(() => active.selectionStart) : null,
            end: selectable ? safeSelection(() => active.selectionEnd) : null,
          };
        }
        setDnd(() => module);
      },
      () => undefined,
    );
  }, []);

  useBrowserLayoutEffect(() => {
    const before = focusBefore.current;
    focusBefore.current = null;
    if (!dnd || !before || before.index < 0) return;
    const element = listRef.current?.querySelectorAll(FOCUSABLE)[before.index];
    if (!(element instanceof HTMLElement)) return;
    element.focus();
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && before.start !== null) {
      safeSelection(() => element.setSelectionRange(before.start, before.end));
    }
  }, [dnd]);

  if (dnd) return <dnd.DndSortableEntries {...props} listRef={listRef} />;
  const { items, children } = props;
  const handle = { onPointerEnter: wake, onPointerDown: wake, onFocus: wake, onKeyDown: wake };
  return (
    <ol ref={listRef} className="space-y-4">
      {items.map((item, index) => (
        <EntryRow key={item.id} {...entryRowProps(props, item, index)} handle={handle}>
          {children(item, index)}
        </EntryRow>
      ))}
    </ol>
  );
}

/** Inputs without a text selection (checkboxes, dates) throw on reading or setting one. */
function safeSelection<R>(read: () => R): R | null {
  try {
    return read();
  } catch {
    return null;
  }
}
