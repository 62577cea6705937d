import { describe, expect, it } from "vitest";
import { FIT_LADDER } from "~/domain/layout/ladder";
import { printedPageFit } from "./resume-pdf.server";
import { contentHash } from "./store-pdf.server";

describe("what a fitted print used (docs/fit-to-pages.md, fitting without a browser)", () => {
  const stored = { fitToPages: 1 as const, fitted: FIT_LADDER[4]! };

  it("is the solver's choice when it fitted, as designed included", () => {
    expect(printedPageFit(stored, { ok: true, target: 1, fitted: FIT_LADDER[1]! })).toEqual({
      fitToPages: 1,
      fitted: FIT_LADDER[1],
    });
    expect(printedPageFit(stored, { ok: true, target: 1, fitted: null })).toEqual({ fitToPages: 1, fitted: null });
  });

  it("is the resume's own when nothing fits, nothing was fitted, or the fit was for another target", () => {
    expect(printedPageFit(stored, { ok: false, target: 1, overBy: { lines: 7 } })).toBe(stored);
    expect(printedPageFit(stored, null)).toBe(stored);
    expect(printedPageFit(stored, { ok: true, target: 2, fitted: null })).toBe(stored);
  });
});

describe("the stored PDF's content key", () => {
  it("names a fitted print apart from an unfitted one of the same HTML, and each target apart", async () => {
    const html = "<p>resume</p>";
    const plain = await contentHash(html, "A4");
    const one = await contentHash(html, "A4", { target: 1, templateId: "modern-professional" });
    const two = await contentHash(html, "A4", { target: 2, templateId: "modern-professional" });
    expect(new Set([plain, one, two]).size).toBe(3);
    expect(await contentHash(html, "A4")).toBe(plain);
  });
});
