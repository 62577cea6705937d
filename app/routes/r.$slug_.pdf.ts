import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pdfBusyResponse, PdfRendersExhausted, servePublicPdf } from "~/server/publication/public-page.server";

/** GET /r/{slug}/pdf: the published resume as a PDF, from the stored export (docs/api.md#public-link). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    return await servePublicPdf(context.cloudflare.env, request, params.slug ?? "", context.client);
  } catch (error) {
    if (error instanceof PdfRendersExhausted) return pdfBusyResponse(request, params.slug ?? "", error.retryAfterMs);
    throw error;
  }
}
