import { useTranslation } from "react-i18next";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "~/lib/pdfjs";
import { loadPdfjs } from "./load-pdfjs";
import { useElementWidth } from "./use-element-width";
import { useLatest } from "./use-latest";

interface PdfViewerProps {
  url: string;
  /** 1-based; clamped to the document's pages. */
  page: number;
  onPageCount?: (count: number) => void;
  onError?: (error: unknown) => void;
  /** What the document is, for screen readers (the canvas itself has no text). */
  label?: string;
  className?: string;
}

type Status = "loading" | "ready" | "failed";

/** Draws one page of a PDF, as wide as its container. PDF.js is fetched on first use. */
export function PdfViewer({ url, page, onPageCount, onError, label = "PDF document", className = "" }: PdfViewerProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { pdf, status, pageCount, setStatus, fail } = usePdfDocument(url, onPageCount, onError);
  const shownPage = Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
  const drawing = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width < 1) return;
    let cancel = () => {};
    let stale = false;
    // PDF.js refuses a second render into a canvas still in use, so wait for the last one to stop.
    drawing.current = drawing.current.then(async () => {
      if (stale) return;
      const { drawPage, isCancellation } = await loadPdfjs();
      const drawn = drawPage(pdf, shownPage, canvas, width);
      cancel = drawn.cancel;
      try {
        await drawn.promise;
        if (!stale) {
          canvas.dataset.renderedPage = String(shownPage);
          setStatus("ready");
        }
      } catch (error) {
        if (!stale && !isCancellation(error)) fail(error);
      }
    });
    return () => {
      stale = true;
      cancel();
    };
  }, [pdf, shownPage, width, setStatus, fail]);

  return (
    <div ref={containerRef} className={`relative w-full ${className}`}>
      {status === "loading" && <PdfLoading />}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={pageCount > 0 ? `${label}, page ${shownPage} of ${pageCount}` : label}
        className={status === "ready" ? "block h-auto w-full bg-white shadow-md ring-1 ring-slate-900/10" : "hidden"}
      />
    </div>
  );
}

function PdfLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex aspect-[210/297] w-full flex-col items-center justify-center gap-3 rounded-md bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600 dark:border-slate-600 dark:border-t-brand-400"
      />
      {t("common.loadingPreview")}
    </div>
  );
}

/** Opens the PDF at `url`, reporting its page count or the error; frees it when `url` changes. */
function usePdfDocument(url: string, onPageCount?: (count: number) => void, onError?: (error: unknown) => void) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const onPageCountRef = useLatest(onPageCount);
  const onErrorRef = useLatest(onError);
  const fail = useCallback(
    (error: unknown) => {
      setStatus("failed");
      onErrorRef.current?.(error);
    },
    [onErrorRef],
  );

  useEffect(() => {
    let closed = false;
    let destroy = () => {};
    setPdf(null);
    setStatus("loading");
    loadPdfjs()
      .then((pdfjs) => {
        if (closed) return;
        const opened = pdfjs.openPdf(url);
        destroy = opened.destroy;
        return opened.promise.then((loaded) => {
          if (closed) return;
          setPdf(loaded);
          onPageCountRef.current?.(loaded.numPages);
        });
      })
      .catch((error: unknown) => {
        if (!closed) fail(error);
      });
    return () => {
      closed = true;
      destroy();
    };
  }, [url, fail, onPageCountRef]);

  return { pdf, status, pageCount: pdf?.numPages ?? 0, setStatus, fail };
}
