/**
 * The one shape of every account form (sign-up, sign-in, verification, forgotten and new
 * password). Without JavaScript the <form> posts to its route's action, which runs the same flow
 * as the API and answers with a redirect or a FormFailure; with JavaScript the same form
 * validates with the shared schema and calls the JSON API. Either way the page shows one error
 * above the fields and each field's own message beside it.
 */
import { Form, useActionData } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { FormAlert } from "~/components/form";
import { ApiError, apiRequest, messageOf } from "~/lib/api-client";
import { fieldErrors, firstIssue, type FormFailure } from "~/lib/auth-schemas";

interface AuthFormOptions<S extends z.ZodType, R extends z.ZodType> {
  /** The JSON API the form calls with JavaScript (docs/api.md). */
  endpoint: string;
  /** What its answer must look like (app/lib/api-responses.ts). */
  answer: R;
  /** The error shown when a refusal carries no message. */
  fallback: string;
  onSuccess: (result: z.infer<R>, input: z.infer<S>) => void;
  /**
   * A refusal the page handles itself: answer the text to show, or null when it moved on
   * (a sign-in that needs its code first). Unset: the answer's message, else `fallback`.
   */
  onRefused?: (refusal: ApiError | null, input: z.infer<S>) => string | null;
}

export function useAuthForm<S extends z.ZodType, R extends z.ZodType, A extends FormFailure = FormFailure>(schema: S, options: AuthFormOptions<S, R>) {
  const serverResult = useActionData<A>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      setFields(fieldErrors(parsed.error));
      return;
    }
    setFields({});
    setError(null);
    setBusy(true);
    try {
      options.onSuccess(await apiRequest(options.endpoint, options.answer, { body: parsed.data }), parsed.data);
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : null;
      setError(options.onRefused ? options.onRefused(refusal, parsed.data) : messageOf(caught, options.fallback));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    /** The error to show: this page's last try, else the no-JavaScript action's answer. */
    error: error ?? (serverResult?.error || null),
    fields: { ...serverResult?.fields, ...fields },
    setError,
    serverResult,
    onSubmit,
  };
}

/** The form element itself: posts to the route's action, or runs `onSubmit` with JavaScript. */
export function AuthForm({ onSubmit, error, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; error: string | null; children: ReactNode }) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {children}
    </Form>
  );
}
