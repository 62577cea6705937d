/**
 * One schema per account form, used by the server (API and no-JS form actions) and by the
 * browser before it sends anything, so both sides validate the same way with the same messages.
 * The messages are error codes (app/lib/error-catalogue.ts): the API answers them in English, the
 * pages in the interface language (app/lib/validation-issue.ts).
 */
import * as z from "zod";
import type { ErrorCode, ErrorParams } from "./error-catalogue";
import type { IssueError } from "./validation-issue";
import type { AuthFallback } from "./auth-messages";

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
  .string({ error: "enterEmail" })
  .trim()
  .toLowerCase()
  .min(1, "enterEmail")
  .max(254, "emailTooLong")
  .pipe(z.email({ error: "validEmail" }));

const password = z.string({ error: "enterPassword" }).min(PASSWORD_MIN, "passwordMin").max(PASSWORD_MAX, "passwordMax");

const fullName = z
  .string({ error: "enterFullName" })
  // A name is one line: it goes into e-mail subjects (the header injection of CR/LF).
  .transform(withoutControlCharacters)
  .pipe(z.string().trim().min(1, "enterFullName").max(100, "fullNameMax"));

export const signupSchema = z.object({
  fullName,
  email,
  password,
});

/** PATCH /api/account: the account's name, checked as at sign-up. */
export const renameSchema = z.object({ fullName });

export const loginSchema = z.object({
  email,
  // Any length is checked against the stored hash; only absurd sizes are refused early.
  password: z
    .string({ error: "enterYourPassword" })
    .min(1, "enterYourPassword")
    .max(PASSWORD_MAX * 4),
});

/** DELETE /api/account: the password again, checked against the stored hash as at sign-in. */
export const deleteAccountSchema = z.object({ password: loginSchema.shape.password });

/** PUT /api/account/password: the current password as at sign-in, the new one as at sign-up. */
export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  newPassword: password,
});

export const verifyOtpSchema = z.object({
  email,
  otp: z
    .string({ error: "enterCode" })
    .trim()
    .regex(/^\d{6}$/, "enterCode"),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "resetLinkInvalid" }).min(10, "resetLinkInvalid").max(200, "resetLinkInvalid"),
  password,
});

/** What an account form's no-JavaScript action answers when it did not redirect. */
export interface FormFailure {
  /** The English message (empty when there is nothing to show), and its code and parameters, which the page shows. */
  error: string;
  code?: ErrorCode;
  params?: ErrorParams;
  fields?: Record<string, IssueError>;
  /** The page's own fallback, when the refusal carried no code. */
  fallback?: AuthFallback;
  /** Set when the outcome carried an OTP reason, so the page shows the catalogue's text. */
  reason?: string;
  recoveryRequested?: boolean;
}
