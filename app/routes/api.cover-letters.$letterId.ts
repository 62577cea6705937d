import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateLetterSchema } from "~/domain/cover-letter/schema";
import { assertSameOrigin, json, methodNotAllowed, readJson } from "~/server/http.server";
import { deleteLetter, getLetter, updateLetter } from "~/server/cover-letters.server";
import { requireApiSession } from "~/server/session.server";

/** GET /api/cover-letters/{letterId}: the letter, with the caller's role on its resume. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  return json(await getLetter(env, params.letterId!, user.id));
}

/** PUT {content, baseVersion} (409 when the letter changed since baseVersion), DELETE -> 204. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  switch (request.method) {
    case "PUT": {
      const input = await readJson(request, updateLetterSchema, { showPath: true, maxBytes: 256 * 1024 });
      return json(await updateLetter(env, params.letterId!, { id: user.id, name: user.fullName }, input));
    }
    case "DELETE": {
      assertSameOrigin(request);
      await deleteLetter(env, params.letterId!, user.id);
      return new Response(null, { status: 204 });
    }
    default:
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
}
