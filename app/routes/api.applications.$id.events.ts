import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { eventInputSchema } from "~/domain/applications/schema";
import { addEvent } from "~/server/applications.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/** POST /api/applications/{id}/events {title, date?, note?} -> 201 with the application. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, eventInputSchema, { showPath: true, maxBytes: 8 * 1024 });
  return json(await addEvent(env, params.id!, user.id, input), 201);
}
