import { useCallback, useRef, useState } from "react";

/**
 * The content width of an element in whole CSS pixels, kept current as it resizes, so a page
 * can be drawn exactly as wide as the space it gets. 0 until the element is mounted.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);

  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const update = (measured: number) =>
      // Sub-pixel jitter (a scrollbar appearing, zoom) must not start a redraw for nothing.
      setWidth((current) => (Math.abs(current - measured) >= 2 ? Math.floor(measured) : current));
    observer.current = new ResizeObserver((entries) => update(entries[0]?.contentRect.width ?? 0));
    observer.current.observe(element);
    update(element.clientWidth);
  }, []);

  return [ref, width];
}
