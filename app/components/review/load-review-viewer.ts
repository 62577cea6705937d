/** The lazy door to ~/lib/pdfjs-review: the server build drops it (see ../pdf-viewer/load-pdfjs.ts). */
export function loadReviewViewer(): Promise<typeof import("~/lib/pdfjs-review")> {
  return import.meta.env.SSR
    ? Promise.reject(new Error("PDF.js runs in the browser only"))
    : import("~/lib/pdfjs-review");
}
