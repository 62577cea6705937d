/**
 * Only same-site relative paths are followed after sign-in; anything else (another host,
 * protocol-relative "//evil", backslash tricks) falls back to the given page.
 */
export function safeRedirectPath(value: unknown, fallback = "/templates"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}
