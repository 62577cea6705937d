import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resumes } from "~/db/schema";
import type { ResumeData } from "~/domain/resume/schema";
import { getDb } from "~/server/db.server";
import { call, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

async function create(account: Account, body: unknown = { templateId: "modern-professional", data: resumeData() }) {
  const response = await call(account, "POST", "/api/resumes", body);
  return { response, body: (await response.json()) as Record<string, unknown> & { id: string; version: number } };
}

describe("resume API", () => {
  it("requires a session (401) on every endpoint", async () => {
    for (const [method, path] of [
      ["GET", "/api/resumes"],
      ["POST", "/api/resumes"],
      ["GET", "/api/resumes/x"],
      ["PUT", "/api/resumes/x"],
      ["DELETE", "/api/resumes/x"],
      ["DELETE", "/api/resumes/x?forever=1"],
      ["POST", "/api/resumes/x/restore"],
      ["GET", "/api/resumes/x/export?format=json"],
      ["POST", "/api/resumes/import"],
    ] as const) {
      const response = await call(null, method, path, method === "GET" || method === "DELETE" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("creates (201), reads, lists, updates and deletes a resume", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const created = await create(owner);
    expect(created.response.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Ada Lovelace — Programmer",
      templateId: "modern-professional",
      role: "owner",
      version: 1,
    });
    // A second resume of the same person and role is told apart by a number (its default title would repeat otherwise).
    const second = await create(owner);
    expect(second.body.title).toBe("Ada Lovelace — Programmer (2)");
    expect(
      (await create(owner, { templateId: "modern-professional", title: "Mine", data: resumeData() })).body.title,
    ).toBe("Mine");

    const read = await call(owner, "GET", `/api/resumes/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: ResumeData }).data.experience[0]!.company).toBe("Analytical Engine");

    const list = (await (await call(owner, "GET", "/api/resumes")).json()) as { resumes: Array<{ id: string }> };
    expect(list.resumes.map((r) => r.id)).toContain(created.body.id);

    const updated = await call(owner, "PUT", `/api/resumes/${created.body.id}`, {
      title: "For the Babbage job",
      templateId: "classic-executive",
      data: resumeData({ summary: "Poetical scientist." }),
      jobDescription: { title: "Programmer", company: "", description: "- Write programs" },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      title: "For the Babbage job",
      templateId: "classic-executive",
      version: 2,
      data: { summary: "Poetical scientist." },
      jobDescription: { title: "Programmer", description: "- Write programs" },
    });

    const cleared = await call(owner, "PUT", `/api/resumes/${created.body.id}`, { jobDescription: null });
    expect(((await cleared.json()) as { jobDescription: unknown }).jobDescription).toBeNull();

    // Delete moves it to the Trash (tests/integration/trash.test.ts): not found until restored.
    expect((await call(owner, "DELETE", `/api/resumes/${created.body.id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/api/resumes/${created.body.id}`)).status).toBe(404);
  });

  it("refuses a write based on a version that is no longer current (409) and keeps the stored resume", async () => {
    const owner = await createVerifiedUser();
    const { body } = await create(owner);
    expect(
      (await call(owner, "PUT", `/api/resumes/${body.id}`, { data: resumeData({ summary: "first" }), baseVersion: 1 }))
        .status,
    ).toBe(200);
    const stale = await call(owner, "PUT", `/api/resumes/${body.id}`, {
      data: resumeData({ summary: "stale" }),
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    const stored = (await (await call(owner, "GET", `/api/resumes/${body.id}`)).json()) as {
      data: ResumeData;
      version: number;
    };
    expect(stored.data.summary).toBe("first");
    expect(stored.version).toBe(2);
  });

  it.each([
    ["wrong types", { templateId: "modern-professional", data: { ...resumeData(), skills: "not a list" } }, /skills/],
    ["unknown template", { templateId: "no-such-template", data: resumeData() }, /Unknown template id/],
    [
      "over-long field",
      { templateId: "modern-professional", data: resumeData({ summary: "x".repeat(3001) }) },
      /At most 3000 characters/,
    ],
    ["unknown field", { templateId: "modern-professional", data: resumeData(), owner: "me" }, /owner/],
    [
      "resume over the size limit",
      {
        templateId: "modern-professional",
        data: resumeData({
          experience: Array.from({ length: 40 }, (_, i) => ({
            id: `e${i}`,
            company: "",
            position: "",
            startDate: "",
            endDate: "",
            current: false,
            description: "€".repeat(4_900),
          })),
        }),
      },
      /size limit \(512 KB\)/,
    ],
    [
      "bad month",
      {
        templateId: "modern-professional",
        data: resumeData({
          experience: [
            { id: "e", company: "", position: "", startDate: "March", endDate: "", current: false, description: "" },
          ],
        }),
      },
      /YYYY-MM/,
    ],
  ])("rejects %s with a 400 and a clear message, storing nothing", async (_name, body, message) => {
    const owner = await createVerifiedUser();
    const response = await call(owner, "POST", "/api/resumes", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    const rows = await getDb(env).select().from(resumes).where(eq(resumes.ownerId, owner.user.id));
    expect(rows).toHaveLength(0);
  });

  it("rejects a bad update without touching the stored resume", async () => {
    const owner = await createVerifiedUser();
    const { body } = await create(owner);
    const bad = await call(owner, "PUT", `/api/resumes/${body.id}`, { data: { ...resumeData(), experience: "nope" } });
    expect(bad.status).toBe(400);
    const nothing = await call(owner, "PUT", `/api/resumes/${body.id}`, {});
    expect(nothing.status).toBe(400);
    const stored = (await (await call(owner, "GET", `/api/resumes/${body.id}`)).json()) as {
      version: number;
      data: ResumeData;
    };
    expect(stored.version).toBe(1);
    expect(stored.data.summary).toBe("Mathematician.");
  });

  it("answers 413 for bodies over 1 MB", async () => {
    const owner = await createVerifiedUser();
    const response = await call(
      owner,
      "POST",
      "/api/resumes",
      JSON.stringify({ templateId: "modern-professional", data: resumeData(), pad: "x".repeat(1_100_000) }),
    );
    expect(response.status).toBe(413);
  });

  it("hides another user's resume behind 404 for every method", async () => {
    const owner = await createVerifiedUser();
    const stranger = await createVerifiedUser();
    const { body } = await create(owner);
    expect((await call(stranger, "GET", `/api/resumes/${body.id}`)).status).toBe(404);
    expect((await call(stranger, "PUT", `/api/resumes/${body.id}`, { title: "mine now" })).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/resumes/${body.id}`)).status).toBe(404);
    expect((await call(stranger, "GET", `/api/resumes/${body.id}/export?format=json`)).status).toBe(404);
    expect((await call(stranger, "POST", `/api/resumes/${body.id}/duplicate`)).status).toBe(404);
    const list = (await (await call(stranger, "GET", "/api/resumes")).json()) as { resumes: unknown[] };
    expect(list.resumes).toHaveLength(0);
    expect(((await (await call(owner, "GET", `/api/resumes/${body.id}`)).json()) as { title: string }).title).not.toBe(
      "mine now",
    );
  });

  it("duplicates a resume with its job description", async () => {
    const owner = await createVerifiedUser();
    const { body } = await create(owner);
    await call(owner, "PUT", `/api/resumes/${body.id}`, {
      jobDescription: { title: "T", company: "C", description: "D" },
    });
    const copy = await call(owner, "POST", `/api/resumes/${body.id}/duplicate`);
    expect(copy.status).toBe(201);
    const copied = (await copy.json()) as { id: string; title: string; jobDescription: { company: string } };
    expect(copied.id).not.toBe(body.id);
    expect(copied.title).toBe("Copy of Ada Lovelace — Programmer");
    expect(copied.jobDescription.company).toBe("C");
  });

  it("a duplicate keeps the analysis of its job description: the dashboard shows the score, not 'Not analyzed'", async () => {
    const owner = await createVerifiedUser();
    const { body } = await create(owner);
    await call(owner, "PUT", `/api/resumes/${body.id}`, {
      jobDescription: { title: "Programmer", company: "C", description: "Programming and analysis of engines." },
    });
    const scored = await call(owner, "POST", "/api/ats-score", {
      resumeText: "Ada Lovelace\nProgrammer\nProgramming, Analysis",
      jobDescriptionText: "Programmer\nProgramming and analysis of engines.",
      resumeId: body.id,
    });
    expect(scored.status).toBe(200);
    const { score } = (await scored.json()) as { score: number };
    const copy = (await (await call(owner, "POST", `/api/resumes/${body.id}/duplicate`)).json()) as {
      id: string;
      atsScore: number | null;
    };
    expect(copy.atsScore).toBe(score);
    const list = (await (await call(owner, "GET", "/api/resumes")).json()) as {
      resumes: Array<{ id: string; atsScore: number | null }>;
    };
    expect(list.resumes.find((resume) => resume.id === copy.id)?.atsScore).toBe(score);
  });

  it("exports JSON Resume and imports it back as a new resume", async () => {
    const owner = await createVerifiedUser();
    const { body } = await create(owner);
    const exported = await call(owner, "GET", `/api/resumes/${body.id}/export?format=json`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Disposition")).toBe('attachment; filename="Ada-Lovelace-resume.json"');
    const document = (await exported.json()) as { basics: { name: string }; work: Array<{ highlights: string[] }> };
    expect(document.basics.name).toBe("Ada Lovelace");
    expect(document.work[0]!.highlights).toEqual(["Wrote the first program"]);

    const imported = await call(owner, "POST", "/api/resumes/import", document);
    expect(imported.status).toBe(201);
    const resume = (await imported.json()) as { data: ResumeData; templateId: string };
    expect(resume.templateId).toBe("modern-professional");
    expect(resume.data.personalInfo.fullName).toBe("Ada Lovelace");
    expect(resume.data.experience[0]!.current).toBe(true);

    const notResume = await call(owner, "POST", "/api/resumes/import", { hello: "world" });
    expect(notResume.status).toBe(400);
    const unsupported = await call(owner, "GET", `/api/resumes/${body.id}/export?format=exe`);
    expect(unsupported.status).toBe(400);
  });

  it("never creates a resume on GET /builder/{template}: only a same-origin POST does", async () => {
    const owner = await createVerifiedUser();
    const countOf = async () =>
      (await getDb(env).select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, owner.user.id))).length;
    const page = (method: string, headers: Record<string, string> = {}) =>
      SELF.fetch(`${ORIGIN}/builder/sales-impact`, {
        method,
        redirect: "manual",
        headers: { Cookie: owner.cookie, ...headers },
      });

    const get = await page("GET");
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toBe("/templates?template=sales-impact&step=2");
    expect(await countOf()).toBe(0);

    const crossSite = await page("POST", { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await countOf()).toBe(0);

    const post = await page("POST", { Origin: ORIGIN });
    expect(post.status).toBe(302);
    const id = new URL(post.headers.get("Location")!, ORIGIN).searchParams.get("resume");
    expect(await countOf()).toBe(1);
    // Once there is one, GET opens it (still writing nothing).
    const again = await page("GET");
    expect(again.headers.get("Location")).toBe(`/builder/sales-impact?resume=${id}`);
    expect(await countOf()).toBe(1);
  });

  it("creates a resume from the import's review screen ({format: parsed}) with every check of a save", async () => {
    const owner = await createVerifiedUser();
    const countOf = async () =>
      (await getDb(env).select({ id: resumes.id }).from(resumes).where(eq(resumes.ownerId, owner.user.id))).length;
    const data = resumeData();
    const created = await call(owner, "POST", "/api/resumes/import", {
      format: "parsed",
      data,
      templateId: "classic-executive",
    });
    expect(created.status).toBe(201);
    const resume = (await created.json()) as { data: ResumeData; templateId: string; role: string };
    expect(resume).toMatchObject({ templateId: "classic-executive", role: "owner" });
    expect(resume.data.experience[0]!.company).toBe("Analytical Engine");

    // Bad months, oversize fields, unknown templates: 400 with the field named, and nothing saved.
    const before = await countOf();
    const badMonth = await call(owner, "POST", "/api/resumes/import", {
      format: "parsed",
      data: { ...data, experience: [{ ...data.experience[0]!, startDate: "2019" }] },
    });
    expect(badMonth.status).toBe(400);
    expect(JSON.stringify(await badMonth.json())).toContain("YYYY-MM");
    const tooLong = await call(owner, "POST", "/api/resumes/import", {
      format: "parsed",
      data: { ...data, summary: "x".repeat(3_001) },
    });
    expect(tooLong.status).toBe(400);
    const badTemplate = await call(owner, "POST", "/api/resumes/import", {
      format: "parsed",
      data,
      templateId: "nope",
    });
    expect(badTemplate.status).toBe(400);
    expect(await countOf()).toBe(before);
  });
});
