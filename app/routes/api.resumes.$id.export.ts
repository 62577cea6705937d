import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resumeFileName } from "~/domain/resume/file-name";
import { toJsonResume } from "~/domain/resume/json-resume";
import { resumeToPlainText } from "~/domain/templates/plain-text";
import { resumeToDocx } from "~/server/export/docx.server";
import { withLiveDocument } from "~/server/collab/room.server";
import { errorResponse } from "~/server/http.server";
import { printResumePdf } from "~/server/pdf/resume-pdf.server";
import { getResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";
import { sessionMayWrite } from "~/server/tokens/token-gate.server";
import { downloadResponse, type DownloadFormat } from "~/server/download.server";
import { getResumeVersion } from "~/server/versions/versions.server";
import { versionIdSchema } from "~/domain/resume/versions";

const FORMATS = ["json", "txt", "docx", "pdf"] as const satisfies readonly DownloadFormat[];
type Format = (typeof FORMATS)[number];

/**
 * GET /api/resumes/{id}/export?format=pdf|docx|txt|json[&version={vid}]: the saved resume, or one
 * of its versions (same access rule: whoever may see the resume), as a file.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const session = await requireApiSession(request, env);
  const { user } = session;
  const format = new URL(request.url).searchParams.get("format") ?? "pdf";
  if (!(FORMATS as readonly string[]).includes(format))
    return errorResponse("resumeFormat", { format: format.slice(0, 20) });
  const versionId = new URL(request.url).searchParams.get("version");
  if (versionId !== null && !versionIdSchema.safeParse(versionId).success) return errorResponse("versionNotFound");
  const current = await getResume(env, params.id!, user.id);
  // The resume now is the room's document when that is newer: the editor sends Export once the room
  // has acknowledged every edit on screen, but D1 receives them only at the next write-back (within a minute).
  const resume =
    versionId === null
      ? await withLiveDocument(env, current)
      : { ...current, ...(await getResumeVersion(env, params.id!, versionId, user.id)).document };
  const name = resumeFileName(resume.data.personalInfo.fullName);
  switch (format as Format) {
    case "json":
      return downloadResponse(JSON.stringify(toJsonResume(resume.data), null, 2), "json", name);
    case "txt":
      return downloadResponse(resumeToPlainText(resume.data), "txt", name);
    case "docx":
      return downloadResponse(await resumeToDocx(resume.data, resume.pageSize), "docx", name);
    case "pdf": {
      // Fitted to its page target as it prints; a new choice is stored as an edit by the caller
      // (docs/fit-to-pages.md, "Fitting without a browser"). A version prints as it was.
      const { stored } = await printResumePdf(env, {
        resume,
        by: { id: user.id, name: user.fullName },
        origin: new URL(request.url).origin,
        store: versionId === null && sessionMayWrite(session),
      });
      return downloadResponse(await stored.bytes(), "pdf", name);
    }
  }
}
