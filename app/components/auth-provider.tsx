import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { apiRequest, onUnauthorized } from "~/lib/api-client";
import { clearStoredSession, restoreStoredSession, storeSession, type StoredUser } from "~/lib/session-storage";

interface AuthState {
  user: StoredUser | null;
  isAuthenticated: boolean;
  loading: boolean;
}

const AuthContext = createContext<AuthState>({ user: null, isAuthenticated: false, loading: true });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

const SIGNED_IN_PREFIXES = ["/templates", "/builder", "/dashboard", "/analyze"];

function leaveSignedInPage() {
  const { pathname, search } = window.location;
  if (SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    window.location.assign(`/login?${new URLSearchParams({ redirectTo: pathname + search })}`);
  }
}

/**
 * Keeps the browser's copy of the session (docs/product.md#states) in step with the server's, which
 * rendered the page: restores from storage on load, drops a copy the server no longer honours,
 * and logs out on any 401.
 */
export function AuthProvider({ serverUser, children }: { serverUser: StoredUser | null; children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(serverUser);
  const [loading, setLoading] = useState(!serverUser);

  useEffect(() => onUnauthorized(() => {
    setUser(null);
    leaveSignedInPage();
  }), []);

  useEffect(() => {
    if (serverUser) {
      storeSession(null, serverUser);
      setUser(serverUser);
      setLoading(false);
      return;
    }
    const restored = restoreStoredSession();
    if (!restored) {
      setUser(null);
      setLoading(false);
      return;
    }
    // The server saw no cookie; ask whether the stored token still names a session.
    const controller = new AbortController();
    apiRequest<{ user: StoredUser }>("/api/auth/me", { method: "GET", signal: controller.signal })
      .then(({ user: current }) => setUser(current))
      .catch(() => {
        if (!controller.signal.aborted) {
          clearStoredSession();
          setUser(null);
        }
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [serverUser]);

  const value = useMemo(() => ({ user, isAuthenticated: user !== null, loading }), [user, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
