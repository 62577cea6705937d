import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ResumeData } from "../../app/domain/resume/schema";
import { builtCorpus } from "../import/built-corpus.mjs";
import { accuracy, compareResumes, type FieldScore } from "../import/accuracy";
import { importAny } from "../import/read-node";

interface Manifest {
  files: Array<{ file: string; producer: string; design: string; truth: ResumeData }>;
  skipped: Array<{ producer: string; install: string }>;
}

/**
 * The people of tests/import/foreign typeset by the tools people use (tests/import/producers/):
 * Chromium's print, LinkedIn's profile PDF and data export, pdfLaTeX (moderncv, an article, a
 * minipage sidebar) and LibreOffice (PDF and DOCX), beside ReportLab and python-docx. Every
 * producer is read at 95% of fields or better; `npm run bench -- import` prints the tables.
 */
describe("import of resumes made by other producers", () => {
  it("reads every producer's files at 95% of fields or better, and no file falls apart", async () => {
    // Built once per content of its sources (tests/import/built-corpus.mjs).
    const corpus = builtCorpus("producers");
    const { dir } = corpus;
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Manifest;
      // A producer whose tool is missing is a failure here, not a pass (.ci/run installs them).
      expect(manifest.skipped).toEqual([]);
      const byProducer = new Map<string, FieldScore[]>();
      // The held-out designs are reported by the bench, never held to a threshold (heldout-designs.mjs).
      for (const entry of manifest.files.filter((file) => file.producer !== "held-out")) {
        const read = await importAny(entry.file, new Uint8Array(readFileSync(join(dir, entry.file))));
        const scores = compareResumes(entry.truth, read.data);
        expect(accuracy(scores), `${entry.file}: ${entry.design}`).toBeGreaterThanOrEqual(0.8);
        byProducer.set(entry.producer, [...(byProducer.get(entry.producer) ?? []), ...scores]);
      }
      expect([...byProducer.keys()].sort()).toEqual([
        "chromium",
        "libreoffice",
        "libreoffice-docx",
        "linkedin",
        "linkedin-zip",
        "pdflatex",
        "python-docx",
        "reportlab",
      ]);
      for (const [producer, scores] of byProducer) expect(accuracy(scores), producer).toBeGreaterThanOrEqual(0.95);
    } finally {
      corpus.dispose();
    }
  }, 300_000);
});
