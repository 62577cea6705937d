/**
 * A small page that says one thing in the reader's language: a link that does not exist, a PDF
 * that may not be printed again yet, a download link that expired. For people who opened a URL in
 * a browser tab; scripts asking for JSON get the API's answer instead (`wantsPage`).
 */
import { escapeHtml } from "~/domain/templates/escape";
import type { UiLanguage } from "~/i18n/languages";

export interface MessagePage {
  language: UiLanguage;
  /** The tab's title; the heading when `heading` is not given. */
  title: string;
  heading?: string;
  body: string;
  link?: { href: string; label: string };
}

/** Whether the request is a browser's navigation (it takes HTML) rather than a script's call. */
export function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

export function messagePageHtml({ language, title, heading = title, body, link }: MessagePage): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>:root{color-scheme:light dark}body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:0 1rem}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>${back}</main></body></html>`;
}

/** The page as an answer: not cached, not framed, no script, varying with what picks its form and language. */
export function messagePageResponse(page: MessagePage, status: number, headers: Record<string, string> = {}): Response {
  return new Response(messagePageHtml(page), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept, Accept-Language, Cookie",
      ...headers,
    },
  });
}
