/**
 * Publishing a resume at /r/{slug} (docs/product.md#public-link, docs/api.md#public-link): the
 * owner's writes and reads of the publication, and the per-day counts. Only the owner may touch a
 * publication; whoever else may see the resume gets 403, anyone else 404, as for the resume itself.
 */
import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { publicationStats, publicationVisitors, resumePublications, resumes } from "~/db/schema";
import {
  DEFAULT_HIDDEN,
  lastDays,
  STATS_DAYS,
  type PublicationBadge,
  type PublicationInfo,
  type PublishInput,
} from "~/domain/publication/api";
import { generateSlug } from "~/domain/publication/slug";
import type { ResumeData } from "~/domain/resume/schema";
import { hashPassword } from "../auth/password.server";
import { toBase64Url } from "../crypto.server";
import { getDb } from "../db.server";
import { hmac } from "../signed-url.server";
import { claimPublishedSlugs, claimSlug, claimedByOther } from "./slug-claims.server";
import { DomainError } from "~/lib/domain-error";
import { getResume, resumeRole } from "../resumes.server";

export function publicUrl(origin: string, slug: string): string {
  return `${origin}/r/${slug}`;
}

async function requireOwner(env: Env, resumeId: string, userId: string): Promise<void> {
  const role = await resumeRole(env, resumeId, userId);
  if (!role) throw new DomainError("resumeNotFound");
  if (role !== "owner") throw new DomainError("ownerPublishes");
}

/** Published now by another resume, or ever by another account (a released name stays its owner's). */
async function slugTaken(env: Env, slug: string, resumeId: string, ownerId: string): Promise<boolean> {
  const other = await getDb(env)
    .select({ resumeId: resumePublications.resumeId })
    .from(resumePublications)
    .where(and(eq(resumePublications.slug, slug), ne(resumePublications.resumeId, resumeId)))
    .get();
  return other !== undefined || (await claimedByOther(env, slug, ownerId));
}

/**
 * Publishes (or changes the publication of) the resume. A missing slug keeps the current one, or
 * makes one from the name on first publication; a missing password keeps the current one, null
 * removes it. Nothing is written when the slug is taken.
 */
export async function publishResume(
  env: Env,
  resumeId: string,
  userId: string,
  input: PublishInput,
  origin: string,
): Promise<{ url: string; slug: string }> {
  await requireOwner(env, resumeId, userId);
  const db = getDb(env);
  const current = await db.select().from(resumePublications).where(eq(resumePublications.resumeId, resumeId)).get();
  let slug = input.slug ?? current?.slug;
  if (slug === undefined) {
    const resume = await getResume(env, resumeId, userId);
    const name = (resume.data as ResumeData).personalInfo.fullName || resume.title;
    // A clash of a random suffix is unlikely; a few tries make it vanishingly so.
    for (
      let attempt = 0;
      attempt < 5 && (slug === undefined || (await slugTaken(env, slug, resumeId, userId)));
      attempt += 1
    )
      slug = generateSlug(name);
  }
  if (slug === undefined || (await slugTaken(env, slug, resumeId, userId))) throw new DomainError("slugTaken");
  await claimSlug(env, slug, userId);
  const passwordHash =
    input.password === undefined
      ? (current?.passwordHash ?? null)
      : input.password === null
        ? null
        : await hashPassword(input.password);
  const indexable = input.indexable ?? current?.indexable ?? false;
  const hidden = {
    hidePhone: input.hidePhone ?? current?.hidePhone ?? DEFAULT_HIDDEN.hidePhone,
    hideEmail: input.hideEmail ?? current?.hideEmail ?? DEFAULT_HIDDEN.hideEmail,
    hideLocation: input.hideLocation ?? current?.hideLocation ?? DEFAULT_HIDDEN.hideLocation,
  };
  const now = new Date();
  try {
    await db
      .insert(resumePublications)
      .values({ resumeId, slug, passwordHash, indexable, ...hidden, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: resumePublications.resumeId,
        set: { slug, passwordHash, indexable, ...hidden, updatedAt: now },
      });
  } catch (error) {
    // Two owners racing for one slug: the unique index refuses the second.
    if (String(error).includes("UNIQUE")) throw new DomainError("slugTaken");
    throw error;
  }
  return { url: publicUrl(origin, slug), slug };
}

