/**
 * Pages sent without the app's JavaScript (docs/performance.md, "The landing page without
 * JavaScript"). A route whose `handle` says `hydrate: "signed-in"` is rendered for a signed-out
 * visitor as plain HTML: no `<Scripts />`, no module preloads, nothing to hydrate. Its links and
 * forms work as HTML does; the two controls a header has that are not a link or a form (the theme
 * button, the language select that switches as it changes) are run by one inline script with the
 * page's CSP nonce (app/server/static-page-script.server.ts), which the server hands to the root
 * through this context: the browser's bundle does not carry it, and in the browser, where the
 * context is empty, no page is ever static. A signed-in visitor gets the page hydrated as before: their header's
 * account menu is a script's work, and they hold the app's JavaScript from its other pages anyway.
 */
import { createContext, useContext } from "react";

export interface PageHandle {
  /** "signed-in": hydrate only for a signed-in visitor; a signed-out one gets the page without scripts. */
  hydrate?: "signed-in";
}

/** Whether a route's handle asks for its page without scripts when nobody is signed in. */
export function wantsStaticPage(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.hydrate === "signed-in";
}

const StaticPageScriptContext = createContext<string | undefined>(undefined);

/** Set by entry.server.tsx alone. */
export const StaticPageScriptProvider = StaticPageScriptContext.Provider;

export function useStaticPageScript(): string | undefined {
  return useContext(StaticPageScriptContext);
}
