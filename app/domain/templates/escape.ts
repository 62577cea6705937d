/**
 * Every user value reaches the resume document through these helpers. The document is rendered as
 * a string (server PDF export and the preview iframe's srcdoc), so nothing else escapes for us.
 */
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe for both text content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const EMAIL = /^[^\s@<>"'()[\]\\,;:]+@[^\s@<>"'()[\]\\,;:]+\.[^\s@<>"'()[\]\\,;:]+$/;
/** A bare host (with optional path), as people type LinkedIn and GitHub addresses. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * The href for a user-entered link, or null when it must render as plain text. Only http(s) and
 * mailto survive: anything else (javascript:, data:, vbscript:, relative paths) is never a link.
 */
export function safeHref(raw: string | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value || /[\s<>"'`\\]/.test(value)) return null;
  if (/^mailto:/i.test(value)) return EMAIL.test(value.slice(7)) ? value : null;
  const candidate = /^https?:\/\//i.test(value) ? value : BARE_HOST.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function emailHref(email: string): string | null {
  const value = email.trim();
  return EMAIL.test(value) ? safeHref(`mailto:${value}`) : null;
}

/** "https://www.linkedin.com/in/jane/" reads as "linkedin.com/in/jane" on paper. */
function displayUrl(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/**
 * An anchor when the URL is safe, else the same text without a link. Addresses are always left
 * to right, also inside a right-to-left resume.
 */
export function linkOrText(raw: string | undefined, href: string | null, className = ""): string {
  const text = escapeHtml(displayUrl(raw ?? ""));
  const cls = className ? ` class="${className}"` : "";
  return href ? `<a${cls} dir="ltr" href="${escapeHtml(href)}">${text}</a>` : `<span${cls} dir="ltr">${text}</span>`;
}
