import { useEffect, type ReactNode } from "react";
import { apiRequest, onUnauthorized } from "~/lib/api-client";
import { clearStoredSession, restoreStoredSession, storeSession, type StoredUser } from "~/lib/session-storage";

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
export function SessionSync({ serverUser, children }: { serverUser: StoredUser | null; children: ReactNode }) {
  useEffect(() => onUnauthorized(leaveSignedInPage), []);

  useEffect(() => {
    if (serverUser) {
      storeSession(null, serverUser);
      return;
    }
    if (!restoreStoredSession()) return;
    // The server saw no cookie; ask whether the stored token still names a session.
    const controller = new AbortController();
    // The answer's schema (zod) loads only here, off the root's first render (docs/performance.md).
    import("~/lib/api-responses")
      .then(({ meAnswer }) => apiRequest("/api/auth/me", meAnswer, { method: "GET", signal: controller.signal }))
      .catch(() => {
        if (!controller.signal.aborted) clearStoredSession();
      });
    return () => controller.abort();
  }, [serverUser]);

  return <>{children}</>;
}
