import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { acceptInputSchema, decideAllInputSchema } from "~/domain/suggestions/suggestion";
import { assertSameOrigin, errorResponse, json, methodNotAllowed, parseOr400, readJson } from "../http.server";
import { requireApiSession } from "../session.server";
import { decideSuggestions } from "./suggestions.server";

const suggestionId = z.uuid();

/** A body that may be absent (a bare POST, or an empty JSON body): `{}` then. */
async function optionalBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (request.headers.get("Content-Length") === "0" || !request.headers.get("Content-Type")) {
    assertSameOrigin(request);
    return parseOr400(schema, {});
  }
  return readJson(request.clone() as Request, schema).catch(async (error: unknown) => {
    if ((await request.text()).trim() === "") return parseOr400(schema, {});
    throw error;
  });
}

/**
 * POST /api/resumes/{id}/suggestions/{sid}/accept {force?} and /reject -> {suggestion, ops, version}
 * (docs/api.md#suggestions): owner or editor. An acceptance whose field changed since is 409
 * `suggestionConflict` with `conflicts`, until sent again with `force: true`.
 */
export function decideAction(decision: "accept" | "reject") {
  return async function action({ request, params, context }: ActionFunctionArgs) {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const env = context.cloudflare.env;
    const { user } = await requireApiSession(request, env);
    const body = await optionalBody(request, acceptInputSchema);
    if (!suggestionId.safeParse(params.sid).success) return errorResponse("suggestionNotFound");
    const result = await decideSuggestions(env, params.id!, user, {
      ids: [params.sid!],
      decision,
      force: body.force === true,
    });
    return json({ suggestion: result.suggestions[0], ops: result.ops, version: result.version });
  };
}

/** POST /api/resumes/{id}/suggestions/decide-all {authorId, decision, force?}: Accept all / Reject all from one person. */
export async function decideAllAction({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const body = await readJson(request, decideAllInputSchema);
  return json(
    await decideSuggestions(env, params.id!, user, {
      authorId: body.authorId,
      decision: body.decision,
      force: body.force === true,
    }),
  );
}
