import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateResumeSchema } from "~/domain/resume/api";
import { assertSameOrigin, json, methodNotAllowed, readJson } from "~/server/http.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { deleteResume, getResume, updateResume } from "~/server/resumes.server";
import { requireApiSession } from "~/server/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await withHttpErrors(() => getResume(env, params.id!, user.id)));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  switch (request.method) {
    case "PUT": {
      const input = await readJson(request, updateResumeSchema, { showPath: true });
      return json(await withHttpErrors(() => updateResume(env, params.id!, user.id, input)));
    }
    case "DELETE": {
      assertSameOrigin(request);
      await withHttpErrors(() => deleteResume(env, params.id!, user.id));
      return new Response(null, { status: 204 });
    }
    default:
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
}
