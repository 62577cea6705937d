/** Small helpers every JSON endpoint shares: parsing with limits, same-origin checks, answers. */
import type { z } from "zod";
import { firstIssue } from "~/lib/auth-schemas";

export const MAX_JSON_BYTES = 1024 * 1024;

export function json<T>(body: T, init: number | ResponseInit = 200): Response {
  const base: ResponseInit = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(base.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...base, headers });
}

export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ success: false, message, ...extra }, status);
}

/**
 * Refuses state-changing requests another site started. Browsers send Origin on every
 * cross-site POST; a request without one came from a non-browser client (bearer token) or an
 * old same-origin form, and is allowed.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) {
    throw errorResponse(403, "Cross-site request refused.");
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
    throw errorResponse(415, "Requests must be sent as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw errorResponse(413, "Request body is too large.");
  const text = await readLimitedText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errorResponse(400, "Request body is not valid JSON.");
  }
  return parseOr400(schema, value, { showPath });
}

/** A value checked against a schema, or a 400 naming the first problem. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, { showPath = false }: { showPath?: boolean } = {}): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw errorResponse(400, showPath ? issueWithPath(parsed.error) : firstIssue(parsed.error));
  return parsed.data;
}

/** "data.experience.0.startDate: Use the month format YYYY-MM": where the problem is, for API clients. */
function issueWithPath(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request body.";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads at most `maxBytes` of the body, whatever Content-Length claimed. */
/** Forms carry a few short fields; nothing a page posts comes near this. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A posted form, bounded in size; a body that is not a form (garbage multipart, a wrong content
 * type) is a 400 with a message, not an exception.
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw errorResponse(415, "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.");
  }
  const body = await readLimitedText(request, MAX_FORM_BYTES);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw errorResponse(400, "The form could not be read. Reload the page and try again.");
  }
}

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
      throw errorResponse(413, "Request body is too large.");
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

/** A 429 with the wait in words and in a Retry-After header. */
/** A refusal for now, with when to try again: 429 (too many from this caller) or 503 (too busy). */
export function tooManyRequests(message: string, retryAfterMs: number, status: 429 | 503 = 429): Response {
  return json({ success: false, message }, { status, headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });
}

/** Answers any method a resource route does not handle. */
export function methodNotAllowed(allowed: string[]): Response {
  return new Response(JSON.stringify({ success: false, message: "Method not allowed." }), {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "application/json; charset=utf-8" },
  });
}
