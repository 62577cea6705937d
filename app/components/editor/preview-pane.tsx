import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AtsReadsPanel } from "./ats-reads-panel";
import { LivePreview } from "./live-preview";
import { PreviewToolbar } from "./preview-toolbar";
import { PreviewViewControls } from "./preview-view-controls";
import type { PreviewPrefs } from "./preview-zoom";

interface Props {
  html: string;
  pageSize: "A4" | "Letter";
  prefs: PreviewPrefs;
  onPrefs: (change: Partial<PreviewPrefs>) => void;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
  documentControls: ComponentProps<typeof PreviewToolbar>;
  atsReads: ComponentProps<typeof AtsReadsPanel>;
  /** The Review tab's content (a saved resume in a room), or nothing: then there is no tab. */
  review?: ReactNode;
  /** "With all suggestions" / "As it is", when there are pending suggestions. */
  suggestionsToggle?: ReactNode;
  /** Page fitting for the live preview (docs/fit-to-pages.md). */
  pageFit?: ComponentProps<typeof LivePreview>["pageFit"];
}

/**
 * The Live Preview column: how it is shown (zoom, focus, full screen), what it shows (template,
 * page size, collaboration), the pages, and what an ATS read from the last PDF. In full screen it
 * covers the window until Esc or the exit button.
 */
export function PreviewPane({
  html,
  pageSize,
  prefs,
  onPrefs,
  fullScreen,
  onFullScreen,
  documentControls,
  atsReads,
  review,
  suggestionsToggle,
  pageFit,
}: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"preview" | "review">("preview");
  const reviewing = tab === "review" && review !== undefined;
  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !document.querySelector("dialog[open]")) onFullScreen(false);
    };
    document.addEventListener("keydown", onKey);
    // The page behind does not scroll while the preview covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [fullScreen, onFullScreen]);

  return (
    <section
      aria-labelledby="preview-heading"
      className={
        fullScreen
          ? "fixed inset-0 z-40 flex flex-col bg-slate-100 p-4 dark:bg-slate-900"
          : `min-w-0 ${prefs.focus === "preview" ? "lg:col-span-2" : ""}`
      }
    >
      <div className={fullScreen ? "flex min-h-0 flex-1 flex-col" : "sticky top-20"}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="preview-heading" className="text-lg font-semibold">
            {t("editorChrome.preview.heading")}
          </h2>
          <PreviewViewControls
            zoom={prefs.zoom}
            onZoom={(zoom) => onPrefs({ zoom })}
            focus={prefs.focus}
            onFocus={(focus) => onPrefs({ focus })}
            fullScreen={fullScreen}
            onFullScreen={onFullScreen}
          />
        </div>
        <div className="mb-3">
          <PreviewToolbar {...documentControls} />
        </div>
        {suggestionsToggle ? <div className="mb-3">{suggestionsToggle}</div> : null}
        {review !== undefined ? (
          <div role="tablist" aria-label={t("editorChrome.preview.tabs")} className="mb-3 flex gap-1">
            {(["preview", "review"] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === name ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200"}`}
              >
                {t(`editorChrome.preview.${name}`)}
              </button>
            ))}
          </div>
        ) : null}
        {reviewing ? (
          <div role="tabpanel" aria-label={t("editorChrome.preview.review")}>
            {review}
          </div>
        ) : (
          <>
            <LivePreview
              html={html}
              pageSize={pageSize}
              zoom={prefs.zoom}
              fill={fullScreen}
              label={t("editorChrome.preview.frame")}
              pageFit={pageFit}
            />
            {fullScreen ? null : <AtsReadsPanel {...atsReads} />}
          </>
        )}
      </div>
    </section>
  );
}
