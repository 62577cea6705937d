/**
 * The account's own settings (docs/api.md#your-data): its name, its password, and deleting it
 * with everything it holds. What a deletion removes and what it leaves is in
 * docs/decisions/account-deletion.md.
 */
import { eq, or } from "drizzle-orm";
import { resumeCollaborators, resumes, sessions, users, verificationCodes } from "~/db/schema";
import { DEFAULT_LANGUAGE, isUiLanguage } from "~/i18n/languages";
import { DomainError, throttled } from "~/lib/domain-error";
import { take } from "./auth/throttle.server";
import { verifyPassword } from "./auth/password.server";
import { sendAccountDeleted, sendPasswordLink } from "./auth/email.server";
import { setPassword } from "./auth/password-reset.server";
import { endRoomSessions, purgeRoom } from "./collab/room.server";
import { getDb } from "./db.server";
import { claimPublishedSlugs } from "./publication/slug-claims.server";
import { toPublicUser, type PublicUser } from "./session.server";
import { deleteUserObjects } from "./user-objects.server";

/** Tries at the password of a deletion: someone at an unlocked computer may not guess it. */
export const DELETE_ACCOUNT_RULE = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Tries at the current password of a change, as for a deletion. */
export const CHANGE_PASSWORD_RULE = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Renames an hour: a name goes into the e-mails others are sent (invitations, digests). */
export const RENAME_RULE = { limit: 20, windowMs: 60 * 60 * 1000 };

export async function renameAccount(env: Env, userId: string, fullName: string): Promise<PublicUser> {
  const db = getDb(env);
  const verdict = await take(db, `account-rename:${userId}`, RENAME_RULE);
  if (!verdict.ok) throw throttled("renameThrottle", verdict.retryAfterMs);
  const [row] = await db.update(users).set({ fullName }).where(eq(users.id, userId)).returning();
  if (!row) throw new DomainError("signInRequired");
  return toPublicUser(row);
}

/**
 * Changes the password once the current one is given: the session asking stays signed in, every
 * other one ends (as after a reset link, ./auth/password-reset.server.ts), and the owner is told by
 * e-mail, with the way back (`origin`/login/forgot) should it not have been them.
 */
export async function changePassword(
  env: Env,
  session: { id: string; userId: string },
  passwords: { current: string; next: string },
  origin: string,
): Promise<void> {
  const db = getDb(env);
  const verdict = await take(db, `account-password:${session.userId}`, CHANGE_PASSWORD_RULE);
  if (!verdict.ok) throw throttled("passwordChangeThrottle", verdict.retryAfterMs);
  const user = await checkPassword(env, session.userId, passwords.current);
  await setPassword(env, session.userId, passwords.next, session.id);
  try {
    const language = isUiLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    await sendPasswordLink(env, "changed", {
      to: user.email,
      fullName: user.fullName,
      url: `${origin}/login/forgot`,
      language,
    });
  } catch (error) {
    // The password is changed whatever the mail does: the answer must not say otherwise.
    console.error("Could not send the password-changed e-mail", error);
  }
}

/** The account, once `password` is its password: else passwordWrong (403). */
async function checkPassword(
  env: Env,
  userId: string,
  password: string,
): Promise<{ email: string; fullName: string; language: string | null }> {
  const user = await getDb(env)
    .select({
      email: users.email,
      fullName: users.fullName,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new DomainError("signInRequired");
  if (!(await verifyPassword(password, user.passwordHash))) throw new DomainError("passwordWrong");
  return { email: user.email, fullName: user.fullName, language: user.language };
}

/**
 * Deletes the account once its password is given again. The order lets a deletion stopped half way
 * simply run again: first its sessions end (no socket can reopen) and its sockets close; its files
 * in R2 go (found by the user's prefix, docs/decisions/storage-by-growth.md); its public links'
 * names stay claimed (a stranger never gets them); the rooms of its resumes clear their storage
 * (D1 still holds the resumes, so a room asked again starts from there); its invitations to others'
 * resumes and its pending codes go; last the user's row, which takes with it (ON DELETE CASCADE)
 * resumes, their versions, letters, publications and suggestions, applications, the library and
 * tokens. Then the address is told by e-mail, with a link to `origin`
 * (docs/decisions/account-deletion.md).
 */
export async function deleteAccount(env: Env, userId: string, password: string, origin: string): Promise<void> {
  const db = getDb(env);
  const verdict = await take(db, `account-delete:${userId}`, DELETE_ACCOUNT_RULE);
  if (!verdict.ok) throw throttled("deleteAccountThrottle", verdict.retryAfterMs);
  const user = await checkPassword(env, userId, password);

  await db.delete(sessions).where(eq(sessions.userId, userId));
  await endRoomSessions(env, userId, { except: null });
  await deleteUserObjects(env, userId);
  // Trashed resumes too: they are the account's until the clean-up takes them.
  const owned = (await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, userId))).map(
    (row) => row.id,
  );
  await claimPublishedSlugs(env, owned);
  for (let i = 0; i < owned.length; i += ROOMS_AT_ONCE) {
    await Promise.all(owned.slice(i, i + ROOMS_AT_ONCE).map((id) => purgeRoom(env, id)));
  }
  // An invitation is keyed by address: left behind, whoever signs up with it later would inherit it.
  await db
    .delete(resumeCollaborators)
    .where(or(eq(resumeCollaborators.userId, userId), eq(resumeCollaborators.email, user.email)));
  await db.delete(verificationCodes).where(eq(verificationCodes.email, user.email));
  await db.delete(users).where(eq(users.id, userId));
  try {
    const language = isUiLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    await sendAccountDeleted(env, { to: user.email, fullName: user.fullName, url: `${origin}/`, language });
  } catch (error) {
    // The account is gone whatever the mail does: the answer must say so.
    console.error("Could not send the account-deleted e-mail", error);
  }
}

const ROOMS_AT_ONCE = 20;
