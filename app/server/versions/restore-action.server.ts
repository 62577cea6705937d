import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { versionIdSchema, type VersionAuthor } from "~/domain/resume/versions";
import { assertSameOrigin, errorResponse, json, methodNotAllowed } from "../http.server";
import { requireApiSession } from "../session.server";

/**
 * The action of a `.../versions/{vid}/restore` route (a resume's or a letter's): same-origin POST,
 * a signed-in caller, a well-formed version id, then `restore(env, {parent id}, vid, caller)`.
 */
export function restoreVersionAction(
  parentParam: string,
  restore: (env: Env, parentId: string, versionId: string, user: VersionAuthor) => Promise<unknown>,
) {
  return async function action({ request, params, context }: ActionFunctionArgs) {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    assertSameOrigin(request);
    const env = context.cloudflare.env;
    const { user } = await requireApiSession(request, env);
    if (!versionIdSchema.safeParse(params.vid).success) return errorResponse("versionNotFound");
    return json(await restore(env, params[parentParam]!, params.vid!, { id: user.id, name: user.fullName }));
  };
}
