/**
 * The account flows behind both the JSON API (/api/auth/*) and the no-JavaScript form actions.
 * Each returns an AuthOutcome: the HTTP status and body of docs/api.md, plus the cookies and
 * headers the caller sets (respond.server.ts). The limits every flow applies are in
 * limits.server.ts and docs/limits.md.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { passwordResets, sessions, users, verificationCodes } from "~/db/schema";
import type { z } from "zod";
import type { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema, verifyOtpSchema } from "~/lib/auth-schemas";
import { randomToken, sha256Hex } from "../crypto.server";
import { getDb, type Database } from "../db.server";
import { LOCAL_CLIENT } from "../http.server";
import { createSession, toPublicUser, type PublicUser } from "../session.server";
import {
  codeMatches,
  createRegistration,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  registrationsOf,
  renewCode,
  type Registration,
} from "./codes.server";
import { newDeviceToken, recognizedDevice, type Requester } from "./cookies.server";
import { sendPasswordReset, sendVerificationCode } from "./email.server";
import {
  configuredRules,
  EMAILS_PER_ADDRESS,
  limitKeys,
  limitMessage,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_CLIENT,
  MAX_PENDING_REGISTRATIONS,
  OTP_TRIES_PER_ADDRESS,
} from "./limits.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.server";
import { clearFailures, refund, take, takeAll, waitText, type ThrottleRule } from "./throttle.server";
import { endRoomSessions } from "../collab/room.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
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
  /** A new rb_device cookie: a sign-in on a device the account did not know yet. */
  deviceToken?: string;
  /** A new rb_signup cookie: the registration this browser may verify. */
  registrationToken?: string;
  /** Set on a 429: the caller sends Retry-After. */
  retryAfterMs?: number;
}

type Deps = { env: Env; now?: number };

const ok = (body: Omit<AuthBody, "success">, extra: Partial<AuthOutcome> = {}): AuthOutcome => ({
  status: 200,
  body: { success: true, ...body },
  ...extra,
});
const fail = (status: number, body: Omit<AuthBody, "success">): AuthOutcome => ({ status, body: { success: false, ...body } });
const limited = (key: string, retryAfterMs: number): AuthOutcome => ({
  status: 429,
  body: { success: false, message: limitMessage(key, retryAfterMs) },
  retryAfterMs,
});

const ANONYMOUS: Requester = { client: LOCAL_CLIENT };

function waitSeconds(lastSentAt: Date, now: number): number {
  return Math.ceil((lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now) / 1000);
}

async function signIn(env: Env, user: typeof users.$inferSelect, requester: Requester): Promise<AuthOutcome> {
  const token = await createSession(env, user.id);
  const known = await recognizedDevice(env, requester.device, user.id);
  return ok({ token, user: toPublicUser(user) }, { sessionToken: token, deviceToken: known ? undefined : await newDeviceToken(env, user.id) });
}

/**
 * Counts one account e-mail to `to` against the requesting client's budget and the address's.
 * Answers the 429 to send when either is spent, else null.
 */
async function emailBudget(env: Env, db: Database, to: string, client: string, now: number): Promise<AuthOutcome | null> {
  const verdict = await takeAll(
    db,
    [
      [limitKeys.emailsOfClient(client), configuredRules(env).emails],
      [limitKeys.emailsTo(to), EMAILS_PER_ADDRESS],
    ],
    now,
  );
  return verdict.ok ? null : limited(verdict.key, verdict.retryAfterMs);
}

async function verifiedUser(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .get();
}

/** An unverified users row: a sign-up from before registrations kept their own name and password. */
async function legacyUnverifiedUser(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
    .get();
}

/** The registration the requesting browser made (its rb_signup cookie), if it is one of these. */
async function ownRegistration(registrations: Registration[], token: string | null | undefined): Promise<Registration | undefined> {
  if (!token || token.length > 100) return undefined;
  const hash = await sha256Hex(token);
  return registrations.find((registration) => registration.requesterHash === hash);
}

/** Binds a registration to the requesting browser; returns the cookie value to set. */
async function bindToRequester(db: Database, id: string, patch: Partial<typeof verificationCodes.$inferInsert> = {}): Promise<string> {
  const token = randomToken();
  await db
    .update(verificationCodes)
    .set({ ...patch, requesterHash: await sha256Hex(token) })
    .where(eq(verificationCodes.id, id));
  return token;
}

