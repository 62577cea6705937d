import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin, json, methodNotAllowed } from "~/server/http.server";
import { restoreResume } from "~/server/trash.server";
import { requireApiSession } from "~/server/session.server";

/** POST /api/resumes/{id}/restore -> 200 with the resume, back from the owner's Trash. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await restoreResume(env, params.id!, user.id));
}

export const loader = () => methodNotAllowed(["POST"]);
