/**
 * Every text the account flows show, in one place: the server's answers (docs/api.md,
 * docs/product.md#texts) and the pages' own texts and fallbacks. The wording is part of the
 * product; the limits' texts are in app/server/auth/limits.server.ts beside the limits.
 */

export const AUTH_MESSAGES = {
  accountExists: "An account with this email already exists. Please sign in instead.",
  codeSent: "We sent a 6-digit code to your email. Enter it to verify your account.",
  codeAlreadySent: "We sent a code to this address less than a minute ago. Enter it to verify your account.",
  noRecord: "No verification code found. Please request a new code.",
  expired: "Verification code has expired. Please request a new code.",
  tooManyAttempts: "Too many incorrect attempts. This code no longer works. Please request a new code.",
  invalid: "Invalid verification code. Please check and try again.",
  recovery: "Your verification session has expired. We have sent a new code to your email.",
  noPending: "No pending registration found. Please sign up again.",
  resent: "A new verification code has been sent to your email.",
  badCredentials: "Invalid email or password.",
  mustVerify: "Please verify your email address. We have sent a code to your inbox.",
  badResetToken: "This reset link is invalid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can now sign in.",
  /** The reset page's confirmation. */
  passwordResetDone: "Your password has been reset. You can now sign in with it.",
  resetLinkSent: "If an account exists for that address, we have sent it a link to reset the password. The link works once, within one hour.",
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

export const resendWaitText = (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`;

export const pendingSignupsText = (wait: string) =>
  `Too many sign-ups are waiting for this address. Enter a code we sent, or try again in ${wait}.`;

/** The verification screen's text for each `reason` the API answers. */
const OTP_REASON_TEXT: Record<string, string> = {
  no_record: AUTH_MESSAGES.noRecord,
  expired: AUTH_MESSAGES.expired,
  invalid: AUTH_MESSAGES.invalid,
};

export function otpErrorText(body: { reason?: unknown; message?: unknown; recoveryRequested?: unknown }): string {
  if (body.recoveryRequested) return AUTH_MESSAGES.recovery;
  if (typeof body.reason === "string" && OTP_REASON_TEXT[body.reason]) return OTP_REASON_TEXT[body.reason]!;
  return typeof body.message === "string" && body.message ? body.message : AUTH_FALLBACKS.verify;
}

export function resendErrorText(status: number, message: unknown): string {
  const serverMessage = typeof message === "string" && message && !message.startsWith("HTTP ") ? message : null;
  if (status === 400) return serverMessage ?? AUTH_MESSAGES.noPending;
  return serverMessage ?? AUTH_FALLBACKS.resend;
}
