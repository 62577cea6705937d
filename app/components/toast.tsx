import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

type Tone = "success" | "error" | "info";
/** A button in the toast, such as Undo; the toast closes when it is pressed. */
interface ToastAction {
  label: string;
  run: () => void;
}
interface Toast {
  id: number;
  tone: Tone;
  text: string;
  action?: ToastAction;
}

/** Shows a toast and answers its id, for taking it back once what it says no longer holds. */
const ToastContext = createContext<(text: string, tone?: Tone, action?: ToastAction) => number>(() => 0);
const DismissContext = createContext<(id: number) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

/** Takes a toast back before its time: "Please add job description" once the job is scored. */
export function useDismissToast() {
  return useContext(DismissContext);
}

const TONES: Record<Tone, string> = {
  success: "bg-emerald-700 text-white",
  error: "bg-red-600 text-white",
  info: "bg-slate-900 text-white dark:bg-white dark:text-slate-900",
};

/**
 * Non-blocking notices in a polite live region (errors assertive), gone after a few seconds. Under
 * the header on a phone, bottom centre from tablet width: never over the collaboration button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const [modal, followModal] = useModalHost();
  const show = useCallback(
    (text: string, tone: Tone = "success", action?: ToastAction) => {
      const id = next.current++;
      followModal();
      setToasts((current) => [...current.slice(-2), { id, tone, text, action }]);
      // One with a button stays longer: time to reach it, by mouse or keyboard.
      setTimeout(
        () => setToasts((current) => current.filter((toast) => toast.id !== id)),
        tone === "error" || action ? 8000 : 4000,
      );
      return id;
    },
    [followModal],
  );
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      {inside(
        modal,
        <div className="pointer-events-none fixed inset-x-4 top-16 z-50 flex flex-col items-center gap-2 sm:top-auto sm:bottom-4">
          <div aria-live="polite" className="flex flex-col items-center gap-2">
            {toasts
              .filter((t) => t.tone !== "error")
              .map((toast) => (
                <p
                  key={toast.id}
                  role="status"
                  className={`pointer-events-auto flex items-center gap-3 rounded-lg px-4 py-2 text-sm font-medium shadow-lg ${TONES[toast.tone]}`}
                >
                  {toast.text}
                  {toast.action ? (
                    <button
                      type="button"
                      className="rounded px-2 py-0.5 font-semibold underline underline-offset-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current"
                      onClick={() => {
                        dismiss(toast.id);
                        toast.action!.run();
                      }}
                    >
                      {toast.action.label}
                    </button>
                  ) : null}
                </p>
              ))}
          </div>
          {/*
            The live regions wait on every page (a region must exist before what it announces), but
            without a role: only a toast itself is a status or an alert, so an empty region never
            stands beside a form's own status or alert.
          */}
          <div aria-live="assertive" className="flex flex-col items-center gap-2">
            {toasts
              .filter((t) => t.tone === "error")
              .map((toast) => (
                <p
                  key={toast.id}
                  role="alert"
                  className={`pointer-events-auto rounded-lg px-4 py-2 text-sm font-medium shadow-lg ${TONES[toast.tone]}`}
                >
                  {toast.text}
                </p>
              ))}
          </div>
        </div>,
      )}
    </ToastContext.Provider>
  );
}

/**
 * Where the toasts go: a modal <dialog> sits in the browser's top layer with everything else inert
 * under its backdrop, so a toast shown while one is open is drawn inside it (above the backdrop,
 * announced, its button reachable) until that dialog closes.
 */
function useModalHost() {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const follow = useCallback(() => {
    const top =
      Array.from(document.querySelectorAll("dialog"))
        .filter((element) => element.matches(":modal"))
        .at(-1) ?? null;
    setDialog(top);
    top?.addEventListener("close", () => setDialog((current) => (current === top ? null : current)), { once: true });
  }, []);
  return [dialog, follow] as const;
}

function inside(host: HTMLElement | null, regions: ReactNode) {
  return host ? createPortal(regions, host) : regions;
}
