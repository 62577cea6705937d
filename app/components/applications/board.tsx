/**
 * The applications board: a column per stage. A card moves by dragging it (dnd-kit, pointer or
 * keyboard: Space to lift, arrows, Space to drop) or with its stage menu, which the keyboard and
 * screen readers reach like any field. Below 768 px the columns stack: a list grouped by stage.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { columns } from "~/domain/applications/arrange";
import { STAGES, type ApplicationSummary, type Stage } from "~/domain/applications/schema";
import { StageSelect } from "./stage-select";

const COLUMN_TONES: Record<Stage, string> = {
  saved: "border-t-slate-400",
  applied: "border-t-brand-500",
  interview: "border-t-amber-500",
  offer: "border-t-emerald-500",
  rejected: "border-t-red-500",
  withdrawn: "border-t-slate-300 dark:border-t-slate-600",
};

export function Board({
  applications,
  onMove,
}: {
  applications: ApplicationSummary[];
  onMove: (id: string, stage: Stage) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id;
    const card = applications.find((application) => application.id === active.id);
    if (card && typeof stage === "string" && (STAGES as readonly string[]).includes(stage) && stage !== card.stage)
      onMove(card.id, stage as Stage);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6" data-testid="board">
        {columns(applications).map(({ stage, items }) => (
          <Column key={stage} stage={stage} items={items} onMove={onMove} />
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  stage,
  items,
  onMove,
}: {
  stage: Stage;
  items: ApplicationSummary[];
  onMove: (id: string, stage: Stage) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `column-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage}
      className={`min-w-0 rounded-xl border border-t-4 border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900/60 ${COLUMN_TONES[stage]} ${isOver ? "ring-2 ring-brand-500" : ""}`}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        {t(`applications.stage.${stage}`)}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {items.length}
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t("applications.emptyColumn")}</p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {items.map((application) => (
          <Card key={application.id} application={application} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}

function Card({
  application,
  onMove,
}: {
  application: ApplicationSummary;
  onMove: (id: string, stage: Stage) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="application-card"
      data-id={application.id}
      className={`card p-3 ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          className="-ml-2 flex h-11 w-11 shrink-0 cursor-grab items-center justify-center rounded text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          {...attributes}
          {...listeners}
          aria-label={t("applications.card.drag", { company: application.company, role: application.role })}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z" />
          </svg>
        </button>
        <Link
          to={`/applications/${application.id}`}
          className="flex min-h-11 min-w-0 flex-1 flex-col justify-center hover:underline"
        >
          <span className="block w-full truncate font-semibold">{application.company}</span>
          <span className="block w-full truncate text-sm text-slate-600 dark:text-slate-300">{application.role}</span>
        </Link>
      </div>
      <p className="mt-1 truncate text-xs text-slate-500 dark:text-slate-400">
        {t("applications.card.resume", { title: application.resumeTitle })}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-300">
        {application.deadline ? <span>{t("applications.card.deadline", { date: application.deadline })}</span> : null}
        {application.sentScore !== null ? (
          <span>{t("applications.card.score", { score: application.sentScore })}</span>
        ) : null}
      </p>
      <StageSelect application={application} onMove={onMove} className="input mt-2 py-1 text-xs" />
    </li>
  );
}
