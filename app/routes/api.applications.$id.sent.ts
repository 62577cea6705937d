import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { letterToPlainText, renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { resumeFileName } from "~/domain/resume/file-name";
import { resumeToPlainText } from "~/domain/templates/plain-text";
import { renderResumeHtml } from "~/domain/templates/render";
import { sentDocuments } from "~/server/applications.server";
import { downloadResponse } from "~/server/download.server";
import { letterToDocx } from "~/server/export/letter-docx.server";
import { resumeToDocx } from "~/server/export/docx.server";
import { errorResponse } from "~/server/http.server";
import { renderAndStorePdf, safeFileName } from "~/server/pdf/store-pdf.server";
import { requireApiSession } from "~/server/session.server";

const FORMATS = ["pdf", "docx", "txt"] as const;

/**
 * GET /api/applications/{id}/sent?format=pdf|docx|txt[&document=letter]: the resume (or the
 * letter) exactly as it was when the application moved to Applied, whatever changed since. The PDF
 * is printed from that frozen document through the same renderer and R2 store as every export, so
 * the same document always gives the same file.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") ?? "pdf";
  if (!(FORMATS as readonly string[]).includes(format))
    return errorResponse("sentFormat", { format: format.slice(0, 20) });
  const which = url.searchParams.get("document") ?? "resume";
  if (which !== "resume" && which !== "letter") return errorResponse("sentDocument");
  const { resume, letter } = await sentDocuments(env, params.id!, user.id);
  const origin = url.origin;
  if (which === "letter") {
    if (!letter) return errorResponse("noSentLetter");
    const name = safeFileName(`${resume.data.personalInfo.fullName.trim() || "My"}-cover-letter`);
    if (format === "txt") return downloadResponse(letterToPlainText(letter, resume.data), "txt", name);
    if (format === "docx")
      return downloadResponse(await letterToDocx(letter, resume.data, resume.pageSize), "docx", name);
    const html = renderCoverLetterHtml(letter, resume.data, resume.templateId, {
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
  const name = resumeFileName(resume.data.personalInfo.fullName);
  if (format === "txt") return downloadResponse(resumeToPlainText(resume.data), "txt", name);
  if (format === "docx") return downloadResponse(await resumeToDocx(resume.data, resume.pageSize), "docx", name);
  const html = renderResumeHtml(resume.data, resume.templateId, { pageSize: resume.pageSize, assetBaseUrl: origin });
  const stored = await renderAndStorePdf(env, {
    userId: user.id,
    html,
    fileName: name,
    origin,
    pageSize: resume.pageSize,
  });
  return downloadResponse(await stored.bytes(), "pdf", name);
}
