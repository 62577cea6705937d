/**
 * The suggestion digest (docs/collaboration.md#suggestions): at most one e-mail a day per owner,
 * "Ana suggested 5 changes", with a link to each resume, for the suggestions made while the owner
 * was away. Run by the daily cron (workers/entry.ts). Owners who switched it off get nothing and
 * their notices are dropped; an owner already sent one within the day keeps theirs for the next.
 */
import { eq, inArray, isNull, and } from "drizzle-orm";
import { resumes, suggestionDigestOptOuts, suggestionNotices, users } from "~/db/schema";
import { PRODUCT_NAME } from "~/lib/product";
import { translatorFor } from "~/i18n/instance.server";
import { DEFAULT_LANGUAGE, isUiLanguage } from "~/i18n/languages";
import { sendMail } from "../auth/email.server";
import { take } from "../auth/throttle.server";
import { getDb } from "../db.server";

/** One digest per owner per day; a little under a day, so a cron that runs a few seconds early still sends. */
export const DIGEST_RULE = { limit: 1, windowMs: 23 * 60 * 60_000 };
export const digestKey = (ownerId: string) => `digest:owner:${ownerId}`;

export async function sendSuggestionDigests(env: Env, now = Date.now()): Promise<{ sent: number }> {
  const db = getDb(env);
  const rows = await db
    .select({
      id: suggestionNotices.id,
      ownerId: suggestionNotices.ownerId,
      authorName: suggestionNotices.authorName,
      origin: suggestionNotices.origin,
      resumeId: resumes.id,
      title: resumes.title,
      templateId: resumes.templateId,
      email: users.email,
      ownerName: users.fullName,
      language: users.language,
      optedOut: suggestionDigestOptOuts.userId,
    })
    .from(suggestionNotices)
    .innerJoin(resumes, and(eq(resumes.id, suggestionNotices.resumeId), isNull(resumes.deletedAt)))
    .innerJoin(users, eq(users.id, suggestionNotices.ownerId))
    .leftJoin(suggestionDigestOptOuts, eq(suggestionDigestOptOuts.userId, suggestionNotices.ownerId))
    .orderBy(suggestionNotices.id);
  const byOwner = new Map<string, typeof rows>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  let sent = 0;
  for (const [ownerId, notices] of byOwner) {
    const ids = notices.map((row) => row.id);
    if (notices[0]!.optedOut) {
      await db.delete(suggestionNotices).where(inArray(suggestionNotices.id, ids));
      continue;
    }
    if (!(await take(db, digestKey(ownerId), DIGEST_RULE, now)).ok) continue;
    try {
      await sendDigest(env, notices);
      sent += 1;
      await db.delete(suggestionNotices).where(inArray(suggestionNotices.id, ids));
    } catch (error) {
      console.error("Could not send a suggestion digest", ownerId, error);
    }
  }
  return { sent };
}

type Notice = {
  authorName: string;
  origin: string;
  resumeId: string;
  title: string;
  templateId: string;
  email: string;
  ownerName: string;
  language: string | null;
};

function sendDigest(env: Env, notices: Notice[]): Promise<void> {
  const first = notices[0]!;
  const t = translatorFor(isUiLanguage(first.language) ? first.language : DEFAULT_LANGUAGE);
  // "Ana suggested 5 changes to “Resume”", one line per person and resume.
  const lines = new Map<string, number>();
  for (const notice of notices) {
    const key = JSON.stringify([notice.authorName, notice.title]);
    lines.set(key, (lines.get(key) ?? 0) + 1);
  }
  const paragraphs = [...lines].map(([key, count]) => {
    const [name, title] = JSON.parse(key) as [string, string];
    return t("email.digestLine", { name, count, title });
  });
  const url = `${first.origin}/builder/${encodeURIComponent(first.templateId)}?${new URLSearchParams({ resume: first.resumeId, suggestions: "1" })}`;
  return sendMail(env, {
    to: first.email,
    subject: t("email.digestSubject", { product: PRODUCT_NAME, count: notices.length }),
    heading: t("email.digestHeading", { name: first.ownerName || t("email.there") }),
    paragraphs: [...paragraphs, t("email.digestOff")],
    highlight: { kind: "link", label: t("email.digestOpen"), url },
  });
}

/** Whether the owner gets the daily digest (on unless switched off). */
export async function digestEnabled(env: Env, userId: string): Promise<boolean> {
  return !(await getDb(env)
    .select()
    .from(suggestionDigestOptOuts)
    .where(eq(suggestionDigestOptOuts.userId, userId))
    .get());
}

/** Switches the digest on or off; off also drops the notices waiting for the next one. */
export async function setDigestEnabled(env: Env, userId: string, enabled: boolean): Promise<void> {
  const db = getDb(env);
  if (enabled) {
    await db.delete(suggestionDigestOptOuts).where(eq(suggestionDigestOptOuts.userId, userId));
    return;
  }
  await db.insert(suggestionDigestOptOuts).values({ userId }).onConflictDoNothing();
  await db.delete(suggestionNotices).where(eq(suggestionNotices.ownerId, userId));
}
