import puppeteer, { type Browser } from "@cloudflare/puppeteer";
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateId } from "~/domain/templates/ids";
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

beforeAll(async () => {
  browser = await puppeteer.launch(env.BROWSER);
});

afterAll(async () => {
  await browser?.close();
});

async function printPages(html: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: "load" });
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    return countPages(pdf);
  } finally {
    await page.close();
  }
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
    expect(await printPages(renderResumeHtml(longSampleResume(), "academic-research", { pageSize: "Letter" }))).toBeGreaterThanOrEqual(3);
  });
});
