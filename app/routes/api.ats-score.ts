import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { analyzeAts } from "~/domain/ats";
import { atsScoreInputSchema } from "~/domain/ats/score-input";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { keepEditorAtsResult } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";
import { assertKnownOccupation } from "~/server/occupations.server";
import { spendScore } from "~/server/scoring-limit.server";

function currentMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * POST /api/ats-score {resumeText, jobDescriptionText, jobOccupation?} -> the engine's analysis.
 * OPTIONS is the health check of docs/api.md. Counted against a limit per account (docs/limits.md#scoring).
 */
const healthy = () => new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "OPTIONS") return healthy();
  if (request.method !== "POST") return methodNotAllowed(["POST", "OPTIONS"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, atsScoreInputSchema);
  await assertKnownOccupation(env, body.jobOccupation);
  // Counted once the request is known to be well formed: a malformed one costs nothing to refuse.
  await spendScore(env, user.id);
  const analysis = analyzeAts({
    resumeText: body.resumeText,
    jobDescriptionText: body.jobDescriptionText,
    asOf: currentMonth(),
    jobOccupation: body.jobOccupation,
  });
  if (body.resumeId) await keepEditorAtsResult(env, body.resumeId!, user.id, analysis);
  return json(analysis);
}

/** Remix hands OPTIONS to the loader, like GET. */
export const loader = ({ request }: ActionFunctionArgs) =>
  request.method === "OPTIONS" ? healthy() : methodNotAllowed(["POST", "OPTIONS"]);
