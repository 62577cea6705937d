import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { deleteAccountSchema, renameSchema } from "~/lib/auth-schemas";
import { deleteAccount, renameAccount } from "~/server/account.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { clearSessionCookie, requireApiSession } from "~/server/session.server";

/**
 * PATCH /api/account {fullName} -> 200 {user}: renames the account.
 * DELETE /api/account {password} -> 204: deletes the account and everything it holds, and signs
 * out (docs/api.md#your-data).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  if (request.method === "PATCH") {
    const { fullName } = await readJson(request, renameSchema);
    return json({ user: await renameAccount(env, user.id, fullName) });
  }
  const { password } = await readJson(request, deleteAccountSchema);
  await deleteAccount(env, user.id, password, new URL(request.url).origin);
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
