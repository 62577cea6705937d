import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateApplicationSchema } from "~/domain/applications/schema";
import { deleteApplication, getApplication, updateApplication } from "~/server/applications.server";
import { assertSameOrigin, json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/applications/{id}: the application with its events and what was sent (404 unless the caller's). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await getApplication(env, params.id!, user.id));
}

/** PATCH {stage?, company?, ...}: the first move to "applied" freezes what was sent. DELETE -> 204. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  switch (request.method) {
    case "PATCH": {
      const input = await readJson(request, updateApplicationSchema, { showPath: true, maxBytes: 64 * 1024 });
      return json(await updateApplication(env, params.id!, user, input));
    }
    case "DELETE": {
      assertSameOrigin(request);
      await deleteApplication(env, params.id!, user.id);
      return new Response(null, { status: 204 });
    }
    default:
      return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  }
}
