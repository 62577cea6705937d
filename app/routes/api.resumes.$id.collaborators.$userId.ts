import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { changeCollaboratorRole, removeCollaborator, roleChangeSchema } from "~/server/collab/collaborators.server";
import { assertSameOrigin, json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/**
 * PATCH /api/resumes/{id}/collaborators/{userId} {role} -> 200 {collaborator, previousRole}: another
 * role for someone who has access (no e-mail goes out).
 * DELETE /api/resumes/{id}/collaborators/{userId} -> 204.
 * Owner only. An invitee without an account has no user id yet and is named by their e-mail address instead.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "PATCH") return methodNotAllowed(["PATCH", "DELETE"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (request.method === "PATCH") {
    const { role } = await readJson(request, roleChangeSchema, { maxBytes: 1024 });
    return json(await changeCollaboratorRole(env, params.id!, user.id, params.userId!, role));
  }
  await removeCollaborator(env, params.id!, user.id, params.userId!);
  return new Response(null, { status: 204 });
}

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
