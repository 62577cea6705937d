import { redirect } from "@remix-run/cloudflare";
import { and, eq, gt } from "drizzle-orm";
import { sessions, users, type UserRow } from "~/db/schema";
import { isUiLanguage, type UiLanguage } from "~/i18n/languages";
import { randomToken, sha256Hex } from "./crypto.server";
import { getDb } from "./db.server";
import { errorResponse } from "./http.server";
import { endRoomSessions } from "./collab/room.server";

export { safeRedirectPath } from "~/lib/safe-redirect";

export const SESSION_COOKIE = "rb_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is pushed forward at most once a day, so reads do not write on every request. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** The user as every API answers it (docs/product.md#data-model, issue "Accounts"). */
export interface PublicUser {
  id: string;
  email: string;
  fullName: string;
  profileImageUrl: string | null;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    profileImageUrl: row.profileImageUrl ?? null,
  };
}

export interface Session {
  id: string;
  user: PublicUser;
  /** The interface language stored on the account, if the user ever chose or signed up with one. */
  language: UiLanguage | null;
  /** Set when a personal access token opened the session (app/server/tokens/token-use.server.ts). */
  token?: { id: string; name: string; scopes: readonly string[] };
}

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerToken(request: Request): string | null {
  const auth = request.headers.get("Authorization");
  if (!auth?.startsWith("Bearer ")) return null;
  return auth.slice("Bearer ".length).trim() || null;
}

/** The raw token a request carries: `Authorization: Bearer` first, then the session cookie. */
export function readSessionToken(request: Request): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookie = request.headers.get("Cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("=")) || null;
  }
  return null;
}

/**
 * The root loader and the page's own loader both ask for the session of one request; the D1
 * lookup (and sliding-expiry write) happens once per request object.
 */
const sessionsByRequest = new WeakMap<Request, Promise<Session | null>>();

export function getSession(request: Request, env: Env): Promise<Session | null> {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = lookUpSession(request, env);
    sessionsByRequest.set(request, session);
  }
  return session;
}

/** The session a personal access token opened for this request (app/server/tokens/token-gate.server.ts). */
export function setRequestSession(request: Request, session: Session): void {
  sessionsByRequest.set(request, Promise.resolve(session));
}

async function lookUpSession(request: Request, env: Env): Promise<Session | null> {
  const token = readSessionToken(request);
  if (!token || token.length > 200) return null;
  const id = await sha256Hex(token);
  const db = getDb(env);
  const now = Date.now();
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
    .get();
  if (!row) return null;
  if (row.session.expiresAt.getTime() - now < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return { id, user: toPublicUser(row.user), language: isUiLanguage(row.user.language) ? row.user.language : null };
}

/** Creates a session and returns its token (the only place the raw token exists). */
export async function createSession(env: Env, userId: string): Promise<string> {
  const token = randomToken();
  await getDb(env)
    .insert(sessions)
    .values({ id: await sha256Hex(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function destroySession(env: Env, sessionId: string): Promise<void> {
  await getDb(env).delete(sessions).where(eq(sessions.id, sessionId));
}

export function sessionCookie(request: Request, token: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function clearSessionCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** Where a signed-out visitor goes: /login, carrying the page they asked for. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

/** Loader/action guard for signed-in pages: throws a redirect to /login when nobody is signed in. */
export async function requireUser(request: Request, env: Env): Promise<Session> {
  const session = await getSession(request, env);
  if (!session) throw redirect(loginRedirectPath(request));
  return session;
}

/** Guard for JSON endpoints: a 401 JSON answer (which logs the client out) when nobody is signed in. */
export async function requireApiSession(request: Request, env: Env): Promise<Session> {
  const session = await getSession(request, env);
  if (!session) {
    throw errorResponse("signInRequired");
  }
  return session;
}

/** Signs one session out: its row goes, and so do the live editing sockets it opened. */
export async function signOut(env: Env, session: Session): Promise<void> {
  await destroySession(env, session.id);
  await endRoomSessions(env, session.user.id, { only: session.id });
}
