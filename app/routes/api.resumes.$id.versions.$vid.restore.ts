import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { versionIdSchema } from "~/domain/resume/versions";
import { assertSameOrigin, errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { requireApiSession } from "~/server/session.server";
import { restoreResumeVersion } from "~/server/versions/versions.server";

/**
 * POST /api/resumes/{id}/versions/{vid}/restore: applies that version as a new change for everyone
 * (owner and editors only) -> {version, savedBefore, ops, resumeVersion} (docs/api.md#version-history).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (!versionIdSchema.safeParse(params.vid).success) return errorResponse(404, "Version not found.");
  return json(await withHttpErrors(() => restoreResumeVersion(env, params.id!, params.vid!, { id: user.id, name: user.fullName })));
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