/**
 * A sign-up never changes another sign-up of the same address: each is a registration with its
 * own name, password and code, and verifying a code activates the registration it was sent for.
 * Signing up again from the same browser replaces that browser's own registration.
 */
export async function signup({ env, now = Date.now() }: Deps, input: z.infer<typeof signupSchema>, requester: Requester = ANONYMOUS): Promise<AuthOutcome> {
  const db = getDb(env);
  // Every attempt counts, the refused ones too: the 409 below tells whether an address has an
  // account (docs/decisions/signup-enumeration.md).
  const attempt = await take(db, limitKeys.signupsOfClient(requester.client), configuredRules(env).signups, now);
  if (!attempt.ok) return limited(attempt.key, attempt.retryAfterMs);
  if (await verifiedUser(db, input.email)) return fail(409, { message: MESSAGES.accountExists });

  // Registrations whose session ended are dead: a new sign-up starts over.
  await db.delete(verificationCodes).where(and(eq(verificationCodes.email, input.email), lt(verificationCodes.sessionExpiresAt, new Date(now))));
  const registrations = await registrationsOf(db, input.email);
  const pendingAnswer = { requireVerification: true, email: input.email };

  const own = await ownRegistration(registrations, requester.registration);
  if (own) {
    const patch = { fullName: input.fullName, passwordHash: await hashPassword(input.password) };
    if (now - own.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
      // A code went out moments ago (a double submit, a corrected name): keep it rather than spam.
      await db.update(verificationCodes).set(patch).where(eq(verificationCodes.id, own.id));
      return ok({ ...pendingAnswer, message: MESSAGES.codeAlreadySent });
    }
    const refused = await emailBudget(env, db, input.email, requester.client, now);
    if (refused) return refused;
    await db.update(verificationCodes).set(patch).where(eq(verificationCodes.id, own.id));
    const code = await renewCode(db, own.id, { now, keepSessionUntil: own.sessionExpiresAt });
    await sendVerificationCode(env, input.email, input.fullName, code);
    return ok({ ...pendingAnswer, message: MESSAGES.codeSent });
  }

  const recent = registrations.find((registration) => now - registration.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS);
  if (recent && (await verifyPassword(input.password, recent.passwordHash))) {
    // The same person a moment ago (a form posted twice before its cookie came back): only
    // someone who knows that registration's password gets here, so this browser may verify it.
    const token = await bindToRequester(db, recent.id, { fullName: input.fullName });
    return ok({ ...pendingAnswer, message: MESSAGES.codeAlreadySent }, { registrationToken: token });
  }
  if (registrations.length >= MAX_PENDING_REGISTRATIONS) {
    const oldest = Math.min(...registrations.map((registration) => registration.sessionExpiresAt.getTime()));
    return {
      ...fail(429, { message: `Too many sign-ups are waiting for this address. Enter a code we sent, or try again in ${waitText(oldest - now)}.` }),
      retryAfterMs: oldest - now,
    };
  }
  const refused = await emailBudget(env, db, input.email, requester.client, now);
  if (refused) return refused;
  const token = randomToken();
  const { code } = await createRegistration(
    db,
    { email: input.email, fullName: input.fullName, passwordHash: await hashPassword(input.password), requesterHash: await sha256Hex(token) },
    now,
  );
  await sendVerificationCode(env, input.email, input.fullName, code);
  return ok({ ...pendingAnswer, message: MESSAGES.codeSent }, { registrationToken: token });
}

/**
 * Each try is counted before any comparison, in one statement per limit, so tries sent at once
 * cannot all be compared before the five-try cap applies: against the code (5), the address
 * (per day, however many codes were sent) and the client (wrong codes per day).
 */
