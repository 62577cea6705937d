import { describe, expect, it } from "vitest";
import { lockDownHtml } from "./lock-down-html.server";

describe("HTML for the PDF renderer", () => {
  const origin = "https://app.example";

  it("drops resource hints, refreshes, base, frames and objects, in any spelling", () => {
    const html = `<link rel="preconnect" href="https://x"><LINK rel=dns-prefetch href=//x><link href="https://x" rel='prefetch'>
      <link rel="preload modulepreload" href="https://x"><meta http-equiv="refresh" content="0;url=https://x"><META HTTP-EQUIV=Set-Cookie content=a>
      <base href="https://x/"><iframe src="https://x">fallback</iframe><object data="https://x"></object><embed src="https://x"><p>kept</p>`;
    const out = lockDownHtml(html, origin).replace(/^<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
    expect(out).not.toMatch(/<link|<meta|<base|<iframe|<object|<embed|https:\/\/x/i);
    expect(out).toContain("<p>kept</p>");
  });

  it("keeps stylesheets and starts with a policy that allows only inline styles, data: and the app", () => {
    const out = lockDownHtml('<link rel="stylesheet" href="/assets/app.css"><p>x</p>', origin);
    expect(out.startsWith(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline' ${origin}; font-src ${origin} data:; img-src ${origin} data:">`)).toBe(true);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css">');
  });
});
