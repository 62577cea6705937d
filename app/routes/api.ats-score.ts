import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { analyzeAts } from "~/domain/ats";
import { JOB_LIMITS, occupationCodeSchema } from "~/domain/resume/job-description";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { saveAtsResult } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";
import { assertKnownOccupation } from "~/server/occupations.server";

const bodySchema = z.object({
  resumeText: z
    .string({ error: "resumeTextRequired" })
    .trim()
    .min(1, "resumeTextEmpty")
    .max(200_000, "resumeTextTooLong"),
  jobDescriptionText: z
    .string({ error: "jobTextRequired" })
    .trim()
    .min(1, "jobTextEmpty")
    .max(JOB_LIMITS.description + JOB_LIMITS.title + 10, "jobTextTooLong"),
  /** The job's occupation as the user chose it (the saved job's `occupation`), instead of the engine's reading. */
  jobOccupation: occupationCodeSchema.optional(),
  /** When given, the result is saved with that resume (for the dashboard and /analyze). */
  resumeId: z.string().max(64).optional(),
});

function currentMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * POST /api/ats-score {resumeText, jobDescriptionText, jobOccupation?} -> the engine's analysis.
 * OPTIONS is the health check of docs/api.md.
 */
const healthy = () => new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "OPTIONS") return healthy();
  if (request.method !== "POST") return methodNotAllowed(["POST", "OPTIONS"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, bodySchema);
  await assertKnownOccupation(env, body.jobOccupation);
  const analysis = analyzeAts({
    resumeText: body.resumeText,
    jobDescriptionText: body.jobDescriptionText,
    asOf: currentMonth(),
    jobOccupation: body.jobOccupation,
  });
  if (body.resumeId) await saveAtsResult(env, body.resumeId!, user.id, analysis);
  return json(analysis);
}

/** Remix hands OPTIONS to the loader, like GET. */
export const loader = ({ request }: ActionFunctionArgs) =>
  request.method === "OPTIONS" ? healthy() : methodNotAllowed(["POST", "OPTIONS"]);
