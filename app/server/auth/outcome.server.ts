/**
 * What every account flow answers: an AuthOutcome, the HTTP status and body of docs/api.md plus
 * the cookies and headers the caller sets (respond.server.ts), for the JSON API (/api/auth/*) and
 * the no-JavaScript form actions alike.
 */
import type { PublicUser } from "../session.server";
import { LOCAL_CLIENT } from "../client-key.server";
import type { Requester } from "./cookies.server";
import { limitMessage } from "./limits.server";

export type AuthBody = {
  success: boolean;
  message?: string;
  token?: string;
  user?: PublicUser;
  email?: string;
  requireVerification?: boolean;
  reason?: "no_record" | "expired" | "invalid";
  recoveryRequested?: boolean;
};

export interface AuthOutcome {
  status: number;
  body: AuthBody;
  /** Set when a session was created: the caller sets the cookie. */
  sessionToken?: string;
  /** A new rb_device cookie: a sign-in on a device the account did not know yet. */
  deviceToken?: string;
  /** A new rb_signup cookie: the registration this browser may verify. */
  registrationToken?: string;
  /** Set on a 429: the caller sends Retry-After. */
  retryAfterMs?: number;
}

export type Deps = { env: Env; now?: number };

export const ok = (body: Omit<AuthBody, "success">, extra: Partial<AuthOutcome> = {}): AuthOutcome => ({
  status: 200,
  body: { success: true, ...body },
  ...extra,
});
export const fail = (status: number, body: Omit<AuthBody, "success">): AuthOutcome => ({ status, body: { success: false, ...body } });
export const limited = (key: string, retryAfterMs: number): AuthOutcome => ({
  status: 429,
  body: { success: false, message: limitMessage(key, retryAfterMs) },
  retryAfterMs,
});

export const ANONYMOUS: Requester = { client: LOCAL_CLIENT };

