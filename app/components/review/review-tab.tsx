import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import type { Annotation } from "~/domain/review/annotation";
import { AddNoteForm } from "./add-note-form";
import { DownloadReviewed } from "./download-reviewed";
import { ReviewPdf } from "./review-pdf";
import { ReviewThreads } from "./review-threads";
import { StampPicker } from "./stamp-picker";

interface Props {
  resumeId: string;
  /** The resume's title: the reviewed PDF downloads as "{title}-reviewed.pdf". */
  title: string;
  /** The room version now: the PDF shown is the export of this state. */
  version: number;
  annotations: Annotation[];
  /** Who is looking: the author of a mark or the resume's owner may delete it. */
  me: { userId: string; isOwner: boolean };
  send: (message: ClientMessage) => void;
}

/** A file name from the title: letters, digits, dashes; "resume" when nothing is left. */
function reviewedFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "resume"}-reviewed.pdf`;
}

/**
 * The Review tab beside the live preview: the resume as its exported PDF (the export path serves an
 * unchanged resume from R2 without printing again) in pdf.js's viewer with its annotation editors,
 * everyone's marks on the pages, and the annotation threads (docs/collaboration.md#review-annotations).
 */
export function ReviewTab({ resumeId, title, version, annotations, me, send }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The version in the URL makes a changed resume a new document for the viewer (and its cache).
  const url = `/api/resumes/${encodeURIComponent(resumeId)}/export?format=pdf&v=${version}`;
  const select = useCallback((id: string) => {
    setSelectedId(id);
    // The thread may sit below the fold: bring it in and give it the keyboard.
    requestAnimationFrame(() => {
      const thread = document.getElementById(`thread-${id}`);
      thread?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      thread?.focus({ preventScroll: true });
    });
  }, []);
  return (
    <div className="grid gap-4">
      <div>
        {failed ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {t("common.pdfLoadFailed")}
          </p>
        ) : (
          <ReviewPdf
            url={url}
            version={version}
            annotations={annotations}
            selectedId={selectedId}
            onSelect={select}
            send={send}
            onError={() => setFailed(true)}
          />
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-600 dark:text-slate-300">{t("review.help")}</p>
          <div className="flex flex-wrap gap-2">
            <StampPicker version={version} send={send} />
            <DownloadReviewed url={url} fileName={reviewedFileName(title)} annotations={annotations} />
          </div>
        </div>
      </div>
      <AddNoteForm page={1} version={version} send={send} />
      <ReviewThreads
        annotations={annotations}
        currentVersion={version}
        send={send}
        selectedId={selectedId}
        onSelect={setSelectedId}
        me={me}
      />
    </div>
  );
}
