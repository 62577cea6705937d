import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props<T extends { id: string }> {
  items: T[];
  /** What an entry is called in buttons and announcements ("Experience 2: Acme"). */
  describe: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A list of entries that reorders by dragging the handle, by the keyboard on the handle (Space to
 * lift, arrows to move, Space to drop), or with the Move up / Move down buttons.
 */
export function SortableEntries<T extends { id: string }>({ items, describe, onMove, onRemove, children }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation();
  // The ids dnd-kit ties the handles to its hidden instructions: React's, so the server and the
  // browser agree (dnd-kit's own counter differs between them and broke aria-describedby on reload).
  const id = useId();
  const accessibility = useMemo(() => {
    const name = (entryId: UniqueIdentifier) => {
      const index = items.findIndex((item) => item.id === entryId);
      return index >= 0 ? describe(items[index]!, index) : String(entryId);
    };
    const position = (entryId: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === entryId) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("editorChrome.entries.picked", { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t("editorChrome.entries.over", { name: name(active.id), position: position(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t("editorChrome.entries.dropped", { name: name(active.id), position: position(over.id) })
          : t("editorChrome.entries.droppedOutside", { name: name(active.id) }),
      onDragCancel: ({ active }) => t("editorChrome.entries.cancelled", { name: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("editorChrome.entries.dragInstructions") } };
  }, [items, describe, t]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      id={`${id}dnd`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext id={`${id}list`} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-4">
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={describe(item, index)}
              first={index === 0}
              last={index === items.length - 1}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              onRemove={() => onRemove(item.id)}
            >
              {children(item, index)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  children,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const { t } = useTranslation();
  return (
    <li
      ref={setNodeRef}
      data-entry-id={id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-slate-200 bg-slate-50/60 p-3 dark:border-slate-700 dark:bg-slate-800/40 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="mb-3 flex items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn-ghost h-8 w-8 cursor-grab p-0 active:cursor-grabbing"
          aria-label={t("editorChrome.entries.drag", { name })}
          {...attributes}
          {...listeners}
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