export async function verifyOtp({ env, now = Date.now() }: Deps, input: z.infer<typeof verifyOtpSchema>, requester: Requester = ANONYMOUS): Promise<AuthOutcome> {
  const db = getDb(env);
  if (await verifiedUser(db, input.email)) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });
  const all = await registrationsOf(db, input.email);
  // A browser that made a registration accepts only that registration's code.
  const own = await ownRegistration(all, requester.registration);
  const eligible = own ? [own] : all;
  const target = eligible[0];
  if (!target) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });

  if (target.sessionExpiresAt.getTime() <= now) {
    const refused = await emailBudget(env, db, input.email, requester.client, now);
    if (refused) return refused;
    const code = await renewCode(db, target.id, { now });
    await sendVerificationCode(env, input.email, target.fullName, code);
    return fail(400, { recoveryRequested: true, email: input.email, message: MESSAGES.recovery });
  }
  const live = eligible.filter((registration) => registration.sessionExpiresAt.getTime() > now);

  const rules = configuredRules(env);
  const failuresKey = limitKeys.otpFailuresOfClient(requester.client);
  const allowed = await takeAll(
    db,
    [
      [failuresKey, rules.otpFailures],
      [limitKeys.otpTriesOf(input.email), OTP_TRIES_PER_ADDRESS],
    ],
    now,
  );
  if (!allowed.ok) return limited(allowed.key, allowed.retryAfterMs);

  const ids = live.map((registration) => registration.id);
  const counted = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(and(inArray(verificationCodes.id, ids), lt(verificationCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS), gt(verificationCodes.expiresAt, new Date(now))))
    .returning();
  if (counted.length === 0) {
    const current = await db.select().from(verificationCodes).where(inArray(verificationCodes.id, ids));
    const spent = current.length > 0 && current.every((registration) => registration.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS);
    return fail(400, { reason: "expired", message: spent ? MESSAGES.tooManyAttempts : MESSAGES.expired });
  }

  let match: Registration | undefined;
  for (const registration of counted) {
    if (await codeMatches(registration, input.otp)) match = registration;
  }
  if (!match) {
    const spent = counted.every((registration) => registration.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS);
    return fail(400, { reason: "invalid", message: spent ? MESSAGES.tooManyAttempts : MESSAGES.invalid });
  }

  // Consume the code first: of two right tries racing, only one signs in.
  const consumed = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, match.id), eq(verificationCodes.codeHash, match.codeHash)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });
  await refund(db, failuresKey, rules.otpFailures, now);

  // The account is written now, with the name and password of the registration the code was
  // sent for (over the unverified row of an older sign-up, if there is one).
  const verifiedAt = new Date(now);
  const account = { fullName: match.fullName, passwordHash: match.passwordHash, emailVerifiedAt: verifiedAt };
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: input.email, ...account })
    .onConflictDoUpdate({ target: users.email, set: account, setWhere: isNull(users.emailVerifiedAt) })
    .returning();
  if (!user) return fail(400, { reason: "no_record", message: MESSAGES.noRecord });
  // The other registrations of the address are void now.
  await db.delete(verificationCodes).where(eq(verificationCodes.email, input.email));
  return signIn(env, user, requester);
}

export async function resendOtp({ env, now = Date.now() }: Deps, input: z.infer<typeof emailOnlySchema>, requester: Requester = ANONYMOUS): Promise<AuthOutcome> {
  const db = getDb(env);
  if (await verifiedUser(db, input.email)) return fail(400, { message: MESSAGES.noPending });
  const registrations = await registrationsOf(db, input.email);
  const target = (await ownRegistration(registrations, requester.registration)) ?? registrations[0];
  const legacy = target ? undefined : await legacyUnverifiedUser(db, input.email);
  if (!target && !legacy) return fail(400, { message: MESSAGES.noPending });
  if (target && now - target.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
    const seconds = waitSeconds(target.lastSentAt, now);
    return { ...fail(429, { message: `Please wait ${seconds} seconds before requesting a new code.` }), retryAfterMs: seconds * 1000 };
  }
  const refused = await emailBudget(env, db, input.email, requester.client, now);
  if (refused) return refused;

  let code: string;
  let fullName: string;
  if (target) {
    const sessionAlive = target.sessionExpiresAt.getTime() > now;
    code = await renewCode(db, target.id, { now, keepSessionUntil: sessionAlive ? target.sessionExpiresAt : undefined });
    fullName = target.fullName;
  } else {
    // A sign-up from before registrations kept their own password becomes one now.
    const made = await createRegistration(db, { email: input.email, fullName: legacy!.fullName, passwordHash: legacy!.passwordHash, requesterHash: null }, now);
    code = made.code;
    fullName = legacy!.fullName;
  }
  await sendVerificationCode(env, input.email, fullName, code);
  return ok({ message: MESSAGES.resent });
}

