import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin, json, methodNotAllowed } from "~/server/http.server";
import { duplicateResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

/** POST /api/resumes/{id}/duplicate -> 201 with the copy (owned by the caller). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const copy = await duplicateResume(env, params.id!, user.id);
  return json(copy, { status: 201, headers: { Location: `/api/resumes/${copy.id}` } });
}

export const loader = () => methodNotAllowed(["POST"]);
