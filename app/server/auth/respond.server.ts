import { json } from "../http.server";
import { sessionCookie } from "../session.server";
import type { AuthOutcome } from "./accounts.server";

/** An AuthOutcome as the JSON answer of docs/api.md, setting the session cookie on sign-in. */
export function authJson(request: Request, outcome: AuthOutcome): Response {
  const headers = new Headers();
  if (outcome.sessionToken) headers.append("Set-Cookie", sessionCookie(request, outcome.sessionToken));
  return json(outcome.body, { status: outcome.status, headers });
}
