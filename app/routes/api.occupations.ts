import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { errorResponse, json, methodNotAllowed } from "~/server/http.server";
import { findOccupations, OCCUPATION_SEARCH } from "~/server/occupations.server";
import { requireApiSession } from "~/server/session.server";

/**
 * GET /api/occupations?q=software+dev&limit=12 -> {occupations: [{code, title}]}: O*NET
 * occupations whose title words start with the query's words, for "This job is a … job" on the
 * analysis page (docs/api.md#scoring-and-files). Signed-in users only. Not rate-limited, unlike
 * POST /api/ats-score (docs/limits.md#scoring): one pass over about a thousand titles, with the
 * query and the answer bounded, costs less than checking a limit in D1.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  await requireApiSession(request, env);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim();
  if (query.length < 1 || query.length > OCCUPATION_SEARCH.maxQuery)
    return errorResponse("occupationQuery", { max: OCCUPATION_SEARCH.maxQuery });
  const limitParam = url.searchParams.get("limit");
  const limit = limitParam === null ? OCCUPATION_SEARCH.defaultLimit : Number(limitParam);
  if (!/^\d+$/.test(limitParam ?? "1") || !Number.isInteger(limit) || limit < 1 || limit > OCCUPATION_SEARCH.maxLimit)
    return errorResponse("occupationLimit", { max: OCCUPATION_SEARCH.maxLimit });
  return json(
    { occupations: await findOccupations(env, query, limit) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed(["GET"]);
