import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { SortableEntriesProps } from "./sortable-entries";

/** What the drag handle gets: dnd-kit's attributes and listeners, or the plain list's wake-up handlers. */
export type HandleProps = HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** What a row is given by its list, with dnd-kit or without. */
export interface EntryRowBase {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  children: ReactNode;
}

/**
 * One entry of a reorderable list: its drag handle, name, Move up / Move down / Remove, and its
 * fields. The same markup with dnd-kit (sortable-dnd.tsx) and without it (sortable-entries.tsx),
 * so the list looks and reads the same before and after dnd-kit has loaded.
 */
export function EntryRow({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  rowRef,
  style,
  dragging = false,
  handle,
  children,
}: EntryRowBase & {
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  handle: HandleProps;
}) {
  const { t } = useTranslation();
  const { ref: handleRef, ...handleAttributes } = handle;
  return (
    <li
      ref={rowRef}
      data-entry-id={id}
      style={style}
      className={`rounded-lg border border-slate-200 bg-slate-50/60 p-3 dark:border-slate-700 dark:bg-slate-800/40 ${dragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="mb-3 flex items-center gap-1">
        <button
          type="button"
          ref={handleRef}
          className="btn-ghost h-8 w-8 cursor-grab p-0 active:cursor-grabbing"
          aria-label={t("editorChrome.entries.drag", { name })}
          data-drag-handle
          {...handleAttributes}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
          </svg>
        </button>
        <span className="flex-1 truncate text-sm font-medium text-slate-700 dark:text-slate-200">{name}</span>
        <button
          type="button"
          className="btn-ghost h-8 px-2 text-xs"
          onClick={onUp}
          disabled={first}
          aria-label={t("editorChrome.entries.up", { name })}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn-ghost h-8 px-2 text-xs"
          onClick={onDown}
          disabled={last}
          aria-label={t("editorChrome.entries.down", { name })}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn-ghost h-8 px-2 text-xs text-red-600 dark:text-red-400"
          onClick={onRemove}
          aria-label={t("editorChrome.entries.removeLabel", { name })}
        >
          {t("editorChrome.entries.remove")}
        </button>
      </div>
      <div className="space-y-3">{children}</div>
    </li>
  );
}

/**
 * The props of the row of `item` at `index` that both lists give it, with dnd-kit
 * (./sortable-dnd.tsx) and before it loads (./sortable-entries.tsx): what it is called, where it
 * stands, and its buttons' actions.
 */
export function entryRowProps<T extends { id: string }>(
  { items, describe, onMove, onRemove }: Omit<SortableEntriesProps<T>, "children">,
  item: T,
  index: number,
) {
  return {
    id: item.id,
    name: describe(item, index),
    first: index === 0,
    last: index === items.length - 1,
    onUp: () => onMove(index, index - 1),
    onDown: () => onMove(index, index + 1),
    onRemove: () => onRemove(item.id),
  };
}
