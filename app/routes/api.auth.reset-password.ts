import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { resetPasswordSchema } from "~/lib/auth-schemas";
import { resetPassword } from "~/server/auth/password-reset.server";
import { authJson } from "~/server/auth/respond.server";
import { methodNotAllowed, readJson } from "~/server/http.server";
import { getSession } from "~/server/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, resetPasswordSchema);
  const env = context.cloudflare.env;
  const current = await getSession(request, env);
  return authJson(request, await resetPassword({ env }, input, current?.id ?? null));
}

export const loader = () => methodNotAllowed(["POST"]);
