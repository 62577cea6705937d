/**
 * Glue for the account pages' no-JavaScript path: a posted form runs the same flow as the JSON
 * API and answers with a redirect (setting the cookie on sign-in) or the errors to show.
 */
import { data, redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import { fieldErrors, firstIssue, type FormFailure } from "~/lib/auth-schemas";
import { assertSameOrigin, readForm } from "../http.server";
import { safeRedirectPath } from "../session.server";
import type { AuthOutcome } from "./outcome.server";
import { outcomeHeaders } from "./respond.server";

export type { FormFailure };

export type FormResult<S extends z.ZodType> = { ok: true; input: z.infer<S> } | { ok: false; response: ReturnType<typeof data<FormFailure>> };

export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormResult<S>> {
  assertSameOrigin(request);
  const values = Object.fromEntries(await readForm(request));
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, response: data<FormFailure>({ error: firstIssue(parsed.error), fields: fieldErrors(parsed.error) }, 400) };
}

export function failure(request: Request, outcome: AuthOutcome, fallback: string) {
  return data<FormFailure>(
    {
      error: outcome.body.message ?? fallback,
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
