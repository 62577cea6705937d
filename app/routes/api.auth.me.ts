import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { getSession } from "~/server/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  if (!session) return errorResponse("notSignedIn");
  return json({ user: session.user });
}

export const action = () => methodNotAllowed(["GET"]);
