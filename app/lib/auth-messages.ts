/** The error catalogue of docs/product.md#texts for the verification screen. */

export const OTP_REASON_TEXT: Record<string, string> = {
  no_record: "No verification code found. Please request a new code.",
  expired: "Verification code has expired. Please request a new code.",
  invalid: "Invalid verification code. Please check and try again.",
};

export const OTP_RECOVERY_TEXT = "Your verification session has expired. We have sent a new code to your email.";

export function otpErrorText(body: { reason?: unknown; message?: unknown; recoveryRequested?: unknown }): string {
  if (body.recoveryRequested) return OTP_RECOVERY_TEXT;
  if (typeof body.reason === "string" && OTP_REASON_TEXT[body.reason]) return OTP_REASON_TEXT[body.reason]!;
  return typeof body.message === "string" && body.message ? body.message : "Failed to verify OTP";
}

export function resendErrorText(status: number, message: unknown): string {
  const serverMessage = typeof message === "string" && message && !message.startsWith("HTTP ") ? message : null;
  if (status === 400) return serverMessage ?? "No pending registration found. Please sign up again.";
  return serverMessage ?? "Failed to resend verification code";
}
