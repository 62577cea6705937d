import { describe, expect, it } from "vitest";
import type { ResumeDocument } from "~/domain/resume/api";
import type { TailorChange } from "~/domain/tailor";
import { TAILOR_JOB, TAILOR_RESUME } from "../fixtures/tailor";
import { call, createVerifiedUser, type Account } from "./helpers";
import { share } from "./collab-helpers";
import { TAILORINGS_PER_USER } from "~/server/tailor.server";

interface Tailored {
  resumeId: string;
  title: string;
  changes: TailorChange[];
  scoreBefore: number;
}

async function sourceResume(owner: Account, title = "Dana's resume"): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: TAILOR_RESUME,
    title,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function tailor(account: Account, resumeId: string, jobDescription: unknown = TAILOR_JOB) {
  const response = await call(account, "POST", `/api/resumes/${resumeId}/tailor`, { jobDescription });
  return { status: response.status, body: (await response.json()) as Tailored & { message?: string } };
}

describe("POST /api/resumes/{id}/tailor", () => {
  it("makes a copy owned by the caller, linked to the job, titled after it, with the proposals and the score before", async () => {
    const owner = await createVerifiedUser("Dana Reyes");
    const sourceId = await sourceResume(owner);
    const { status, body } = await tailor(owner, sourceId);
    expect(status).toBe(201);
    expect(body.resumeId).not.toBe(sourceId);
    expect(body.title).toBe("Dana's resume · Backend Engineer at Acme");
    expect(body.changes.map((change) => change.kind)).toEqual(
      expect.arrayContaining([
        "reorder-skills",
        "reorder-bullets",
        "skill-wording",
        "summary",
        "missing-skill-question",
      ]),
    );
    expect(body.scoreBefore).toBeGreaterThan(0);

    // The copy is a normal resume for every other endpoint: its own data, the job saved on it, the score on the dashboard.
    const copy = (await (await call(owner, "GET", `/api/resumes/${body.resumeId}`)).json()) as ResumeDocument;
    expect(copy).toMatchObject({
      role: "owner",
      title: body.title,
      data: TAILOR_RESUME,
      jobDescription: TAILOR_JOB,
      atsScore: body.scoreBefore,
    });
    const source = (await (await call(owner, "GET", `/api/resumes/${sourceId}`)).json()) as ResumeDocument;
    expect(source.jobDescription).toBeNull();
    expect((await call(owner, "PUT", `/api/resumes/${body.resumeId}`, { title: "Renamed" })).status).toBe(200);
  });

  it("makes the owner's tailored version a job variant: the source's later fixes reach it, a tailored text waits", async () => {
    const owner = await createVerifiedUser("Dana Reyes");
    const sourceId = await sourceResume(owner);
    const { body } = await tailor(owner, sourceId);
    const listed = (await (await call(owner, "GET", `/api/resumes/${sourceId}/variants`)).json()) as {
      variants: { id: string; jobDescription?: unknown }[];
    };
    expect(listed.variants).toEqual([expect.objectContaining({ id: body.resumeId, jobDescription: TAILOR_JOB })]);

    // The owner takes the proposed summary; then fixes the source's summary and adds a skill.
    const summary = body.changes.find((change) => change.kind === "summary")!;
    expect(
      (await call(owner, "POST", `/api/resumes/${body.resumeId}/tailor/apply`, { accepted: [summary.id] })).status,
    ).toBe(200);
    const fixed = { ...TAILOR_RESUME, summary: "A fixed summary.", skills: [...TAILOR_RESUME.skills, "Terraform"] };
    expect((await call(owner, "PUT", `/api/resumes/${sourceId}`, { data: fixed })).status).toBe(200);

    const upstream = (await (await call(owner, "GET", `/api/resumes/${body.resumeId}/upstream`)).json()) as {
      changes: { path: string; masterAfter: unknown }[];
    };
    // The tailored summary is the variant's own: the fix waits for a click.
    expect(upstream.changes).toEqual([expect.objectContaining({ path: "summary", masterAfter: "A fixed summary." })]);
    const variant = (await (await call(owner, "GET", `/api/resumes/${body.resumeId}`)).json()) as ResumeDocument;
    expect(variant.data.summary).not.toBe("A fixed summary.");
    // The skills, untouched by the tailoring here, followed by themselves.
    expect(variant.data.skills).toContain("Terraform");
  });

  it("without a company the title has no ' at '", async () => {
    const owner = await createVerifiedUser();
    const { body } = await tailor(owner, await sourceResume(owner), {
      title: "Backend Engineer",
      description: TAILOR_JOB.description,
    });
    expect(body.title).toBe("Dana's resume · Backend Engineer");
  });

  it("a stranger gets 404; a viewer of the source tailors into a copy of their own", async () => {
    const [owner, viewer, stranger] = await Promise.all([
      createVerifiedUser("Owner"),
      createVerifiedUser("Viewer"),
      createVerifiedUser("Stranger"),
    ]);
    const sourceId = await sourceResume(owner);
    expect((await tailor(stranger, sourceId)).status).toBe(404);
    expect((await tailor(stranger, "no-such-resume")).status).toBe(404);
    await share(owner, sourceId, viewer.email, "viewer");
    const { status, body } = await tailor(viewer, sourceId);
    expect(status).toBe(201);
    const copy = (await (await call(viewer, "GET", `/api/resumes/${body.resumeId}`)).json()) as ResumeDocument;
    expect(copy.role).toBe("owner");
    // The owner of the source does not see the viewer's copy.
    expect((await call(owner, "GET", `/api/resumes/${body.resumeId}`)).status).toBe(404);
    // And the viewer may apply to their own copy.
    expect(
      (await call(viewer, "POST", `/api/resumes/${body.resumeId}/tailor/apply`, { accepted: ["reorder-skills"] }))
        .status,
    ).toBe(200);
  });

  it("tailors a viewer's or a variant's version into a detached copy: a variant has no variants, a viewer makes none", async () => {
    const [owner, viewer] = await Promise.all([createVerifiedUser("Owner"), createVerifiedUser("Viewer")]);
    const sourceId = await sourceResume(owner);
    await share(owner, sourceId, viewer.email, "viewer");
    const byViewer = await tailor(viewer, sourceId);
    expect(byViewer.status).toBe(201);
    expect((await call(viewer, "GET", `/api/resumes/${byViewer.body.resumeId}/upstream`)).status).toBe(409);

    const german = await call(owner, "POST", `/api/resumes/${sourceId}/variants`, { language: "de" });
    const germanId = ((await german.json()) as { id: string }).id;
    const ofVariant = await tailor(owner, germanId);
    expect(ofVariant.status).toBe(201);
    const upstream = await call(owner, "GET", `/api/resumes/${ofVariant.body.resumeId}/upstream`);
    expect(upstream.status).toBe(409);
    expect(((await upstream.json()) as { code: string }).code).toBe("notAVariant");
    const listed = (await (await call(owner, "GET", `/api/resumes/${sourceId}/variants`)).json()) as {
      variants: { id: string }[];
    };
    expect(listed.variants.map((variant) => variant.id)).toEqual([germanId]);
  });

  it("a job variant tailored for its own job gets its own proposals (200), no copy; for another job, a copy", async () => {
    const [owner, viewer] = await Promise.all([createVerifiedUser("Owner"), createVerifiedUser("Viewer")]);
    const sourceId = await sourceResume(owner);
    const made = await call(owner, "POST", `/api/resumes/${sourceId}/variants`, { jobDescription: TAILOR_JOB });
    const variantId = ((await made.json()) as { id: string }).id;
    const count = async () =>
      ((await (await call(owner, "GET", "/api/resumes")).json()) as { resumes: unknown[] }).resumes.length;
    const before = await count();

    // The job as a person would paste it again: other spacing is the same job.
    const sameJob = { ...TAILOR_JOB, description: `  ${TAILOR_JOB.description.replace(/ /g, "  ")}\n` };
    const inPlace = await tailor(owner, variantId, sameJob);
    expect(inPlace.status).toBe(200);
    expect(inPlace.body).toMatchObject({ resumeId: variantId, inPlace: true });
    expect(inPlace.body.changes.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // Nothing is applied until the owner chooses.
    const variant = (await (await call(owner, "GET", `/api/resumes/${variantId}`)).json()) as ResumeDocument;
    expect(variant.data.summary).toBe(TAILOR_RESUME.summary);
    const review = await call(owner, "POST", `/api/resumes/${variantId}/tailor/apply`, {
      accepted: [inPlace.body.changes[0]!.id],
    });
    expect(review.status).toBe(200);

    const otherJob = await tailor(owner, variantId, { ...TAILOR_JOB, title: "Data Engineer" });
    expect(otherJob.status).toBe(201);
    expect(otherJob.body).toMatchObject({ inPlace: false });
    expect(otherJob.body.resumeId).not.toBe(variantId);

    // Someone who may only view the variant tailors into a copy of their own.
    await share(owner, variantId, viewer.email, "viewer");
    const byViewer = await tailor(viewer, variantId);
    expect(byViewer.status).toBe(201);
    expect(byViewer.body.resumeId).not.toBe(variantId);
  });

  it("refuses bad input with 400 and a clear message, creating nothing", async () => {
    const owner = await createVerifiedUser();
    const sourceId = await sourceResume(owner);
    const count = async () => ((await (await call(owner, "GET", "/api/resumes")).json()) as unknown[]).length;
    const before = await count();
    for (const jobDescription of [
      null,
      {},
      { title: "", description: "x" },
      { title: "Engineer", description: "   " },
      { title: "x".repeat(201), description: "y" },
      { title: "E", description: "d".repeat(20_001) },
    ]) {
      const { status, body } = await tailor(owner, sourceId, jobDescription);
      expect(status, JSON.stringify(jobDescription).slice(0, 60)).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect((await call(owner, "POST", `/api/resumes/${sourceId}/tailor`, "{not json")).status).toBe(400);
    expect((await call(null, "POST", `/api/resumes/${sourceId}/tailor`, { jobDescription: TAILOR_JOB })).status).toBe(
      401,
    );
    expect(await count()).toBe(before);
  });
});

describe("POST /api/resumes/{id}/tailor/apply", () => {
  it("applies the accepted changes, leaves the rejected ones, and the score rises", async () => {
    const owner = await createVerifiedUser("Dana Reyes");
    const { body: tailored } = await tailor(owner, await sourceResume(owner));
    const wording = tailored.changes.find((change) => change.kind === "skill-wording")!;
    const accepted = ["reorder-skills", wording.id, "summary"];
    const response = await call(owner, "POST", `/api/resumes/${tailored.resumeId}/tailor/apply`, { accepted });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      resume: ResumeDocument;
      applied: string[];
      scoreBefore: number;
      scoreAfter: number;
    };
    expect(body.applied.sort()).toEqual([...accepted].sort());
    expect(body.resume.data.skills).toEqual(["Kubernetes (K8s)", "Go", "PostgreSQL", "Photoshop", "Excel"]);
    expect(body.resume.data.summary.startsWith("Backend Engineer with experience in")).toBe(true);
    // The bullets were not accepted: they stay as written.
    expect(body.resume.data.experience[0]!.description).toBe(TAILOR_RESUME.experience[0]!.description);
    expect(body.scoreBefore).toBe(tailored.scoreBefore);
    expect(body.scoreAfter).toBeGreaterThan(body.scoreBefore);
    expect(body.resume.atsScore).toBe(body.scoreAfter);
  });

  it("a dry run scores the accepted changes and writes nothing", async () => {
    const owner = await createVerifiedUser();
    const { body: tailored } = await tailor(owner, await sourceResume(owner));
    const path = `/api/resumes/${tailored.resumeId}/tailor/apply`;
    const before = (await (await call(owner, "GET", `/api/resumes/${tailored.resumeId}`)).json()) as ResumeDocument;
    const response = await call(owner, "POST", path, {
      accepted: tailored.changes.map((change) => change.id),
      dryRun: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { scoreBefore: number; scoreAfter: number };
    expect(body.scoreAfter).toBeGreaterThan(body.scoreBefore);
    const after = (await (await call(owner, "GET", `/api/resumes/${tailored.resumeId}`)).json()) as ResumeDocument;
    expect(after).toMatchObject({ data: before.data, version: before.version, atsScore: before.atsScore });
    // The real apply gives the score the dry run showed.
    const applied = (await (
      await call(owner, "POST", path, { accepted: tailored.changes.map((change) => change.id) })
    ).json()) as { scoreAfter: number };
    expect(applied.scoreAfter).toBe(body.scoreAfter);
  });

  it("refuses (422, nothing written) an edited summary that states what the resume does not", async () => {
    const owner = await createVerifiedUser();
    const { body: tailored } = await tailor(owner, await sourceResume(owner));
    const response = await call(owner, "POST", `/api/resumes/${tailored.resumeId}/tailor/apply`, {
      accepted: ["summary", "reorder-skills"],
      summaryText: "Backend Engineer with 9 years of Terraform at Google.",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; inventions: Array<{ kind: string; value: string }> };
    expect(body.inventions).toEqual(
      expect.arrayContaining([
        { kind: "skill", value: "Terraform" },
        { kind: "number", value: "9" },
        { kind: "employer", value: "Google" },
      ]),
    );
    expect(body.message).toContain("Terraform");
    const copy = (await (await call(owner, "GET", `/api/resumes/${tailored.resumeId}`)).json()) as ResumeDocument;
    expect(copy.data).toEqual(TAILOR_RESUME);
    // An honest edit of the summary goes through.
    const honest = await call(owner, "POST", `/api/resumes/${tailored.resumeId}/tailor/apply`, {
      accepted: ["summary"],
      summaryText: "Backend Engineer. Built payment APIs in Go serving 2 million users.",
    });
    expect(honest.status).toBe(200);
  });

  it("refuses unknown ids (409), bad bodies (400), strangers (404) and viewers of the copy (403)", async () => {
    const [owner, stranger, viewer] = await Promise.all([
      createVerifiedUser(),
      createVerifiedUser(),
      createVerifiedUser(),
    ]);
    const { body: tailored } = await tailor(owner, await sourceResume(owner));
    const path = `/api/resumes/${tailored.resumeId}/tailor/apply`;
    expect((await call(owner, "POST", path, { accepted: ["made-up"] })).status).toBe(409);
    expect((await call(owner, "POST", path, { accepted: "summary" })).status).toBe(400);
    expect((await call(owner, "POST", path, { accepted: [], summaryText: "x".repeat(3001) })).status).toBe(400);
    expect((await call(owner, "POST", path, { accepted: [], extra: 1 })).status).toBe(400);
    expect((await call(stranger, "POST", path, { accepted: ["summary"] })).status).toBe(404);
    await share(owner, tailored.resumeId, viewer.email, "viewer");
    expect((await call(viewer, "POST", path, { accepted: ["summary"] })).status).toBe(403);
    // A resume without a saved job has nothing to tailor for.
    const plain = await sourceResume(owner);
    expect((await call(owner, "POST", `/api/resumes/${plain}/tailor/apply`, { accepted: [] })).status).toBe(409);
  });
});

describe("tailoring limits", () => {
  it("a body without jobDescription is a 400", async () => {
    const owner = await createVerifiedUser();
    const response = await call(owner, "POST", `/api/resumes/${await sourceResume(owner)}/tailor`, {});
    expect(response.status).toBe(400);
  });

  it("rate-limits tailoring per user (429 with Retry-After), creating no copy past the limit", async () => {
    const owner = await createVerifiedUser();
    const sourceId = await sourceResume(owner);
    for (let i = 0; i < TAILORINGS_PER_USER.limit; i += 1) expect((await tailor(owner, sourceId)).status).toBe(201);
    const count = ((await (await call(owner, "GET", "/api/resumes")).json()) as unknown[]).length;
    const response = await call(owner, "POST", `/api/resumes/${sourceId}/tailor`, { jobDescription: TAILOR_JOB });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^You have tailored many resumes in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(((await (await call(owner, "GET", "/api/resumes")).json()) as unknown[]).length).toBe(count);
  });
});
