/**
 * The one place where errors of the domain become HTTP answers. Services throw what went wrong in
 * their own terms; API handlers and page loaders run them through `withHttpErrors`, so the same
 * error gets the same status and text on every path (a page loader's thrown Response reaches the
 * route's error boundary with that status).
 */
import { TooManyRequests } from "./auth/throttle.server";
import { errorResponse, tooManyRequests } from "./http.server";
import { PdfRenderError } from "./pdf/render-pdf.server";
import { RenderBusyError } from "./pdf/render-slots.server";
import { ResumeError } from "./resumes.server";

const PDF_RETRY_AFTER_MS = 30_000;

/** The HTTP answer for a domain error, or null for anything else (a bug: let it be a 500). */
export function httpErrorFor(error: unknown): Response | null {
  // Every renderer tab taken for a minute: the client may try again shortly.
  if (error instanceof PdfRenderError && error.status === 503) return tooManyRequests(error.message, PDF_RETRY_AFTER_MS, 503);
  if (error instanceof ResumeError || error instanceof PdfRenderError || error instanceof RenderBusyError) return errorResponse(error.status, error.message);
  if (error instanceof TooManyRequests) return tooManyRequests(error.message, error.retryAfterMs);
  return null;
}

export async function withHttpErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw httpErrorFor(error) ?? error;
  }
}
