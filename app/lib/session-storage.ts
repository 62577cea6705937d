/**
 * The browser-side copy of the session, under the storage keys of docs/product.md#data-model (`token`,
 * `user`). The server session (httpOnly cookie) is the authority; this copy lets scripts send the
 * bearer token and show the user without a round trip.
 */
const TOKEN_KEY = "token";
const USER_KEY = "user";

export interface StoredUser {
  id: string;
  email: string;
  fullName: string;
  profileImageUrl: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storeSession(token: string | null, user: StoredUser): void {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(TOKEN_KEY, token);
  store.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

export function storedToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

/**
 * The session restored from storage when both items exist. A stored user that does not parse
 * removes both items (docs/product.md#states).
 */
export function restoreStoredSession(): { token: string; user: StoredUser } | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const raw = store?.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    if (!user || typeof user !== "object" || typeof user.email !== "string") throw new Error("bad user");
    return { token, user };
  } catch {
    clearStoredSession();
    return null;
  }
}
