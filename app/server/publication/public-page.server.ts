/**
 * The answers of /r/{slug} and /r/{slug}/pdf (docs/api.md#public-link). The page is rendered by the
 * preview's renderer and kept in the Workers Cache under a key made of the slug, the resume's
 * version and the publication's settings time: every write of the resume (REST save or the room's
 * write-back) bumps the version, so the next view misses the old entry without any purge, and the
 * one D1 read that finds the publication also tells whether it still exists (unpublished -> 404
 * at once). Protected publications are never cached.
 */
import { isbot } from "isbot";
import { eq } from "drizzle-orm";
import { resumes } from "~/db/schema";
import { visibleResume } from "~/domain/publication/visible-resume";
import { publicPageHtml, passwordPageHtml, type PasswordPageTexts } from "~/domain/publication/public-page";
import { attachmentDisposition, resumeFileName } from "~/domain/resume/file-name";
import type { PageSize, ResumeData } from "~/domain/resume/schema";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { translatorFor } from "~/i18n/instance.server";
import type { UiLanguage } from "~/i18n/languages";
import { verifyPassword } from "../auth/password.server";
import { refund, retryAfterMs, takeAll, take, type ThrottleRule } from "../auth/throttle.server";
import { throttled } from "~/lib/domain-error";
import { pageLanguage } from "../language.server";
import { messagePageHtml, wantsPage } from "../message-page.server";
import { getDb } from "../db.server";
import { errorResponse, readForm } from "../http.server";
import { renderAndStorePdf } from "../pdf/store-pdf.server";
import { accessCookie, findPublication, mayView, type Publication } from "./access.server";
import { countVisit, publicUrl } from "./publications.server";
import { languageVersions, languageVersionsKey } from "./language-versions.server";
import { LANGUAGE_NAMES, settingsOf } from "~/domain/resume/language";

const MINUTE = 60_000;
/**
 * Wrong link passwords (docs/limits.md#public-links). Every count is a client's own: per client
 * over all links, and per client on one link. A count per link over all clients would let ten
 * strangers' guesses lock the owner's real visitors out, so the link's total only tightens what
 * each client may try: once a link has had PASSWORD_TRIES_PER_LINK wrong passwords in an hour
 * (many clients guessing), each client gets PASSWORD_TRIES_UNDER_ATTACK tries on it instead of
 * ten. A visitor with the right password, who has not guessed before, still gets in at once.
 */
export const PASSWORD_TRIES_PER_CLIENT: ThrottleRule = {
  limit: 20,
  windowMs: 60 * MINUTE,
  backoff: { baseMs: MINUTE, maxMs: 60 * MINUTE },
};
export const PASSWORD_TRIES_PER_CLIENT_LINK: ThrottleRule = {
  limit: 10,
  windowMs: 15 * MINUTE,
  backoff: { baseMs: 30_000, maxMs: 15 * MINUTE },
};
export const PASSWORD_TRIES_PER_LINK: ThrottleRule = { limit: 100, windowMs: 60 * MINUTE };
export const PASSWORD_TRIES_UNDER_ATTACK: ThrottleRule = {
  limit: 3,
  windowMs: 15 * MINUTE,
  backoff: { baseMs: MINUTE, maxMs: 15 * MINUTE },
};
/** PDFs printed for one link: only a changed resume prints again, so this is only reached by a resume changing very often. */
export const PDF_RENDERS_PER_LINK: ThrottleRule = { limit: 20, windowMs: 60 * MINUTE };

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  // The page runs no script at all; fonts and stylesheets are the app's own.
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/** The page's chrome speaks the visitor's language (docs/i18n.md): the `lang` cookie, else Accept-Language. */
const PAGE_VARY = { Vary: "Accept-Language, Cookie" };

function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...SECURITY_HEADERS,
      ...PAGE_VARY,
      ...headers,
    },
  });
}

/**
 * The password form's page. Its referrer policy lets its own form send the Origin: under
 * no-referrer a browser posts it with `Origin: null`, which the same-origin guard refuses, so no
 * password could ever be entered from the page.
 */
function passwordPage(body: string, status: number, headers: Record<string, string> = {}): Response {
  return html(body, status, { "Referrer-Policy": "same-origin", ...headers });
}

function passwordTexts(language: UiLanguage): PasswordPageTexts {
  const t = translatorFor(language);
  return {
    lang: language,
    title: t("publishing.page.passwordTitle"),
    heading: t("publishing.page.protected"),
    body: t("publishing.page.enterPassword"),
    label: t("publishing.page.password"),
    submit: t("publishing.page.view"),
  };
}

/** "12 minutes" up to two hours, "5 hours" beyond, in the visitor's language (waitText's English rule). */
function waitIn(language: UiLanguage, ms: number): string {
  const t = translatorFor(language);
  return ms <= 120 * 60_000
    ? t("publishing.page.minutes", { count: Math.max(1, Math.ceil(ms / 60_000)) })
    : t("publishing.page.hours", { count: Math.ceil(ms / 3_600_000) });
}

