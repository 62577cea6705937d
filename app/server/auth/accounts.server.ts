/**
 * The account flows behind both the JSON API (/api/auth/*) and the no-JavaScript form actions.
 * Each returns an AuthOutcome: the HTTP status and body of docs/api.md, plus the session
 * token when one was created (the caller turns it into a cookie).
 */
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { passwordResets, sessions, users, verificationCodes } from "~/db/schema";
import type { z } from "zod";
import type { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema, verifyOtpSchema } from "~/lib/auth-schemas";
import { randomToken, sha256Hex } from "../crypto.server";
import { getDb } from "../db.server";
import { createSession, toPublicUser, type PublicUser } from "../session.server";
import {
  codeMatches,
  findPendingCode,
  issueCode,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
} from "./codes.server";
import { sendPasswordReset, sendVerificationCode } from "./email.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.server";
import { clearFailures, minutesText, recordFailure, retryAfterMs, type ThrottleRule } from "./throttle.server";
import { endRoomSessions } from "../collab/room.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_CLIENT_RULE: ThrottleRule = { limit: 20, windowMs: 15 * 60 * 1000 };
const FORGOT_RULE: ThrottleRule = { limit: 1, windowMs: OTP_RESEND_INTERVAL_MS };

export const MESSAGES = {
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
} as const;

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
}

type Deps = { env: Env; now?: number };

const loginAccountKey = (email: string) => `login:account:${email}`;

const ok = (body: Omit<AuthBody, "success">, sessionToken?: string): AuthOutcome => ({
  status: 200,
  body: { success: true, ...body },
  sessionToken,
});
const fail = (status: number, body: Omit<AuthBody, "success">): AuthOutcome => ({ status, body: { success: false, ...body } });

function waitSeconds(lastSentAt: Date, now: number): number {
  return Math.ceil((lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now) / 1000);
}

async function signIn(env: Env, user: typeof users.$inferSelect): Promise<AuthOutcome> {
  const token = await createSession(env, user.id);
  return ok({ token, user: toPublicUser(user) }, token);
}

export async function signup({ env, now = Date.now() }: Deps, input: z.infer<typeof signupSchema>): Promise<AuthOutcome> {
  const db = getDb(env);
  const existing = await db.select().from(users).where(eq(users.email, input.email)).get();
  if (existing?.emailVerifiedAt) return fail(409, { message: MESSAGES.accountExists });

  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await db.update(users).set({ fullName: input.fullName, passwordHash }).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ id: crypto.randomUUID(), email: input.email, fullName: input.fullName, passwordHash });
  }

  const pending = await findPendingCode(db, input.email);
  if (pending && now - pending.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
    // A code went out moments ago (a double submit, a corrected name): keep it rather than spam.
    return ok({ requireVerification: true, email: input.email, message: MESSAGES.codeAlreadySent });
  }
  const code = await issueCode(db, input.email, { now });
  await sendVerificationCode(env, input.email, input.fullName, code);
  return ok({ requireVerification: true, email: input.email, message: MESSAGES.codeSent });
}

export async function verifyOtp({ env, now = Date.now() }: Deps, input: z.infer<typeof verifyOtpSchema>): Promise<AuthOutcome> {
  const db = getDb(env);
  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  const pending = user && !user.emailVerifiedAt ? await findPendingCode(db, input.email) : undefined;
  if (!user || !pending) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });

  if (pending.sessionExpiresAt.getTime() <= now) {
    const code = await issueCode(db, input.email, { now });
    await sendVerificationCode(env, input.email, user.fullName, code);
    return fail(400, { recoveryRequested: true, email: input.email, message: MESSAGES.recovery });
  }
  if (pending.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
    return fail(400, { reason: "expired", message: MESSAGES.tooManyAttempts });
  }
  if (pending.expiresAt.getTime() <= now) return fail(400, { reason: "expired", message: MESSAGES.expired });

  if (!(await codeMatches(pending, input.otp))) {
    // Counted in SQL so two wrong guesses racing each other both count.
    await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.email, input.email));
    const used = pending.failedAttempts + 1;
    return used >= OTP_MAX_FAILED_ATTEMPTS
      ? fail(400, { reason: "invalid", message: MESSAGES.tooManyAttempts })
      : fail(400, { reason: "invalid", message: MESSAGES.invalid });
  }

  // Consume the code first: of two correct submissions racing, only one signs in.
  const consumed = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.codeHash, pending.codeHash)))
    .returning({ email: verificationCodes.email });
  if (consumed.length === 0) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });
  const verifiedAt = new Date(now);
  await db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, user.id));
  return signIn(env, { ...user, emailVerifiedAt: verifiedAt });
}

