import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publishInputSchema } from "~/domain/publication/api";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { getPublication, publishResume, unpublishResume } from "~/server/publication/publications.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/publication: the owner's view of the public link and its counts (docs/api.md#public-link). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const origin = new URL(request.url).origin;
  return json(await getPublication(env, params.id!, user.id, origin));
}

/** PUT publishes or changes the link {slug?, password?, indexable?}; DELETE unpublishes. Owner only. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (request.method === "PUT") {
    const input = await readJson(request, publishInputSchema, { maxBytes: 4096 });
    const origin = new URL(request.url).origin;
    return json(await publishResume(env, params.id!, user.id, input, origin));
  }
  if (request.method === "DELETE") {
    await unpublishResume(env, params.id!, user.id);
    return json({ success: true });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
}
