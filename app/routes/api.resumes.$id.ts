import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { updateResumeSchema } from "~/domain/resume/api";
import { isVariantsChoice } from "~/domain/variants/input";
import { assertSameOrigin, errorResponse, json, methodNotAllowed, readJson } from "~/server/http.server";
import { withLiveDocument } from "~/server/collab/room.server";
import { getResume, trashResume, updateResume } from "~/server/resumes.server";
import { deleteResumeForever } from "~/server/trash.server";
import { requireApiSession } from "~/server/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  // What the people editing it see now: D1 gets the room's edits only about once a minute.
  return json(await withLiveDocument(env, await getResume(env, params.id!, user.id)));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireApiSession(request, env);
  switch (request.method) {
    case "PUT": {
      const input = await readJson(request, updateResumeSchema, { showPath: true });
      return json(await updateResume(env, params.id!, user.id, input));
    }
    case "DELETE": {
      // Moves it to the Trash; `?forever=1` deletes it for good (from the Trash or not). A master
      // with variants says what happens to them: `?variants=keep|trash` (docs/variants.md).
      assertSameOrigin(request);
      const query = new URL(request.url).searchParams;
      const forever = query.get("forever");
      if (forever !== null && forever !== "0" && forever !== "1") return errorResponse("foreverParameter");
      const variants = query.get("variants");
      if (variants !== null && !isVariantsChoice(variants)) return errorResponse("variantsParameter");
      await (forever === "1" ? deleteResumeForever : trashResume)(env, params.id!, user.id, variants ?? undefined);
      return new Response(null, { status: 204 });
    }
    default:
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
}
