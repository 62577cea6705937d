/**
 * The Content-Security-Policy nonce of the page being rendered (docs/security.md#content-security-policy).
 * The server makes one per answer and provides it here; the page's own inline script and Remix's
 * scripts carry it. In the browser there is none (the attribute is hidden from scripts, and
 * nothing inline is added after the first paint), so hydration must not compare it.
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
