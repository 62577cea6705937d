/**
 * Every call the browser makes to the Worker's JSON API (docs/api.md): JSON both ways, the
 * stored token as a bearer, errors carrying the server's message else 'HTTP {status}: {statusText}',
 * and any 401 logging the client out.
 */
import { clearStoredSession, storedToken } from "./session-storage";

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

export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  { method = "POST", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
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
  return data as T;
}

/** The message to show for a failed call: the server's when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body.message === "string" && error.body.message) return error.body.message;
  return fallback;
}
