/**
 * Signing up: a registration per sign-up with its own e-mailed code (docs/decisions/pending-registrations.md),
 * verifying that code, and sending a new one.
 */
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { users, verificationCodes } from "~/db/schema";
import { AUTH_MESSAGES as MESSAGES } from "~/lib/auth-messages";
import type { emailOnlySchema, signupSchema, verifyOtpSchema } from "~/lib/auth-schemas";
import { randomToken, sha256Hex } from "../crypto.server";
import { getDb } from "../db.server";
import {
  bindToRequester,
  emailBudget,
  legacyUnverifiedUser,
  ownRegistration,
  signIn,
  verifiedUser,
} from "./accounts.server";
import {
  codeMatches,
  createRegistration,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  registrationsOf,
  renewCode,
  type Registration,
} from "./codes.server";
import type { Requester } from "./cookies.server";
import { sendVerificationCode } from "./email.server";
import { configuredRules, limitKeys, MAX_PENDING_REGISTRATIONS, OTP_TRIES_PER_ADDRESS } from "./limits.server";
import { ANONYMOUS, fail, limited, ok, throttledOutcome, type AuthOutcome, type Deps } from "./outcome.server";
import { hashPassword, verifyPassword } from "./password.server";
import { refund, take, takeAll } from "./throttle.server";

function waitSeconds(lastSentAt: Date, now: number): number {
  return Math.ceil((lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now) / 1000);
}
/**
 * A sign-up never changes another sign-up of the same address: each is a registration with its
 * own name, password and code, and verifying a code activates the registration it was sent for.
 * Signing up again from the same browser replaces that browser's own registration.
 */
export async function signup(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof signupSchema>,
  requester: Requester = ANONYMOUS,
): Promise<AuthOutcome> {
  const db = getDb(env);
  // Every attempt counts, the refused ones too: the 409 below tells whether an address has an
  // account (docs/decisions/signup-enumeration.md).
  const attempt = await take(db, limitKeys.signupsOfClient(requester.client), configuredRules(env).signups, now);
  if (!attempt.ok) return limited(attempt.key, attempt.retryAfterMs);
  if (await verifiedUser(db, input.email)) return fail("accountExists");

  // Registrations whose session ended are dead: a new sign-up starts over.
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.email, input.email), lt(verificationCodes.sessionExpiresAt, new Date(now))));
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
    await sendVerificationCode(env, input.email, input.fullName, code, requester.language);
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
      ...throttledOutcome("pendingSignups", oldest - now),
      retryAfterMs: oldest - now,
    };
  }
  const refused = await emailBudget(env, db, input.email, requester.client, now);
  if (refused) return refused;
  const token = randomToken();
  const { code } = await createRegistration(
    db,
    {
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
      requesterHash: await sha256Hex(token),
    },
    now,
  );
  await sendVerificationCode(env, input.email, input.fullName, code, requester.language);
  return ok({ ...pendingAnswer, message: MESSAGES.codeSent }, { registrationToken: token });
}

/**
 * Each try is counted before any comparison, in one statement per limit, so tries sent at once
 * cannot all be compared before the five-try cap applies: against the code (5), the address
 * (per day, however many codes were sent) and the client (wrong codes per day).
 */
export async function verifyOtp(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof verifyOtpSchema>,
  requester: Requester = ANONYMOUS,
): Promise<AuthOutcome> {
  const db = getDb(env);
  if (await verifiedUser(db, input.email)) return fail("noRecord", { reason: "no_record" });
  const all = await registrationsOf(db, input.email);
  // A browser that made a registration accepts only that registration's code.
  const own = await ownRegistration(all, requester.registration);
  const eligible = own ? [own] : all;
  const target = eligible[0];
  if (!target) return fail("noRecord", { reason: "no_record" });

  if (target.sessionExpiresAt.getTime() <= now) {
    const refused = await emailBudget(env, db, input.email, requester.client, now);
    if (refused) return refused;
    const code = await renewCode(db, target.id, { now });
    await sendVerificationCode(env, input.email, target.fullName, code, requester.language);
    return fail("recovery", { recoveryRequested: true, email: input.email });
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
    .where(
      and(
        inArray(verificationCodes.id, ids),
        lt(verificationCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
        gt(verificationCodes.expiresAt, new Date(now)),
      ),
    )
    .returning();
  if (counted.length === 0) {
    const current = await db.select().from(verificationCodes).where(inArray(verificationCodes.id, ids));
    const spent =
      current.length > 0 && current.every((registration) => registration.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS);
    return fail(spent ? "tooManyAttempts" : "expired", { reason: "expired" });
  }

  let match: Registration | undefined;
  for (const registration of counted) {
    if (await codeMatches(registration, input.otp)) match = registration;
  }
  if (!match) {
    const spent = counted.every((registration) => registration.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS);
    return fail(spent ? "tooManyAttempts" : "invalid", { reason: "invalid" });
  }

  // Consume the code first: of two right tries racing, only one signs in.
  const consumed = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, match.id), eq(verificationCodes.codeHash, match.codeHash)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) return fail("noRecord", { reason: "no_record" });
  await refund(db, failuresKey, rules.otpFailures, now);

  // The account is written now, with the name and password of the registration the code was
  // sent for (over the unverified row of an older sign-up, if there is one).
  const verifiedAt = new Date(now);
  // The account keeps the language of the page its owner verified from (docs/i18n.md).
  const account = {
    fullName: match.fullName,
    passwordHash: match.passwordHash,
    emailVerifiedAt: verifiedAt,
    language: requester.language ?? null,
  };
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: input.email, ...account })
    .onConflictDoUpdate({ target: users.email, set: account, setWhere: isNull(users.emailVerifiedAt) })
    .returning();
  if (!user) return fail("noRecord", { reason: "no_record" });
  // The other registrations of the address are void now.
  await db.delete(verificationCodes).where(eq(verificationCodes.email, input.email));
  return signIn(env, user, requester);
}

export async function resendOtp(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof emailOnlySchema>,
  requester: Requester = ANONYMOUS,
): Promise<AuthOutcome> {
  const db = getDb(env);
  if (await verifiedUser(db, input.email)) return fail("noPending");
  const registrations = await registrationsOf(db, input.email);
  const target = (await ownRegistration(registrations, requester.registration)) ?? registrations[0];
  const legacy = target ? undefined : await legacyUnverifiedUser(db, input.email);
  if (!target && !legacy) return fail("noPending");
  if (target && now - target.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
    const seconds = waitSeconds(target.lastSentAt, now);
    return { ...fail("resendWait", {}, { seconds }), retryAfterMs: seconds * 1000 };
  }
  const refused = await emailBudget(env, db, input.email, requester.client, now);
  if (refused) return refused;

  let code: string;
  let fullName: string;
  if (target) {
    const sessionAlive = target.sessionExpiresAt.getTime() > now;
    code = await renewCode(db, target.id, {
      now,
      keepSessionUntil: sessionAlive ? target.sessionExpiresAt : undefined,
    });
    fullName = target.fullName;
  } else {
    // A sign-up from before registrations kept their own password becomes one now.
    const made = await createRegistration(
      db,
      { email: input.email, fullName: legacy!.fullName, passwordHash: legacy!.passwordHash, requesterHash: null },
      now,
    );
    code = made.code;
    fullName = legacy!.fullName;
  }
  await sendVerificationCode(env, input.email, fullName, code, requester.language);
  return ok({ message: MESSAGES.resent });
}
