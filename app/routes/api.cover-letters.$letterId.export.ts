import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { letterToPlainText, renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { letterToDocx } from "~/server/export/letter-docx.server";
import { errorResponse } from "~/server/http.server";
import { getLetterWithResume } from "~/server/cover-letters.server";
import { renderAndStorePdf, safeFileName } from "~/server/pdf/store-pdf.server";
import { requireApiSession } from "~/server/session.server";
import { downloadResponse, type DownloadFormat } from "~/server/download.server";

const FORMATS = ["txt", "docx", "pdf"] as const satisfies readonly DownloadFormat[];
type Format = (typeof FORMATS)[number];

/**
 * GET /api/cover-letters/{letterId}/export?format=pdf|docx|txt: the saved letter as a file, in its
 * resume's template. The PDF goes through the same renderer, R2 cache and per-user render limits
 * as resume PDFs.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const format = new URL(request.url).searchParams.get("format") ?? "pdf";
  if (!(FORMATS as readonly string[]).includes(format))
    return errorResponse("letterFormat", { format: format.slice(0, 20) });
  const { letter, resume } = await getLetterWithResume(env, params.letterId!, user.id);
  const name = safeFileName(`${resume.data.personalInfo.fullName.trim() || "My"}-cover-letter`);
  switch (format as Format) {
    case "txt":
      return downloadResponse(letterToPlainText(letter.content, resume.data), "txt", name);
    case "docx":
      return downloadResponse(await letterToDocx(letter.content, resume.data, resume.pageSize), "docx", name);
    case "pdf": {
      const origin = new URL(request.url).origin;
      const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
      const html = renderCoverLetterHtml(letter.content, resume.data, templateId, {
        pageSize: resume.pageSize,
        assetBaseUrl: origin,
      });
      const stored = await renderAndStorePdf(env, {
        userId: user.id,
        html,
        fileName: name,
        origin,
        pageSize: resume.pageSize,
      });
      return downloadResponse(await stored.bytes(), "pdf", name);
    }
  }
}
