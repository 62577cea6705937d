import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LocalTime } from "~/components/local-time";
import { TRASH_DAYS, type TrashedResume } from "~/domain/resume/trash";
import { getTemplate } from "~/domain/templates/catalog";
import type { TrashIntent } from "./use-trash-actions";

type TrashItem = TrashedResume & { daysLeft: number };

/**
 * The owner's Trash: each resume with the days it has left, Restore and Delete forever. Plain form
 * posts, so it works without JavaScript; with it, Delete forever asks first.
 */
export function TrashSection({
  items,
  busyId,
  onAction,
}: {
  items: TrashItem[];
  busyId: string | null;
  onAction: (intent: TrashIntent, item: TrashItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <section id="trash" className="mt-12 scroll-mt-20" aria-labelledby="trash-heading">
      <h2 id="trash-heading" tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t("trash.title")}{" "}
        <span className="text-base font-normal text-slate-500 dark:text-slate-400">({items.length})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("trash.explain", { days: TRASH_DAYS })}</p>
      {items.length === 0 ? (
        <p className="card mt-4 p-6 text-center text-sm text-slate-600 dark:text-slate-400">{t("trash.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <TrashCard key={item.id} item={item} busy={busyId === item.id} onAction={onAction} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrashCard({
  item,
  busy,
  onAction,
}: {
  item: TrashItem;
  busy: boolean;
  onAction: (intent: TrashIntent, item: TrashItem) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const soon = item.daysLeft <= 3;
  const { t } = useTranslation();
  return (
    <li className="card flex flex-wrap items-center gap-x-4 gap-y-3 p-4" aria-busy={busy} data-testid="trash-item">
      <div className="min-w-0 flex-1 basis-56">
        <h3 className="truncate text-base font-semibold">{item.title}</h3>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {getTemplate(item.templateId)?.name ?? item.templateId}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span>
            {t("trash.deleted")} <LocalTime iso={item.deletedAt} />
          </span>
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${soon ? "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
            title={t("trash.purgeAt", { date: new Date(item.purgeAt).toUTCString() })}
          >
            {item.daysLeft <= 0 ? t("trash.soon") : t("trash.daysLeft", { count: item.daysLeft })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onAction("restore", item);
          }}
        >
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            className="btn-secondary px-3 py-1.5"
            disabled={busy}
            aria-label={t("trash.restoreLabel", { title: item.title })}
          >
            {t("trash.restore")}
          </button>
        </Form>
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <input type="hidden" name="intent" value="deleteForever" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            className="btn-ghost px-3 py-1.5 text-red-600 dark:text-red-400"
            disabled={busy}
            aria-label={t("trash.deleteForeverLabel", { title: item.title })}
          >
            {t("trash.deleteForever")}
          </button>
        </Form>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("trash.deleteForeverTitle")}
        confirmLabel={t("trash.deleteForever")}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAction("deleteForever", item);
        }}
      >
        {t("trash.deleteForeverBody", { title: item.title })}
      </ConfirmDialog>
    </li>
  );
}
