/**
 * One schema per account form, used by the server (API and no-JS form actions) and by the
 * browser before it sends anything, so both sides validate the same way with the same messages.
 */
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * `value` with every run of control characters turned into one space, and runs of white space
 * into one: what is left of a line break in a name, and all that may go into an e-mail header.
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ").replace(/\s{2,}/g, " ");
}

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

const password = z
  .string({ error: "Please enter a password." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const signupSchema = z.object({
  fullName: z
    .string({ error: "Please enter your full name." })
    // A name is one line: it goes into e-mail subjects (the header injection of CR/LF).
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().min(1, "Please enter your full name.").max(100, "Full name must be at most 100 characters.")),
  email,
  password,
});

export const loginSchema = z.object({
  email,
  // Any length is checked against the stored hash; only absurd sizes are refused early.
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(PASSWORD_MAX * 4),
});

export const verifyOtpSchema = z.object({
  email,
  otp: z
    .string({ error: "Please enter the 6-digit code." })
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit code."),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This reset link is invalid." }).min(10, "This reset link is invalid.").max(200, "This reset link is invalid."),
  password,
});

/** What an account form's no-JavaScript action answers when it did not redirect. */
export interface FormFailure {
  error: string;
  fields?: Record<string, string>;
  /** Set when the outcome carried an OTP reason, so the page shows the catalogue's text. */
  reason?: string;
  recoveryRequested?: boolean;
}

/** The first message of a failed parse: what a form shows above its fields. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form and try again.";
}

/** Messages per field, for showing next to inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
