import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { proposeSchema } from "~/domain/variants/input";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { proposeVariantChanges } from "~/server/variants.server";

/**
 * POST /api/resumes/{variantId}/propose {paths} -> 201 {suggestions}: the variant's text of each
 * field proposed to its master, one suggestion a field (docs/api.md#variants).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, proposeSchema, { maxBytes: 16 * 1024 });
  const suggestions = await proposeVariantChanges(env, params.id!, user, body, new URL(request.url).origin);
  return json({ suggestions }, 201);
}

export const loader = () => methodNotAllowed(["POST"]);
