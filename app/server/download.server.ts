/**
 * A file handed to the browser as a download: one place for the headers every export sends, so
 * each export route names only its body, type and file name (the name may be in any script:
 * `attachmentDisposition` keeps the header Latin-1).
 */
import { attachmentDisposition } from "~/domain/resume/file-name";

export const DOWNLOAD_TYPES = {
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
} as const;
export type DownloadFormat = keyof typeof DOWNLOAD_TYPES;

export function downloadResponse(body: BodyInit, format: DownloadFormat, baseName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": DOWNLOAD_TYPES[format],
      "Content-Disposition": attachmentDisposition(`${baseName}.${format}`),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
