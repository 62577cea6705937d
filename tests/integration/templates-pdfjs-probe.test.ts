import puppeteer from "@cloudflare/puppeteer";
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { renderResumeHtml } from "~/domain/templates/render";
import { sampleResume } from "~/domain/templates/sample-resume";

it("probe", async () => {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  (globalThis as Record<string, unknown>).pdfjsWorker = worker;
  const browser = await puppeteer.launch(env.BROWSER);
  const page = await browser.newPage();
  await page.setContent(renderResumeHtml(sampleResume, "creative-portfolio"));
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  await browser.close();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useWorkerFetch: false, isEvalSupported: false, useSystemFonts: false }).promise;
  const p1 = await doc.getPage(1);
  const content = await p1.getTextContent();
  const text = content.items.map((i) => ("str" in i ? i.str : "")).join(" ");
  console.log(doc.numPages, text.slice(0, 400));
  expect(doc.numPages).toBe(2);
});
