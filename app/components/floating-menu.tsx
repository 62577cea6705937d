/**
 * A menu drawn in a layer above the page (a portal on <body>), placed at its button and kept inside
 * the viewport: below the button when there is room, else above; right-aligned with it, moved in
 * from either edge. A card's `overflow: hidden` or a header's width can then never clip it
 * (a clipped menu showed "r a job" and "te" for its labels). Keyboard: it opens with focus on its first item, arrow keys move,
 * Home/End jump, Escape or Tab closes it and gives focus back to the button.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";

/** Placing needs the layout before paint; on the server there is no layout (and React warns). */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
import { createPortal } from "react-dom";

/** Space kept between the menu and the viewport's edges, and between the menu and its button. */
const MARGIN = 8;
const GAP = 6;

interface Place {
  top: number;
  left: number;
}

/** Where a menu of `size` goes for a button at `anchor`, in a viewport of `viewport` (pure, unit-tested). */
function placeMenu(
  anchor: { top: number; bottom: number; right: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Place {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const fitsBelow = below + size.height <= viewport.height - MARGIN;
  const top =
    fitsBelow || above < MARGIN ? Math.max(MARGIN, Math.min(below, viewport.height - MARGIN - size.height)) : above;
  const left = Math.max(MARGIN, Math.min(anchor.right - size.width, viewport.width - MARGIN - size.width));
  return { top, left };
}

const focusables = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];

export function FloatingMenu({
  open,
  anchor,
  onClose,
  children,
  className = "",
}: {
  open: boolean;
  anchor: RefObject<HTMLElement | null>;
  onClose: (refocus: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  const menu = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useIsomorphicLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const update = () => {
      const button = anchor.current?.getBoundingClientRect();
      const box = menu.current?.getBoundingClientRect();
      if (!button || !box) return;
      setPlace(
        placeMenu(
          button,
          { width: box.width, height: box.height },
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    };
    update();
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, true);
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
    };
  }, [open, anchor]);

  // Focus goes to the first item once the menu is placed (keyboard users land in it).
  useEffect(() => {
    if (open && place && menu.current && !menu.current.contains(document.activeElement))
      focusables(menu.current)[0]?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) latestClose.current(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, anchor]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <ul
      ref={menu}
      data-popup
      style={{
        position: "fixed",
        top: place?.top ?? 0,
        left: place?.left ?? 0,
        visibility: place ? "visible" : "hidden",
      }}
      className={`z-50 w-52 max-w-[calc(100vw-16px)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${className}`}
      onKeyDown={(event) => {
        if (!menu.current) return;
        const items = focusables(menu.current);
        const index = items.indexOf(document.activeElement as HTMLElement);
        if (event.key === "Escape" || event.key === "Tab") {
          if (event.key === "Escape") event.preventDefault();
          event.stopPropagation();
          latestClose.current(true);
        } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          const step = event.key === "ArrowDown" ? 1 : -1;
          items[(index + step + items.length) % items.length]?.focus();
        } else if (event.key === "Home" || event.key === "End") {
          event.preventDefault();
          (event.key === "Home" ? items[0] : items.at(-1))?.focus();
        }
      }}
    >
      {children}
    </ul>,
    document.body,
  );
}
