/**
 * The import's reading, run in Node for tests: the same domain modules the browser runs, with the
 * Node builds of PDF.js and mammoth. (The browser path, app/lib/read-import-file.ts, is exercised
 * by the end-to-end import test and timed by bench/import.bench.mjs.)
 */
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { linesFromDocxHtml } from "../../app/domain/import/docx-lines";
import { linesFromPositioned } from "../../app/domain/import/layout";
import { positionedText, type PdfDocumentLike } from "../../app/domain/import/pdf-items";
import { readResume } from "../../app/domain/import/read-resume";
import type { ImportResult } from "../../app/domain/import/types";

export async function importPdf(bytes: Uint8Array): Promise<ImportResult> {
  const task = getDocument({ data: bytes, fontExtraProperties: true, useSystemFonts: false, verbosity: 0 });
  try {
    const { items, pageWidth, links } = await positionedText((await task.promise) as unknown as PdfDocumentLike);
    return readResume(linesFromPositioned(items, pageWidth), { links });
  } finally {
    await task.destroy();
  }
}

export async function importDocx(bytes: Uint8Array): Promise<ImportResult> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const { lines, links } = linesFromDocxHtml(value);
  return readResume(lines, { links });
}
