import { json } from "../http.server";
import { sessionCookie } from "../session.server";
import type { AuthOutcome } from "./outcome.server";
import { deviceCookie, registrationCookie } from "./cookies.server";
import { retryAfterSeconds } from "./throttle.server";

/** The cookies and Retry-After an AuthOutcome asks for, on whatever answer carries it. */
export function outcomeHeaders(request: Request, outcome: AuthOutcome): Headers {
  const headers = new Headers();
  // The session cookie first: it is the one that matters, and clients reading one cookie take it.
  if (outcome.sessionToken) headers.append("Set-Cookie", sessionCookie(request, outcome.sessionToken));
  if (outcome.deviceToken) headers.append("Set-Cookie", deviceCookie(request, outcome.deviceToken));
  if (outcome.registrationToken) headers.append("Set-Cookie", registrationCookie(request, outcome.registrationToken));
  if (outcome.retryAfterMs !== undefined) headers.set("Retry-After", String(retryAfterSeconds(outcome.retryAfterMs)));
  return headers;
}

/** An AuthOutcome as the JSON answer of docs/api.md. */
export function authJson(request: Request, outcome: AuthOutcome): Response {
  return json(outcome.body, { status: outcome.status, headers: outcomeHeaders(request, outcome) });
}
