import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { upstreamDecisionSchema } from "~/domain/variants/input";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { decideUpstreamChanges, readUpstream } from "~/server/variants.server";

/**
 * GET /api/resumes/{variantId}/upstream: the master's changes waiting in a variant; what follows
 * by itself is applied to the variant now (docs/api.md#variants).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await readUpstream(env, params.id!, user.id));
}

/** POST /api/resumes/{variantId}/upstream {take: ids} or {skip: ids}: the changes left and the variant. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, upstreamDecisionSchema, { maxBytes: 64 * 1024 });
  return json(await decideUpstreamChanges(env, params.id!, user.id, body));
}
