/**
 * Sharing a resume: the owner invites people by e-mail as editors or viewers. Invitations are
 * keyed by address, so someone without an account gets access as soon as they sign up and verify
 * that address. Only the owner shares; the owner and collaborators may see who else has access.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import * as z from "zod";
import { resumeCollaborators, users } from "~/db/schema";
import { COLLABORATOR_ROLES, type CollaboratorRole } from "~/domain/collab/roles";
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from "~/i18n/languages";
import { emailOnlySchema } from "~/lib/auth-schemas";
import { sendCollaboratorInvite } from "../auth/email.server";
import { configuredRules, limitCode, limitKeys } from "../auth/limits.server";
import { takeAll } from "../auth/throttle.server";
import { DomainError, throttled } from "~/lib/domain-error";
import { getDb } from "../db.server";
import { getResume } from "../resumes.server";
import type { PublicUser } from "../session.server";
import { notifyRoomAccess } from "./room.server";

export const MAX_COLLABORATORS = 50;

export const inviteSchema = z.strictObject({
  email: emailOnlySchema.shape.email,
  role: z.enum(COLLABORATOR_ROLES, { error: "roleRule" }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const roleChangeSchema = z.strictObject({ role: z.enum(COLLABORATOR_ROLES, { error: "roleRule" }) });

export interface Collaborator {
  userId: string | null;
  email: string;
  name: string | null;
  role: CollaboratorRole;
  invitedAt: string;
}

/** Collaborators with the account each address belongs to, if it has a verified one. */
function selectCollaborators(env: Env, resumeId: string, email?: string) {
  return getDb(env)
    .select({ row: resumeCollaborators, accountId: users.id, name: users.fullName })
    .from(resumeCollaborators)
    .leftJoin(users, and(eq(users.email, resumeCollaborators.email), isNotNull(users.emailVerifiedAt)))
    .where(
      and(
        eq(resumeCollaborators.resumeId, resumeId),
        email === undefined ? undefined : eq(resumeCollaborators.email, email),
      ),
    )
    .orderBy(resumeCollaborators.createdAt);
}

function toCollaborator(found: Awaited<ReturnType<typeof selectCollaborators>>[number]): Collaborator {
  return {
    userId: found.accountId ?? found.row.userId ?? null,
    email: found.row.email,
    name: found.name ?? null,
    role: found.row.role,
    invitedAt: found.row.createdAt.toISOString(),
  };
}

export async function listCollaborators(env: Env, resumeId: string, userId: string): Promise<Collaborator[]> {
  await getResume(env, resumeId, userId);
  return (await selectCollaborators(env, resumeId)).map(toCollaborator);
}

/**
 * Invites (or changes the role of) one address. Returns whether the invitation is new, which is
 * also when the e-mail goes out: a role change is not worth another message. A new invitation
 * spends the owner's invitation budget and the client's e-mail budget (docs/limits.md) before
 * anything is saved; past either, it throws a throttle DomainError and nothing changes.
 */
export async function inviteCollaborator(
  env: Env,
  resumeId: string,
  owner: PublicUser,
  input: InviteInput,
  origin: string,
  client: string,
  /** The invitation e-mail's language when the invitee has no account language (docs/i18n.md). */
  inviterLanguage: UiLanguage = DEFAULT_LANGUAGE,
): Promise<{
  collaborator: Collaborator;
  created: boolean;
  emailSent: boolean;
  previousRole: CollaboratorRole | null;
}> {
  const resume = await getResume(env, resumeId, owner.id);
  if (resume.role !== "owner") throw new DomainError("ownerShares");
  if (input.email === owner.email) throw new DomainError("alreadyOwner");

  const db = getDb(env);
  const [existing] = await selectCollaborators(env, resumeId, input.email);
  if (!existing) {
    const count = await db
      .select({ n: sql<number>`count(*)` })
      .from(resumeCollaborators)
      .where(eq(resumeCollaborators.resumeId, resumeId))
      .get();
    if ((count?.n ?? 0) >= MAX_COLLABORATORS) {
      throw new DomainError("collaboratorLimit", { max: MAX_COLLABORATORS });
    }
    const rules = configuredRules(env);
    const budget = await takeAll(db, [
      [limitKeys.invitationsOf(owner.id), rules.invitations],
      [limitKeys.emailsOfClient(client), rules.emails],
    ]);
    if (!budget.ok) throw throttled(limitCode(budget.key), budget.retryAfterMs);
  }
  const account = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.email, input.email), isNotNull(users.emailVerifiedAt)))
    .get();
  await db
    .insert(resumeCollaborators)
    .values({ resumeId, email: input.email, userId: account?.id ?? null, role: input.role, invitedBy: owner.id })
    .onConflictDoUpdate({
      target: [resumeCollaborators.resumeId, resumeCollaborators.email],
      set: { role: input.role, userId: account?.id ?? null },
    });
  const [saved] = await selectCollaborators(env, resumeId, input.email);
  const collaborator = toCollaborator(saved!);

  if (existing) {
    // Someone in the room right now gets the new role at once (a viewer stops editing).
    if (existing.row.role !== input.role) {
      await notifyRoomAccess(env, resumeId, {
        userId: collaborator.userId,
        email: collaborator.email,
        role: input.role,
      }).catch((error) => console.error("Could not update a collaborator's role in the room", error));
    }
    return { collaborator, created: false, emailSent: false, previousRole: existing.row.role };
  }

  const editorUrl = `${origin}/builder/${encodeURIComponent(resume.templateId)}?resume=${encodeURIComponent(resume.id)}`;
  const url = account
    ? editorUrl
    : `${origin}/signup?${new URLSearchParams({ redirectTo: `/builder/${resume.templateId}?resume=${resume.id}` })}`;
  let emailSent = true;
  try {
    await sendCollaboratorInvite(env, {
      to: input.email,
      inviterName: owner.fullName,
      resumeTitle: resume.title,
      role: input.role,
      url,
      hasAccount: Boolean(account),
      language: isUiLanguage(account?.language) ? account.language : inviterLanguage,
    });
  } catch (error) {
    // The invitation stands without the e-mail: the invitee sees the resume once signed in.
    console.error("Could not send the invitation e-mail", error);
    emailSent = false;
  }
  return { collaborator, created: true, emailSent, previousRole: null };
}

