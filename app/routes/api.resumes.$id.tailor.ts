import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { tailorInputSchema } from "~/domain/tailor/input";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { tailorResume } from "~/server/tailor.server";

/**
 * POST /api/resumes/{id}/tailor {jobDescription: {title, company?, description}} -> 201
 * {resumeId, title, changes, scoreBefore, inPlace}: a copy of the resume (a job variant when it may
 * have one), owned by the caller, linked to the job, and the proposed changes; 200 with the
 * resume's own id for a job variant tailored for its own job (docs/api.md#tailoring).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, tailorInputSchema, { maxBytes: 64 * 1024, showPath: true });
  const result = await tailorResume(env, params.id!, user.id, body.jobDescription);
  if (result.inPlace) return json(result);
  return json(result, { status: 201, headers: { Location: `/api/resumes/${result.resumeId}` } });
}

export const loader = () => methodNotAllowed(["POST"]);
