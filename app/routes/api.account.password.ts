import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { changePasswordSchema } from "~/lib/auth-schemas";
import { changePassword } from "~/server/account.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/**
 * PUT /api/account/password {currentPassword, newPassword} -> 200 {success: true}: the session
 * asking stays signed in, every other one ends (docs/api.md#your-data).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const env = context.cloudflare.env;
  const session = await requireApiSession(request, env);
  const { currentPassword, newPassword } = await readJson(request, changePasswordSchema);
  await changePassword(
    env,
    { id: session.id, userId: session.user.id },
    { current: currentPassword, next: newPassword },
    new URL(request.url).origin,
  );
  return json({ success: true });
}

export const loader = () => methodNotAllowed(["PUT"]);
