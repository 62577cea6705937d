import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FitToPages, Fitted, PageFit, PageSection } from "~/domain/resume/fit-settings";
import type { TemplateId } from "~/domain/resume/template-ids";
import { fitInDocument } from "~/lib/fit-in-document";
import { overflowLines } from "~/lib/page-fit-measure";
import { sameFitted } from "~/domain/layout/page-fit";
import { patchDocument } from "~/lib/patch-document";
import { PAGE_HEIGHT_PX, paginate, unpage } from "~/lib/preview-pagination";
import { PageFitControl } from "./page-fit-control";
import { PageThumbnails } from "./page-thumbnails";
import { scaleFor, type Zoom } from "./preview-zoom";

const PAGE_WIDTH_PX = { A4: (210 * 96) / 25.4, Letter: 8.5 * 96 } as const;
/** Below the desktop layout the page scrolls, not the preview: "fit page" uses the window's height minus the header. */
const PHONE_CHROME_PX = 140;
/** The miniatures follow the preview once typing pauses, not on every keystroke. */
const THUMBNAIL_DELAY_MS = 600;

/** Layout effects run in the browser only; on the server React would warn about each one. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

interface Props {
  html: string;
  pageSize: "A4" | "Letter";
  label: string;
  zoom: Zoom;
  /** Fill the parent's height (focus and full-screen modes) instead of the desktop viewport's. */
  fill?: boolean;
  /**
   * The editor's page fitting (docs/fit-to-pages.md): the html must be rendered `measurable`.
   * Absent (history, letters): the page count only.
   */
  pageFit?: {
    templateId: TemplateId;
    fit: PageFit;
    canEdit: boolean;
    onChange: (fit: PageFit) => void;
    newPageSections: PageSection[];
    onNewPageSections: (value: PageSection[]) => void;
  };
}

/** After edits stop for this long, a resume with a fit target is fitted again. */
const REFIT_DELAY_MS = 800;

/**
 * The template renderer's HTML, shown as the pages it will print, at the chosen zoom, with page
 * miniatures to jump between pages when there is more than one. The first render loads the
 * document through srcdoc; every later change is patched into it in place (only the nodes that
 * differ), which lands within a frame, then pages it again.
 */
