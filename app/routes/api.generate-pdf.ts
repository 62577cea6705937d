import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { errorResponse, json, methodNotAllowed, readJson } from "~/server/http.server";
import { MAX_HTML_BYTES } from "~/server/pdf/render-pdf.server";
import { generatePdfInputSchema, renderAndStorePdf } from "~/server/pdf/store-pdf.server";
import { requireApiSession } from "~/server/session.server";

/** POST /api/generate-pdf {html, fileName} -> {url}: a signed, expiring link to the PDF. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  // The JSON envelope may exceed the HTML a little; the HTML itself is held to 1 MB below.
  const body = await readJson(request, generatePdfInputSchema, { maxBytes: MAX_HTML_BYTES + 64 * 1024 });
  if (new TextEncoder().encode(body.html).byteLength > MAX_HTML_BYTES) return errorResponse("documentTooLarge");
  const { url } = await renderAndStorePdf(env, {
    userId: user.id,
    html: body.html,
    fileName: body.fileName,
    origin: new URL(request.url).origin,
    pageSize: body.pageSize,
  });
  return json({ success: true, url });
}

export const loader = () => methodNotAllowed(["POST"]);
