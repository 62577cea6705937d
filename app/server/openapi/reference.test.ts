/** The API reference page's view (app/routes/developers.api.tsx) of the OpenAPI document. */
import { describe, expect, it } from "vitest";
import { buildReference } from "./reference.server";

const groups = buildReference();
const find = (method: string, path: string) =>
  groups.flatMap((group) => group.operations).find((op) => op.method === method && op.path === path);

describe("the API reference", () => {
  it("groups operations by tag, with method, path, summary and scope", () => {
    expect(groups.map((group) => group.tag)).toContain("Resumes");
    const put = find("PUT", "/api/resumes/{id}");
    expect(put).toMatchObject({ scope: "write", summary: expect.stringContaining("Save a resume") });
    expect(find("POST", "/api/auth/login")?.scope).toBe("anyone");
    expect(find("GET", "/api/account/export")?.scope).toBe("session");
    expect(groups.flatMap((group) => group.operations)).toHaveLength(84);
  });

  it("lists a body's fields with their types and whether they are required, nested ones indented", () => {
    const fields = find("PUT", "/api/resumes/{id}")!.body!.fields;
    expect(fields).toContainEqual(expect.objectContaining({ name: "templateId", required: false, depth: 0 }));
    expect(fields).toContainEqual(expect.objectContaining({ name: "baseVersion", type: "integer", depth: 0 }));
    expect(fields.some((row) => row.name.startsWith("data.") && row.depth === 1)).toBe(true);
    const invite = find("POST", "/api/resumes/{id}/collaborators")!.body!.fields;
    expect(invite).toContainEqual(
      expect.objectContaining({ name: "role", type: '"editor" | "suggester" | "viewer"', required: true }),
    );
  });

  it("shows each alternative of a body that takes several shapes, and answers' fields", () => {
    const fields = find("POST", "/api/resumes/import")!.body!.fields;
    expect(fields.filter((row) => /^\(\d\)$/.test(row.name)).length).toBeGreaterThanOrEqual(2);
    const me = find("GET", "/api/auth/me")!.responses[0]!;
    expect(me.status).toBe("200");
    expect(me.fields.map((row) => row.name)).toEqual(expect.arrayContaining(["user", "user.email"]));
    expect(find("GET", "/api/applications/export.csv")!.responses[0]!.contentType).toBe("text/csv");
  });
});
