/**
 * The import worker's part (./import.worker.ts), never on the page's own thread: a DOCX read
 * through mammoth, LinkedIn's data export (a ZIP of CSV files), a JSON file as JSON Resume or this site's own data, and a PDF's bounds checked
 * before the page reads it with PDF.js (./read-import-pdf.ts). Every file's bounds are checked
 * before anything reads it for real (app/domain/import/file-guards.ts): what it unpacks or decodes
 * to, and its text. See docs/import.md#limits.
 */
import { checkPdfBounds, checkZipBounds, READ_LIMITS } from "~/domain/import/file-guards";
import { ImportFileError, importKind, readJsonFile, type ImportKind } from "~/domain/import/file";
import { docxHeaderFooterParts, linesFromDocxHeaderFooter, linesFromDocxHtml } from "~/domain/import/docx-lines";
import { readResume } from "~/domain/import/read-resume";
import type { ImportResult } from "~/domain/import/types";
import { readLinkedInZip } from "~/domain/import/linkedin";

async function readDocx(bytes: Uint8Array): Promise<ImportResult> {
  if (!checkZipBounds(bytes).ok) throw new ImportFileError("tooLargeToRead");
  const mammoth = (await import("mammoth")).default;
  let html: string;
  try {
    html = (
      await mammoth.convertToHtml({
        arrayBuffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      })
    ).value;
  } catch {
    throw new ImportFileError("notDocx");
  }
  // Markup is a few times the text: bound the text, with room for the markup around it.
  if (html.length > READ_LIMITS.textChars * 8) throw new ImportFileError("tooLargeToRead");
  const { lines: bodyLines, links } = linesFromDocxHtml(html);
  const lines = [...linesFromDocxHeaderFooter(docxHeaderFooterParts(bytes)), ...bodyLines];
  if (lines.length === 0) throw new ImportFileError("nothingFound");
  if (lines.reduce((sum, line) => sum + line.text.length, 0) > READ_LIMITS.textChars)
    throw new ImportFileError("tooLargeToRead");
  return readResume(lines, { links });
}

/** In the import worker: a JSON or DOCX file read whole; a PDF only checked (`result` null), for the page to read. */
export async function readInWorker(
  name: string,
  bytes: Uint8Array,
): Promise<{ kind: ImportKind; result: ImportResult | null }> {
  const kind = importKind(name, bytes.subarray(0, 16));
  if (kind === "json") return { kind, result: readJsonFile(new TextDecoder().decode(bytes)) };
  if (kind === "docx") return { kind, result: await readDocx(bytes) };
  if (kind === "linkedin") return { kind, result: readLinkedInZip(bytes) };
  if (!checkPdfBounds(bytes).ok) throw new ImportFileError("tooLargeToRead");
  return { kind, result: null };
}
