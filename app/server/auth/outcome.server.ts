/**
 * What every account flow answers: an AuthOutcome, the HTTP status and body of docs/api.md plus
 * the cookies and headers the caller sets (respond.server.ts), for the JSON API (/api/auth/*) and
 * the no-JavaScript form actions alike.
 */
import type { PublicUser } from "../session.server";
import { LOCAL_CLIENT } from "../client-key.server";
import type { Requester } from "./cookies.server";
import { throttled } from "~/lib/domain-error";
import { englishMessage, errorStatus, type ErrorCode, type ErrorParams } from "~/lib/error-catalogue";
import { limitCode } from "./limits.server";

export type AuthBody = {
  success: boolean;
  message?: string;
  /** On a failure: what went wrong, as every error answer says it (app/lib/error-catalogue.ts). */
  code?: ErrorCode;
  params?: ErrorParams;
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
/** A refusal: the code's status and English message, and any fields the flow documents beside them. */
export const fail = (
  code: ErrorCode,
  body: Omit<AuthBody, "success" | "code" | "message" | "params"> = {},
  params: ErrorParams = {},
): AuthOutcome => ({
  status: errorStatus(code),
  body: { success: false, code, message: englishMessage(code, params), params, ...body },
});
/** A 429 for a throttle: the caller sends Retry-After. */
export const throttledOutcome = (code: ErrorCode, retryAfterMs: number): AuthOutcome => ({
  ...fail(code, {}, throttled(code, retryAfterMs).params),
  retryAfterMs,
});
export const limited = (key: string, retryAfterMs: number): AuthOutcome =>
  throttledOutcome(limitCode(key), retryAfterMs);

export const ANONYMOUS: Requester = { client: LOCAL_CLIENT };
