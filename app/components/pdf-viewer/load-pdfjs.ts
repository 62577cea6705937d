/**
 * The lazy door to ~/lib/pdfjs. The server never draws PDFs; testing `import.meta.env.SSR` lets
 * the server build drop the import, so the Worker bundle does not carry PDF.js.
 */
export function loadPdfjs(): Promise<typeof import("~/lib/pdfjs")> {
  return import.meta.env.SSR ? Promise.reject(new Error("PDF.js runs in the browser only")) : import("~/lib/pdfjs");
}
