import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build is produced by `remix vite:build` before wrangler bundles this file.
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../build/server/index.js";
import { getLoadContext } from "../load-context";
import { COLLAB_PATH, handleCollabUpgrade } from "../app/server/collab/upgrade.server";

import { sameOriginWrite } from "./same-origin";

export { PdfRenderer } from "./pdf-renderer";
export { ResumeRoom } from "./resume-room";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    // The 101 response carries a live socket; it goes straight back, untouched by Remix.
    if (new URL(request.url).pathname === COLLAB_PATH) return handleCollabUpgrade(request, env);
    const checked = sameOriginWrite(request);
    if ("refused" in checked) return checked.refused;
    const loadContext = getLoadContext({ request: checked.request, context: { cloudflare: { env, ctx } } });
    return handleRemixRequest(checked.request, loadContext);
  },
} satisfies ExportedHandler<Env>;
