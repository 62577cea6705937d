import { createContext, useContext, type ReactNode } from "react";
import { AppHeader } from "./app-header";
import type { HeaderUser } from "./user-avatar";

/**
 * Set by the signed-in layout for a page that brings its own controls into the header (the
 * editor): the layout then leaves the header to that page, which renders it with <HeaderSlot>.
 */
export const HeaderSlotContext = createContext<{ user: HeaderUser } | null>(null);

/**
 * The app header with `children` (the page's controls) inside it, rendered where the page puts it,
 * at the top of the page. Rendered in place, not through a portal: portals exist only in the
 * browser, and the server's HTML must already hold the controls (Save, Generate PDF, Change
 * Template) at first paint. Outside such a page it renders nothing.
 */
export function HeaderSlot({ children }: { children?: ReactNode }) {
  const page = useContext(HeaderSlotContext);
  return page ? (
    <AppHeader user={page.user} wide>
      {children}
    </AppHeader>
  ) : null;
}
