import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, ORIGIN } from "./helpers";

/** Every page that takes a form post, and every API write. */
const FORM_ROUTES = [
  "/login",
  "/signup",
  "/verify-otp",
  "/login/forgot",
  "/login/reset?token=x",
  "/dashboard",
  "/builder/modern-professional",
  "/applications?index",
  "/applications/new",
  "/applications/x",
  "/logout",
  "/language",
];
const API_WRITES: Array<[string, string]> = [
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/signup"],
  ["POST", "/api/auth/verify-otp"],
  ["POST", "/api/resumes"],
  ["POST", "/api/resumes/import"],
  ["PUT", "/api/resumes/x"],
  ["POST", "/api/ats-score"],
  ["POST", "/api/applications"],
  ["PATCH", "/api/applications/x"],
  ["POST", "/api/applications/x/events"],
  ["POST", "/api/applications/import"],
];

async function send(path: string, init: RequestInit & { headers?: Record<string, string> }, cookie?: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
  });
  return { status: response.status, body: await response.text() };
}

describe("malformed and cross-site requests get a 4xx with a message, never a 5xx", () => {
  it("refuses cross-site form posts to every page with 403", async () => {
    const { cookie } = await createVerifiedUser();
    for (const path of FORM_ROUTES) {
      for (const origin of ["https://evil.example", "null"]) {
        const { status, body } = await send(
          path,
          {
            method: "POST",
            headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
            body: "intent=delete&id=x",
          },
          cookie,
        );
        expect(status, `${path} from ${origin}`).toBe(403);
        expect(body, path).toContain("Cross-site request refused.");
      }
    }
  });

  it("answers garbage bodies, wrong types and huge forms with 4xx", async () => {
    const { cookie } = await createVerifiedUser();
    const garbage = [
      { "Content-Type": "multipart/form-data; boundary=xyz", body: "--nope\r\nnot a part\r\n" },
      { "Content-Type": "multipart/form-data", body: "no boundary at all" },
      { "Content-Type": "text/plain", body: "email=a@b.c" },
      { "Content-Type": "application/x-www-form-urlencoded", body: `email=${"a".repeat(70_000)}` },
    ];
    // Starting a resume and signing out read no fields: for them a body is only never a 5xx.
    const readsFields = (path: string) => !path.startsWith("/builder") && path !== "/logout";
    for (const path of FORM_ROUTES) {
      for (const { body, ...headers } of garbage) {
        const response = await send(path, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body }, cookie);
        expect(response.status, `${path} ${headers["Content-Type"]}`).toBeLessThan(500);
        if (!readsFields(path)) continue;
        expect(response.status, `${path} ${headers["Content-Type"]} ${body.length}`).toBeGreaterThanOrEqual(400);
        expect(response.body.length, path).toBeGreaterThan(0);
      }
    }
  });

  it("answers every API write's malformed bodies with 4xx", async () => {
    const { token } = await createVerifiedUser();
    const nested = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
    const bodies: Array<[string, string]> = [
      ["application/json", "{not json"],
      ["application/json", nested],
      ["application/json", '"a string"'],
      ["application/json", "null"],
      ["application/json", JSON.stringify({ data: { personalInfo: 5 } })],
      ["text/plain", "{}"],
    ];
    let fiveHundreds = 0;
    for (const [method, path] of API_WRITES) {
      for (const [type, body] of bodies) {
        const response = await send(path, {
          method,
          headers: { Origin: ORIGIN, Authorization: `Bearer ${token}`, "Content-Type": type },
          body,
        });
        if (response.status >= 500) fiveHundreds += 1;
        expect(response.status, `${method} ${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.body, `${method} ${path}`).toMatch(/"message"/);
      }
    }
    expect(fiveHundreds).toBe(0);
  });
});
