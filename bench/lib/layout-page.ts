/**
 * What bench/layout.bench.mjs runs inside Chromium: the live preview's own paging and the fit
 * solver as the editor runs them (app/lib), plus reading the first line of each page the way the
 * preview shows it. Bundled with esbuild into one script.
 */
import { fitInDocument } from "~/lib/fit-in-document";
import { pageDocument, paginate } from "~/lib/preview-pagination";
import type { TemplateId } from "~/domain/resume/template-ids";

/** The text on the first printed line of each page of a paged document (preview side), in document order. */
function firstLines(doc: Document, pageHeight: number, pages: number): string[] {
  const bodyTop = doc.body.getBoundingClientRect().top;
  const bands: Array<{ top: number; bottom: number; text: string[] } | null> = new Array(pages).fill(null);
  const walker = doc.createTreeWalker(doc.querySelector("main") ?? doc.body, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (!text.trim()) continue;
    range.selectNodeContents(node);
    const rect = Array.from(range.getClientRects()).find((r) => r.height > 0);
    if (!rect) continue;
    const top = rect.top - bodyTop;
    const page = Math.floor((top + rect.height / 2) / pageHeight);
    if (page < 0 || page >= pages) continue;
    const band = bands[page];
    // The first line of the page is the topmost text; text level with it is on that line too.
    if (!band || top < band.top - rect.height / 2) bands[page] = { top, bottom: top + rect.height, text: [text] };
    else if (top < band.bottom - 1) band.text.push(text);
  }
  return bands.map((band) => band?.text.join(" ") ?? "");
}

declare global {
  interface Window {
    __layout: typeof api;
  }
}

const api = {
  page(pageSize: "A4" | "Letter") {
    // How far the content, unpaged, runs past the first page, as a share of a page's content height.
    const body = getComputedStyle(document.body);
    const [top, bottom] = [parseFloat(body.paddingTop) || 0, parseFloat(body.paddingBottom) || 0];
    const end =
      (document.querySelector("main") ?? document.body).getBoundingClientRect().bottom -
      document.body.getBoundingClientRect().top;
    const { pages, pageHeight } = paginate(document, pageSize);
    const overRatio = (end - (pageHeight - bottom)) / (pageHeight - top - bottom);
    return { pages, overRatio, firstLines: firstLines(document, pageHeight, pages) };
  },
  /** What the PDF renderer does before printing (app/server/pdf/render-pdf.server.ts). */
  print(pageSize: "A4" | "Letter") {
    return pageDocument(pageSize, true);
  },
  fit(templateId: TemplateId, pageSize: "A4" | "Letter", target: 1 | 2) {
    return fitInDocument(document, templateId, pageSize, target);
  },
};
window.__layout = api;
