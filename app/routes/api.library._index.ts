import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createItemSchema } from "~/domain/library/item";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { createItem, listItems } from "~/server/library.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/library: the caller's library items (docs/api.md#content-library). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ items: await listItems(env, user.id) });
}

/** POST /api/library {kind, content} or {fromResume, entryId, bullet?} -> 201 the item. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, createItemSchema, { maxBytes: 32 * 1024 });
  const item = await createItem(env, user.id, body);
  return json(item, { status: 201, headers: { Location: `/api/library/${item.id}` } });
}
