import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createApplicationSchema } from "~/domain/applications/schema";
import { createApplication, listApplications } from "~/server/applications.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/applications: the caller's applications, newest change first (docs/api.md#applications). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ applications: await listApplications(env, user.id) });
}

/** POST {resumeId, jobDescription: {title, company, description}, coverLetterId?, stage?, ...} (or the first version's company, role and description string) -> 201 {id, ...}. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createApplicationSchema, { showPath: true, maxBytes: 64 * 1024 });
  return json(await createApplication(env, user, input), 201);
}
