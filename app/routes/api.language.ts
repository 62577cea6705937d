import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";
import { languageCookie, languageInputSchema } from "~/server/language.server";
import { getSession } from "~/server/session.server";

/**
 * POST /api/language {language}: the explicit interface-language choice (docs/api.md,
 * docs/i18n.md). Sets the `lang` cookie for anyone; a signed-in user's account keeps it too.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { language } = await readJson(request, languageInputSchema, { maxBytes: 1024 });
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  if (session) await getDb(env).update(users).set({ language }).where(eq(users.id, session.user.id));
  return json(
    { success: true, language, savedOnAccount: Boolean(session) },
    { headers: { "Set-Cookie": languageCookie(request, language) } },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
