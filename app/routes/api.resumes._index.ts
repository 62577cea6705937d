import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createResumeSchema } from "~/domain/resume/api";
import { errorResponse, json, methodNotAllowed, readJson } from "~/server/http.server";
import { createResume, listResumes } from "~/server/resumes.server";
import { listTrash } from "~/server/trash.server";
import { requireApiSession } from "~/server/session.server";

/**
 * GET /api/resumes: the user's resumes (and those shared with them), newest first.
 * GET /api/resumes?trash=1: the user's own resumes in the Trash, with when each will be purged.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const trash = new URL(request.url).searchParams.get("trash");
  if (trash !== null && trash !== "0" && trash !== "1") return errorResponse("trashParameter");
  if (trash === "1") return json({ resumes: await listTrash(env, user.id) });
  return json({ resumes: await listResumes(env, user.id) });
}

/** POST /api/resumes {templateId, data, title?} -> 201 with the new resume. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createResumeSchema, { showPath: true });
  const resume = await createResume(env, user.id, input);
  return json(resume, { status: 201, headers: { Location: `/api/resumes/${resume.id}` } });
}
