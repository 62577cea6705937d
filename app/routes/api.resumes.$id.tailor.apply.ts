import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { describeInventions } from "~/domain/tailor";
import { tailorApplyInputSchema } from "~/domain/tailor/input";
import { errorResponse, json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { applyTailoringToResume } from "~/server/tailor.server";

/**
 * POST /api/resumes/{id}/tailor/apply {accepted, summaryText?} -> {resume, applied, scoreBefore,
 * scoreAfter}; 422 {inventions} when the result would state anything the resume does not. With
 * dryRun the same checks and score run and nothing is written.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, tailorApplyInputSchema, { maxBytes: 64 * 1024, showPath: true });
  const result = await applyTailoringToResume(env, params.id!, user.id, body);
  if (!result.ok) {
    return errorResponse(
      "inventions",
      { inventions: describeInventions(result.inventions) },
      { inventions: result.inventions },
    );
  }
  const { ok: _ok, ...answer } = result;
  return json(answer);
}

export const loader = () => methodNotAllowed(["POST"]);
