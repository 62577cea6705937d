/**
 * The API's error codes in English (docs/i18n.md#server-answers): the English the API itself
 * writes, taken from the one table that gives every code its status and words
 * (app/lib/error-catalogue.ts), so the two cannot drift. Pages translate an error by its code
 * (app/i18n/api-errors.ts), never by its English.
 */
import { ERROR_CATALOGUE, type ErrorCode } from "~/lib/error-catalogue";

export type ApiErrorTexts = Record<ErrorCode, string>;

export const enApiErrors = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, [, english]]) => [code, english]),
) as ApiErrorTexts;