export function LivePreview({ html, pageSize, label, zoom, fill = false, pageFit }: Props) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [initialHtml] = useState(html);
  const shownHtml = useRef(html);
  const [loaded, setLoaded] = useState(false);
  const [pages, setPages] = useState(1);
  const [over, setOver] = useState(0);
  const [cannotFit, setCannotFit] = useState<number | null>(null);
  const fitRef = useRef(pageFit);
  fitRef.current = pageFit;
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [snapshot, setSnapshot] = useState<string | null>(null);
  const [currentPage, setCurrentPage] = useState(0);
  const pageWidth = PAGE_WIDTH_PX[pageSize];
  const pageHeight = PAGE_HEIGHT_PX[pageSize];

  useBrowserLayoutEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!loaded || !doc?.documentElement) return;
    if (html !== shownHtml.current) {
      // Only what changed is swapped in (a keystroke: one text node), so the browser re-lays
      // out a line, not the document (bench/preview.bench.mjs).
      unpage(doc);
      patchDocument(doc, html);
      shownHtml.current = html;
    }
    repage(doc);
    // Web fonts change line breaks once they arrive; page again then.
    void doc.fonts?.ready.then(() => {
      if (frameRef.current?.contentDocument === doc) repage(doc);
    });
    const timer = setTimeout(() => setSnapshot(`<!doctype html>${doc.documentElement.outerHTML}`), THUMBNAIL_DELAY_MS);
    // A resume with a fit target is fitted again once edits pause: it may need more or less now.
    const refit = setTimeout(() => void doc.fonts?.ready.then(() => refitIfNeeded(doc)), REFIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(refit);
    };
  }, [html, loaded, pageSize]);

  function repage(doc: Document) {
    const metrics = paginate(doc, pageSize);
    setPages(metrics.pages);
    setOver(metrics.pages > 1 ? overflowLines(metrics, metrics.pages - 1) : 0);
  }

  /** Runs the solver in this preview's document and stores its choice as one edit, or says why it cannot. */
  function fit(target: FitToPages) {
    const options = fitRef.current;
    const doc = frameRef.current?.contentDocument;
    if (!options || !doc) return;
    if (target === null) {
      setCannotFit(null);
      options.onChange({ fitToPages: null, fitted: null });
      return;
    }
    const fitted = solve(doc, options.templateId, target);
    if (fitted) options.onChange({ fitToPages: target, fitted });
  }

  function refitIfNeeded(doc: Document) {
    const options = fitRef.current;
    if (!options?.canEdit || options.fit.fitToPages === null || frameRef.current?.contentDocument !== doc) return;
    const fitted = solve(doc, options.templateId, options.fit.fitToPages);
    if (fitted && !sameFitted(fitted, options.fit.fitted))
      options.onChange({ fitToPages: options.fit.fitToPages, fitted });
  }

  /** The solver's choice in this preview's document, or null after saying by how much it cannot fit. */
  function solve(doc: Document, templateId: TemplateId, target: Exclude<FitToPages, null>): Fitted | null {
    const result = fitInDocument(doc, templateId, pageSize, target);
    repage(doc);
    setCannotFit(result.ok ? null : result.overBy.lines);
    return result.ok ? result.fitted : null;
  }

  // The srcdoc may finish loading before hydration attaches onLoad; catch that case too.
  useEffect(() => {
    if (frameRef.current?.contentDocument?.readyState === "complete" && frameRef.current.contentDocument.body)
      setLoaded(true);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // Measured in the browser only (box.width is 0 on the server and before the first measure).
  const scale =
    box.width > 0
      ? scaleFor(
          zoom,
          { width: pageWidth, height: pageHeight },
          {
            width: box.width,
            height:
              fill || window.matchMedia("(min-width: 1024px)").matches
                ? box.height
                : window.innerHeight - PHONE_CHROME_PX,
          },
        )
      : 0.5;
  const height = pages * pageHeight;

  function showPage(index: number) {
    viewportRef.current?.scrollTo({ top: index * pageHeight * scale, behavior: "smooth" });
  }

  return (
    <div className={`flex w-full flex-col ${fill ? "h-full min-h-0" : ""}`}>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        <span data-testid="preview-page-count">{t("editorChrome.preview.pages", { count: pages })}</span> · {pageSize}
      </p>
      {pageFit ? (
        <PageFitControl
          pages={pages}
          over={over}
          templateId={pageFit.templateId}
          fit={pageFit.fit}
          canEdit={pageFit.canEdit}
          onFit={fit}
          cannotFit={cannotFit}
          newPageSections={pageFit.newPageSections}
          onNewPageSections={pageFit.onNewPageSections}
        />
      ) : null}
      <div className={`flex min-h-0 gap-3 ${fill ? "flex-1" : ""}`}>
        {pages > 1 && snapshot ? (
          <PageThumbnails
            html={snapshot}
            pages={pages}
            pageWidth={pageWidth}
            pageHeight={pageHeight}
            current={currentPage}
            onPick={showPage}
          />
        ) : null}
        <div
          ref={viewportRef}
          data-testid="preview-viewport"
          // A scrolling area is reached by keyboard too (WCAG 2.1.1): focus it, then the arrow keys scroll.
          tabIndex={0}
          role="region"
          aria-label={t("editorChrome.preview.scrollArea")}
          // Clipped so the first paint, before the width is measured, cannot widen a phone screen;
          // a stable gutter keeps "fit width" from flickering as the scroll bar comes and goes.
          className={`min-w-0 flex-1 overflow-auto rounded-lg [scrollbar-gutter:stable] ${fill ? "h-full" : "lg:h-[calc(100vh-13rem)]"}`}
          onScroll={(event) =>
            setCurrentPage(
              Math.min(
                pages - 1,
                Math.floor(
                  (event.currentTarget.scrollTop + event.currentTarget.clientHeight / 3) / (pageHeight * scale),
                ),
              ),
            )
          }
        >
          <div
            data-testid="preview-page-stack"
            data-scale={scale.toFixed(3)}
            className="mx-auto overflow-hidden rounded-lg shadow-lg ring-1 ring-slate-200 dark:ring-slate-700"
            style={{ height: height * scale, width: pageWidth * scale }}
          >
            <iframe
              ref={frameRef}
              title={label}
              srcDoc={initialHtml}
              onLoad={() => setLoaded(true)}
              // Scripts never run in the preview; same-origin lets the editor page it.
              sandbox="allow-same-origin"
              className="origin-top-left border-0 bg-white"
              style={{ width: pageWidth, height, transform: `scale(${scale})` }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
