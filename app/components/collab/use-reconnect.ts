/**
 * After the socket's quick attempts (RECONNECT.maxRetries) are spent, the room is not given up:
 * a slow retry keeps going, and the browser coming back online or the tab becoming visible
 * reconnects at once. Pending edits go out on the reconnect (the room's init flushes them).
 * A close that ends access (revoked, deleted, policy) is final: nothing retries it.
 */
import { useEffect, type MutableRefObject } from "react";
import type { RoomConnection } from "./room-connection";

/** Between slow retries, once the quick ones failed (docs/collaboration.md#reconnecting). */
export const SLOW_RETRY_MS = 30_000;

export function useReconnectWhenBack(
  connectionRef: MutableRefObject<RoomConnection | null>,
  finalRef: MutableRefObject<boolean>,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const reconnectIfDown = () => {
      if (!finalRef.current) connectionRef.current?.wake();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") reconnectIfDown();
    };
    const timer = window.setInterval(reconnectIfDown, SLOW_RETRY_MS);
    window.addEventListener("online", reconnectIfDown);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", reconnectIfDown);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled, connectionRef, finalRef]);
}
