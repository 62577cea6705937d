import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, methodNotAllowed } from "~/server/http.server";
import { listResumeAnnotations } from "~/server/review/annotations.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/annotations: the review annotations, oldest first (docs/api.md#review-annotations). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ annotations: await listResumeAnnotations(env, params.id!, user.id) });
}

/** Annotations are written through the room (docs/collaboration.md#review-annotations). */
export function action() {
  return methodNotAllowed(["GET"]);
}