export function notFoundPage(request: Request): Response {
  const language = pageLanguage(request);
  const t = translatorFor(language);
  return html(
    messagePageHtml({
      language,
      title: t("publishing.page.notFoundTitle"),
      heading: t("publishing.page.notFound"),
      body: t("publishing.page.notFoundBody"),
    }),
    404,
  );
}

/**
 * The answer when the link's PDF may not be printed again yet. Someone who followed the page's
 * Download link gets a page in their language with the way back, not a JSON answer shown raw in a
 * tab; a script asking for JSON still gets the API's answer.
 */
export function pdfBusyResponse(request: Request, slug: string, retryAfterMs: number): Response {
  if (!wantsPage(request)) return errorResponse(pdfTooOften(retryAfterMs).code, pdfTooOften(retryAfterMs).params);
  const language = pageLanguage(request);
  const t = translatorFor(language);
  const page = messagePageHtml({
    language,
    title: t("publishing.page.pdfBusyTitle"),
    body: t("publishing.page.pdfBusy", { wait: waitIn(language, retryAfterMs) }),
    link: { href: `/r/${encodeURIComponent(slug)}`, label: t("publishing.page.backToResume") },
  });
  return html(page, 429, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

function isBot(request: Request): boolean {
  return isbot(request.headers.get("User-Agent") ?? "");
}

/** The published resume as the public may see it: without the contacts its owner hid. */
async function loadResume(env: Env, publication: Publication) {
  const resumeId = publication.resumeId;
  const row = await getDb(env)
    .select({
      data: resumes.data,
      templateId: resumes.templateId,
      pageSize: resumes.pageSize,
      variantOf: resumes.variantOf,
    })
    .from(resumes)
    .where(eq(resumes.id, resumeId))
    .get();
  if (!row) return null;
  const templateId = isTemplateId(row.templateId) ? row.templateId : DEFAULT_TEMPLATE_ID;
  return {
    data: visibleResume(row.data as ResumeData, publication),
    templateId,
    pageSize: row.pageSize as PageSize,
    variantOf: row.variantOf,
  };
}

async function renderPage(
  env: Env,
  publication: Publication,
  origin: string,
  language: UiLanguage,
): Promise<string | null> {
  const resume = await loadResume(env, publication);
  if (!resume) return null;
  const alternates = await languageVersions(env, publication.resumeId, settingsOf(resume.data).language, origin);
  const document = renderResumeHtml(resume.data, resume.templateId, { pageSize: resume.pageSize });
  const name = resume.data.personalInfo.fullName.trim();
  const t = translatorFor(language);
  return publicPageHtml(
    document,
    {
      name,
      summary: resume.data.summary,
      url: publicUrl(origin, publication.slug),
      pdfPath: `/r/${publication.slug}/pdf`,
      indexable: publication.indexable,
      alternates: alternates.map((version) => ({ ...version, name: LANGUAGE_NAMES[version.language] })),
    },
    {
      lang: language,
      title: name ? t("publishing.page.title", { name }) : t("publishing.page.untitled"),
      description: name ? t("publishing.page.description", { name }) : t("publishing.page.noDescription"),
      download: t("publishing.page.download"),
      languages: t("publishing.page.languages"),
    },
  );
}

/** One edge copy per publication state, language, and the family's published pages (its alternates). */
function cacheKey(origin: string, publication: Publication, language: UiLanguage, family: string): Request {
  return new Request(
    `${origin}/r/${publication.slug}?rf-cache=${publication.version}.${publication.settingsAt}.${language}.${family}`,
  );
}

/** Work that may finish after the answer (the Worker's `ctx.waitUntil`). */
export type Defer = (work: Promise<unknown>) => void;

/**
 * GET /r/{slug}: the page, the password form, or 404. The view count and the cache copy are
 * written after the answer (`defer`): neither changes what this visitor gets, and each is a write
 * the page would otherwise wait for.
 */
export async function servePublicPage(
  env: Env,
  request: Request,
  slug: string,
  client: string,
  defer: Defer,
): Promise<Response> {
  const publication = await findPublication(env, slug);
  if (!publication) return notFoundPage(request);
  const origin = new URL(request.url).origin;
  const action = `/r/${publication.slug}`;
  const language = pageLanguage(request);
  if (!(await mayView(env, request, publication)))
    return passwordPage(passwordPageHtml({ action }, passwordTexts(language)), 401);
  const robots = { "X-Robots-Tag": publication.indexable ? "all" : "noindex, nofollow" };
  if (!isBot(request)) defer(countVisit(env, publication.resumeId, "view", client));
  return pageResponse(env, request, language, publication, origin, robots, defer);
}

async function pageResponse(
  env: Env,
  request: Request,
  language: UiLanguage,
  publication: Publication,
  origin: string,
  robots: Record<string, string>,
  defer: Defer,
): Promise<Response> {
  if (publication.passwordHash !== null) {
    const page = await renderPage(env, publication, origin, language);
    return page === null ? notFoundPage(request) : html(page, 200, { ...robots, "Cache-Control": "private, no-store" });
  }
  const key = cacheKey(origin, publication, language, await languageVersionsKey(env, publication.resumeId));
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(key);
  if (cached)
    return html(await cached.text(), 200, { ...robots, "Cache-Control": "no-cache", "X-Publication-Cache": "hit" });
  const page = await renderPage(env, publication, origin, language);
  if (page === null) return notFoundPage(request);
  // The edge copy lives an hour at most; a changed resume or setting is a different key anyway.
  defer(
    cache.put(
      key,
      new Response(page, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=3600" },
      }),
    ),
  );
  return html(page, 200, { ...robots, "Cache-Control": "no-cache", "X-Publication-Cache": "miss" });
}

/** POST /r/{slug} {password}: the right one sets the access cookie and goes back to the page. */
export async function servePasswordAttempt(
  env: Env,
  request: Request,
  slug: string,
  client: string,
): Promise<Response> {
  const publication = await findPublication(env, slug);
  if (!publication) return notFoundPage(request);
  const action = `/r/${publication.slug}`;
  const language = pageLanguage(request);
  const t = translatorFor(language);
  const texts = passwordTexts(language);
  if (publication.passwordHash === null) return new Response(null, { status: 303, headers: { Location: action } });
  let password: string;
  try {
    const form = await readForm(request);
    password = String(form.get("password") ?? "").slice(0, 256);
  } catch (refusal) {
    if (refusal instanceof Response)
      return passwordPage(passwordPageHtml({ action, error: t("publishing.page.unreadable") }, texts), refusal.status);
    throw refusal;
  }
  const db = getDb(env);
  const linkKey = `pub-pw-link:${publication.resumeId}`;
  const checks: Array<[string, ThrottleRule]> = [
    [`pub-pw-client:${client}`, PASSWORD_TRIES_PER_CLIENT],
    [`pub-pw-client-link:${publication.resumeId}:${client}`, PASSWORD_TRIES_PER_CLIENT_LINK],
  ];
  // The link's total is "blocked" once it reached its limit: that is the sign of many guessers.
  if ((await retryAfterMs(db, linkKey)) > 0)
    checks.push([`pub-pw-attack:${publication.resumeId}:${client}`, PASSWORD_TRIES_UNDER_ATTACK]);
  const verdict = await takeAll(db, checks);
  if (!verdict.ok) {
    const message = t("publishing.page.tooMany", { wait: waitIn(language, verdict.retryAfterMs) });
    return passwordPage(passwordPageHtml({ action, error: message }, texts), 429, {
      "Retry-After": String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))),
    });
  }
  if (!(await verifyPassword(password, publication.passwordHash))) {
    await take(db, linkKey, PASSWORD_TRIES_PER_LINK);
    return passwordPage(passwordPageHtml({ action, error: t("publishing.page.wrong") }, texts), 401);
  }
  // Only wrong passwords count against the limits.
  for (const [key, rule] of checks) await refund(db, key, rule);
  return new Response(null, {
    status: 303,
    headers: {
      Location: action,
      "Set-Cookie": await accessCookie(env, request, publication),
      "Cache-Control": "no-store",
    },
  });
}

