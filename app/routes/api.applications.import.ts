import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { importApplicationsCsv, MAX_IMPORT_BYTES } from "~/server/applications.server";
import { assertSameOrigin, errorResponse, json, methodNotAllowed, readLimitedText } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/**
 * POST /api/applications/import with a CSV body (Content-Type text/csv, at most 2 MB and 500
 * rows; 10 imports an hour): adds them to the caller's applications -> 201 {imported}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  assertSameOrigin(request);
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/csv"))
    return errorResponse("csvOnly");
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_IMPORT_BYTES) return errorResponse("csvTooLarge");
  const text = await readLimitedText(request, MAX_IMPORT_BYTES);
  return json(await importApplicationsCsv(env, user.id, text), 201);
}
