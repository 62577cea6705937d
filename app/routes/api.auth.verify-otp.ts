import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { verifyOtpSchema } from "~/lib/auth-schemas";
import { verifyOtp } from "~/server/auth/signup.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { authJson } from "~/server/auth/respond.server";
import { methodNotAllowed, readJson } from "~/server/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, verifyOtpSchema);
  const env = context.cloudflare.env;
  return authJson(request, await verifyOtp({ env }, input, requesterOf(request, context.client)));
}

export const loader = () => methodNotAllowed(["POST"]);
