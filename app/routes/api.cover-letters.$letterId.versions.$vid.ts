import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { versionIdSchema } from "~/domain/resume/versions";
import { errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { getVersionOfLetter } from "~/server/versions/letter-versions.server";

/** GET /api/cover-letters/{letterId}/versions/{vid}: one version with its content (docs/api.md#letter-versions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (!versionIdSchema.safeParse(params.vid).success) return errorResponse("versionNotFound");
  return json({ version: await getVersionOfLetter(env, params.letterId!, params.vid!, user.id) });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
