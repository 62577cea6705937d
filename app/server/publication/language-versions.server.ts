/**
 * The other languages of a published resume (docs/variants.md#the-public-link): its master and the
 * master's language variants that are published too, without a password, each once per language.
 * The public page names them for search engines (`<link rel="alternate" hreflang>`) and for people
 * (links in its bar).
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { resumePublications, resumes } from "~/db/schema";
import { settingsOf, type ResumeLanguage } from "~/domain/resume/language";
import type { ResumeData } from "~/domain/resume/schema";
import { getDb } from "../db.server";
import { publicUrl } from "./publications.server";

export interface LanguageVersion {
  language: ResumeLanguage;
  url: string;
  /** This page's own version. */
  current: boolean;
}

/** The resume's family: itself, its master and the master's variants, alive and published without a password. */
function family(env: Env, resumeId: string) {
  const master = sql`coalesce((select ${resumes.variantOf} from ${resumes} where ${resumes.id} = ${resumeId}), ${resumeId})`;
  return and(
    or(eq(resumes.id, master), eq(resumes.variantOf, master)),
    isNull(resumes.deletedAt),
    isNull(resumePublications.passwordHash),
  );
}

/**
 * What the family's published pages are, as a short key: the public page's edge copy is kept per
 * key, so a sibling published or unpublished shows in the alternates at once. Reads no document.
 */
export async function languageVersionsKey(env: Env, resumeId: string): Promise<string> {
  const rows = await getDb(env)
    .select({ slug: resumePublications.slug })
    .from(resumes)
    .innerJoin(resumePublications, eq(resumePublications.resumeId, resumes.id))
    .where(family(env, resumeId));
  if (rows.length < 2) return "1";
  const slugs = rows
    .map((row) => row.slug)
    .sort()
    .join("\u0000");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(slugs));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Every published language of the resume's family, the page's own first for its language, then a
 * master's before its variants'; empty when there is one language only.
 */
export async function languageVersions(
  env: Env,
  resumeId: string,
  language: ResumeLanguage,
  origin: string,
): Promise<LanguageVersion[]> {
  const rows = await getDb(env)
    .select({ id: resumes.id, data: resumes.data, slug: resumePublications.slug, variantOf: resumes.variantOf })
    .from(resumes)
    .innerJoin(resumePublications, eq(resumePublications.resumeId, resumes.id))
    .where(family(env, resumeId));
  if (rows.length < 2) return [];
  const byLanguage = new Map<ResumeLanguage, LanguageVersion>();
  const own = rows.find((row) => row.id === resumeId);
  // A page behind a password is not among the rows: it still names the others, not itself.
  if (own) byLanguage.set(language, { language, url: publicUrl(origin, own.slug), current: true });
  const ordered = [...rows].sort((a, b) => Number(a.variantOf !== null) - Number(b.variantOf !== null));
  for (const row of ordered) {
    if (row.id === resumeId) continue;
    const other = settingsOf(row.data as ResumeData).language;
    if (other !== language && !byLanguage.has(other))
      byLanguage.set(other, { language: other, url: publicUrl(origin, row.slug), current: false });
  }
  const versions = [...byLanguage.values()];
  return versions.some((version) => !version.current) ? versions : [];
}
