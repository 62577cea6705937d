import { isErrorCode, type ErrorCode, type ErrorParams } from "./error-codes";

/**
 * The account flows' own texts: the server's success answers (docs/api.md, docs/product.md#texts)
 * and the pages' fallbacks. Refusals are error codes (app/lib/error-catalogue.ts). The wording is part of the
 * product; the limits' texts are in app/server/auth/limits.server.ts beside the limits.
 */

export const AUTH_MESSAGES = {
  codeSent: "We sent a 6-digit code to your email. Enter it to verify your account.",
  codeAlreadySent: "We sent a code to this address less than a minute ago. Enter it to verify your account.",
  resent: "A new verification code has been sent to your email.",
  passwordReset: "Your password has been reset. You can now sign in.",
  /** The reset page's confirmation. */
  passwordResetDone: "Your password has been reset. You can now sign in with it.",
  resetLinkSent:
    "If an account exists for that address, we have sent it a link to reset the password. The link works once, within one hour.",
} as const;

/** What a form shows when an answer carries no message of its own. */
export const AUTH_FALLBACKS = {
  signup: "Failed to create account",
  login: "Failed to login",
  verify: "Failed to verify OTP",
  resend: "Failed to resend verification code",
  forgot: "Failed to process password reset request",
  reset: "Failed to reset password",
} as const;

export type AuthFallback = keyof typeof AUTH_FALLBACKS;

/** The verification screen's error for each `reason` the API answers (app/lib/error-catalogue.ts). */
const OTP_REASON_CODE: Record<string, ErrorCode> = { no_record: "noRecord", expired: "expired", invalid: "invalid" };

/** What the verification screen shows for a refused code: by its reason, else the answer's code, else null (the fallback). */
export function otpError(body: {
  reason?: unknown;
  code?: unknown;
  params?: unknown;
  recoveryRequested?: unknown;
}): { code: ErrorCode; params?: ErrorParams } | null {
  if (body.recoveryRequested) return { code: "recovery" };
  if (typeof body.reason === "string" && OTP_REASON_CODE[body.reason]) return { code: OTP_REASON_CODE[body.reason]! };
  return isErrorCode(body.code) ? { code: body.code, params: (body.params ?? {}) as ErrorParams } : null;
}

/** A refused resend: the answer's code, else nothing pending (400), else null (the fallback). */
export function resendError(
  status: number,
  code: ErrorCode | null | undefined,
  params: ErrorParams = {},
): { code: ErrorCode; params?: ErrorParams } | null {
  if (code) return { code, params };
  return status === 400 ? { code: "noPending" } : null;
}
