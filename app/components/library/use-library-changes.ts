/**
 * Whether the user's library offers changes to this resume (docs/library.md#the-editor): one small
 * read when the editor opens, when the window gets the focus, and when asked (the library's dialog
 * closed). Kept this small, without the panel's code and texts, because every editor runs it; the
 * panel (./library-changes.tsx) loads only when there is something to show.
 */
import { useCallback, useEffect, useState } from "react";

export function useLibraryChanges(resumeId: string, enabled: boolean) {
  const [count, setCount] = useState(0);
  const [checks, setChecks] = useState(0);
  const check = useCallback(() => {
    setChecks((n) => n + 1);
    fetch(`/api/resumes/${encodeURIComponent(resumeId)}/library-changes`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ changes?: unknown[] }>) : null))
      .then((answer) => answer && setCount(answer.changes?.length ?? 0))
      .catch(() => undefined);
  }, [resumeId]);
  useEffect(() => {
    if (!enabled) return;
    check();
    window.addEventListener("focus", check);
    return () => window.removeEventListener("focus", check);
  }, [enabled, check]);
  return { count, checks, check };
}
