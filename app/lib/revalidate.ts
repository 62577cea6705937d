/**
 * Loaders that read only the session (the root's user and language, the signed-in layout's user)
 * need not run again when a page only changes its own query (the dashboard's search, sort and
 * view): each such reload was aborted by the next keystroke, and the page logged an AbortError.
 * An explicit revalidation (same address) and every form post still reload.
 */
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

export function sessionOnlyShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const queryOnly =
    (!formMethod || formMethod.toUpperCase() === "GET") &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search;
  return queryOnly ? false : defaultShouldRevalidate;
}