/** GET /r/{slug}/pdf: the stored export of the current resume, printed again only when it changed. */
export async function servePublicPdf(env: Env, request: Request, slug: string, client: string): Promise<Response> {
  const publication = await findPublication(env, slug);
  if (!publication) return notFoundPage(request);
  if (!(await mayView(env, request, publication)))
    return new Response(null, { status: 303, headers: { Location: `/r/${publication.slug}` } });
  const resume = await loadResume(env, publication);
  if (!resume) return notFoundPage(request);
  const origin = new URL(request.url).origin;
  const name = resumeFileName(resume.data.personalInfo.fullName);
  const documentHtml = renderResumeHtml(resume.data, resume.templateId, {
    pageSize: resume.pageSize,
    assetBaseUrl: origin,
  });
  const stored = await renderAndStorePdf(env, {
    userId: publication.ownerId,
    html: documentHtml,
    fileName: name,
    origin,
    pageSize: resume.pageSize,
    // Fitted to the resume's target as it prints (its visible part, which may be shorter); a
    // visitor's download stores nothing in the resume (docs/fit-to-pages.md).
    ...(resume.data.settings?.fitToPages
      ? { fit: { target: resume.data.settings.fitToPages, templateId: resume.templateId } }
      : {}),
    beforeRender: async () => {
      const verdict = await take(getDb(env), `pub-pdf:${publication.resumeId}`, PDF_RENDERS_PER_LINK);
      if (!verdict.ok) throw new PdfRendersExhausted(verdict.retryAfterMs);
    },
  });
  if (!isBot(request)) await countVisit(env, publication.resumeId, "download", client);
  return new Response(await stored.bytes(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(`${name}.pdf`),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...(publication.indexable ? {} : { "X-Robots-Tag": "noindex" }),
    },
  });
}

export class PdfRendersExhausted extends Error {
  constructor(readonly retryAfterMs: number) {
    super("pdfTooOften");
  }
}

const pdfTooOften = (retryAfterMs: number) => throttled("pdfTooOften", retryAfterMs);
