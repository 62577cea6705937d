import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the Worker serves the Remix app", () => {
  it("renders the landing page with its sections and calls to action", async () => {
    const response = await SELF.fetch("http://localhost/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    for (const id of ["features", "how-it-works", "testimonials", "contact"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain("Create Your Resume");
    expect(html).toContain("Get Started Free");
  });

  it.each([
    ["/resume", "/templates"],
    ["/builder", "/templates"],
    ["/resume/modern-professional", "/builder/modern-professional"],
    ["/templates/sales-impact", "/builder/sales-impact"],
  ])("redirects %s to %s", async (from, to) => {
    const response = await SELF.fetch(`http://localhost${from}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, "http://localhost").pathname).toBe(to);
  });

  it.each(["/templates", "/builder/modern-professional", "/dashboard", "/analyze/abc"])(
    "sends a signed-out visitor of %s to /login with the original location",
    async (path) => {
      const response = await SELF.fetch(`http://localhost${path}?x=1`, { redirect: "manual" });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!, "http://localhost");
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("redirectTo")).toBe(`${path}?x=1`);
    },
  );

  it("answers unknown paths with a real 404 page", async () => {
    const response = await SELF.fetch("http://localhost/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});

describe("the local bindings are real", () => {
  it("D1 has the migrated schema", async () => {
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const names = tables.results.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(["users", "sessions"]));
  });

  it("R2 stores and returns an object", async () => {
    await env.PDFS.put("foundation/check.txt", "hello");
    const object = await env.PDFS.get("foundation/check.txt");
    expect(await object?.text()).toBe("hello");
  });
});
