/** Small helpers every JSON endpoint shares: parsing with limits, same-origin checks, answers. */
import type { z } from "zod";
import { englishMessage, errorStatus, type ErrorCode, type ErrorParams } from "~/lib/error-catalogue";
import { fieldIssueError, issueError } from "~/lib/validation-issue";

export const MAX_JSON_BYTES = 1024 * 1024;
/**
 * The most any route takes (the applications CSV import's 2 MB with its form's envelope): the
 * Worker reads every body before a route runs and refuses a larger one with 413 (workers/request-body.ts).
 */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024 + 64 * 1024;

export function json<T>(body: T, init: number | ResponseInit = 200): Response {
  const base: ResponseInit = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(base.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...base, headers });
}

/** The body of every error answer (docs/api.md#errors): the code and its parameters for pages, the English message for API clients. */
export function errorBody(code: ErrorCode, params: ErrorParams = {}) {
  return { success: false as const, code, message: englishMessage(code, params), params };
}

/**
 * The answer for a code: its status (app/lib/error-catalogue.ts), the body, `extra` fields an
 * endpoint documents beside them (inventions), and `Retry-After` when the parameters say when to
 * try again.
 */
export function errorResponse(
  code: ErrorCode,
  params: ErrorParams = {},
  extra: Record<string, unknown> = {},
  init: ResponseInit = {},
): Response {
  const headers = new Headers(init.headers);
  if (typeof params.retryAfterSeconds === "number") headers.set("Retry-After", String(params.retryAfterSeconds));
  return json({ ...errorBody(code, params), ...extra }, { ...init, status: errorStatus(code), headers });
}

/**
 * Refuses state-changing requests another site started. Browsers send Origin on every
 * cross-site POST; a request without one came from a non-browser client (bearer token) or an
 * old same-origin form, and is allowed.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) {
    throw errorResponse("crossSite");
  }
}

/**
 * Reads a JSON body of bounded size and validates it. Throws a ready 4xx Response on any
 * problem, so handlers only ever see valid input.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = MAX_JSON_BYTES, showPath = false }: { maxBytes?: number; showPath?: boolean } = {},
): Promise<z.infer<S>> {
  assertSameOrigin(request);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().includes("application/json")) {
    throw errorResponse("jsonOnly");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw errorResponse("bodyTooLarge");
  const text = await readLimitedText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errorResponse("notJson");
  }
  return parseOr400(schema, value, { showPath });
}

/** A value checked against a schema, or a 400 naming the first problem. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  { showPath = false }: { showPath?: boolean } = {},
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw errorResponse(...invalidInput(parsed.error, showPath));
  return parsed.data;
}

/**
 * The first problem of a failed parse: `invalidInput` with the issue, or with `showPath`
 * `invalidField` with where it is too ("data.experience.0.startDate: Use the month format
 * YYYY-MM"), for API clients.
 */
export function invalidInput(error: z.ZodError, showPath = false): [ErrorCode, ErrorParams] {
  const issue = error.issues[0];
  if (!issue) return ["invalidInput", { issue: "Invalid request body." }];
  const found = issueError(issue);
  const path = issue.path.map(String).join(".");
  const { code, params } = showPath && path ? fieldIssueError(path, found) : found;
  return [code, params];
}

/** Forms carry a few short fields; nothing a page posts comes near this. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A posted form, bounded in size; a body that is not a form (garbage multipart, a wrong content
 * type) is a 400 with a message, not an exception.
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw errorResponse("formsOnly");
  }
  const body = await readLimitedText(request, MAX_FORM_BYTES);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw errorResponse("formUnreadable");
  }
}

/** Reads at most `maxBytes` of the body, whatever Content-Length claimed. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw errorResponse("bodyTooLarge");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Answers any method a resource route does not handle. */
export function methodNotAllowed(allowed: string[]): Response {
  return errorResponse("methodNotAllowed", {}, {}, { headers: { Allow: allowed.join(", ") } });
}
