/**
 * The lookups and steps the account flows share: accounts and registrations by address, the
 * browser a registration belongs to, the e-mail budget, and signing in. The flows themselves are
 * in signup.server.ts, login.server.ts and password-reset.server.ts; their limits in
 * limits.server.ts and docs/limits.md.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { users, verificationCodes } from "~/db/schema";
import { randomToken, sha256Hex } from "../crypto.server";
import type { Database } from "../db.server";
import { createSession, toPublicUser } from "../session.server";
import type { Registration } from "./codes.server";
import { newDeviceToken, recognizedDevice, type Requester } from "./cookies.server";
import { configuredRules, EMAILS_PER_ADDRESS, limitKeys } from "./limits.server";
import { ok, limited, type AuthOutcome } from "./outcome.server";
import { takeAll } from "./throttle.server";

export async function signIn(env: Env, user: typeof users.$inferSelect, requester: Requester): Promise<AuthOutcome> {
  const token = await createSession(env, user.id);
  const known = await recognizedDevice(env, requester.device, user.id);
  return ok(
    { token, user: toPublicUser(user) },
    { sessionToken: token, deviceToken: known ? undefined : await newDeviceToken(env, user.id) },
  );
}

/**
 * Counts one account e-mail to `to` against the requesting client's budget and the address's.
 * Answers the 429 to send when either is spent, else null.
 */
export async function emailBudget(
  env: Env,
  db: Database,
  to: string,
  client: string,
  now: number,
): Promise<AuthOutcome | null> {
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

export async function verifiedUser(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .get();
}

/** An unverified users row: a sign-up from before registrations kept their own name and password. */
export async function legacyUnverifiedUser(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
    .get();
}

/** The registration the requesting browser made (its rb_signup cookie), if it is one of these. */
export async function ownRegistration(
  registrations: Registration[],
  token: string | null | undefined,
): Promise<Registration | undefined> {
  if (!token || token.length > 100) return undefined;
  const hash = await sha256Hex(token);
  return registrations.find((registration) => registration.requesterHash === hash);
}

/** Binds a registration to the requesting browser; returns the cookie value to set. */
export async function bindToRequester(
  db: Database,
  id: string,
  patch: Partial<typeof verificationCodes.$inferInsert> = {},
): Promise<string> {
  const token = randomToken();
  await db
    .update(verificationCodes)
    .set({ ...patch, requesterHash: await sha256Hex(token) })
    .where(eq(verificationCodes.id, id));
  return token;
}
