import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { insertItemSchema } from "~/domain/library/item";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { insertIntoResume } from "~/server/library.server";
import { requireApiSession } from "~/server/session.server";

/** POST /api/resumes/{id}/library {itemId, after?}: inserts a library item (docs/api.md#content-library). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, insertItemSchema, { maxBytes: 4 * 1024 });
  return json(await insertIntoResume(env, params.id!, user.id, body), { status: 201 });
}
