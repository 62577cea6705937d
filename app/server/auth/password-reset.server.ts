/**
 * Password reset: a link e-mailed for one hour that works once, and setting the new password,
 * which ends every other session of the account.
 */
import { DEFAULT_LANGUAGE, type UiLanguage } from "~/i18n/languages";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import { passwordResets, sessions, users } from "~/db/schema";
import { AUTH_MESSAGES as MESSAGES } from "~/lib/auth-messages";
import type { emailOnlySchema, resetPasswordSchema } from "~/lib/auth-schemas";
import { endRoomSessions } from "../collab/room.server";
import { randomToken, sha256Hex } from "../crypto.server";
import { getDb } from "../db.server";
import { emailBudget, verifiedUser } from "./accounts.server";
import { OTP_RESEND_INTERVAL_MS } from "./codes.server";
import type { Requester } from "./cookies.server";
import { sendPasswordReset } from "./email.server";
import { limitKeys } from "./limits.server";
import { fail, ok, type AuthOutcome, type Deps } from "./outcome.server";
import { hashPassword } from "./password.server";
import { clearFailures, take, type ThrottleRule } from "./throttle.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const FORGOT_RULE: ThrottleRule = { limit: 1, windowMs: OTP_RESEND_INTERVAL_MS };

/**
 * The budgets a reset request spends, checked before answering: the client's e-mails and the
 * address's, for any address (an address without an account spends them too, so the answer
 * says nothing about it). Answers the 429 to send, else null.
 */
export async function forgotPasswordBudget(
  { env, now = Date.now() }: Deps,
  input: z.infer<typeof emailOnlySchema>,
  requester: Requester,
): Promise<AuthOutcome | null> {
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
  /** The e-mail's language for the account's stored one (language.server.ts requestLanguage). */
  languageFor: (accountLanguage: string | null) => UiLanguage = () => DEFAULT_LANGUAGE,
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
  await sendPasswordReset(
    env,
    user.email,
    user.fullName,
    `${origin}/login/reset?${new URLSearchParams({ token })}`,
    languageFor(user.language),
  );
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
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: passwordResets.userId });
  const userId = claimed[0]?.userId;
  if (!userId) return fail("badResetToken");

  await setPassword(env, userId, input.password, keepSessionId, now);
  return ok({ message: MESSAGES.passwordReset });
}

/**
 * Sets a new password (a reset link's, or the Account page's change): every other session of the
 * account ends, with the sockets it opened; any reset link still out is void; and the sign-in
 * failures counted against the old password are forgotten.
 */
export async function setPassword(
  env: Env,
  userId: string,
  password: string,
  keepSessionId: string | null,
  now = Date.now(),
): Promise<void> {
  const db = getDb(env);
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
  // Sockets opened with the ended sessions stop now too, not at their next reconnect.
  await endRoomSessions(env, userId, { except: keepSessionId });
  // Any other outstanding link for this account is void now.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  // Whoever guessed before the change guessed at the old password: the account starts afresh.
  if (updated) await clearFailures(db, limitKeys.loginFailuresOf(updated.email));
}
