import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggestInputSchema } from "~/domain/suggestions/suggestion";
import { SUGGESTION_LIMITS } from "~/domain/suggestions/limits";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { createSuggestion, listSuggestions } from "~/server/suggestions/suggestions.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/suggestions -> {suggestions}: pending and decided, each with its conflicts (docs/api.md#suggestions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ suggestions: await listSuggestions(env, params.id!, user.id) });
}

/** POST /api/resumes/{id}/suggestions {ops} -> 201 {id, ...}: owner, editor or suggester; a viewer gets 403. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  // A little over the suggestion's own bound, which the room checks on the operations alone.
  const input = await readJson(request, suggestInputSchema, {
    maxBytes: 2 * SUGGESTION_LIMITS.bytesPerSuggestion,
    showPath: true,
  });
  const suggestion = await createSuggestion(env, params.id!, user, input.ops, new URL(request.url).origin);
  return json(suggestion, 201);
}
