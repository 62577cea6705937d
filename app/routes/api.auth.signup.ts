import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { signupSchema } from "~/lib/auth-schemas";
import { signup } from "~/server/auth/accounts.server";
import { authJson } from "~/server/auth/respond.server";
import { methodNotAllowed, readJson } from "~/server/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, signupSchema);
  return authJson(request, await signup({ env: context.cloudflare.env }, input));
}

export const loader = () => methodNotAllowed(["POST"]);
