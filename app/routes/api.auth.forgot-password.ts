import { requestLanguage } from "~/server/language.server";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { emailOnlySchema } from "~/lib/auth-schemas";
import { forgotPassword, forgotPasswordBudget } from "~/server/auth/password-reset.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { authJson } from "~/server/auth/respond.server";
import { json, methodNotAllowed, readJson } from "~/server/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await readJson(request, emailOnlySchema);
  const { env, ctx } = context.cloudflare;
  // The client's and the address's e-mail budgets are spent for any address, account or not.
  const refused = await forgotPasswordBudget({ env }, input, requesterOf(request, context.client));
  if (refused) return authJson(request, refused);
  // Answered before the work is done, so timing does not tell whether the address has an account.
  ctx.waitUntil(
    forgotPassword({ env }, input, new URL(request.url).origin, (account) => requestLanguage(request, account)).catch(
      (error: unknown) => {
        console.error(
          "forgot-password: sending the reset e-mail failed",
          error instanceof Error ? error.message : error,
        );
      },
    ),
  );
  return json({ success: true });
}

export const loader = () => methodNotAllowed(["POST"]);
