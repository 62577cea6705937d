import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/server/http.server";
import { clearSessionCookie, getSession, signOut } from "~/server/session.server";

/** The sign-out form posts here (works without JavaScript); the session ends on the server. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  if (session) await signOut(env, session);
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export const loader = () => redirect("/");
