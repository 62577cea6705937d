/**
 * How the Worker talks to the Durable Object of a resume room: the websocket upgrade (with who
 * the caller is in X-Room-* headers, which only this code sets) and typed RPC calls. The object
 * is only reachable through this code.
 */
import { eq } from "drizzle-orm";
import { resumeCollaborators, resumes } from "~/db/schema";
import type { Role } from "~/domain/collab/protocol";
import type { RoomDocument } from "~/domain/resume/document";
import type { ResumeDocument } from "~/domain/resume/api";
import { getDb } from "~/server/db.server";

/** Headers only the Worker may set; anything a client sends under these names is dropped. */
export const ROOM_HEADERS = {
  userId: "X-Room-User-Id",
  name: "X-Room-User-Name",
  email: "X-Room-User-Email",
  role: "X-Room-Role",
  resumeId: "X-Room-Resume-Id",
  sessionId: "X-Room-Session-Id",
  batch: "X-Room-Batch",
} as const;

export function roomName(resumeId: string): string {
  return `resume-${resumeId}`;
}

export function roomStub(env: Pick<Env, "RESUME_ROOM">, resumeId: string) {
  return env.RESUME_ROOM.get(env.RESUME_ROOM.idFromName(roomName(resumeId)));
}

/** The origin of the upgrade request forwarded to the room; never a real host. */
const ROOM_ORIGIN = "https://room";

export interface RoomIdentity {
  resumeId: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** The session the socket was opened with (its stored id, a hash): signing out ends its sockets. */
  sessionId: string;
  /** The client reads frames that are JSON arrays of messages (`?batch=1`). */
  batch: boolean;
}

/**
 * Forwards an authorized websocket upgrade to the room with who the caller is. Header values
 * must be bytes, and names are any Unicode, so text values travel percent-encoded.
 */
export function forwardUpgrade(
  env: Pick<Env, "RESUME_ROOM">,
  request: Request,
  identity: RoomIdentity,
): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!name.toLowerCase().startsWith("x-room-")) headers.set(name, value);
  }
  headers.set(ROOM_HEADERS.userId, encodeURIComponent(identity.userId));
  headers.set(ROOM_HEADERS.name, encodeURIComponent(identity.name));
  headers.set(ROOM_HEADERS.email, encodeURIComponent(identity.email));
  headers.set(ROOM_HEADERS.role, identity.role);
  headers.set(ROOM_HEADERS.resumeId, encodeURIComponent(identity.resumeId));
  headers.set(ROOM_HEADERS.sessionId, encodeURIComponent(identity.sessionId));
  if (identity.batch) headers.set(ROOM_HEADERS.batch, "1");
  return roomStub(env, identity.resumeId).fetch(`${ROOM_ORIGIN}/connect`, { headers });
}

/**
 * Tells the room that D1 changed outside it (a REST save, a deletion). The room re-reads the row
 * when it holds state and answers at once otherwise. A failure here only delays the update until
 * the next connection (which always re-reads D1), so it is logged, never thrown at the saver.
 */
export async function notifyRoomReload(env: Pick<Env, "RESUME_ROOM">, resumeId: string): Promise<void> {
  try {
    await roomStub(env, resumeId).reload();
  } catch (error) {
    console.error("Could not notify the resume room of a change", resumeId, error);
  }
}

/**
 * Hands the editor's ATS analysis to the room, which keeps it until its next write-back when
 * `userId` has the resume open there with the right to edit (workers/room/analysis.ts). False
 * when it did not take it, or could not be reached: the caller stores it in D1 then.
 */
export async function keepAnalysisInRoom(
  env: Pick<Env, "RESUME_ROOM">,
  resumeId: string,
  userId: string,
  analysis: { score: number },
): Promise<boolean> {
  try {
    return await roomStub(env, resumeId).keepAnalysis({ resumeId, userId, analysis });
  } catch (error) {
    console.error("Could not hand the analysis to the resume room", resumeId, error);
    return false;
  }
}

/**
 * The resume was deleted for good: its room lets everyone go and clears its storage, version
 * history included. Logged, never thrown: the resume is gone from D1 either way, and nothing can
 * reach a deleted resume's room again.
 */
export async function purgeRoom(env: Pick<Env, "RESUME_ROOM">, resumeId: string): Promise<void> {
  try {
    await roomStub(env, resumeId).purge();
  } catch (error) {
    console.error("Could not clear the room of a deleted resume", resumeId, error);
  }
}

