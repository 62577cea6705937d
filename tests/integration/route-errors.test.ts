/**
 * The one error path (app/server/http-errors.server.ts `answerDomainErrors`, applied in
 * workers/entry.ts): a DomainError a route's loader or action throws, with no handling of its own,
 * becomes the catalogue's answer; a page's error boundary shows the code's text in the page's
 * language (app/components/general-error-boundary.tsx).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createVerifiedUser, ORIGIN, resumeData } from "./helpers";

const page = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers });

describe("a thrown DomainError is the catalogue's answer", () => {
  it("a resource route's loader and action answer the JSON with the code's status", async () => {
    const owner = await createVerifiedUser("Route Errors");
    // These routes call the service and nothing else: the wrapper alone answers.
    const missing = await call(owner, "GET", "/api/resumes/no-such-resume/versions");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      code: "resumeNotFound",
      message: "Resume not found.",
      params: {},
    });
    const restore = await call(owner, "POST", "/api/resumes/no-such-resume/restore");
    expect(restore.status).toBe(404);
    expect(await restore.json()).toMatchObject({ code: "notInTrash" });
  });

  it("a route that only reads answers another method with the catalogue's 405 and its Allow header", async () => {
    const owner = await createVerifiedUser("Wrong Method");
    const exported = await call(owner, "POST", "/api/account/export");
    expect(exported.status).toBe(405);
    expect(exported.headers.get("Allow")).toBe("GET, HEAD");
    expect(await exported.json()).toMatchObject({ success: false, code: "methodNotAllowed" });
    // A page: its error page says so in the reader's language.
    const templates = await SELF.fetch(`${ORIGIN}/templates`, {
      method: "POST",
      headers: {
        Cookie: `${owner.cookie}; lang=es`,
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=1",
    });
    expect(templates.status).toBe(405);
    expect(templates.headers.get("Allow")).toBe("GET, HEAD");
    expect(await templates.text()).toContain(">Método no permitido.</p>");
  });

  it("an unknown path is a 404 page with its own code, in the page's language", async () => {
    const english = await page("/no/such/page");
    expect(english.status).toBe(404);
    expect(english.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await english.text()).toContain(">This page does not exist.</p>");
    const german = await page("/no/such/page", { Cookie: "lang=de" });
    expect(german.status).toBe(404);
    expect(await german.text()).toContain(">Diese Seite gibt es nicht.</p>");
    // The client's navigation asks for the same route's data: the error keeps its code there too.
    const data = await page("/no/such/page.data");
    expect(data.status).toBe(404);
    expect(await data.text()).toContain("pageNotFound");
  });

  it("a German user opening a missing resume's analysis page reads the catalogue's German text", async () => {
    const user = await createVerifiedUser("Fehlende Analyse");
    const response = await page("/analyze/no-such-resume", { Cookie: `${user.cookie}; lang=de` });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(">Lebenslauf nicht gefunden.</p>");
    // The same in Spanish, and a missing cover letter and application by their own codes.
    const spanish = await (await page("/cover-letters/no-such-letter", { Cookie: `${user.cookie}; lang=es` })).text();
    expect(spanish).toContain(">No se encontró la carta de presentación.</p>");
    const application = await page("/applications/no-such-application", { Cookie: user.cookie });
    expect(application.status).toBe(404);
    expect(await application.text()).toContain(">Application not found.</p>");
  });

  it("the tailor page of a resume without a saved job is a 404 with its reason", async () => {
    const user = await createVerifiedUser("No Job Tailor");
    const created = await call(user, "POST", "/api/resumes", { templateId: "modern-professional", data: resumeData() });
    const { id } = (await created.json()) as { id: string };
    const response = await page(`/tailor/${id}`, { Cookie: user.cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(
      ">This resume has no saved job description, so there are no changes to review.</p>",
    );
  });
});
