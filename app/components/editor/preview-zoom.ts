import { useCallback, useEffect, useState } from "react";

/** Fit the page's width, fit a whole page, or a fixed percentage. */
export type Zoom = "fit-width" | "fit-page" | (typeof ZOOM_PERCENTS)[number];
export const ZOOM_PERCENTS = [50, 75, 100, 125, 150, 200] as const;
/** off: form and preview side by side; preview: the preview takes the form's column too. */
export type Focus = "off" | "preview";

export interface PreviewPrefs {
  zoom: Zoom;
  focus: Focus;
}

const KEY = "rf.preview";
const DEFAULTS: PreviewPrefs = { zoom: "fit-width", focus: "off" };

export function parseZoom(value: unknown): Zoom | null {
  if (value === "fit-width" || value === "fit-page") return value;
  const percent = Number(value);
  return (ZOOM_PERCENTS as readonly number[]).includes(percent) ? (percent as Zoom) : null;
}

function readPrefs(): PreviewPrefs {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as Partial<Record<keyof PreviewPrefs, unknown>>;
    return { zoom: parseZoom(stored.zoom) ?? DEFAULTS.zoom, focus: stored.focus === "preview" ? "preview" : "off" };
  } catch {
    return DEFAULTS;
  }
}

/** The preview's zoom and focus, remembered in this browser. */
export function usePreviewPrefs(): [PreviewPrefs, (change: Partial<PreviewPrefs>) => void] {
  const [prefs, setPrefs] = useState<PreviewPrefs>(DEFAULTS);
  // After hydration: the server cannot know what this browser remembers.
  useEffect(() => setPrefs(readPrefs()), []);
  const update = useCallback((change: Partial<PreviewPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [prefs, update];
}

/** The scale that shows a page of `pageWidth` x `pageHeight` CSS px at `zoom` in a box of `box`. */
export function scaleFor(
  zoom: Zoom,
  page: { width: number; height: number },
  box: { width: number; height: number },
): number {
  if (zoom === "fit-width") return clamp(box.width / page.width);
  if (zoom === "fit-page") return clamp(Math.min(box.width / page.width, box.height / page.height));
  return zoom / 100;
}

function clamp(scale: number): number {
  return Math.min(2, Math.max(0.2, Number.isFinite(scale) && scale > 0 ? scale : 0.5));
}