export async function resendOtp({ env, now = Date.now() }: Deps, input: z.infer<typeof emailOnlySchema>): Promise<AuthOutcome> {
  const db = getDb(env);
  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  if (!user || user.emailVerifiedAt) return fail(400, { message: MESSAGES.noPending });
  const pending = await findPendingCode(db, input.email);
  if (pending && now - pending.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
    const seconds = waitSeconds(pending.lastSentAt, now);
    return fail(429, { message: `Please wait ${seconds} seconds before requesting a new code.` });
  }
  const sessionAlive = pending && pending.sessionExpiresAt.getTime() > now;
  const code = await issueCode(db, input.email, { now, keepSessionUntil: sessionAlive ? pending.sessionExpiresAt : undefined });
  await sendVerificationCode(env, input.email, user.fullName, code);
  return ok({ message: MESSAGES.resent });
}

export async function login(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof loginSchema>,
  client: string,
): Promise<AuthOutcome> {
  const db = getDb(env);
  const accountKey = loginAccountKey(input.email);
  const clientKeyName = `login:client:${client}`;
  const wait = Math.max(
    await retryAfterMs(db, accountKey, LOGIN_ACCOUNT_RULE, now),
    await retryAfterMs(db, clientKeyName, LOGIN_CLIENT_RULE, now),
  );
  if (wait > 0) {
    return fail(429, { message: `Too many failed sign-in attempts. Please try again in ${minutesText(wait)}.` });
  }

  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordFailure(db, accountKey, LOGIN_ACCOUNT_RULE, now);
    await recordFailure(db, clientKeyName, LOGIN_CLIENT_RULE, now);
    return fail(401, { message: MESSAGES.badCredentials });
  }
  await clearFailures(db, accountKey);

  if (!user.emailVerifiedAt) {
    const pending = await findPendingCode(db, user.email);
    if (!pending || now - pending.lastSentAt.getTime() >= OTP_RESEND_INTERVAL_MS) {
      const code = await issueCode(db, user.email, { now });
      await sendVerificationCode(env, user.email, user.fullName, code);
    }
    return fail(403, { requireVerification: true, email: user.email, message: MESSAGES.mustVerify });
  }
  return signIn(env, user);
}

/**
 * Always answers success, whether or not the address has an account, and does the work after
 * answering so the response time says nothing either.
 */
export async function forgotPassword(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof emailOnlySchema>,
  origin: string,
): Promise<void> {
  const db = getDb(env);
  const key = `forgot:${input.email}`;
  if ((await retryAfterMs(db, key, FORGOT_RULE, now)) > 0) return;
  await recordFailure(db, key, FORGOT_RULE, now);
  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  if (!user?.emailVerifiedAt) return;
  const token = randomToken();
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
  });
  await sendPasswordReset(env, user.email, user.fullName, `${origin}/login/reset?${new URLSearchParams({ token })}`);
}

export async function resetPassword(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof resetPasswordSchema>,
  keepSessionId: string | null,
): Promise<AuthOutcome> {
  const db = getDb(env);
  const tokenHash = await sha256Hex(input.token);
  // Claiming the token and checking it are one statement: a link works exactly once.
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(now))))
    .returning({ userId: passwordResets.userId });
  const userId = claimed[0]?.userId;
  if (!userId) return fail(400, { message: MESSAGES.badResetToken });

  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
  // Sockets opened with the ended sessions stop now too, not at their next reconnect.
  await endRoomSessions(env, userId, { except: keepSessionId });
  // Any other outstanding link for this account is void now.
  await db.update(passwordResets).set({ usedAt: new Date(now) }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  if (updated) await clearFailures(db, loginAccountKey(updated.email));
  return ok({ message: "Your password has been reset. You can now sign in." });
}
