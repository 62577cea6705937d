import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { letterToPlainText, renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/templates/ids";
import { letterToDocx } from "~/server/export/letter-docx.server";
import { errorResponse } from "~/server/http.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { getLetterWithResume } from "~/server/cover-letters.server";
import { renderAndStorePdf, safeFileName } from "~/server/pdf/store-pdf.server";
import { requireApiSession } from "~/server/session.server";

const FORMATS = {
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;
type Format = keyof typeof FORMATS;

function download(body: BodyInit, format: Format, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": FORMATS[format],
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * GET /api/cover-letters/{letterId}/export?format=pdf|docx|txt: the saved letter as a file, in its
 * resume's template. The PDF goes through the same renderer, R2 cache and per-user render limits
 * as resume PDFs.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const format = new URL(request.url).searchParams.get("format") ?? "pdf";
  if (!(format in FORMATS)) return errorResponse(400, `Unsupported export format "${format.slice(0, 20)}". Use pdf, docx or txt.`);
  const { letter, resume } = await withHttpErrors(() => getLetterWithResume(env, params.letterId!, user.id));
  const name = safeFileName(`${resume.data.personalInfo.fullName.trim() || "My"}-cover-letter`);
  switch (format as Format) {
    case "txt":
      return download(letterToPlainText(letter.content, resume.data), "txt", name);
    case "docx":
      return download(await letterToDocx(letter.content, resume.data), "docx", name);
    case "pdf": {
      const origin = new URL(request.url).origin;
      const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
      const html = renderCoverLetterHtml(letter.content, resume.data, templateId, { pageSize: resume.pageSize, assetBaseUrl: origin });
      const stored = await withHttpErrors(() => renderAndStorePdf(env, { userId: user.id, html, fileName: name, origin, pageSize: resume.pageSize }));
      return download(await stored.bytes(), "pdf", name);
    }
  }
}
