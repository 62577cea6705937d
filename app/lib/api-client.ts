/**
 * Every call the browser makes to the Worker's JSON API (docs/api.md): JSON both ways, the
 * stored token as a bearer, errors carrying the server's message else 'HTTP {status}: {statusText}',
 * any 401 logging the client out, and each answer checked against the schema the caller names
 * (api-responses.ts).
 */
import type { z } from "zod";
import { clearStoredSession, storedToken } from "./session-storage";

/** Shown when a successful answer does not have the shape the page needs. */
export const UNEXPECTED_ANSWER = "The server sent an answer this page does not understand. Please reload and try again.";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth provider subscribes here to leave signed-in pages when any call answers 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  answer: S,
  { method = "POST", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  let data: Record<string, unknown> = {};
  try {
    data = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy error page, an empty body): the status line speaks instead.
  }
  if (response.status === 401) {
    clearStoredSession();
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) {
    const message = typeof data.message === "string" && data.message ? data.message : `HTTP ${response.status}: ${response.statusText}`;
    throw new ApiError(message, response.status, data);
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new ApiError(UNEXPECTED_ANSWER, response.status, data);
  return parsed.data;
}

/** The message to show for a failed call: the server's when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body.message === "string" && error.body.message) return error.body.message;
  return fallback;
}
