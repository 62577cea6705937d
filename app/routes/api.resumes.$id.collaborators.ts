import { pageLanguage } from "~/server/language.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { inviteCollaborator, inviteSchema, listCollaborators } from "~/server/collab/collaborators.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/collaborators -> {collaborators}: for the owner and collaborators; 404 for anyone else. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ collaborators: await listCollaborators(env, params.id!, user.id) });
}

/**
 * POST /api/resumes/{id}/collaborators {email, role} -> 201 {collaborator, created: true, emailSent}
 * for a new invitation; 200 {collaborator, created: false, previousRole} for an address that already
 * has access (its role set, no e-mail). Owner only.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, inviteSchema);
  const result = await inviteCollaborator(
    env,
    params.id!,
    user,
    input,
    new URL(request.url).origin,
    context.client,
    pageLanguage(request),
  );
  return json(
    {
      collaborator: result.collaborator,
      created: result.created,
      emailSent: result.emailSent,
      previousRole: result.previousRole,
    },
    result.created ? 201 : 200,
  );
}
