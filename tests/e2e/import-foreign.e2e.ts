import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ResumeData } from "../../app/domain/resume/schema";
import { builtCorpus } from "../import/built-corpus.mjs";
import { accuracy, compareResumes, type FieldScore } from "../import/accuracy";
import { importDocx, importPdf } from "../import/read-node";

interface ForeignResume {
  id: string;
  format: "pdf" | "docx";
  design: string;
  data: ResumeData;
}

/**
 * Resumes this product did not make: invented data typeset by ReportLab and python-docx in 21
 * designs (tests/import/foreign/). Read back field by field; bench/import.bench.mjs prints the table.
 */
describe("import of resumes made by other engines", () => {
  it("reads 14 PDFs and 7 Word documents of varied designs at 90% of fields or better", async () => {
    // Built once per content of its sources (tests/import/built-corpus.mjs).
    const { dir } = builtCorpus("foreign");
    const resumes = JSON.parse(
      readFileSync(new URL("../import/foreign/resumes.json", import.meta.url), "utf8"),
    ) as ForeignResume[];
    const scores: Record<"pdf" | "docx", FieldScore[]> = { pdf: [], docx: [] };
    for (const resume of resumes) {
      const bytes = new Uint8Array(readFileSync(join(dir, `${resume.id}.${resume.format}`)));
      const read = resume.format === "pdf" ? await importPdf(bytes) : await importDocx(bytes);
      const fileScores = compareResumes(resume.data, read.data);
      // No design may fall apart, whatever the average.
      expect(accuracy(fileScores), `${resume.id}: ${resume.design}`).toBeGreaterThanOrEqual(0.8);
      scores[resume.format].push(...fileScores);
    }
    expect(resumes.filter((resume) => resume.format === "pdf").length).toBeGreaterThanOrEqual(12);
    expect(resumes.filter((resume) => resume.format === "docx").length).toBeGreaterThanOrEqual(6);
    expect(accuracy(scores.pdf)).toBeGreaterThanOrEqual(0.93);
    expect(accuracy(scores.docx)).toBeGreaterThanOrEqual(0.93);
  });
});
