import { useState } from "react";

/**
 * True from the first render where `open` is true, then for good: a dialog loaded on demand
 * (React.lazy) mounts on its first opening, not with the page, and stays mounted after it closes
 * so it keeps its state as it did when it mounted with the page (docs/performance.md).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
