import { useTranslation } from "react-i18next";
import { ZOOM_PERCENTS, parseZoom, type Focus, type Zoom } from "./preview-zoom";

interface Props {
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  focus: Focus;
  onFocus: (focus: Focus) => void;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
}

const ICON = "h-4 w-4";

/** How the preview is shown: zoom (fit width, fit page, 50-200%), focus on the preview, full screen. */
export function PreviewViewControls({ zoom, onZoom, focus, onFocus, fullScreen, onFullScreen }: Props) {
  const { t } = useTranslation();
  const percent = typeof zoom === "number" ? zoom : null;
  const step = (direction: 1 | -1) => {
    const steps = ZOOM_PERCENTS as readonly number[];
    const from = percent ?? 100;
    const next =
      direction > 0 ? steps.find((value) => value > from) : [...steps].reverse().find((value) => value < from);
    if (next !== undefined) onZoom(next as Zoom);
  };
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t("panels.preview.view")}>
      <button
        type="button"
        className="btn-ghost h-8 w-8 p-0"
        aria-label={t("panels.preview.zoomOut")}
        title={t("panels.preview.zoomOut")}
        onClick={() => step(-1)}
        disabled={percent === ZOOM_PERCENTS[0]}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 12h14" />
        </svg>
      </button>
      <label className="sr-only" htmlFor="preview-zoom">
        {t("panels.preview.zoom")}
      </label>
      <select
        id="preview-zoom"
        className="input w-auto py-1 text-xs"
        value={String(zoom)}
        onChange={(event) => onZoom(parseZoom(event.target.value) ?? "fit-width")}
      >
        <option value="fit-width">{t("panels.preview.fitWidth")}</option>
        <option value="fit-page">{t("panels.preview.fitPage")}</option>
        {ZOOM_PERCENTS.map((value) => (
          <option key={value} value={value}>
            {value}%
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn-ghost h-8 w-8 p-0"
        aria-label={t("panels.preview.zoomIn")}
        title={t("panels.preview.zoomIn")}
        onClick={() => step(1)}
        disabled={percent === ZOOM_PERCENTS.at(-1)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
      {fullScreen ? null : (
        <button
          type="button"
          className={`btn-ghost hidden h-8 w-8 p-0 lg:inline-flex ${focus === "preview" ? "bg-slate-200 dark:bg-slate-700" : ""}`}
          aria-label={t("panels.preview.focus")}
          title={t("panels.preview.focusTitle")}
          aria-pressed={focus === "preview"}
          onClick={() => onFocus(focus === "preview" ? "off" : "preview")}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={ICON}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="M9 4v16" />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="btn-ghost h-8 w-8 p-0"
        aria-label={fullScreen ? t("panels.preview.exitFullScreen") : t("panels.preview.fullScreen")}
        title={fullScreen ? t("panels.preview.exitFullScreenTitle") : t("panels.preview.fullScreen")}
        onClick={() => onFullScreen(!fullScreen)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="none" stroke="currentColor" strokeWidth="2">
          {fullScreen ? (
            <path d="M9 3v6H3M21 9h-6V3M3 15h6v6M15 21v-6h6" />
          ) : (
            <path d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6" />
          )}
        </svg>
      </button>
    </div>
  );
}
