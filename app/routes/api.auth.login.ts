import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "~/lib/auth-schemas";
import { login } from "~/server/auth/login.server";
import { authJson } from "~/server/auth/respond.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { methodNotAllowed, readJson } from "~/server/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, loginSchema);
  const env = context.cloudflare.env;
  return authJson(request, await login({ env }, input, requesterOf(request, context.client)));
}

export const loader = () => methodNotAllowed(["POST"]);
