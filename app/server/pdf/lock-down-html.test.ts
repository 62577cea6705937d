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
    expect(
      out.startsWith(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline' ${origin}; font-src ${origin} data:; img-src ${origin} data:"><style>`,
      ),
    ).toBe(true);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css">');
  });
});

describe("very long words", () => {
  it("get a break opportunity every 80 characters, in text only: tags, styles, scripts and entities stay whole", async () => {
    const { breakLongWords } = await import("./lock-down-html.server");
    const long = "x".repeat(200);
    const html = `<p title="${long}">${long} short &amp;${"y".repeat(100)}</p><style>.a{background:url(data:${"A".repeat(200)})}</style>`;
    const out = breakLongWords(html);
    expect(out).toContain(`<p title="${long}">`);
    expect(out).toContain(`<style>.a{background:url(data:${"A".repeat(200)})}</style>`);
    expect(out).toContain(`${"x".repeat(80)}\u200B${"x".repeat(80)}\u200B${"x".repeat(40)} short &amp;`);
    expect(out.replace(/\u200B/g, "")).toBe(html);
  });
});
