/**
 * Reads a resume file the user picked, in the browser: PDF through PDF.js, DOCX through mammoth,
 * JSON as JSON Resume or this site's own data. Nothing leaves the browser until the user confirms
 * the review. Import lazily: it brings PDF.js and mammoth. See docs/import.md.
 */
import { checkSize, ImportFileError, importKind, readJsonFile, type ImportKind } from "~/domain/import/file";
import { linesFromDocxHtml } from "~/domain/import/docx-lines";
import { linesFromPositioned } from "~/domain/import/layout";
import { positionedText } from "~/domain/import/pdf-items";
import { readResume } from "~/domain/import/read-resume";
import type { ImportResult } from "~/domain/import/types";
import { openPdfBytes } from "./pdfjs";

export type ImportProgress = { step: "opening" } | { step: "page"; page: number; pages: number } | { step: "reading" };

/** Text a PDF must hold, past which it is not a scan (a scan may carry a line of OCR'd header). */
const MIN_TEXT_CHARS = 40;

async function readPdf(bytes: Uint8Array, onProgress: (progress: ImportProgress) => void): Promise<ImportResult> {
  let opened: Awaited<ReturnType<typeof openPdfBytes>>;
  try {
    opened = await openPdfBytes(bytes);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new ImportFileError(name === "PasswordException" ? "encrypted" : "unreadablePdf");
  }
  try {
    const { items, pageWidth, links } = await positionedText(opened.document, (page, pages) => onProgress({ step: "page", page, pages }));
    if (items.reduce((sum, item) => sum + item.text.trim().length, 0) < MIN_TEXT_CHARS) throw new ImportFileError("scan");
    onProgress({ step: "reading" });
    return readResume(linesFromPositioned(items, pageWidth), { links });
  } finally {
    void opened.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<ImportResult> {
  const mammoth = (await import("mammoth")).default;
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ arrayBuffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer })).value;
  } catch {
    throw new ImportFileError("notDocx");
  }
  const { lines, links } = linesFromDocxHtml(html);
  if (lines.length === 0) throw new ImportFileError("nothingFound");
  return readResume(lines, { links });
}

export async function readImportFile(file: File, onProgress: (progress: ImportProgress) => void = () => undefined): Promise<{ kind: ImportKind; result: ImportResult }> {
  checkSize(file.size);
  onProgress({ step: "opening" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = importKind(file.name, bytes.subarray(0, 16));
  if (kind === "json") return { kind, result: readJsonFile(new TextDecoder().decode(bytes)) };
  return { kind, result: kind === "pdf" ? await readPdf(bytes, onProgress) : await readDocx(bytes) };
}
