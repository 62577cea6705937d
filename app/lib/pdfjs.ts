/**
 * Opening and drawing PDFs with PDF.js, in the browser only. Import this module lazily
 * (`import("~/lib/pdfjs")`): PDF.js is large and needs the DOM, so neither the server bundle nor
 * the first page load should carry it.
 */
import { getDocument, GlobalWorkerOptions, version, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";

export type { PDFDocumentProxy };

/** Copied from node_modules by scripts/copy-pdf-worker.mjs, so it matches the library exactly. */
const LOCAL_WORKER_URL = "/pdf.worker.min.mjs";

/** The same worker from a public CDN, for a deployment whose static copy is missing or broken. */
const CDN_WORKER_URL = `https://cdn.jsdelivr.net/npm/pdfjs-dist@${version}/build/pdf.worker.min.mjs`;

let workerReady: Promise<void> | undefined;

/**
 * A worker that fails to load only surfaces later as an opaque "fake worker" error from
 * getDocument, so ask for the local file first and pick the CDN copy when it is not served as
 * JavaScript.
 */
async function chooseWorkerUrl(): Promise<string> {
  try {
    const response = await fetch(LOCAL_WORKER_URL, { method: "HEAD" });
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && /javascript|ecmascript/i.test(type)) return LOCAL_WORKER_URL;
  } catch {
    // Offline or blocked: the CDN is the only chance left.
  }
  return CDN_WORKER_URL;
}

export function ensureWorker(): Promise<void> {
  workerReady ??= chooseWorkerUrl().then((url) => {
    GlobalWorkerOptions.workerSrc = url;
  });
  return workerReady;
}

interface OpenedPdf {
  promise: Promise<PDFDocumentProxy>;
  /** Stops a download in progress, or frees the document once it has loaded. */
  destroy: () => void;
}

export function openPdf(url: string): OpenedPdf {
  let destroyed = false;
  let destroyTask: (() => Promise<void>) | undefined;
  const promise = ensureWorker().then(() => {
    if (destroyed) throw new Error("The preview was closed");
    const task = getDocument({ url });
    destroyTask = () => task.destroy();
    return task.promise;
  });
  return {
    promise,
    destroy: () => {
      destroyed = true;
      void destroyTask?.().catch(() => undefined);
    },
  };
}

/**
 * A PDF from bytes in memory (a file the user picked), with the fonts' real names kept: the import
 * tells bold from regular by them. Never asks for a password: an encrypted file is refused.
 */
export async function openPdfBytes(
  data: Uint8Array,
): Promise<{ document: PDFDocumentProxy; destroy: () => Promise<void> }> {
  await ensureWorker();
  const task = getDocument({ data, fontExtraProperties: true });
  // No onPassword handler: PDF.js then rejects with a PasswordException.
  const document = await task.promise;
  return { document, destroy: () => task.destroy() };
}

interface DrawnPage {
  /** Resolves once the page is on the canvas; rejects with a RenderingCancelledException on cancel. */
  promise: Promise<void>;
  cancel: () => void;
}

/**
 * Draws one page into `canvas`, `cssWidth` CSS pixels wide, with the backing store at the
 * device pixel ratio so text stays sharp on high-density screens.
 */
export function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): DrawnPage {
  let task: RenderTask | undefined;
  let cancelled = false;
  const promise = document.getPage(pageNumber).then(async (page) => {
    if (cancelled) return;
    const natural = page.getViewport({ scale: 1 });
    const pixelRatio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (cssWidth / natural.width) * pixelRatio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    task = page.render({ canvas, viewport });
    await task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}

export function isCancellation(error: unknown): boolean {
  return error instanceof Error && error.name === "RenderingCancelledException";
}

/**
 * The text a parser gets out of the PDF, page by page in content order: what an applicant
 * tracking system reads. Lines end where PDF.js reports an end of line.
 */
export async function extractPdfText(url: string): Promise<string> {
  const opened = openPdf(url);
  try {
    const pdf = await opened.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str;
        if (item.hasEOL) text += "\n";
      }
      pages.push(text.replace(/[ \t]+\n/g, "\n").trim());
    }
    return pages.join("\n\n");
  } finally {
    opened.destroy();
  }
}
