import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import { useTrashTexts } from "./variants-trash-texts";
import { TRASH_DAYS } from "~/domain/resume/trash";
import type { VariantsChoice } from "~/domain/variants/input";

const OPTION =
  "flex w-full flex-col gap-1 rounded-lg border px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400";

/**
 * Moving a master with variants to the Trash (docs/variants.md#deleting-a-master): keep its
 * variants as independent resumes, or move them to the Trash with it; Cancel has the focus, so
 * Enter never deletes by accident. Each option is a button with its consequence as its description.
 */
export function VariantsTrashDialog({
  open,
  title,
  count,
  onChoose,
  onCancel,
}: {
  open: boolean;
  title: string;
  count: number;
  onChoose: (variants: VariantsChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const v = useTrashTexts();
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={`${id}-title`} className="w-[min(32rem,calc(100vw-2rem))]">
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {v("trashTitle")}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {v("trashBody", { title, count, days: TRASH_DAYS })}
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <button
            type="button"
            className={`${OPTION} border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
            aria-describedby={`${id}-keep`}
            onClick={() => onChoose("keep")}
          >
            <span className="text-sm font-semibold">{v("trashKeep", { count })}</span>
            <span id={`${id}-keep`} className="text-xs text-slate-600 dark:text-slate-400">
              {v("trashKeepHint", { count })}
            </span>
          </button>
          <button
            type="button"
            className={`${OPTION} border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/60`}
            aria-describedby={`${id}-trash`}
            onClick={() => onChoose("trash")}
          >
            <span className="text-sm font-semibold">{v("trashAlso", { count })}</span>
            <span id={`${id}-trash`} className="text-xs text-slate-600 dark:text-slate-400">
              {v("trashAlsoHint", { count })}
            </span>
          </button>
        </div>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-secondary" onClick={onCancel} autoFocus>
            {t("card.cancel")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
