/**
 * GET /api/collab?resumeId={id} with `Upgrade: websocket`: the socket's door to a resume room
 * (the HTTP transport's is ./http-transport.server.ts, with the same checks). Everything is
 * checked here, in the Worker, so nobody without access ever reaches the Durable Object: the session (cookie, bearer, or `?token=` for clients that cannot set headers on a
 * websocket), the caller's role on the resume, and the Origin (a page on another site must not
 * ride the user's cookie into the room).
 */
import { errorResponse } from "../http.server";
import { resumeRole } from "../resumes.server";
import { getSession, type Session } from "../session.server";
import { forwardUpgrade } from "./room.server";

export const COLLAB_PATH = "/api/collab";

export async function handleCollabUpgrade(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET") return errorResponse("methodNotAllowed");
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return errorResponse("websocketExpected");
  }
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin && origin !== url.origin) return errorResponse("crossSiteConnection");

  const resumeId = url.searchParams.get("resumeId");
  if (!resumeId || resumeId.length > 64) return errorResponse("resumeIdRequired");

  const session = await sessionOf(request, env, url);
  if (!session) return errorResponse("signInRequired");
  const role = await resumeRole(env, resumeId, session.user.id);
  if (!role) return errorResponse("resumeNotFound");

  return forwardUpgrade(env, request, {
    resumeId,
    userId: session.user.id,
    name: session.user.fullName,
    email: session.user.email,
    role,
    sessionId: session.id,
    batch: url.searchParams.get("batch") === "1",
  });
}

/** The cookie or bearer session first; the query token only when the request carries neither. */
async function sessionOf(request: Request, env: Env, url: URL): Promise<Session | null> {
  const session = await getSession(request, env);
  if (session) return session;
  const token = url.searchParams.get("token");
  if (!token) return null;
  return getSession(new Request(url, { headers: { Authorization: `Bearer ${token}` } }), env);
}
