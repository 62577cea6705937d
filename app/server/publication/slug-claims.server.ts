/**
 * Link names stay with the account that first published them, for good
 * (docs/decisions/link-names.md). An address made of someone's name may be printed on business
 * cards; once released (unpublished, or the resume deleted) it must never show a stranger's resume.
 * A claim is written whenever a name is published, and again just before anything removes a
 * publication, so publications made before claims existed are covered as they go.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { resumePublications, resumes, slugClaims } from "~/db/schema";
import { toBase64Url } from "../crypto.server";
import { getDb } from "../db.server";
import { hmac } from "../signed-url.server";

/** A keyed hash of the name: the table keeps no name in the clear. */
async function slugHash(env: Env, slug: string): Promise<string> {
  return toBase64Url(await hmac(env, `rf-slug-claim-v1\n${slug}`));
}

/** Whether another account has ever published `slug`. */
export async function claimedByOther(env: Env, slug: string, ownerId: string): Promise<boolean> {
  const row = await getDb(env)
    .select({ ownerId: slugClaims.ownerId })
    .from(slugClaims)
    .where(and(eq(slugClaims.slugHash, await slugHash(env, slug)), ne(slugClaims.ownerId, ownerId)))
    .get();
  return row !== undefined;
}

/** Records that `ownerId` holds `slug`; a name already held stays with its first holder. */
export async function claimSlug(env: Env, slug: string, ownerId: string): Promise<void> {
  await getDb(env)
    .insert(slugClaims)
    .values({ slugHash: await slugHash(env, slug), ownerId })
    .onConflictDoNothing();
}

/** D1 binds at most 100 parameters a query. */
const IDS_PER_QUERY = 90;

/** Claims the names of these resumes' publications for their owners, before the resumes are deleted. */
export async function claimPublishedSlugs(env: Env, resumeIds: string[]): Promise<void> {
  const db = getDb(env);
  for (let i = 0; i < resumeIds.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({ slug: resumePublications.slug, ownerId: resumes.ownerId })
      .from(resumePublications)
      .innerJoin(resumes, eq(resumes.id, resumePublications.resumeId))
      .where(inArray(resumePublications.resumeId, resumeIds.slice(i, i + IDS_PER_QUERY)));
    for (const row of rows) await claimSlug(env, row.slug, row.ownerId);
  }
}
