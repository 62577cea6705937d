/**
 * How many pages a word processor lays each resume's DOCX out on (docs/fit-to-pages.md, "One truth
 * for pages"): the product's own DOCX export (app/server/export/docx.server.ts), converted to PDF by
 * LibreOffice in one batch and counted with pdfinfo. LibreOffice stands in for Word, which does not
 * run here: the same document model, its own fonts and metrics.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importTs } from "../../scripts/lib/import-ts.mjs";
import { ROOT } from "../../scripts/lib/site.mjs";

/** Page counts, in order, of `documents` ({ data, pageSize }) exported as DOCX; null when LibreOffice is missing. */
export async function docxPageCounts(documents, dir) {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const { docx } = await importTs({ docx: join(ROOT, "app/server/export/docx.server.ts") });
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (const [index, document] of documents.entries()) {
    const file = join(dir, `resume-${index}.docx`);
    writeFileSync(file, await docx.resumeToDocx(document.data, document.pageSize));
    files.push(file);
  }
  // Its own profile, so a LibreOffice the user has open is neither used nor disturbed.
  const convert = (batch) =>
    execFileSync(
      "soffice",
      [
        "--headless",
        `-env:UserInstallation=file://${join(dir, "profile")}`,
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        ...batch,
      ],
      { stdio: "ignore", timeout: 300_000 },
    );
  const pdfOf = (file) => file.replace(/\.docx$/, ".pdf");
  convert(files);
  // A long batch now and then leaves a file out: those go again, one by one.
  for (const file of files.filter((file) => !existsSync(pdfOf(file)))) convert([file]);
  return files.map((file) =>
    existsSync(pdfOf(file))
      ? Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdfOf(file)], { encoding: "utf8" }))?.[1])
      : null,
  );
}
