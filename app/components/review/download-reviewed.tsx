import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Annotation } from "~/domain/review/annotation";
import { editorFromShape } from "~/domain/review/pdfjs-shape";
import { useToast } from "../toast";
import { loadReviewViewer } from "./load-review-viewer";

interface Props {
  url: string;
  fileName: string;
  annotations: Annotation[];
}

/**
 * "Download reviewed PDF": the exported PDF with every unresolved note, drawing, highlight, stamp
 * and signature written in as real PDF annotations by pdf.js's saveDocument() (docs/collaboration.md#review-annotations).
 */
export function DownloadReviewed({ url, fileName, annotations }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const editors = annotations
        .filter((annotation) => !annotation.resolved)
        .map((annotation, index) => editorFromShape(annotation.shape, annotation.pageIndex, String(index)));
      const { savePdfWithAnnotations } = await loadReviewViewer();
      const bytes = await savePdfWithAnnotations(url, editors);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      toast(t("review.download.failed"), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      className="rounded border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {busy ? t("review.download.busy") : t("review.download.label")}
    </button>
  );
}
