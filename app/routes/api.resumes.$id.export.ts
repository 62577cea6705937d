import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resumeFileName } from "~/domain/resume/file-name";
import { toJsonResume } from "~/domain/resume/json-resume";
import { errorResponse } from "~/server/http.server";
import { resumeCall } from "~/server/resume-api.server";
import { getResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/export?format=json (JSON Resume). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  const resume = await resumeCall(() => getResume(env, params.id!, user.id));
  const name = resumeFileName(resume.data.personalInfo.fullName);
  if (format === "json") {
    return new Response(JSON.stringify(toJsonResume(resume.data), null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}.json"`,
        "Cache-Control": "no-store",
      },
    });
  }
  return errorResponse(400, `Unsupported export format "${format.slice(0, 20)}". Use json.`);
}
