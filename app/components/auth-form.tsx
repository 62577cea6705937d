/**
 * The one shape of every account form (sign-up, sign-in, verification, forgotten and new
 * password). Without JavaScript the <form> posts to its route's action, which runs the same flow
 * as the API and answers with a redirect or a FormFailure; with JavaScript the same form
 * validates with the shared schema and calls the JSON API. Either way the page shows one error
 * above the fields and each field's own message beside it.
 */
import { Form, useActionData } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormAlert } from "~/components/form";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { AuthFallback } from "~/lib/auth-messages";
import type { FormFailure } from "~/lib/auth-schemas";
import { fieldIssueErrors, firstIssueError, type IssueError } from "~/lib/validation-issue";

interface AuthFormOptions<S extends z.ZodType, R extends z.ZodType> {
  /** The JSON API the form calls with JavaScript (docs/api.md). */
  endpoint: string;
  /** What its answer must look like (app/lib/api-responses.ts). */
  answer: R;
  /** The error shown when a refusal carries no code (auth.fallbacks). */
  fallback: AuthFallback;
  onSuccess: (result: z.infer<R>, input: z.infer<S>) => void;
  /**
   * A refusal the page handles itself: answer the text to show (in the interface language), or
   * null when it moved on (a sign-in that needs its code first). Unset: the answer's error by its
   * code, else `fallback`.
   */
  onRefused?: (refusal: ApiError | null, input: z.infer<S>) => string | null;
}

export function useAuthForm<S extends z.ZodType, R extends z.ZodType, A extends FormFailure = FormFailure>(
  schema: S,
  options: AuthFormOptions<S, R>,
) {
  const serverResult = useActionData<A>();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(apiErrorText(t, firstIssueError(parsed.error)));
      setFields(translatedFields(t, fieldIssueErrors(parsed.error)));
      return;
    }
    setFields({});
    setError(null);
    setBusy(true);
    try {
      options.onSuccess(await apiRequest(options.endpoint, options.answer, { body: parsed.data }), parsed.data);
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : null;
      setError(
        options.onRefused
          ? options.onRefused(refusal, parsed.data)
          : errorText(t, caught, t(`auth.fallbacks.${options.fallback}`)),
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    /** The error to show: this page's last try, else the no-JavaScript action's answer. */
    error: error ?? (serverResult ? failureText(t, serverResult) : null),
    fields: { ...translatedFields(t, serverResult?.fields ?? {}), ...fields },
    setError,
    serverResult,
    onSubmit,
  };
}

/** The no-JavaScript action's refusal in the interface language: by its code, else the page's fallback. */
function failureText(t: TFunction, failure: FormFailure): string | null {
  if (failure.code) return apiErrorText(t, { code: failure.code, params: failure.params });
  return failure.fallback ? t(`auth.fallbacks.${failure.fallback}`) : failure.error || null;
}

function translatedFields(t: TFunction, fields: Record<string, IssueError>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, issue]) => [name, apiErrorText(t, issue)]));
}

/** The form element itself: posts to the route's action, or runs `onSubmit` with JavaScript. */
export function AuthForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {children}
    </Form>
  );
}