/** The address a collaborator is invited under, named by user id or (an invitee without an account) by e-mail. */
async function collaboratorEmail(env: Env, resumeId: string, target: string): Promise<string | null> {
  if (target.includes("@")) return target.trim().toLowerCase();
  const db = getDb(env);
  const linked = await db
    .select({ email: resumeCollaborators.email })
    .from(resumeCollaborators)
    .where(and(eq(resumeCollaborators.resumeId, resumeId), eq(resumeCollaborators.userId, target)))
    .get();
  if (linked) return linked.email;
  const user = await db.select({ email: users.email }).from(users).where(eq(users.id, target)).get();
  return user?.email ?? null;
}

/**
 * Gives one collaborator another role (owner only); someone in the room gets it at once (an
 * editor made a viewer stops editing, docs/collaboration.md#roles). No e-mail goes out.
 */
export async function changeCollaboratorRole(
  env: Env,
  resumeId: string,
  ownerId: string,
  target: string,
  role: CollaboratorRole,
): Promise<{ collaborator: Collaborator; previousRole: CollaboratorRole }> {
  const resume = await getResume(env, resumeId, ownerId);
  if (resume.role !== "owner") throw new DomainError("ownerManagesAccess");
  const email = await collaboratorEmail(env, resumeId, target);
  const [existing] = email ? await selectCollaborators(env, resumeId, email) : [];
  if (!existing) throw new DomainError("collaboratorNotFound");
  if (existing.row.role !== role) {
    await getDb(env)
      .update(resumeCollaborators)
      .set({ role })
      .where(and(eq(resumeCollaborators.resumeId, resumeId), eq(resumeCollaborators.email, existing.row.email)));
    const collaborator = toCollaborator(existing);
    await notifyRoomAccess(env, resumeId, { userId: collaborator.userId, email: collaborator.email, role }).catch(
      (error) => console.error("Could not update a collaborator's role in the room", error),
    );
  }
  return { collaborator: { ...toCollaborator(existing), role }, previousRole: existing.row.role };
}

/**
 * Removes one collaborator, named by user id or (for an invitee without an account) by e-mail,
 * and closes their open sockets in the room at once.
 */
export async function removeCollaborator(env: Env, resumeId: string, ownerId: string, target: string): Promise<void> {
  const resume = await getResume(env, resumeId, ownerId);
  if (resume.role !== "owner") throw new DomainError("ownerManagesAccess");
  const db = getDb(env);
  const email = await collaboratorEmail(env, resumeId, target);
  if (!email) throw new DomainError("collaboratorNotFound");
  const removed = await db
    .delete(resumeCollaborators)
    .where(and(eq(resumeCollaborators.resumeId, resumeId), eq(resumeCollaborators.email, email)))
    .returning({ userId: resumeCollaborators.userId });
  if (removed.length === 0) throw new DomainError("collaboratorNotFound");
  const account = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  try {
    await notifyRoomAccess(env, resumeId, { userId: removed[0]!.userId ?? account?.id ?? null, email, role: null });
  } catch (error) {
    // Access is already gone in D1, so any reconnect is refused; only the open socket lingers.
    console.error("Could not close a removed collaborator's sockets", error);
  }
}
