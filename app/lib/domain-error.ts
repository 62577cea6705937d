/**
 * What a service throws when a request cannot be done: a code from the closed list of
 * app/lib/error-catalogue.ts and the parameters its message names. No HTTP status and no words:
 * `app/server/http-errors.server.ts` gives both, in one place.
 */
import type { ErrorCode, ErrorParams } from "./error-catalogue";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = "DomainError";
  }
}

/** A refusal for now: the caller may try again after `retryAfterMs` (a Retry-After header, `{{wait}}` in the message). */
export function throttled(code: ErrorCode, retryAfterMs: number, params: ErrorParams = {}): DomainError {
  return new DomainError(code, { ...params, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}
