/**
 * Checks that a file can be read within bounds before anything reads it for real (a
 * 1.5 MB DOCX holding 1.5 GB of zeros, a DOCX with 330 MB of paragraphs and a PDF with a 300 MB
 * content stream each killed the import page). Both guards inflate what the file holds in small
 * steps, counting, and stop at the first limit: the memory they use is bounded whatever the file
 * claims about itself. Pure (fflate only), so the browser's import worker and the tests share them.
 * docs/import.md#limits, docs/limits.md.
 */
import { Inflate, Unzip, UnzipInflate } from "fflate";

export const READ_LIMITS = {
  /** Bytes all the parts of a DOCX may unpack to: a resume with a photo is a few MB. */
  docxUnpackedBytes: 40 * 1024 * 1024,
  /** Bytes one part may unpack to (word/document.xml of a long resume is well under 1 MB). */
  docxPartBytes: 16 * 1024 * 1024,
  /** Bytes one compressed PDF stream may decode to, and all of them together. */
  pdfStreamBytes: 32 * 1024 * 1024,
  pdfDecodedBytes: 96 * 1024 * 1024,
  /** Characters of text read from a file: ten dense pages are about 60,000. */
  textChars: 300_000,
  /** Pages of a PDF: a resume is one to three. */
  pages: 10,
  /** How long reading may take before the page gives up on the file. */
  readMs: 20_000,
} as const;

/** Compressed bytes fed to the inflater at a time: deflate expands at most about 1,032 times, so one step yields at most ~16 MB. */
const STEP = 16 * 1024;

type GuardVerdict = { ok: true } | { ok: false; reason: string };

/** Every entry of a ZIP (a DOCX), inflated step by step and counted, never kept. */
export function checkZipBounds(bytes: Uint8Array): GuardVerdict {
  let total = 0;
  let verdict: GuardVerdict = { ok: true };
  const unzip = new Unzip((file) => {
    if (!verdict.ok) return;
    if ((file.originalSize ?? 0) > READ_LIMITS.docxPartBytes) {
      verdict = { ok: false, reason: `${file.name} claims ${file.originalSize} bytes` };
      return;
    }
    let part = 0;
    file.ondata = (error, chunk) => {
      if (error || !verdict.ok) return;
      part += chunk.length;
      total += chunk.length;
      if (part > READ_LIMITS.docxPartBytes || total > READ_LIMITS.docxUnpackedBytes) {
        verdict = {
          ok: false,
          reason: `${file.name} unpacks past ${part > READ_LIMITS.docxPartBytes ? READ_LIMITS.docxPartBytes : READ_LIMITS.docxUnpackedBytes} bytes`,
        };
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && verdict.ok; at += STEP)
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch {
    // A damaged archive: mammoth says so in its own words.
  }
  return verdict;
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return text;
}

/** Bytes one Flate stream decodes to, counting up to `limit` and stopping there. */
function inflatedSize(data: Uint8Array, limit: number): number {
  let size = 0;
  let stopped = false;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > limit) stopped = true;
  });
  try {
    for (let at = 0; at < data.length && !stopped; at += STEP)
      inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch {
    // A damaged stream: PDF.js decides what to make of it.
  }
  return size;
}

/** Every FlateDecode stream of a PDF, decoded step by step and counted, never kept. */
export function checkPdfBounds(bytes: Uint8Array): GuardVerdict {
  const text = latin1(bytes);
  let total = 0;
  const start = /stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === "end") continue;
    const dictionary = text.slice(Math.max(0, match.index - 400), match.index);
    const dataStart = match.index + match[0].length;
    const end = text.indexOf("endstream", dataStart);
    if (end < 0) break;
    start.lastIndex = end + "endstream".length;
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary.slice(dictionary.lastIndexOf("<<")))) continue;
    // The zlib header comes first; a raw deflate stream is tried the same way.
    const size = inflatedSize(
      bytes.subarray(dataStart + 2, end),
      Math.min(READ_LIMITS.pdfStreamBytes, READ_LIMITS.pdfDecodedBytes - total),
    );
    total += size;
    if (size > READ_LIMITS.pdfStreamBytes)
      return { ok: false, reason: `a stream decodes past ${READ_LIMITS.pdfStreamBytes} bytes` };
    if (total > READ_LIMITS.pdfDecodedBytes)
      return { ok: false, reason: `its streams decode past ${READ_LIMITS.pdfDecodedBytes} bytes` };
  }
  return { ok: true };
}
