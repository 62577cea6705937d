import { useEffect, type RefObject } from "react";
import { useLatest } from "~/components/pdf-viewer/use-latest";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab cycling inside `dialog`, as aria-modal promises. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page behind from scrolling, without the layout jumping where the scrollbar was. */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * Modal behaviour for a mounted dialog: focus moves in, Tab stays in, Escape closes, the page
 * does not scroll, and on unmount focus goes back to `returnFocusTo` (the button that opened it).
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocusTo: HTMLElement | null,
) {
  const onCloseRef = useLatest(onClose);
  const returnTo = useLatest(returnFocusTo);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = returnTo.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    element.focus();
    const unlock = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === "Tab") {
        trapTab(event, element);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      unlock();
      // After "Use This Template" the opener is gone with step 1; the new step takes focus itself.
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, onCloseRef, returnTo]);
}