/** Unpublishes: the link 404s from the next request on (the public page reads the row every time). */
export async function unpublishResume(env: Env, resumeId: string, userId: string): Promise<void> {
  await requireOwner(env, resumeId, userId);
  await claimPublishedSlugs(env, [resumeId]);
  const deleted = await getDb(env)
    .delete(resumePublications)
    .where(eq(resumePublications.resumeId, resumeId))
    .returning({ slug: resumePublications.slug });
  if (deleted.length === 0) throw new DomainError("notPublished");
}

/** The owner's view of the publication, with the counts of the last STATS_DAYS days. */
export async function getPublication(
  env: Env,
  resumeId: string,
  userId: string,
  origin: string,
  now = new Date(),
): Promise<PublicationInfo> {
  await requireOwner(env, resumeId, userId);
  const row = await getDb(env).select().from(resumePublications).where(eq(resumePublications.resumeId, resumeId)).get();
  if (!row) throw new DomainError("notPublished");
  const days = await dailyCounts(env, resumeId, now, STATS_DAYS);
  return {
    url: publicUrl(origin, row.slug),
    slug: row.slug,
    indexable: row.indexable,
    hasPassword: row.passwordHash !== null,
    hidePhone: row.hidePhone,
    hideEmail: row.hideEmail,
    hideLocation: row.hideLocation,
    views: days.reduce((sum, day) => sum + day.views, 0),
    downloads: days.reduce((sum, day) => sum + day.downloads, 0),
    days,
  };
}

async function dailyCounts(env: Env, resumeId: string, now: Date, count: number) {
  const days = lastDays(now, count);
  const rows = await getDb(env)
    .select()
    .from(publicationStats)
    .where(and(eq(publicationStats.resumeId, resumeId), gte(publicationStats.day, days[0]!)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, downloads: byDay.get(day)?.downloads ?? 0 }));
}

/** The owner's published resumes and their last-7-days counts, for the dashboard: two queries for all cards. */
export async function publicationBadges(
  env: Env,
  ownerId: string,
  now = new Date(),
): Promise<Map<string, PublicationBadge>> {
  const db = getDb(env);
  const published = await db
    .select({ resumeId: resumePublications.resumeId, slug: resumePublications.slug })
    .from(resumePublications)
    .innerJoin(resumes, eq(resumes.id, resumePublications.resumeId))
    .where(and(eq(resumes.ownerId, ownerId), isNull(resumes.deletedAt)));
  const badges = new Map(published.map((row) => [row.resumeId, { slug: row.slug, views: 0, downloads: 0 }]));
  if (badges.size === 0) return badges;
  const since = lastDays(now, 7)[0]!;
  const totals = await db
    .select({
      resumeId: publicationStats.resumeId,
      views: sql<number>`sum(${publicationStats.views})`,
      downloads: sql<number>`sum(${publicationStats.downloads})`,
    })
    .from(publicationStats)
    .innerJoin(resumes, eq(resumes.id, publicationStats.resumeId))
    .where(and(eq(resumes.ownerId, ownerId), gte(publicationStats.day, since)))
    .groupBy(publicationStats.resumeId);
  for (const total of totals) {
    const badge = badges.get(total.resumeId);
    if (badge) Object.assign(badge, { views: Number(total.views) || 0, downloads: Number(total.downloads) || 0 });
  }
  return badges;
}

/**
 * One more view or download today (UTC), if this client was not counted for it on this link today.
 * Who was counted is a keyed hash of the link, the kind, the day and the client's address: the
 * address is never stored, and the hashes of days before yesterday are deleted as new ones arrive,
 * so the table holds nothing that says who visited (docs/product.md#public-link).
 */
export async function countVisit(
  env: Env,
  resumeId: string,
  kind: "view" | "download",
  client: string,
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const db = getDb(env);
  const visitor = toBase64Url(await hmac(env, `rf-visitor-v1\n${resumeId}\n${kind}\n${day}\n${client}`)).slice(0, 22);
  const first = await db
    .insert(publicationVisitors)
    .values({ resumeId, day, kind, visitor })
    .onConflictDoNothing()
    .returning({ visitor: publicationVisitors.visitor });
  if (first.length === 0) return;
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await db.delete(publicationVisitors).where(lt(publicationVisitors.day, yesterday));
  const views = kind === "view" ? 1 : 0;
  const downloads = kind === "download" ? 1 : 0;
  await db
    .insert(publicationStats)
    .values({ resumeId, day, views, downloads })
    .onConflictDoUpdate({
      target: [publicationStats.resumeId, publicationStats.day],
      set: {
        views: sql`${publicationStats.views} + ${views}`,
        downloads: sql`${publicationStats.downloads} + ${downloads}`,
      },
    });
}
