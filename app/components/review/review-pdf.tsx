import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { isOutdated, type Annotation } from "~/domain/review/annotation";
import type { ReviewViewer } from "~/lib/pdfjs-review";
import { useLatest } from "../pdf-viewer/use-latest";
import { loadReviewViewer } from "./load-review-viewer";
import { MarksOverlay } from "./marks-overlay";
import { ReviewToolbar, type ReviewTool } from "./review-toolbar";
import { SignatureDialog } from "./signature-dialog";
import { useEditorSync } from "./use-editor-sync";

interface Props {
  url: string;
  version: number;
  annotations: Annotation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  send: (message: ClientMessage) => void;
  onError: () => void;
}

type Status = "loading" | "ready" | "failed";
type View = [number, number, number, number];

/**
 * The exported PDF in pdf.js's viewer with its annotation editors (free text, ink, highlight), and
 * everyone's marks from the room drawn over the pages (docs/collaboration.md#review-annotations).
 */
export function ReviewPdf({ url, version, annotations, selectedId, onSelect, send, onError }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<ReviewViewer | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [views, setViews] = useState<View[]>([]);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const [tool, setTool] = useState<ReviewTool>("select");
  const [color, setColor] = useState("#dc2626");
  const [thickness, setThickness] = useState(3);
  const [signing, setSigning] = useState(false);
  const { sync, reset, release, localIds } = useEditorSync(send, version);
  const syncRef = useLatest(sync);
  const onErrorRef = useLatest(onError);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let closed = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let removeSelectionListener = () => {};
    setStatus("loading");
    setTool("select");
    reset();
    const pageHosts = new Map<number, HTMLElement>();
    loadReviewViewer()
      .then((pdfjs) => pdfjs.openReviewViewer(container, url, language))
      .then(async (viewer) => {
        if (closed) return viewer.destroy();
        viewerRef.current = viewer;
        const pageViews: View[] = [];
        for (let number = 1; number <= viewer.document.numPages; number++)
          pageViews.push((await viewer.document.getPage(number)).view as View);
        if (closed) return;
        setViews(pageViews);
        // pdf.js empties the selection it highlights: keep its text for the thread ("the highlighted text").
        let selected: string | undefined;
        const onSelection = () => {
          const selection = document.getSelection();
          if (selection && !selection.isCollapsed && container.contains(selection.anchorNode))
            selected = selection.toString();
        };
        document.addEventListener("selectionchange", onSelection);
        removeSelectionListener = () => document.removeEventListener("selectionchange", onSelection);
        const takeSelected = () => {
          const text = selected;
          selected = undefined;
          return text;
        };
        const check = () => {
          syncRef.current(viewer.serializedEditors(), takeSelected);
          viewer.document.annotationStorage.resetModified();
        };
        viewer.onEditorsChanged(check);
        // Typing in a note or moving a mark changes the storage without an event: look again shortly.
        interval = setInterval(check, 1500);
        // pdf.js rebuilds a page's children when it redraws: put each page's overlay host back.
        const attachHosts = () => {
          for (const element of viewer.pageElements()) {
            const number = Number(element.dataset.pageNumber);
            let host = pageHosts.get(number);
            if (!host) {
              host = document.createElement("div");
              host.className = "review-marks-host";
              host.style.cssText = "position:absolute;inset:0;pointer-events:none;z-index:6";
              pageHosts.set(number, host);
            }
            if (host.parentElement !== element) element.appendChild(host);
          }
          setHosts([...pageHosts.entries()].sort(([a], [b]) => a - b).map(([, host]) => host));
        };
        viewer.onPagesRendered(() => {
          attachHosts();
          setStatus("ready");
        });
      })
      .catch(() => {
        if (closed) return;
        setStatus("failed");
        onErrorRef.current();
      });
    return () => {
      closed = true;
      clearInterval(interval);
      removeSelectionListener();
      viewerRef.current?.destroy();
      viewerRef.current = null;
      setHosts([]);
    };
  }, [url, language, reset, syncRef, onErrorRef]);

  // One's own marks are pdf.js editors in this tab: once resolved (or deleted by the owner) they
  // leave the page here too, as they do from everyone else's overlay.
  useEffect(() => {
    const keys = release(annotations);
    if (keys.length > 0) viewerRef.current?.removeEditors(keys);
  }, [annotations, release]);

  const pickTool = useCallback(async (next: ReviewTool, fromKeyboard = false) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const { AnnotationEditorType } = await loadReviewViewer();
    const modes = {
      select: AnnotationEditorType.NONE,
      freeText: AnnotationEditorType.FREETEXT,
      ink: AnnotationEditorType.INK,
      highlight: AnnotationEditorType.HIGHLIGHT,
    };
    // From the keyboard, pdf.js opens a note at the centre of the page in view, caret in it.
    viewer.setMode(modes[next], fromKeyboard);
    setTool(next);
  }, []);

  const applyParams = useCallback(async (nextColor: string, nextThickness: number) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const { AnnotationEditorParamsType: P } = await loadReviewViewer();
    for (const type of [P.FREETEXT_COLOR, P.INK_COLOR, P.HIGHLIGHT_COLOR]) viewer.setParam(type, nextColor);
    viewer.setParam(P.INK_THICKNESS, nextThickness);
  }, []);
  useEffect(() => {
    if (status === "ready") void applyParams(color, thickness);
  }, [status, tool, color, thickness, applyParams]);

  const labelOf = (annotation: Annotation) =>
    t(`review.marks.${annotation.shape.kind}`, { name: annotation.author.name });
  return (
    <div>
      <ReviewToolbar
        tool={tool}
        onTool={(next, fromKeyboard) => void pickTool(next, fromKeyboard)}
        color={color}
        onColor={setColor}
        thickness={thickness}
        onThickness={setThickness}
        disabled={status !== "ready"}
        onSignature={() => setSigning(true)}
      />
      <SignatureDialog open={signing} onClose={() => setSigning(false)} views={views} version={version} send={send} />
      <p className="sr-only" aria-live="polite">
        {tool === "select" ? "" : t(`review.toolbar.hint.${tool}`)}
      </p>
      <div className="relative h-[70vh] min-h-80 w-full overflow-hidden rounded-md bg-slate-200 dark:bg-slate-800">
        {status === "loading" ? (
          <div
            role="status"
            className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 text-sm text-slate-600 dark:text-slate-300"
          >
            <span
              aria-hidden="true"
              className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600 dark:border-slate-600 dark:border-t-brand-400"
            />
            {t("review.loading")}
          </div>
        ) : null}
        {/* pdf.js requires an absolutely positioned, scrolling container. */}
        <div
          ref={containerRef}
          className="absolute inset-0 overflow-auto"
          data-testid="review-pdf"
          data-status={status}
          aria-label={t("review.pdfLabel")}
          role="region"
        >
          <div className="pdfViewer" />
        </div>
      </div>
      {hosts.map((host, index) =>
        views[index]
          ? createPortal(
              <MarksOverlay
                view={views[index]!}
                annotations={annotations.filter(
                  (annotation) =>
                    annotation.pageIndex === index && !annotation.resolved && !localIds.has(annotation.id),
                )}
                selectedId={selectedId}
                isOutdated={(annotation) => isOutdated(annotation, version)}
                labelOf={labelOf}
                outdatedText={t("review.marks.outdated")}
                onSelect={onSelect}
                interactive={tool === "select"}
              />,
              host,
            )
          : null,
      )}
    </div>
  );
}
