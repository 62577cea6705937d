import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { renderPicture } from "~/server/pdf/render-pdf.server";
import { contentHash } from "~/server/pdf/store-pdf.server";
import { getResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

/**
 * GET /api/resumes/{id}/thumbnail: the first page of the saved resume as a PNG, rendered by the
 * real template in the PDF renderer, stored in R2 under the hash of what it shows, so it is drawn
 * once per change and served from R2 after. Whoever may open the resume may see it; others get 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const resume = await getResume(env, params.id ?? "", user.id);
  const origin = new URL(request.url).origin;
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  const html = renderResumeHtml(resume.data, templateId, { pageSize: resume.pageSize, assetBaseUrl: origin });
  const hash = await contentHash(html, resume.pageSize);
  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": "private, no-cache",
    ETag: `"${hash}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === headers.ETag) return new Response(null, { status: 304, headers });
  const key = `thumbnails/${hash}.png`;
  const stored = await env.PDFS.get(key);
  if (stored) return new Response(stored.body, { headers: { ...headers, "X-Thumbnail-Source": "stored" } });
  const bytes = await renderPicture(env, html, { appOrigin: origin, pageSize: resume.pageSize });
  await env.PDFS.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
  return new Response(bytes, { headers: { ...headers, "X-Thumbnail-Source": "drawn" } });
}
