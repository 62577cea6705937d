import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleCollabUpgrade } from "~/server/collab/upgrade.server";

/**
 * GET /api/collab?resumeId={id}: the websocket door to a resume room. The Worker entry answers it
 * before Remix (workers/entry.ts); this route keeps the same behaviour wherever Remix serves alone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return handleCollabUpgrade(request, context.cloudflare.env);
}
