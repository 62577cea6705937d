import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateItemSchema } from "~/domain/library/item";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { deleteItem, updateItem } from "~/server/library.server";
import { requireApiSession } from "~/server/session.server";

/** PUT /api/library/{id} {content}: the item changed (offered to the resumes using it); DELETE: it goes. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (request.method === "PUT") {
    const { user } = await requireApiSession(request, env);
    const body = await readJson(request, updateItemSchema, { maxBytes: 32 * 1024 });
    return json(await updateItem(env, user.id, params.id!, body));
  }
  if (request.method === "DELETE") {
    const { user } = await requireApiSession(request, env);
    await deleteItem(env, user.id, params.id!);
    return new Response(null, { status: 204 });
  }
  return methodNotAllowed(["PUT", "DELETE"]);
}
