/**
 * Every error answer is `{success: false, code, message, params}` (docs/api.md#errors): the code
 * and parameters the pages translate, the English message API clients read, the status from the
 * one table (app/lib/error-catalogue.ts).
 */
import { describe, expect, it } from "vitest";
import { call, createVerifiedUser, postJson, resumeData, uniqueEmail } from "./helpers";

describe("error answers carry a code, an English message and parameters", () => {
  it("a resume that is not there, a page that asks the resume it may not rename, a reserved link", async () => {
    const owner = await createVerifiedUser("Owner Errors");
    const missing = await call(owner, "GET", "/api/resumes/no-such-resume");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      code: "resumeNotFound",
      message: "Resume not found.",
      params: {},
    });

    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData(),
    });
    const { id } = (await created.json()) as { id: string };
    const reserved = await call(owner, "PUT", `/api/resumes/${id}/publication`, { slug: "admin" });
    expect(reserved.status).toBe(400);
    expect(await reserved.json()).toEqual({
      success: false,
      code: "slugReserved",
      message: '"admin" is reserved. Choose another link name.',
      params: { slug: "admin" },
    });
  });

  it("a form check names its limit, an account refusal keeps its documented fields", async () => {
    const short = await postJson("/api/auth/signup", { email: uniqueEmail(), password: "short", fullName: "Shorty" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      success: false,
      code: "passwordMin",
      message: "Password must be at least 8 characters.",
      params: { min: 8 },
    });

    const account = await createVerifiedUser("Wrong Code");
    const wrong = await postJson("/api/auth/login", { email: account.email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      success: false,
      code: "badCredentials",
      message: "Invalid email or password.",
      params: {},
    });
  });

  it("an unknown API path and a wrong method say so by code too", async () => {
    const unknown = await call(null, "GET", "/api/no-such-endpoint");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "notFound", message: "Not found." });
    const wrongMethod = await call(null, "PATCH", "/api/language", {});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("POST");
    expect(await wrongMethod.json()).toMatchObject({ code: "methodNotAllowed", message: "Method not allowed." });
  });
});
