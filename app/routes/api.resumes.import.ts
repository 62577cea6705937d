import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { jsonResumeImportSchema, parsedImportSchema } from "~/domain/resume/import-input";
import { fromJsonResume, type jsonResumeSchema } from "~/domain/resume/json-resume";
import type { ResumeData } from "~/domain/resume/schema";
import { DEFAULT_TEMPLATE_ID, type TemplateId } from "~/domain/resume/template-ids";
import { json, methodNotAllowed, parseOr400, readJson } from "~/server/http.server";
import { createResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

const isParsed = (value: unknown): boolean =>
  typeof value === "object" && value !== null && (value as { format?: unknown }).format === "parsed";

/** POST /api/resumes/import: a JSON Resume document, or reviewed import data -> 201 with a new resume. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const raw = await readJson(request, z.unknown());
  let data: ResumeData;
  let templateId: TemplateId = DEFAULT_TEMPLATE_ID;
  if (isParsed(raw)) {
    // Its own schema, so a refusal names the field ("data.experience.0.startDate: ...").
    const body = parseOr400(parsedImportSchema, raw, { showPath: true });
    data = body.data;
    templateId = body.templateId ?? templateId;
  } else {
    const body = parseOr400(jsonResumeImportSchema, raw, { showPath: true });
    if ("resume" in body && body.resume) {
      const wrapped = body as { resume: z.infer<typeof jsonResumeSchema>; templateId?: TemplateId };
      data = fromJsonResume(wrapped.resume);
      templateId = wrapped.templateId ?? templateId;
    } else {
      data = fromJsonResume(body as z.infer<typeof jsonResumeSchema>);
    }
  }
  const resume = await createResume(env, user.id, { templateId, data });
  return json(resume, { status: 201, headers: { Location: `/api/resumes/${resume.id}` } });
}

export const loader = () => methodNotAllowed(["POST"]);
