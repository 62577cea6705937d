/**
 * Per-client limits with the production setting (CLIENT_IP_HEADER=CF-Connecting-IP), on requests
 * that came through Cloudflare's edge (they carry `cf`). Remix rebuilds the Request it hands to
 * loaders and actions without `cf`, so the address must travel in the load context; read from the
 * rebuilt request, every visitor was one client and one person could spend the whole site's
 * sign-up, e-mail and link-password budgets (docs/decisions/client-address.md).
 */
import { describe, expect, it } from "vitest";
import { authThrottle } from "~/db/schema";
import { db, password } from "./auth-helpers";
import { fromAddress } from "./edge-client";
import { ORIGIN, uniqueEmail } from "./helpers";

const signupJson = (address: string) =>
  fromAddress(address, "/api/auth/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail("edge"), password, fullName: "Edge Client" }),
  });

const signupForm = (address: string) =>
  fromAddress(address, "/signup", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ email: uniqueEmail("edge-form"), password, fullName: "Edge Form" }),
  });

async function throttleKeys(): Promise<string[]> {
  return (await db().select({ key: authThrottle.key }).from(authThrottle).all()).map((row) => row.key);
}

describe("clients behind Cloudflare's edge have budgets of their own", () => {
  it("through an API route: one address spending its sign-ups leaves another's untouched", async () => {
    for (let i = 0; i < 10; i++) expect((await signupJson("203.0.113.220")).status).toBe(200);
    expect((await signupJson("203.0.113.220")).status).toBe(429);
    expect((await signupJson("198.51.100.7")).status).toBe(200);
    const keys = await throttleKeys();
    expect(keys).toContain("signup:client:203.0.113.220");
    expect(keys).toContain("signup:client:198.51.100.7");
    expect(keys).not.toContain("signup:client:local");
  });

  it("through a page action: the sign-up form counts under the address that posted it", async () => {
    for (let i = 0; i < 10; i++) expect((await signupForm("203.0.113.221")).status).not.toBe(429);
    expect((await signupForm("203.0.113.221")).status).toBe(429);
    expect((await signupForm("2001:db8:7:7::1")).status).not.toBe(429);
    const keys = await throttleKeys();
    expect(keys).toContain("signup:client:203.0.113.221");
    expect(keys).toContain("signup:client:2001:db8:7:7::/64");
    expect(keys).not.toContain("signup:client:local");
  });
});
