import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isUiLanguage } from "~/i18n/languages";
import { assertSameOrigin, readForm } from "~/server/http.server";
import { saveLanguageChoice } from "~/server/language.server";
import { safeRedirectPath } from "~/server/session.server";

/**
 * The language switcher's form posts here when the page has no scripts to switch in place (a page
 * sent without them, app/components/static-page.ts, or JavaScript off): the same choice as
 * POST /api/language (the cookie; signed in, the account too), then back to the page it came from,
 * which the server now renders in the chosen language (docs/i18n.md). A value that is no language
 * changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  const language = form.get("language");
  if (!isUiLanguage(language)) return redirect(back, 303);
  const { cookie } = await saveLanguageChoice(request, context.cloudflare.env, language);
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}

export const loader = () => redirect("/");