/**
 * The pending registration (or unverified account of an older sign-up) whose password this is,
 * newest first; it is checked only when the address has no account.
 */
async function pendingWithPassword(db: Database, email: string, password: string, now: number): Promise<Registration | undefined> {
  const registrations = (await registrationsOf(db, email)).filter((registration) => registration.sessionExpiresAt.getTime() > now);
  for (const registration of registrations) {
    if (await verifyPassword(password, registration.passwordHash)) return registration;
  }
  const legacy = await legacyUnverifiedUser(db, email);
  if (legacy && (await verifyPassword(password, legacy.passwordHash))) {
    return (await createRegistration(db, { email, fullName: legacy.fullName, passwordHash: legacy.passwordHash, requesterHash: null }, now)).registration;
  }
  if (registrations.length === 0 && !legacy) await burnPasswordCheck(password);
  return undefined;
}

/**
 * Wrong passwords are counted per account and client, with exponential back-off; on the
 * account's own device (a signed rb_device cookie) per account and device instead, so failures
 * elsewhere never lock the owner out. Unrecognized clients are also held per client across
 * accounts, and all of them together by a much higher ceiling per account.
 */
export async function login({ env, now = Date.now() }: Deps, input: z.infer<typeof loginSchema>, requester: Requester): Promise<AuthOutcome> {
  const db = getDb(env);
  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  const account = user?.emailVerifiedAt ? user : undefined;
  const deviceId = account ? await recognizedDevice(env, requester.device, account.id) : null;

  const ownKey = deviceId ? limitKeys.loginFromDevice(account!.id, deviceId) : limitKeys.loginFromClient(input.email, requester.client);
  const shared: Array<[string, ThrottleRule]> = deviceId
    ? []
    : [
        [limitKeys.loginFailuresOfClient(requester.client), configuredRules(env).loginFailures],
        [limitKeys.loginFailuresOf(input.email), LOGIN_PER_ACCOUNT],
      ];
  const allowed = await takeAll(db, [[ownKey, LOGIN_PER_ACCOUNT_AND_CLIENT], ...shared], now);
  if (!allowed.ok) return limited(allowed.key, allowed.retryAfterMs);
  const succeeded = async () => {
    await clearFailures(db, ownKey);
    for (const [key, rule] of shared) await refund(db, key, rule, now);
  };

  if (account) {
    if (!(await verifyPassword(input.password, account.passwordHash))) return fail(401, { message: MESSAGES.badCredentials });
    await succeeded();
    return signIn(env, account, requester);
  }

  const pending = await pendingWithPassword(db, input.email, input.password, now);
  if (!pending) return fail(401, { message: MESSAGES.badCredentials });
  await succeeded();
  // This browser proved the registration's password: it may verify that registration.
  const registrationToken = await bindToRequester(db, pending.id);
  if (now - pending.lastSentAt.getTime() >= OTP_RESEND_INTERVAL_MS) {
    // Within the e-mail limits only; past them the code sent earlier still works.
    if (!(await emailBudget(env, db, input.email, requester.client, now))) {
      const code = await renewCode(db, pending.id, { now, keepSessionUntil: pending.sessionExpiresAt });
      await sendVerificationCode(env, input.email, pending.fullName, code);
    }
  }
  return { ...fail(403, { requireVerification: true, email: input.email, message: MESSAGES.mustVerify }), registrationToken };
}

/**
 * The budgets a reset request spends, checked before answering: the client's e-mails and the
 * address's, for any address (an address without an account spends them too, so the answer
 * says nothing about it). Answers the 429 to send, else null.
 */
export async function forgotPasswordBudget({ env, now = Date.now() }: Deps, input: z.infer<typeof emailOnlySchema>, requester: Requester): Promise<AuthOutcome | null> {
  return emailBudget(env, getDb(env), input.email, requester.client, now);
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
  if (!(await take(db, `forgot:${input.email}`, FORGOT_RULE, now)).ok) return;
  const user = await verifiedUser(db, input.email);
  if (!user) return;
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
  // Whoever guessed before the reset guessed at the old password: the account starts afresh.
  if (updated) await clearFailures(db, limitKeys.loginFailuresOf(updated.email));
  return ok({ message: "Your password has been reset. You can now sign in." });
}
