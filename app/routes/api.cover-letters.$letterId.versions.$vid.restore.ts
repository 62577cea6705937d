import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { versionIdSchema } from "~/domain/resume/versions";
import { assertSameOrigin, errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { requireApiSession } from "~/server/session.server";
import { restoreVersionOfLetter } from "~/server/versions/letter-versions.server";

/**
 * POST /api/cover-letters/{letterId}/versions/{vid}/restore: writes that version as a new change for
 * everyone (owner and editors) -> {version, savedBefore, letter} (docs/api.md#letter-versions).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (!versionIdSchema.safeParse(params.vid).success) return errorResponse(404, "Version not found.");
  return json(await withHttpErrors(() => restoreVersionOfLetter(env, params.letterId!, params.vid!, { id: user.id, name: user.fullName })));
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
