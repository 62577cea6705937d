/**
 * Which interface language a request gets (docs/i18n.md): an explicit choice (the `lang` cookie),
 * else the one stored on the account, else Accept-Language (es*, de*, else English).
 */
import { eq } from "drizzle-orm";
import * as z from "zod";
import { users } from "~/db/schema";
import {
  isUiLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from "~/i18n/languages";
import { readCookie } from "./auth/cookies.server";
import { getDb } from "./db.server";
import { getSession } from "./session.server";

/** The body of POST /api/language (docs/api.md#interface-language). */
export const languageInputSchema = z.object({
  language: z.enum(UI_LANGUAGES, { error: "uiLanguageRule" }),
});

export { pageLanguage } from "./auth/cookies.server";

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function chosenLanguage(request: Request): UiLanguage | null {
  const value = readCookie(request, LANGUAGE_COOKIE);
  return isUiLanguage(value) ? value : null;
}

export function requestLanguage(request: Request, accountLanguage?: string | null): UiLanguage {
  return (
    chosenLanguage(request) ??
    (isUiLanguage(accountLanguage)
      ? accountLanguage
      : languageFromAcceptLanguage(request.headers.get("Accept-Language")))
  );
}

/** Not httpOnly: the page reads it to tell whether browser storage holds a newer choice. */
export function languageCookie(request: Request, language: UiLanguage): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}${secure}`;
}

/**
 * An explicit choice (POST /api/language, or the switcher's form posting to /language): the cookie
 * to set for anyone, and a signed-in user's account keeps it too.
 */
export async function saveLanguageChoice(
  request: Request,
  env: Env,
  language: UiLanguage,
): Promise<{ cookie: string; savedOnAccount: boolean }> {
  const session = await getSession(request, env);
  if (session) await getDb(env).update(users).set({ language }).where(eq(users.id, session.user.id));
  return { cookie: languageCookie(request, language), savedOnAccount: Boolean(session) };
}
