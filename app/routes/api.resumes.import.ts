import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { fromJsonResume, jsonResumeSchema } from "~/domain/resume/json-resume";
import { resumeDataSchema, type ResumeData } from "~/domain/resume/schema";
import { DEFAULT_TEMPLATE_ID, TEMPLATE_IDS, type TemplateId } from "~/domain/templates/ids";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { resumeCall } from "~/server/resume-api.server";
import { createResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

/**
 * A bare JSON Resume document, {resume, templateId?} to pick the template too, or
 * {format: "parsed", data, templateId?}: what the import's review screen confirmed, in the
 * resume model, checked like any other save (docs/api.md#import).
 */
const importSchema = z.union([
  z.object({ format: z.literal("parsed"), data: resumeDataSchema, templateId: z.enum(TEMPLATE_IDS).optional() }),
  z.object({ resume: jsonResumeSchema, templateId: z.enum(TEMPLATE_IDS).optional() }),
  jsonResumeSchema.refine((doc) => doc.basics || doc.work || doc.education || doc.skills || doc.projects, "This is not a JSON Resume document."),
]);

/** POST /api/resumes/import: a JSON Resume document -> 201 with a new resume. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, importSchema, { showPath: true });
  let data: ResumeData;
  let templateId: TemplateId = DEFAULT_TEMPLATE_ID;
  if ("format" in body && body.format === "parsed") {
    data = body.data as ResumeData;
    templateId = body.templateId ?? templateId;
  } else if ("resume" in body && body.resume) {
    const wrapped = body as { resume: z.infer<typeof jsonResumeSchema>; templateId?: TemplateId };
    data = fromJsonResume(wrapped.resume);
    templateId = wrapped.templateId ?? templateId;
  } else {
    data = fromJsonResume(body as z.infer<typeof jsonResumeSchema>);
  }
  const resume = await resumeCall(() => createResume(env, user.id, { templateId, data }));
  return json(resume, { status: 201, headers: { Location: `/api/resumes/${resume.id}` } });
}

export const loader = () => methodNotAllowed(["POST"]);
