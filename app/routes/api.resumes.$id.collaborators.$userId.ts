import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeCollaborator } from "~/server/collab/collaborators.server";
import { assertSameOrigin, methodNotAllowed } from "~/server/http.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { requireApiSession } from "~/server/session.server";

/**
 * DELETE /api/resumes/{id}/collaborators/{userId} -> 204. Owner only. An invitee without an
 * account has no user id yet and is named by their e-mail address instead.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  await withHttpErrors(() => removeCollaborator(env, params.id!, user.id, params.userId!));
  return new Response(null, { status: 204 });
}

export const loader = () => methodNotAllowed(["DELETE"]);
