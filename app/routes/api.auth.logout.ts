import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin, json, methodNotAllowed } from "~/server/http.server";
import { clearSessionCookie, getSession, signOut } from "~/server/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  if (session) await signOut(env, session);
  return json({ success: true }, { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export const loader = () => methodNotAllowed(["POST"]);
