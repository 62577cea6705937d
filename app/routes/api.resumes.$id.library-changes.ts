import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { libraryDecisionSchema } from "~/domain/library/item";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { decideLibrary, readLibraryChanges } from "~/server/library.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/library-changes: the caller's library items' changes offered to this resume. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await readLibraryChanges(env, params.id!, user.id));
}

/** POST /api/resumes/{id}/library-changes {take: ids} or {skip: ids}: the changes left and the resume. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, libraryDecisionSchema, { maxBytes: 64 * 1024 });
  return json(await decideLibrary(env, params.id!, user.id, body));
}
