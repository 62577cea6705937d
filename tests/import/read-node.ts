/**
 * The import's reading, run in Node for tests: the same domain modules the browser runs, with the
 * Node builds of PDF.js and mammoth. (The browser path, app/lib/read-import-file.ts, is exercised
 * by the end-to-end import test and timed by bench/import.bench.mjs.)
 */
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import {
  docxHeaderFooterParts,
  linesFromDocxHeaderFooter,
  linesFromDocxHtml,
} from "../../app/domain/import/docx-lines";
import { linesFromPositioned } from "../../app/domain/import/layout";
import { readLinkedInZip } from "../../app/domain/import/linkedin";
import { positionedText, type PdfDocumentLike } from "../../app/domain/import/pdf-items";
import { readResume } from "../../app/domain/import/read-resume";
import type { DocLine, ImportResult } from "../../app/domain/import/types";

export async function importPdf(bytes: Uint8Array): Promise<ImportResult> {
  const task = getDocument({ data: bytes, fontExtraProperties: true, useSystemFonts: false, verbosity: 0 });
  try {
    const { items, pageWidth, links } = await positionedText((await task.promise) as unknown as PdfDocumentLike);
    return readResume(linesFromPositioned(items, pageWidth), { links });
  } finally {
    await task.destroy();
  }
}

/** A PDF's lines as the reader sees them, before they are read into a resume (for finding out why). */
export async function pdfLines(bytes: Uint8Array): Promise<DocLine[]> {
  const task = getDocument({ data: bytes, fontExtraProperties: true, useSystemFonts: false, verbosity: 0 });
  try {
    const { items, pageWidth } = await positionedText((await task.promise) as unknown as PdfDocumentLike);
    return linesFromPositioned(items, pageWidth);
  } finally {
    await task.destroy();
  }
}

export async function importDocx(bytes: Uint8Array): Promise<ImportResult> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const { lines, links } = linesFromDocxHtml(value);
  return readResume([...linesFromDocxHeaderFooter(docxHeaderFooterParts(bytes)), ...lines], { links });
}

/** Any file the import takes, by its extension. */
export function importAny(name: string, bytes: Uint8Array): Promise<ImportResult> {
  if (name.endsWith(".pdf")) return importPdf(bytes);
  if (name.endsWith(".docx")) return importDocx(bytes);
  return Promise.resolve(readLinkedInZip(bytes));
}
