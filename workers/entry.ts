import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build is produced by `remix vite:build` before wrangler bundles this file.
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../build/server/index.js";
import { getLoadContext } from "../load-context";

export { ResumeRoom } from "./resume-room";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    return handleRemixRequest(request, loadContext);
  },
} satisfies ExportedHandler<Env>;