/**
 * The room's document when the room holds one: fresher than D1, which it writes back to a moment
 * after edits stop. Null when the room is empty or cannot be reached (then D1 is current enough).
 */
async function roomSnapshot(
  env: Pick<Env, "RESUME_ROOM">,
  resumeId: string,
): Promise<{ document: RoomDocument; version: number } | null> {
  try {
    return await roomStub(env, resumeId).snapshot();
  } catch (error) {
    console.error("Could not read the resume room", resumeId, error);
    return null;
  }
}

/**
 * A resume as D1 holds it, with the room's document on top when the room holds a newer one: what
 * the people editing it see now. What shows the content (the editor, exports) reads this;
 * D1 alone lags the last edits by up to one write-back (about a minute while people type:
 * app/domain/collab/write-back.ts).
 */
export async function withLiveDocument<T extends ResumeDocument>(env: Pick<Env, "RESUME_ROOM">, resume: T): Promise<T> {
  return withSnapshot(resume, await roomSnapshot(env, resume.id));
}

/** A resume as D1 holds it with its room's document on top, when that is newer (withLiveDocument). */
export function withSnapshot<T extends ResumeDocument>(
  resume: T,
  live: { document: RoomDocument; version: number } | null,
): T {
  if (!live || live.version < resume.version) return resume;
  const { data, jobDescription, pageSize, templateId } = live.document;
  return { ...resume, data, jobDescription, pageSize, templateId, version: live.version };
}

/**
 * A variant's editor read its upstream: the master's room pushes its next edits to it for a while
 * (docs/variants.md#when-a-sync-runs). Logged, never thrown: the variant's next read syncs it anyway.
 */
export async function followMaster(
  env: Pick<Env, "RESUME_ROOM">,
  masterId: string,
  variantId: string,
  userId: string,
): Promise<void> {
  try {
    await roomStub(env, masterId).followVariant({ masterId, variantId, userId });
  } catch (error) {
    console.error("Could not register a variant with its master's room", masterId, error);
  }
}

/** Tells a variant's editors that its upstream moved, so they read it again; logged, never thrown. */
export async function notifyUpstreamChanged(env: Pick<Env, "RESUME_ROOM">, variantId: string): Promise<void> {
  try {
    await roomStub(env, variantId).upstreamChanged();
  } catch (error) {
    console.error("Could not tell a variant's room that its upstream changed", variantId, error);
  }
}

/**
 * Asks the room to write its unsaved edits to D1 before a REST save compares versions; a room that
 * cannot be reached holds nothing newer than D1 that the save could be checked against.
 */
export async function writeBackRoom(env: Pick<Env, "RESUME_ROOM">, resumeId: string): Promise<void> {
  try {
    await roomStub(env, resumeId).writeBack();
  } catch (error) {
    console.error("Could not ask the resume room to write back", resumeId, error);
  }
}

/** Closes the open sockets of someone whose access was removed, or changes their role live. */
export async function notifyRoomAccess(
  env: Pick<Env, "RESUME_ROOM">,
  resumeId: string,
  change: { userId: string | null; email: string; role: Role | null },
): Promise<void> {
  await roomStub(env, resumeId).changeAccess(change);
}

/** Which of a user's sessions lose their sockets: the one signing out, or all but the one kept. */
export type EndedSessions = { only: string } | { except: string | null };

/**
 * Closes, in every room of the user's resumes (owned or shared), the sockets opened with the
 * sessions that just ended: a socket must not outlive the session that opened it.
 */
export async function endRoomSessions(
  env: Pick<Env, "RESUME_ROOM" | "DB">,
  userId: string,
  which: EndedSessions,
): Promise<void> {
  const db = getDb(env);
  const owned = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, userId));
  const shared = await db
    .select({ id: resumeCollaborators.resumeId })
    .from(resumeCollaborators)
    .where(eq(resumeCollaborators.userId, userId));
  const ids = [...new Set([...owned, ...shared].map((row) => row.id))];
  const results = await Promise.allSettled(ids.map((id) => roomStub(env, id).endSessions(userId, which)));
  for (const result of results)
    if (result.status === "rejected") console.error("Could not end sessions in a resume room", result.reason);
}
