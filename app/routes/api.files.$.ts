import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { attachmentDisposition } from "~/domain/resume/file-name";
import { errorResponse } from "~/server/http.server";
import { verifyFileSignature } from "~/server/signed-url.server";

/** GET /api/files/{key}?exp&sig: a file from R2, for whoever holds an unexpired signed link. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const key = params["*"] ?? "";
  const check = await verifyFileSignature(env, key, url.searchParams.get("exp"), url.searchParams.get("sig"));
  if (check === "expired") return errorResponse(403, "This download link has expired. Generate the file again.");
  if (check !== "valid") return errorResponse(403, "This download link is not valid.");
  const object = await env.PDFS.get(key);
  if (!object) return errorResponse(404, "File not found.");
  const fileName = key.split("/").pop() ?? "download.pdf";
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/pdf",
      "Content-Disposition": attachmentDisposition(fileName.replace(/"/g, "")),
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
