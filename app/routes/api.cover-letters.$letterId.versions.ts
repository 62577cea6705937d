import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createVersionSchema } from "~/domain/resume/versions";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { createVersionOfLetter, listVersionsOfLetter } from "~/server/versions/letter-versions.server";

/** GET /api/cover-letters/{letterId}/versions: the letter's history, newest first (docs/api.md#letter-versions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ versions: await listVersionsOfLetter(env, params.letterId!, user.id) });
}

/** POST /api/cover-letters/{letterId}/versions {name?}: names the letter as it is, or records a save point. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createVersionSchema, { maxBytes: 4096 });
  const version = await createVersionOfLetter(env, params.letterId!, { id: user.id, name: user.fullName }, input.name);
  return json({ version }, version ? 201 : 200);
}
