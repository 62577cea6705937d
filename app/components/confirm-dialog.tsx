import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "./modal-dialog";

/** A yes/no question in a modal: Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  // One dialog per card on the dashboard: each needs its own heading id.
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId}>
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onCancel} autoFocus>
            {t("card.cancel")}
          </button>
          <button type="button" className={danger ? "btn-danger" : "btn-primary"} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
