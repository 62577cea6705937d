/**
 * Signing in with a password, throttled per account, client and device (docs/limits.md). A
 * password of a sign-up not verified yet leads on to its code.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { users } from "~/db/schema";
import type { loginSchema } from "~/lib/auth-schemas";
import { getDb, type Database } from "../db.server";
import { bindToRequester, emailBudget, legacyUnverifiedUser, signIn } from "./accounts.server";
import {
  createRegistration,
  OTP_RESEND_INTERVAL_MS,
  registrationsOf,
  renewCode,
  type Registration,
} from "./codes.server";
import { recognizedDevice, type Requester } from "./cookies.server";
import { sendVerificationCode } from "./email.server";
import { configuredRules, limitKeys, LOGIN_PER_ACCOUNT, LOGIN_PER_ACCOUNT_AND_CLIENT } from "./limits.server";
import { fail, limited, type AuthOutcome, type Deps } from "./outcome.server";
import { burnPasswordCheck, verifyPassword } from "./password.server";
import { clearFailures, refund, takeAll, type ThrottleRule } from "./throttle.server";

/**
 * The pending registration (or unverified account of an older sign-up) whose password this is,
 * newest first; it is checked only when the address has no account.
 */
async function pendingWithPassword(
  db: Database,
  email: string,
  password: string,
  now: number,
): Promise<Registration | undefined> {
  const registrations = (await registrationsOf(db, email)).filter(
    (registration) => registration.sessionExpiresAt.getTime() > now,
  );
  for (const registration of registrations) {
    if (await verifyPassword(password, registration.passwordHash)) return registration;
  }
  const legacy = await legacyUnverifiedUser(db, email);
  if (legacy && (await verifyPassword(password, legacy.passwordHash))) {
    return (
      await createRegistration(
        db,
        { email, fullName: legacy.fullName, passwordHash: legacy.passwordHash, requesterHash: null },
        now,
      )
    ).registration;
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
export async function login(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof loginSchema>,
  requester: Requester,
): Promise<AuthOutcome> {
  const db = getDb(env);
  const user = await db.select().from(users).where(eq(users.email, input.email)).get();
  const account = user?.emailVerifiedAt ? user : undefined;
  const deviceId = account ? await recognizedDevice(env, requester.device, account.id) : null;

  const ownKey = deviceId
    ? limitKeys.loginFromDevice(account!.id, deviceId)
    : limitKeys.loginFromClient(input.email, requester.client);
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
    if (!(await verifyPassword(input.password, account.passwordHash))) return fail("badCredentials");
    await succeeded();
    return signIn(env, account, requester);
  }

  const pending = await pendingWithPassword(db, input.email, input.password, now);
  if (!pending) return fail("badCredentials");
  await succeeded();
  // This browser proved the registration's password: it may verify that registration.
  const registrationToken = await bindToRequester(db, pending.id);
  if (now - pending.lastSentAt.getTime() >= OTP_RESEND_INTERVAL_MS) {
    // Within the e-mail limits only; past them the code sent earlier still works.
    if (!(await emailBudget(env, db, input.email, requester.client, now))) {
      const code = await renewCode(db, pending.id, { now, keepSessionUntil: pending.sessionExpiresAt });
      await sendVerificationCode(env, input.email, pending.fullName, code, requester.language);
    }
  }
  return { ...fail("mustVerify", { requireVerification: true, email: input.email }), registrationToken };
}
