import { useSyncExternalStore } from "react";

/** Whether React has hydrated the page: false in the server's HTML and while hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
}
