import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createTokenSchema } from "~/domain/tokens/scopes";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { createToken, listTokens } from "~/server/tokens/tokens.server";

/** GET /api/tokens -> {tokens, activity}: the account's live tokens (never a secret) and their latest uses (docs/api.md#tokens). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await listTokens(env, user.id));
}

/** POST /api/tokens {name, scopes, expiresAt?} -> 201 {id, token, name, scopes, createdAt, expiresAt}: the secret, this once. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createTokenSchema, { maxBytes: 4096 });
  return json(await createToken(env, user.id, input), { status: 201, headers: { "Cache-Control": "no-store" } });
}
