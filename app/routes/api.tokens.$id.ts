import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { revokeToken } from "~/server/tokens/tokens.server";

/** DELETE /api/tokens/{id} -> 204: the token stops working at once (docs/api.md#tokens). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  await revokeToken(env, user.id, params.id!);
  return new Response(null, { status: 204 });
}
