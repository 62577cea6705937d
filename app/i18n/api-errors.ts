/**
 * An API error in the interface language, by its code (docs/i18n.md#server-answers): the server
 * answers `{code, message, params}`, and the page shows `apiErrors.{code}` with the parameters;
 * the English `message` is for API clients and is never read back. A `{{wait}}` is made from
 * `retryAfterSeconds` in the page's words.
 */
import type { TFunction } from "i18next";
import { ApiError } from "~/lib/api-client";
import { isErrorCode, waitParts, type ErrorCode, type ErrorParams } from "~/lib/error-codes";

export interface CodedError {
  code: ErrorCode;
  params?: ErrorParams;
}

export function apiErrorText(t: TFunction, { code, params = {} }: CodedError): string {
  const values: Record<string, string | number> = { ...params };
  // A field's issue inside "{path}: {issue}" is translated by its own code.
  if (code === "invalidField" && isErrorCode(params.issueCode) && params.issueCode !== "invalidField") {
    values.issue = apiErrorText(t, { code: params.issueCode, params });
  }
  if (typeof params.retryAfterSeconds === "number") {
    const { unit, count } = waitParts(params.retryAfterSeconds);
    values.wait = t(`serverMessages.wait.${unit}`, { count });
  }
  return String(t(`apiErrors.${code}`, values));
}

/**
 * What to show for a failed call: the server's error by its code; the client's own words when the
 * answer had none (no JSON: "HTTP 502: Bad Gateway") or an unexpected shape; else `fallback`
 * (the network failed, or something else threw).
 */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.unexpected) return t("requestMessages.unexpectedAnswer");
  if (error.code) return apiErrorText(t, { code: error.code, params: error.params });
  return fallback;
}

/** Why a call failed, to go inside a sentence ("Export failed: {reason}"): errorText, else the status line the client made. */
export function reasonText(t: TFunction, error: ApiError): string {
  return errorText(t, error, error.message);
}

/** A page action's refusal (app/server/http-errors.server.ts `actionError`): by its code; an answer without one as it came. */
export function actionErrorText(
  t: TFunction,
  answer: { error?: string | null; code?: ErrorCode; params?: ErrorParams },
): string {
  return answer.code ? apiErrorText(t, { code: answer.code, params: answer.params }) : (answer.error ?? "");
}
