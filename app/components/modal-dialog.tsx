import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus to
 * whatever opened it. `open` drives it; Escape and a click on the backdrop ask `onClose`.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = "w-[min(28rem,calc(100vw-2rem))]",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      {children}
    </dialog>
  );
}
