/** The OpenAPI document and its reference page, served by the real Worker (docs/api.md#openapi). */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document to anyone, cacheable for five minutes", async () => {
    const response = await SELF.fetch("http://localhost/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const doc = (await response.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { "x-token-scope": string; security: unknown[] }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("ResumeForge API");
    const resume = doc.paths["/api/resumes/{id}"]!;
    expect(Object.keys(resume).sort()).toEqual(["delete", "get", "put"]);
    expect(resume.put!["x-token-scope"]).toBe("write");
    expect(resume.get!.security).toEqual([{ bearerAuth: ["read"] }, { cookieAuth: [] }]);
  });

  it("refuses other methods with 405", async () => {
    const response = await SELF.fetch("http://localhost/api/openapi.json", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
  });
});

describe("GET /developers/api", () => {
  it("renders the reference on the server, in the visitor's language", async () => {
    const response = await SELF.fetch("http://localhost/developers/api", { headers: { "Accept-Language": "de" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("API-Referenz");
    expect(html).toContain('data-operation="PUT /api/resumes/{id}"');
    expect(html).toContain("/api/openapi.json");
  });
});
