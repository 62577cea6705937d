import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createLetterSchema } from "~/domain/cover-letter/schema";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { createLetter, listLetters } from "~/server/cover-letters.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/resumes/{id}/cover-letters: the resume's letters, newest edit first. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json({ coverLetters: await listLetters(env, params.id!, user.id) });
}

/**
 * POST /api/resumes/{id}/cover-letters {jobDescription?} -> 201 {id, ...letter}, drafted when a job
 * is given; 200 with the existing letter when the resume already has one for that job.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  const input = await readJson(request, createLetterSchema, { showPath: true });
  const { letter, created } = await createLetter(env, params.id!, user.id, input.jobDescription);
  return json(
    { ...letter, created },
    { status: created ? 201 : 200, headers: { Location: `/api/cover-letters/${letter.id}` } },
  );
}
