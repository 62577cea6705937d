/**
 * Every route in the route table answers with the security headers (docs/security.md): a nonce-based
 * Content-Security-Policy that refuses framing on every page, `nosniff` and a referrer policy on
 * every answer (JSON and files too), and an `Allow` header on every 405. Walked from the build's own
 * route table, so a route added later is checked without anyone remembering to add it here.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../../build/server/index.js";
import { call, createVerifiedUser, ORIGIN, resumeData } from "./helpers";

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

const routes = (build as unknown as { routes: Record<string, RouteEntry> }).routes;

function fullPath(route: RouteEntry): string {
  const parts: string[] = [];
  for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Every URL shape of the app, with its parameters filled in (a real resume id where one is named). */
function urls(resumeId: string): Array<{ id: string; url: string }> {
  return Object.values(routes)
    .filter((route) => route.id !== "root" && (route.path !== undefined || route.index))
    .map((route) => ({
      id: route.id,
      url: fullPath(route)
        .replace(/:(id|resumeId)\b/g, resumeId)
        .replace(/:templateId\b/g, "modern-professional")
        .replace(/:slug\b/g, "no-such-link")
        .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")
        .replace(/\*$/, "nothing-here"),
    }));
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("security headers on every route", () => {
  it("covers the whole route table", () => {
    expect(urls("r").length).toBeGreaterThan(50);
  });

  it("answers every route, signed in or not, with nosniff and a referrer policy; pages with a nonce CSP that refuses framing and are not stored; a 405 with Allow", async () => {
    const account = await createVerifiedUser();
    // Its own content: the walk draws this resume's thumbnail, which is stored by content, and the
    // thumbnail test must find its own resume's undrawn.
    const created = await call(account, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData({ summary: `Header walk ${crypto.randomUUID()}` }),
    });
    const resumeId = ((await created.json()) as { id: string }).id;
    const problems: string[] = [];
    for (const { id, url } of urls(resumeId)) {
      for (const auth of [false, true]) {
        for (const method of METHODS) {
          const response = await SELF.fetch(`${ORIGIN}${url}`, {
            method,
            redirect: "manual",
            headers: {
              Origin: ORIGIN,
              ...(auth ? { Authorization: `Bearer ${account.token}` } : {}),
              ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
            },
            body: method === "GET" ? undefined : "{}",
          });
          await response.arrayBuffer();
          const where = `${method} ${url} (${id}${auth ? ", signed in" : ""}) ${response.status}`;
          if (response.status >= 500) problems.push(`${where}: server error`);
          if (response.headers.get("X-Content-Type-Options") !== "nosniff") problems.push(`${where}: no nosniff`);
          if (!response.headers.get("Referrer-Policy")) problems.push(`${where}: no Referrer-Policy`);
          if (response.status === 405 && !response.headers.get("Allow")) problems.push(`${where}: 405 without Allow`);
          if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
            const policy = response.headers.get("Content-Security-Policy") ?? "";
            if (!/frame-ancestors 'none'/.test(policy)) problems.push(`${where}: page without frame-ancestors 'none'`);
            // A stored page would come back on Back after sign-out, with another moment's data.
            if (!/no-store|no-cache/.test(response.headers.get("Cache-Control") ?? ""))
              problems.push(`${where}: page the browser may store and show again`);
            if (
              /script-src[^;]*'unsafe-inline'/.test(policy) ||
              (!/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/.test(policy) && !/default-src 'none'/.test(policy))
            )
              problems.push(`${where}: page CSP without a nonce: ${policy}`);
          }
          if (
            (response.headers.get("Content-Type") ?? "").startsWith("application/json") &&
            !response.headers.get("Content-Security-Policy")
          )
            problems.push(`${where}: JSON without CSP`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("gives each page its own nonce, and the inline scripts carry it", async () => {
    const [first, second] = await Promise.all([SELF.fetch(`${ORIGIN}/login`), SELF.fetch(`${ORIGIN}/login`)]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const html = await first.text();
    await second.arrayBuffer();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${a}"`);
  });
});
