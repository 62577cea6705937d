import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { attachmentDisposition } from "~/domain/resume/file-name";
import { apiErrorText } from "~/i18n/api-errors";
import { translatorFor } from "~/i18n/instance.server";
import { errorStatus, type ErrorCode } from "~/lib/error-catalogue";
import { errorResponse } from "~/server/http.server";
import { pageLanguage } from "~/server/language.server";
import { messagePageResponse, wantsPage } from "~/server/message-page.server";
import { verifyFileSignature } from "~/server/signed-url.server";

/** GET /api/files/{key}?exp&sig: a file from R2, for whoever holds an unexpired signed link. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const key = params["*"] ?? "";
  const check = await verifyFileSignature(env, key, url.searchParams.get("exp"), url.searchParams.get("sig"));
  if (check === "expired") return refuse(request, "linkExpired");
  if (check !== "valid") return refuse(request, "linkInvalid");
  const object = await env.PDFS.get(key);
  if (!object) return refuse(request, "fileNotFound");
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

/**
 * The link is opened in a tab of its own (Generate PDF opens it so): a browser gets the reason as a
 * page in the reader's language with the way home, rather than the API's JSON shown raw.
 */
function refuse(request: Request, code: ErrorCode): Response {
  if (!wantsPage(request)) return errorResponse(code);
  const language = pageLanguage(request);
  const t = translatorFor(language);
  return messagePageResponse(
    {
      language,
      title: t("errors.download"),
      body: apiErrorText(t, { code }),
      link: { href: "/", label: t("errors.home") },
    },
    errorStatus(code),
  );
}
