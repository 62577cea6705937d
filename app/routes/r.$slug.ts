import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/server/http.server";
import { servePasswordAttempt, servePublicPage } from "~/server/publication/public-page.server";

/** GET /r/{slug}: a published resume's public page (docs/api.md#public-link). No app script runs on it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env, ctx } = context.cloudflare;
  // Wall time of the answer (the Workers clock moves with I/O, which is most of it), for bench/publish.bench.mjs.
  const started = Date.now();
  const response = await servePublicPage(env, request, params.slug ?? "", context.client, (work) =>
    ctx.waitUntil(work),
  );
  response.headers.set("Server-Timing", `page;dur=${Date.now() - started}`);
  return response;
}

/** POST /r/{slug} password=…: the password form of a protected publication. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return servePasswordAttempt(context.cloudflare.env, request, params.slug ?? "", context.client);
}
