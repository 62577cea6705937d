/**
 * Downloads a file the API makes (an export) without leaving the page: fetched, then saved
 * through a link. Navigating to the URL instead left the editor for a bare JSON page whenever the
 * server answered with an error (a limit, a busy renderer).
 */
import { apiFile } from "./api-client";

/** The file name a Content-Disposition header gives: the UTF-8 one when present, else the plain one. */
function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** Fetches `url` and saves it; a refusal throws apiFile's ApiError, with the server's message. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await apiFile(url);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = dispositionFileName(response.headers.get("Content-Disposition")) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is only needed until it reads it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
