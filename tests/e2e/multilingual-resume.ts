/** Resumes in many scripts (tests/fixtures/multilingual-resumes.ts) and poppler's view of a PDF. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export { ARABIC, CHINESE, HEBREW, MULTILINGUAL, multilingualStrings } from "../fixtures/multilingual-resumes";

/** Runs a poppler tool on PDF bytes and returns its standard output. */
function poppler(tool: "pdffonts" | "pdftotext" | "pdf2txt", pdf: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "poppler-"));
  try {
    const file = join(dir, "resume.pdf");
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts embedded in a PDF as pdffonts lists them: base name without the subset tag, and type. */
export function pdfFonts(pdf: Uint8Array): Array<{ name: string; type: string }> {
  return poppler("pdffonts", pdf)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/);
      return { name: name.replace(/^[A-Z]{6}\+/, ""), type: rest.slice(0, 2).join(" ") };
    });
}

/**
 * The PDF's text as pdfminer.six (Debian's python3-pdfminer) reads it with its default layout
 * analysis: the reader that lost a gutter of headings and a column of dates (docs/parser-survival.md).
 */
export function pdfminerText(pdf: Uint8Array): string {
  return poppler("pdf2txt", pdf);
}

/** The PDF's text layer as pdftotext reads it (UTF-8, reading order). */
export function popplerText(pdf: Uint8Array): string {
  return poppler("pdftotext", pdf, ["-enc", "UTF-8"]);
}
