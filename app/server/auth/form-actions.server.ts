/**
 * Glue for the account pages' no-JavaScript path: a posted form runs the same flow as the JSON
 * API and answers with a redirect (setting the cookie on sign-in) or the errors to show.
 */
import { data, redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import { AUTH_FALLBACKS, type AuthFallback } from "~/lib/auth-messages";
import type { FormFailure } from "~/lib/auth-schemas";
import { englishMessage, errorStatus } from "~/lib/error-catalogue";
import { fieldIssueErrors, firstIssueError } from "~/lib/validation-issue";
import { assertSameOrigin, readForm } from "../http.server";
import { safeRedirectPath } from "../session.server";
import type { AuthOutcome } from "./outcome.server";
import { outcomeHeaders } from "./respond.server";

export type { FormFailure };

export type FormResult<S extends z.ZodType> =
  { ok: true; input: z.infer<S> } | { ok: false; response: ReturnType<typeof data<FormFailure>> };

export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormResult<S>> {
  assertSameOrigin(request);
  const values = Object.fromEntries(await readForm(request));
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const first = firstIssueError(parsed.error);
  return {
    ok: false,
    response: data<FormFailure>(
      { error: englishMessage(first.code, first.params), ...first, fields: fieldIssueErrors(parsed.error) },
      errorStatus(first.code),
    ),
  };
}

export function failure(request: Request, outcome: AuthOutcome, fallback: AuthFallback) {
  return data<FormFailure>(
    {
      error: outcome.body.message ?? AUTH_FALLBACKS[fallback],
      fallback,
      code: outcome.body.code,
      params: outcome.body.params,
      reason: outcome.body.reason,
      recoveryRequested: outcome.body.recoveryRequested,
    },
    { status: outcome.status, headers: outcomeHeaders(request, outcome) },
  );
}

/** After a sign-in: set the cookies and go where the visitor was headed. */
export function signedInRedirect(request: Request, outcome: AuthOutcome, redirectTo: unknown) {
  return redirect(safeRedirectPath(redirectTo), { headers: outcomeHeaders(request, outcome) });
}

/** On to the code: with the cookie naming the registration this browser may verify. */
export function verifyRedirect(request: Request, outcome: AuthOutcome, email: string, redirectTo: unknown) {
  const params = new URLSearchParams({ email });
  const target = safeRedirectPath(redirectTo, "");
  if (target) params.set("redirectTo", target);
  return redirect(`/verify-otp?${params}`, { headers: outcomeHeaders(request, outcome) });
}
