/**
 * A PDF read on the page with PDF.js (whose own worker decodes it), once the import worker found
 * it within bounds (./read-import-worker-side.ts): at most READ_LIMITS.textChars of text, and
 * ended with its document when the page's time limit passes. See docs/import.md#limits.
 */
import { READ_LIMITS } from "~/domain/import/file-guards";
import { ImportFileError } from "~/domain/import/file";
import { linesFromPositioned } from "~/domain/import/layout";
import { positionedText } from "~/domain/import/pdf-items";
import { readResume } from "~/domain/import/read-resume";
import type { ImportResult } from "~/domain/import/types";
import { openPdfBytes } from "./pdfjs";

export type ImportProgress = { step: "opening" } | { step: "page"; page: number; pages: number } | { step: "reading" };

/** Text a PDF must hold, past which it is not a scan (a scan may carry a line of OCR'd header). */
const MIN_TEXT_CHARS = 40;

export async function readPdf(
  bytes: Uint8Array,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
): Promise<ImportResult> {
  let opened: Awaited<ReturnType<typeof openPdfBytes>>;
  try {
    opened = await openPdfBytes(bytes);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new ImportFileError(name === "PasswordException" ? "encrypted" : "unreadablePdf");
  }
  // Past the time limit the page gives up: PDF.js's worker is ended with the document.
  const stop = () => void opened.destroy();
  signal.addEventListener("abort", stop);
  try {
    const { items, pageWidth, links } = await positionedText(
      opened.document,
      (page, pages) => onProgress({ step: "page", page, pages }),
      READ_LIMITS.textChars,
    );
    const chars = items.reduce((sum, item) => sum + item.text.trim().length, 0);
    if (chars < MIN_TEXT_CHARS) throw new ImportFileError("scan");
    if (chars > READ_LIMITS.textChars) throw new ImportFileError("tooLargeToRead");
    onProgress({ step: "reading" });
    return readResume(linesFromPositioned(items, pageWidth), { links });
  } finally {
    signal.removeEventListener("abort", stop);
    void opened.destroy();
  }
}
