/**
 * The import's reading, run in Node for tests: the same domain modules the browser runs, with the
 * Node builds of PDF.js and mammoth. (The browser path, app/lib/read-import-file.ts, is exercised
 * by the end-to-end import test and timed by bench/import.bench.mjs.)
 */
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { HEADER_FOOTER_PART, linesFromDocxHeaderFooter, linesFromDocxHtml } from "../../app/domain/import/docx-lines";
import { linesFromPositioned } from "../../app/domain/import/layout";
import { LINKEDIN_FILES, readLinkedInExport, type LinkedInFile } from "../../app/domain/import/linkedin";
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
  const parts = Object.values(unzipSync(bytes, { filter: (file) => HEADER_FOOTER_PART.test(file.name) })).map((content) => strFromU8(content));
  return readResume([...linesFromDocxHeaderFooter(parts), ...lines], { links });
}

/** LinkedIn's data export, unpacked the way the import worker does (app/lib/read-import-worker-side.ts). */
export function importLinkedInZip(bytes: Uint8Array): ImportResult {
  const files: Partial<Record<LinkedInFile, string>> = {};
  const unzipped = unzipSync(bytes, { filter: (file) => (LINKEDIN_FILES as readonly string[]).includes(file.name.split("/").pop() ?? "") });
  for (const [path, content] of Object.entries(unzipped)) files[(path.split("/").pop() ?? path) as LinkedInFile] = strFromU8(content);
  return readLinkedInExport(files);
}

/** Any file the import takes, by its extension. */
export function importAny(name: string, bytes: Uint8Array): Promise<ImportResult> {
  if (name.endsWith(".pdf")) return importPdf(bytes);
  if (name.endsWith(".docx")) return importDocx(bytes);
  return Promise.resolve(importLinkedInZip(bytes));
}
