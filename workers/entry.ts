import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build is produced by `remix vite:build` before wrangler bundles this file.
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../build/server/index.js";
import { getLoadContext } from "../load-context";
import { COLLAB_PATH, handleCollabUpgrade } from "../app/server/collab/upgrade.server";
import { COLLAB_HTTP_PATH, handleCollabHttp } from "../app/server/collab/http-transport.server";
import { errorResponse } from "../app/server/http.server";
import { withSecurityHeaders } from "../app/server/security-headers.server";
import { purgeExpiredTrash } from "../app/server/trash.server";
import { purgeOldTokenUses } from "../app/server/tokens/tokens.server";
import { moveHistoryToRooms } from "../app/server/versions/move-history.server";
import { moveSentCopiesToR2, SENT_MOVE_BATCH } from "../app/server/sent-copies.server";
import type { answerDomainErrors } from "../app/server/http-errors.server";
import type { sendSuggestionDigests } from "../app/server/suggestions/digest.server";

import { bufferedBody } from "./request-body";
import { sameOriginWrite } from "./same-origin";

export { PdfRenderer } from "./pdf-renderer";
export { ResumeRoom } from "./resume-room";

/**
 * The digest job, the loading of the ATS tables (into the build's own copy of them) and the
 * routes' error wrapper come through the server build's entry module (app/entry.server.tsx):
 * translations and all, and the build's own DomainError class.
 */
const serverEntry = (build as unknown as ServerBuild).entry.module as unknown as {
  sendSuggestionDigests: typeof sendSuggestionDigests;
  loadAtsTables: (env: Pick<Env, "ASSETS">) => Promise<void>;
  loadTranslations: (env: Pick<Env, "ASSETS">) => Promise<void>;
  answerDomainErrors: typeof answerDomainErrors;
};
/** Every route's loader and action answer a thrown DomainError by the catalogue (app/server/http-errors.server.ts). */
const handleRemixRequest = createRequestHandler(serverEntry.answerDomainErrors(build as unknown as ServerBuild));

export default {
  async fetch(request, env, ctx) {
    // The whole body is in before anything answers: an answer sent while it still arrives cuts the connection.
    const read = await bufferedBody(request);
    if ("refused" in read) return withSecurityHeaders(read.refused);
    // The 101 response carries a live socket; it goes straight back, untouched by Remix.
    if (new URL(request.url).pathname === COLLAB_PATH) return handleCollabUpgrade(read.request, env);
    const checked = sameOriginWrite(read.request);
    if ("refused" in checked) return withSecurityHeaders(checked.refused);
    // The room over HTTP (docs/collaboration-http.md) is as light as the upgrade: no Remix.
    if (new URL(checked.request.url).pathname === COLLAB_HTTP_PATH)
      return withSecurityHeaders(await handleCollabHttp(checked.request, env));
    // Before any route runs, so none has to remember to. A failed read is tried again by the next
    // request; only scoring needs the tables, and a route that scores then says it cannot. Pages
    // cannot be written without their texts: that failure is the request's (a 503 to try again).
    const [, translations] = await Promise.allSettled([
      serverEntry.loadAtsTables(env).catch((error: unknown) => console.error("Could not load the ATS tables", error)),
      serverEntry.loadTranslations(env),
    ]);
    if (translations.status === "rejected") {
      console.error("Could not load the translations", translations.reason);
      return withSecurityHeaders(errorResponse("siteStarting", { retryAfterSeconds: 1 }));
    }
    const loadContext = getLoadContext({ request: checked.request, context: { cloudflare: { env, ctx } } });
    return withSecurityHeaders(await handleRemixRequest(checked.request, loadContext));
  },

  /**
   * The daily cron trigger of wrangler.toml: the Trash clean-up (30 days), the suggestion digests,
   * and what still grows in D1 moving out (storage-by-growth.md): version history into the rooms,
   * applications' sent copies to R2, a batch a day.
   */
  async scheduled(controller, env) {
    const { purged } = await purgeExpiredTrash(env, new Date(controller.scheduledTime));
    if (purged.length > 0) console.log(`Trash clean-up: ${purged.length} resume(s) deleted for good.`);
    // The account's record of token uses keeps 90 days.
    await purgeOldTokenUses(env, controller.scheduledTime);
    // Version history still in D1 moves into the rooms of resumes nobody opened since (storage-by-growth.md).
    const history = await moveHistoryToRooms(env);
    if (history.rooms + history.failed > 0)
      console.log(
        `History moved into ${history.rooms} room(s): ${history.versions} version(s); ${history.failed} failed.`,
      );
    // The suggestion digest rides the same daily trigger: at most one e-mail a day per owner, in the owner's language.
    await serverEntry.loadTranslations(env);
    const { sent } = await serverEntry.sendSuggestionDigests(env, controller.scheduledTime);
    if (sent > 0) console.log(`Suggestion digests: ${sent} sent.`);
    // Rows frozen before the sent copies went to R2 (docs/decisions/storage-by-growth.md, step 3).
    const { moved, failed } = await moveSentCopiesToR2(env, SENT_MOVE_BATCH);
    if (moved > 0 || failed > 0) console.log(`Sent copies to R2: ${moved} moved, ${failed} failed.`);
  },
} satisfies ExportedHandler<Env>;
