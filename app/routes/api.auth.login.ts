import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "~/lib/auth-schemas";
import { login } from "~/server/auth/accounts.server";
import { authJson } from "~/server/auth/respond.server";
import { clientKey, methodNotAllowed, readJson } from "~/server/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, loginSchema);
  return authJson(request, await login({ env: context.cloudflare.env }, input, clientKey(request)));
}

export const loader = () => methodNotAllowed(["POST"]);
