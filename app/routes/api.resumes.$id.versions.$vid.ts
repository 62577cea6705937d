import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { versionIdSchema } from "~/domain/resume/versions";
import { errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { getResumeVersion } from "~/server/versions/versions.server";

/** GET /api/resumes/{id}/versions/{vid}: one version with its whole document (docs/api.md#version-history). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (!versionIdSchema.safeParse(params.vid).success) return errorResponse("versionNotFound");
  return json({ version: await getResumeVersion(env, params.id!, params.vid!, user.id) });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
