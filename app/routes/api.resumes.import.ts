import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { fromJsonResume, jsonResumeSchema } from "~/domain/resume/json-resume";
import { DEFAULT_TEMPLATE_ID, TEMPLATE_IDS } from "~/domain/templates/ids";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { resumeCall } from "~/server/resume-api.server";
import { createResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

/** Either a bare JSON Resume document, or {resume, templateId?} to pick the template too. */
const importSchema = z.union([
  z.object({ resume: jsonResumeSchema, templateId: z.enum(TEMPLATE_IDS).optional() }),
  jsonResumeSchema.refine((doc) => doc.basics || doc.work || doc.education || doc.skills || doc.projects, "This is not a JSON Resume document."),
]);

/** POST /api/resumes/import: a JSON Resume document -> 201 with a new resume. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, importSchema, { showPath: true });
  const wrapped = "resume" in body && body.resume ? (body as { resume: z.infer<typeof jsonResumeSchema>; templateId?: (typeof TEMPLATE_IDS)[number] }) : null;
  const data = fromJsonResume(wrapped ? wrapped.resume : (body as z.infer<typeof jsonResumeSchema>));
  const resume = await resumeCall(() => createResume(env, user.id, { templateId: wrapped?.templateId ?? DEFAULT_TEMPLATE_ID, data }));
  return json(resume, { status: 201, headers: { Location: `/api/resumes/${resume.id}` } });
}

export const loader = () => methodNotAllowed(["POST"]);
