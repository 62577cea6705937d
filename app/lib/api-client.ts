/**
 * Every call the browser makes to the Worker's JSON API (docs/api.md): JSON both ways, the
 * stored token as a bearer, errors carrying the server's code and parameters (docs/api.md#errors;
 * pages translate them with app/i18n/api-errors.ts) else 'HTTP {status}: {statusText}', any 401
 * logging the client out, and each answer checked against the schema the caller names
 * (api-responses.ts).
 */
import type { z } from "zod";
import { isErrorCode, type ErrorCode, type ErrorParams } from "./error-codes";
import { clearStoredSession, storedToken } from "./session-storage";

/** Shown when a successful answer does not have the shape the page needs. */
export const UNEXPECTED_ANSWER =
  "The server sent an answer this page does not understand. Please reload and try again.";

export class ApiError extends Error {
  /** The server's code and parameters, when it sent a known one. */
  readonly code: ErrorCode | null;
  readonly params: ErrorParams;
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** The answer succeeded but had not the shape the page needs (UNEXPECTED_ANSWER). */
    readonly unexpected = false,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = unexpected || !isErrorCode(body.code) ? null : body.code;
    this.params = this.code && isParams(body.params) ? body.params : {};
  }
}

const isParams = (value: unknown): value is ErrorParams =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((part) => typeof part === "string" || typeof part === "number");

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth provider subscribes here to leave signed-in pages when any call answers 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Sends with the stored token as a bearer; any 401 logs the client out. */
async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(path, { ...init, headers, credentials: "same-origin" });
  if (response.status === 401) {
    clearStoredSession();
    for (const listener of unauthorizedListeners) listener();
  }
  return response;
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy error page, an empty body): the status line speaks instead.
    return {};
  }
}

function failure(response: Response, data: Record<string, unknown>): ApiError {
  const message =
    typeof data.message === "string" && data.message ? data.message : `HTTP ${response.status}: ${response.statusText}`;
  return new ApiError(message, response.status, data);
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  answer: S,
  {
    method = "POST",
    body,
    signal,
    keepalive,
  }: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** Sent even if the page closes meanwhile (a small body: the browser allows 64 KB in all). */
    keepalive?: boolean;
  } = {},
): Promise<z.infer<S>> {
  const response = await send(path, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  const data = await bodyOf(response);
  if (!response.ok) throw failure(response, data);
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new ApiError(UNEXPECTED_ANSWER, response.status, data, true);
  return parsed.data;
}

/** A GET whose answer is a file, not JSON: the response to read it from, or the same ApiError as apiRequest. */
export async function apiFile(path: string): Promise<Response> {
  const response = await send(path, { method: "GET" });
  if (!response.ok) throw failure(response, await bodyOf(response));
  return response;
}
