import puppeteer, { type Browser } from "@cloudflare/puppeteer";
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { longSampleResume, sampleResume } from "~/domain/templates/sample-resume";

/**
 * Prints templates through the real local Browser Rendering binding and counts pages: the sample
 * resume must flow onto a second page and the long one onto a third, never clipped to one page.
 * No asset server runs here, so the web fonts fall back to local fonts; page counts are checked
 * with that in mind (the preview script measures them with the real fonts).
 */
function countPages(pdf: Uint8Array): number {
  const text = new TextDecoder("latin1").decode(pdf);
  return (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

let browser: Browser;
let pdfjs: typeof import("pdfjs-dist");

beforeAll(async () => {
  // pdf.js runs its "worker" in-process when the worker module is provided up front.
  // @ts-expect-error pdfjs-dist ships no type declarations for its worker entry.
  (globalThis as Record<string, unknown>).pdfjsWorker = await import("pdfjs-dist/build/pdf.worker.mjs");
  pdfjs = await import("pdfjs-dist");
  browser = await puppeteer.launch(env.BROWSER);
});

afterAll(async () => {
  if (browser?.connected) await browser.close();
});

async function print(html: string): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

async function printPages(html: string): Promise<number> {
  return countPages(await print(html));
}

/** The text an ATS gets out of the PDF, page by page, as pdf.js extracts it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), useWorkerFetch: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await task.destroy();
  return pages.join("\n").replace(/\s+/g, " ");
}

describe("templates print to multi-page PDFs", () => {
  it.each<TemplateId>(["modern-professional", "classic-executive", "creative-portfolio"])(
    "%s prints the sample on 2 pages and the long sample on 3 or more",
    async (id) => {
      expect(await printPages(renderResumeHtml(sampleResume, id, { pageSize: "A4" }))).toBe(2);
      expect(await printPages(renderResumeHtml(longSampleResume(), id, { pageSize: "A4" }))).toBeGreaterThanOrEqual(3);
    },
  );

  it("prints on Letter paper too", async () => {
    expect(
      await printPages(renderResumeHtml(longSampleResume(), "academic-research", { pageSize: "Letter" })),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("the printed text is what an ATS reads", () => {
  let startupPdf: Uint8Array;

  // The last use of the browser: miniflare's local binding may log a harmless "send() after
  // close()" from its socket proxy when the session ends; the tests do not depend on it.
  beforeAll(async () => {
    startupPdf = await print(renderResumeHtml(sampleResume, "startup-entrepreneur", { pageSize: "A4" }));
    await browser.close();
  });

  it("keeps the reading order in the PDF text even under a two-column masthead", async () => {
    const text = await pdfText(startupPdf);
    const order = [
      "Jordan Whitfield",
      "jordan.whitfield@example.com",
      "(555) 014-2288",
      "linkedin.com/in/jordan-whitfield-example",
      "Summary",
      "Skills",
      "Experience",
      "Staff Software Engineer",
      "Northwind Freight Systems",
      "Mar 2021 \u2013 Present",
      "Education",
      "Projects",
    ];
    const positions = order.map((value) => text.indexOf(value));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Ligatures off: "fi" and "fl" come out as two letters.
    expect(text).toContain("reliability");
    expect(text).not.toMatch(/[\ufb00-\ufb06]/);
  });
});
