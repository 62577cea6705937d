import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { attachmentDisposition, resumeFileName } from "~/domain/resume/file-name";
import { toJsonResume } from "~/domain/resume/json-resume";
import { resumeToPlainText } from "~/domain/resume/plain-text";
import { isTemplateId, DEFAULT_TEMPLATE_ID } from "~/domain/templates/ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { resumeToDocx } from "~/server/export/docx.server";
import { errorResponse } from "~/server/http.server";
import { renderAndStorePdf } from "~/server/pdf/store-pdf.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { getResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";
import { getResumeVersion } from "~/server/versions/versions.server";
import { versionIdSchema } from "~/domain/resume/versions";

const FORMATS = {
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;
type Format = keyof typeof FORMATS;

function download(body: BodyInit, format: Format, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": FORMATS[format],
      "Content-Disposition": attachmentDisposition(`${name}.${format}`),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * GET /api/resumes/{id}/export?format=pdf|docx|txt|json[&version={vid}]: the saved resume, or one
 * of its versions (same access rule: whoever may see the resume), as a file.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const format = new URL(request.url).searchParams.get("format") ?? "pdf";
  if (!(format in FORMATS)) return errorResponse(400, `Unsupported export format "${format.slice(0, 20)}". Use pdf, docx, txt or json.`);
  const versionId = new URL(request.url).searchParams.get("version");
  if (versionId !== null && !versionIdSchema.safeParse(versionId).success) return errorResponse(404, "Version not found.");
  const current = await withHttpErrors(() => getResume(env, params.id!, user.id));
  const resume = versionId === null ? current : { ...current, ...(await withHttpErrors(() => getResumeVersion(env, params.id!, versionId, user.id))).document };
  const name = resumeFileName(resume.data.personalInfo.fullName);
  switch (format as Format) {
    case "json":
      return download(JSON.stringify(toJsonResume(resume.data), null, 2), "json", name);
    case "txt":
      return download(resumeToPlainText(resume.data), "txt", name);
    case "docx":
      return download(await resumeToDocx(resume.data), "docx", name);
    case "pdf": {
      const origin = new URL(request.url).origin;
      const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
      const html = renderResumeHtml(resume.data, templateId, { pageSize: resume.pageSize, assetBaseUrl: origin });
      const stored = await withHttpErrors(() => renderAndStorePdf(env, { userId: user.id, html, fileName: name, origin, pageSize: resume.pageSize }));
      return download(await stored.bytes(), "pdf", name);
    }
  }
}
