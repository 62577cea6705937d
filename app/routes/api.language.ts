import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { languageInputSchema, saveLanguageChoice } from "~/server/language.server";

/**
 * POST /api/language {language}: the explicit interface-language choice (docs/api.md,
 * docs/i18n.md). Sets the `lang` cookie for anyone; a signed-in user's account keeps it too.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { language } = await readJson(request, languageInputSchema, { maxBytes: 1024 });
  const { cookie, savedOnAccount } = await saveLanguageChoice(request, context.cloudflare.env, language);
  return json({ success: true, language, savedOnAccount }, { headers: { "Set-Cookie": cookie } });
}

export const loader = () => methodNotAllowed(["POST"]);
