import { useState } from "react";
import type { ClientMessage } from "~/domain/collab/protocol";
import type { Annotation } from "~/domain/review/annotation";
import { PdfViewer } from "../pdf-viewer/pdf-viewer";
import { AddNoteForm } from "./add-note-form";
import { ReviewThreads } from "./review-threads";

interface Props {
  resumeId: string;
  /** The room version now: the PDF shown is the export of this state. */
  version: number;
  annotations: Annotation[];
  send: (message: ClientMessage) => void;
}

/**
 * The Review tab beside the live preview: the resume as its exported PDF (the export path serves an
 * unchanged resume from R2 without printing again) and the annotation threads
 * (docs/collaboration.md#review-annotations).
 */
export function ReviewTab({ resumeId, version, annotations, send }: Props) {
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [failed, setFailed] = useState(false);
  // The version in the URL makes a changed resume a new document for the viewer (and its cache).
  const url = `/api/resumes/${encodeURIComponent(resumeId)}/export?format=pdf&v=${version}`;
  return (
    <div className="grid gap-4">
      <div>
        {failed ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            The PDF could not be loaded. Try again in a moment.
          </p>
        ) : (
          <PdfViewer url={url} page={page} onPageCount={setPages} onError={() => setFailed(true)} label="Exported PDF of your resume" />
        )}
        {pages > 1 ? (
          <nav aria-label="PDF pages" className="mt-2 flex items-center justify-center gap-2 text-sm">
            <button type="button" className="rounded border px-2 py-1 disabled:opacity-50 dark:border-slate-600" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="rounded border px-2 py-1 disabled:opacity-50 dark:border-slate-600" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </nav>
        ) : null}
      </div>
      <AddNoteForm page={page} version={version} send={send} />
      <ReviewThreads annotations={annotations} currentVersion={version} send={send} />
    </div>
  );
}
