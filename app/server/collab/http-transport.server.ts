/**
 * /api/collab/http: the resume room for pages whose network refuses the websocket upgrade
 * (docs/collaboration-http.md). The same checks as the upgrade (./upgrade.server.ts) on every
 * request: the Origin, the session, and on opening the caller's role on the resume. The room then
 * answers each link only to the person and session that opened it.
 *
 *   POST   ?resumeId=R             opens a link: {link}
 *   GET    ?resumeId=R&link=L&after=N[&wait=ms]   the frames after N, waiting up to 20 s: {frames, closed?}
 *   POST   ?resumeId=R&link=L      {seq, frames}: frames exactly as a socket sends them
 *   DELETE ?resumeId=R&link=L      the page left
 */
import * as z from "zod";
import { MAX_FRAMES_PER_POST, POLL_WAIT_MS } from "~/domain/collab/http-channel";
import { MAX_ANNOTATION_MESSAGE_BYTES } from "~/domain/collab/protocol";
import { errorResponse, json, readJson } from "../http.server";
import { resumeRole } from "../resumes.server";
import { getSession } from "../session.server";
import { roomStub } from "./room.server";

export const COLLAB_HTTP_PATH = "/api/collab/http";

/** A post may carry one review mark with its image, or many small frames; never more than this. */
export const MAX_POST_BYTES = MAX_ANNOTATION_MESSAGE_BYTES + 64 * 1024;

const postSchema = z.object({
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  frames: z.array(z.string()).min(1).max(MAX_FRAMES_PER_POST),
});

const linkIdSchema = z.string().uuid();

export async function handleCollabHttp(request: Request, env: Env): Promise<Response> {
  try {
    return await route(request, env);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function route(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  // A page on another site must not ride the user's cookie into the room, reading included.
  const origin = request.headers.get("Origin");
  if (origin && origin !== url.origin) return errorResponse("crossSiteConnection");
  const resumeId = url.searchParams.get("resumeId");
  if (!resumeId || resumeId.length > 64) return errorResponse("resumeIdRequired");
  const session = await getSession(request, env);
  if (!session) return errorResponse("signInRequired");
  const room = roomStub(env, resumeId);
  const linkParam = url.searchParams.get("link");

  if (linkParam === null) {
    if (request.method !== "POST") return errorResponse("methodNotAllowed");
    const role = await resumeRole(env, resumeId, session.user.id);
    if (!role) return errorResponse("resumeNotFound");
    const opened = await room.openLink({
      resumeId,
      userId: session.user.id,
      name: session.user.fullName,
      email: session.user.email,
      role,
      sessionId: session.id,
      batch: true,
    });
    return "refused" in opened ? errorResponse(opened.refused) : json(opened);
  }

  const link = linkIdSchema.safeParse(linkParam);
  if (!link.success) return errorResponse("roomLinkUnknown");
  const caller = { userId: session.user.id, sessionId: session.id };
  switch (request.method) {
    case "GET": {
      const after = Number(url.searchParams.get("after") ?? "0");
      const wait = Number(url.searchParams.get("wait") ?? POLL_WAIT_MS);
      if (!Number.isSafeInteger(after) || after < 0)
        return errorResponse("invalidInput", { issue: "after must be a whole number, 0 or more." });
      if (!Number.isSafeInteger(wait) || wait < 0)
        return errorResponse("invalidInput", { issue: "wait must be a whole number of milliseconds." });
      const answer = await room.pollLink(caller, link.data, after, wait);
      return "refused" in answer ? errorResponse(answer.refused) : json(answer);
    }
    case "POST": {
      const body = await readJson(request, postSchema, { maxBytes: MAX_POST_BYTES });
      const answer = await room.postLink(caller, link.data, body);
      return "refused" in answer ? errorResponse(answer.refused) : json(answer);
    }
    case "DELETE":
      await room.leaveLink(caller, link.data);
      return new Response(null, { status: 204 });
    default:
      return errorResponse("methodNotAllowed");
  }
}
