/**
 * Who may see a published resume (docs/product.md#public-link): the publication found by its slug
 * (never a trashed resume), and, when it has a password, the signed cookie a visitor gets for
 * typing it. The cookie carries a tag of the current password hash, so changing or removing the
 * password makes every earlier cookie worthless.
 */
import { and, eq, isNull } from "drizzle-orm";
import { resumePublications, resumes } from "~/db/schema";
import type { HiddenContacts } from "~/domain/publication/api";
import { slugProblem } from "~/domain/publication/slug";
import { readCookie } from "../auth/cookies.server";
import { fromBase64Url, sha256Hex, timingSafeEqual, toBase64Url } from "../crypto.server";
import { getDb } from "../db.server";
import { hmac } from "../signed-url.server";

export interface Publication extends HiddenContacts {
  resumeId: string;
  ownerId: string;
  slug: string;
  passwordHash: string | null;
  indexable: boolean;
  /** The resume's version: any write to the resume changes it (app/server/resume-content.server.ts). */
  version: number;
  /** When the publication's settings last changed. */
  settingsAt: number;
}

/** The live publication at `slug`, or null (unknown, unpublished, or the resume is in the Trash). */
export async function findPublication(env: Env, slug: string): Promise<Publication | null> {
  if (slugProblem(slug) !== null) return null;
  const row = await getDb(env)
    .select({
      resumeId: resumePublications.resumeId,
      ownerId: resumes.ownerId,
      slug: resumePublications.slug,
      passwordHash: resumePublications.passwordHash,
      indexable: resumePublications.indexable,
      hidePhone: resumePublications.hidePhone,
      hideEmail: resumePublications.hideEmail,
      hideLocation: resumePublications.hideLocation,
      version: resumes.version,
      updatedAt: resumePublications.updatedAt,
    })
    .from(resumePublications)
    .innerJoin(resumes, eq(resumes.id, resumePublications.resumeId))
    .where(and(eq(resumePublications.slug, slug), isNull(resumes.deletedAt)))
    .get();
  if (!row) return null;
  const { updatedAt, ...rest } = row;
  return { ...rest, settingsAt: updatedAt.getTime() };
}

export const ACCESS_COOKIE = "rf_pub";
export const ACCESS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

async function accessSignature(env: Env, publication: Publication, exp: string): Promise<Uint8Array> {
  const passwordTag = (await sha256Hex(publication.passwordHash ?? "")).slice(0, 16);
  return hmac(env, `rf-publication-v1\n${publication.resumeId}\n${publication.slug}\n${passwordTag}\n${exp}`);
}

/** The Set-Cookie of a visitor who typed the right password: httpOnly, only for this link's paths. */
export async function accessCookie(
  env: Env,
  request: Request,
  publication: Publication,
  now = Date.now(),
): Promise<string> {
  const exp = String(now + ACCESS_TTL_MS);
  const value = `${exp}.${toBase64Url(await accessSignature(env, publication, exp))}`;
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${ACCESS_COOKIE}=${value}; Path=/r/${publication.slug}; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(ACCESS_TTL_MS / 1000)}${secure}`;
}

/** Whether the request may see the publication: no password, or a valid cookie for the current one. */
export async function mayView(
  env: Env,
  request: Request,
  publication: Publication,
  now = Date.now(),
): Promise<boolean> {
  if (publication.passwordHash === null) return true;
  const cookie = readCookie(request, ACCESS_COOKIE);
  const match = cookie?.match(/^(\d{1,16})\.([A-Za-z0-9_-]{20,100})$/);
  if (!match || Number(match[1]) < now) return false;
  const expected = await accessSignature(env, publication, match[1]!);
  let given: Uint8Array;
  try {
    given = fromBase64Url(match[2]!);
  } catch {
    return false;
  }
  return timingSafeEqual(given, expected);
}
