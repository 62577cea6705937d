/**
 * The reorderable list with dnd-kit: drag the handle, or on the handle Space to lift, arrows to
 * move, Space to drop. Loaded when a handle is first pointed at or focused
 * (sortable-entries.tsx), not with the editor (docs/performance.md).
 */
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
import { useId, useMemo, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { EntryRow, entryRowProps, type EntryRowBase } from "./entry-row";
import type { SortableEntriesProps } from "./sortable-entries";

export function DndSortableEntries<T extends { id: string }>({
  items,
  describe,
  onMove,
  onRemove,
  children,
  listRef,
}: SortableEntriesProps<T> & { listRef: Ref<HTMLOListElement> }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation();
  // The ids dnd-kit ties the handles to its hidden instructions: React's, not dnd-kit's own counter
  // (which differed between the server and the browser and broke aria-describedby on reload).
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
        <ol ref={listRef} className="space-y-4">
          {items.map((item, index) => (
            <SortableRow key={item.id} {...entryRowProps({ items, describe, onMove, onRemove }, item, index)}>
              {children(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: EntryRowBase) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  return (
    <EntryRow
      {...props}
      rowRef={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      dragging={isDragging}
      handle={{ ref: setActivatorNodeRef, ...attributes, ...listeners }}
    />
  );
}
