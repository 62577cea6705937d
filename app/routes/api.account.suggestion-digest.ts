import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { digestInputSchema } from "~/domain/suggestions/suggestion";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { digestEnabled, setDigestEnabled } from "~/server/suggestions/digest.server";

/** GET /api/account/suggestion-digest -> {enabled}: whether the daily suggestion e-mail is on (docs/api.md#suggestions). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ enabled: await digestEnabled(env, user.id) });
}

/** PUT /api/account/suggestion-digest {enabled} -> {enabled}. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const { enabled } = await readJson(request, digestInputSchema, { maxBytes: 1024 });
  await setDigestEnabled(env, user.id, enabled);
  return json({ enabled });
}
