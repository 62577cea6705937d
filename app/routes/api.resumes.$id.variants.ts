import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createVariantSchema } from "~/domain/variants/input";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { createVariant, listVariants } from "~/server/variants.server";

/** GET /api/resumes/{id}/variants: the master's variants the caller can see (docs/api.md#variants). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ variants: await listVariants(env, params.id!, user.id) });
}

/** POST /api/resumes/{id}/variants {language?, jobDescription?} -> 201 the new variant. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, createVariantSchema, { maxBytes: 64 * 1024, showPath: true });
  const variant = await createVariant(env, params.id!, user.id, body);
  return json(variant, { status: 201, headers: { Location: `/api/resumes/${variant.id}` } });
}
