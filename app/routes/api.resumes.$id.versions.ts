import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createVersionSchema } from "~/domain/resume/versions";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import { createResumeVersion, listResumeVersions } from "~/server/versions/versions.server";

/** GET /api/resumes/{id}/versions: the version history, newest first (docs/api.md#version-history). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ versions: await listResumeVersions(env, params.id!, user.id) });
}

/** POST /api/resumes/{id}/versions {name?}: names the current state, or records a save point. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createVersionSchema, { maxBytes: 4096 });
  const version = await createResumeVersion(env, params.id!, { id: user.id, name: user.fullName }, input.name);
  return json({ version }, version ? 201 : 200);
}
