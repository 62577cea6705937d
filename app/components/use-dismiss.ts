import { useEffect, useRef, type RefObject } from "react";

/**
 * Closes an open popover when the pointer goes down outside `box` or Escape is pressed (unless a
 * modal dialog is open: Escape is the dialog's then). `onEscape` runs after closing on Escape,
 * to hand focus back.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  box: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): void {
  const latest = useRef({ close, onEscape });
  latest.current = { close, onEscape };
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) latest.current.close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
      latest.current.close();
      latest.current.onEscape?.();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, box]);
}
