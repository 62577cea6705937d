import { createContext, useContext, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** Where a page puts its own controls inside the shared app header (the editor's toolbar). */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

/**
 * Renders `children` inside the app header. Portals exist only in the browser, so the server's
 * HTML has the header without them; pages whose controls need JavaScript anyway (the editor) use it.
 */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const target = useContext(HeaderSlotContext);
  return target ? createPortal(children, target) : null;
}
