/**
 * Variants of a resume (docs/variants.md, docs/api.md#variants): made from a master, listed, and
 * synced with it through the upstream calls, against the real local D1 and rooms.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ResumeDocument } from "~/domain/resume/api";
import type { ResumeData } from "~/domain/resume/schema";
import type { UpstreamChange } from "~/domain/variants/sync";
import { d1Row, RoomClient, share } from "./collab-helpers";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

/** A job the master gains. */
const BABBAGE = {
  id: "exp-babbage",
  company: "Babbage & Co",
  position: "Analyst",
  startDate: "1843-01",
  endDate: "1844-12",
  current: false,
  description: "- Wrote the notes",
};

const JOB = { title: "Backend Engineer", company: "Acme", description: "Build payment services in Go." };

interface Variant extends ResumeDocument {
  variantOf: string;
  language: string;
}

async function master(owner: Account, data: ResumeData = resumeData()): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data, title: "Ada" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function makeVariant(account: Account, masterId: string, body: unknown) {
  const response = await call(account, "POST", `/api/resumes/${masterId}/variants`, body);
  return { status: response.status, body: (await response.json()) as Variant & { code?: string } };
}

async function getResume(account: Account, id: string): Promise<ResumeDocument> {
  const response = await call(account, "GET", `/api/resumes/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ResumeDocument;
}

async function save(account: Account, id: string, data: ResumeData) {
  const response = await call(account, "PUT", `/api/resumes/${id}`, { data });
  expect(response.status).toBe(200);
}

async function upstream(account: Account, id: string) {
  const response = await call(account, "GET", `/api/resumes/${id}/upstream`);
  return {
    status: response.status,
    body: (await response.json()) as { changes: UpstreamChange[]; needsTranslation: string[]; code?: string },
  };
}

describe("POST and GET /api/resumes/{id}/variants", () => {
  it("makes a language variant and a job variant from the master's content, and lists them", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const masterId = await master(owner);

    const german = await makeVariant(owner, masterId, { language: "de" });
    expect(german.status).toBe(201);
    expect(german.body).toMatchObject({ variantOf: masterId, language: "de", role: "owner", title: "Ada · Deutsch" });
    expect(german.body.id).not.toBe(masterId);
    expect(german.body.data.summary).toBe("Mathematician.");
    expect(german.body.data.settings?.language).toBe("de");
    // A resume of its own: GET answers it like any other.
    expect((await getResume(owner, german.body.id)).data.experience).toEqual(resumeData().experience);

    const job = await makeVariant(owner, masterId, { jobDescription: JOB });
    expect(job.status).toBe(201);
    expect(job.body).toMatchObject({ variantOf: masterId, language: "en", jobDescription: JOB });
    expect(job.body.title).toBe("Ada · Backend Engineer at Acme");

    const listed = await call(owner, "GET", `/api/resumes/${masterId}/variants`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      variants: [
        {
          id: german.body.id,
          language: "de",
          title: "Ada · Deutsch",
          templateId: "modern-professional",
          pendingUpstream: 0,
        },
        {
          id: job.body.id,
          language: "en",
          title: job.body.title,
          templateId: "modern-professional",
          jobDescription: JOB,
          pendingUpstream: 0,
        },
      ],
    });
    // The master is no variant: it has no upstream.
    expect(await upstream(owner, masterId)).toMatchObject({ status: 409, body: { code: "notAVariant" } });
  });

  it("a viewer gets 403 and a stranger 404; an editor of the master makes a variant of their own", async () => {
    const [owner, editor, viewer, stranger] = await Promise.all([
      createVerifiedUser("Owner"),
      createVerifiedUser("Editor"),
      createVerifiedUser("Viewer"),
      createVerifiedUser("Stranger"),
    ]);
    const masterId = await master(owner);
    await share(owner, masterId, editor.email, "editor");
    await share(owner, masterId, viewer.email, "viewer");
    expect(await makeVariant(viewer, masterId, { language: "de" })).toMatchObject({
      status: 403,
      body: { code: "viewOnlyResume" },
    });
    expect(await makeVariant(stranger, masterId, { language: "de" })).toMatchObject({
      status: 404,
      body: { code: "resumeNotFound" },
    });
    expect((await call(stranger, "GET", `/api/resumes/${masterId}/variants`)).status).toBe(404);
    const mine = await makeVariant(editor, masterId, { language: "fr" });
    expect(mine.status).toBe(201);
    expect(mine.body.role).toBe("owner");
    // A collaborator on the master is not one on the variant.
    expect((await call(owner, "GET", `/api/resumes/${mine.body.id}`)).status).toBe(404);
    const ownersList = (await (await call(owner, "GET", `/api/resumes/${masterId}/variants`)).json()) as {
      variants: unknown[];
    };
    expect(ownersList.variants).toEqual([]);
  });

  it("refuses a variant of a variant, a body without a language or job, and a 21st variant", async () => {
    const owner = await createVerifiedUser();
    const masterId = await master(owner);
    const first = await makeVariant(owner, masterId, { language: "de" });
    expect(first.status).toBe(201);
    expect(await makeVariant(owner, first.body.id, { language: "es" })).toMatchObject({
      status: 409,
      body: { code: "variantOfVariant" },
    });
    expect(await makeVariant(owner, masterId, {})).toMatchObject({
      status: 400,
      body: { code: "variantKindRequired" },
    });
    expect(await makeVariant(owner, masterId, { language: "xx" })).toMatchObject({ status: 400 });
    for (let i = 1; i < 20; i++) expect((await makeVariant(owner, masterId, { language: "es" })).status).toBe(201);
    expect(await makeVariant(owner, masterId, { language: "es" })).toMatchObject({
      status: 422,
      body: { code: "variantLimit", params: { max: 20 } },
    });
  });

  it("variants made at once never take a master past 20, and a refused one leaves nothing behind", async () => {
    const owner = await createVerifiedUser();
    const masterId = await master(owner);
    for (let i = 0; i < 17; i++) expect((await makeVariant(owner, masterId, { language: "es" })).status).toBe(201);
    const made = await Promise.all(Array.from({ length: 6 }, () => makeVariant(owner, masterId, { language: "fr" })));
    expect(made.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(made.filter((answer) => answer.status === 422)).toHaveLength(3);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM resumes WHERE variant_of = ?").bind(masterId).first();
    expect(rows?.n).toBe(20);
    const owned = ((await (await call(owner, "GET", "/api/resumes")).json()) as { resumes: unknown[] }).resumes;
    expect(owned).toHaveLength(21);
  });

  it("a master deleted for good leaves its variant as an independent resume", async () => {
    const owner = await createVerifiedUser();
    const masterId = await master(owner);
    const variant = await makeVariant(owner, masterId, { language: "de" });
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?forever=1`)).status).toBe(204);
    expect((await getResume(owner, variant.body.id)).data.summary).toBe("Mathematician.");
    const row = await env.DB.prepare("SELECT variant_of FROM resumes WHERE id = ?")
      .bind(variant.body.id)
      .first<{ variant_of: string | null }>();
    expect(row?.variant_of).toBeNull();
    expect(await upstream(owner, variant.body.id)).toMatchObject({ status: 409, body: { code: "notAVariant" } });
  });
});

describe("GET and POST /api/resumes/{variantId}/upstream", () => {
  /** An English master, a German variant translated by hand, and a job variant left as it came. */
  async function family() {
    const owner = await createVerifiedUser("Ada Lovelace");
    const masterId = await master(owner);
    const german = (await makeVariant(owner, masterId, { language: "de" })).body;
    const job = (await makeVariant(owner, masterId, { jobDescription: JOB })).body;
    const translated = { ...german.data, summary: "Mathematikerin." };
    await save(owner, german.id, translated);
    return { owner, masterId, germanId: german.id, jobId: job.id };
  }

  it("the master's summary follows into the job variant by itself, and waits in the German one", async () => {
    const { owner, masterId, germanId, jobId } = await family();
    const masterData = (await getResume(owner, masterId)).data;
    await save(owner, masterId, { ...masterData, summary: "Mathematician and first programmer." });

    const fromJob = await upstream(owner, jobId);
    expect(fromJob).toMatchObject({ status: 200, body: { changes: [], needsTranslation: [], proposable: [] } });
    expect((await getResume(owner, jobId)).data.summary).toBe("Mathematician and first programmer.");
    // Once followed, reading again writes nothing.
    const written = (await d1Row(jobId)).version;
    expect((await upstream(owner, jobId)).body.changes).toEqual([]);
    expect((await d1Row(jobId)).version).toBe(written);

    const fromGerman = await upstream(owner, germanId);
    expect(fromGerman.status).toBe(200);
    expect(fromGerman.body.changes).toEqual([
      {
        id: expect.any(String),
        path: "summary",
        masterBefore: "Mathematician.",
        masterAfter: "Mathematician and first programmer.",
        variantNow: "Mathematikerin.",
      },
    ]);
    expect((await getResume(owner, germanId)).data.summary).toBe("Mathematikerin.");
    // Asking again changes nothing: the same change, with the same id, still waits.
    expect((await upstream(owner, germanId)).body.changes).toEqual(fromGerman.body.changes);

    const listed = (await (await call(owner, "GET", `/api/resumes/${masterId}/variants`)).json()) as {
      variants: Array<{ id: string; pendingUpstream: number }>;
    };
    expect(listed.variants.find((variant) => variant.id === germanId)?.pendingUpstream).toBe(1);
    expect(listed.variants.find((variant) => variant.id === jobId)?.pendingUpstream).toBe(0);
  });

  it("reads the master as its room holds it, and the variant's open editors get what followed", async () => {
    const { owner, masterId, jobId } = await family();
    const inMaster = await RoomClient.connect(owner, masterId);
    const inVariant = await RoomClient.connect(owner, jobId);
    await inMaster.ack(inMaster.edit([{ op: "setSummary", value: "Typed live in the master." }]));
    expect((await d1Row(masterId)).data.summary).toBe("Mathematician.");

    expect((await upstream(owner, jobId)).body.changes).toEqual([]);
    const replaced = await inVariant.next("resumeReplaced");
    expect(replaced.document.data.summary).toBe("Typed live in the master.");
    expect((await d1Row(jobId)).data.summary).toBe("Typed live in the master.");
    inMaster.close();
    inVariant.close();
  });

  it("taking a change writes the master's text; skipping keeps the variant's; unknown ids are refused", async () => {
    const { owner, masterId, germanId } = await family();
    const masterData = (await getResume(owner, masterId)).data;
    await save(owner, masterId, { ...masterData, summary: "Mathematician and first programmer." });
    const [change] = (await upstream(owner, germanId)).body.changes;

    const unknown = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, { take: ["u-unknown"] });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({ code: "upstreamChangeUnknown", params: { changes: "u-unknown" } });
    const both = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, { take: [change!.id], skip: [] });
    expect(both.status).toBe(400);

    const skipped = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, { skip: [change!.id] });
    expect(skipped.status).toBe(200);
    const afterSkip = (await skipped.json()) as { changes: UpstreamChange[]; resume: ResumeDocument };
    expect(afterSkip.changes).toEqual([]);
    expect(afterSkip.resume.data.summary).toBe("Mathematikerin.");
    expect((await upstream(owner, germanId)).body.changes).toEqual([]);

    // A later master change waits again, and taking it writes the master's text (to translate).
    await save(owner, masterId, { ...masterData, summary: "Mathematician, first programmer." });
    const [later] = (await upstream(owner, germanId)).body.changes;
    expect(later).toMatchObject({ masterBefore: "Mathematician and first programmer." });
    const taken = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, { take: [later!.id] });
    expect(taken.status).toBe(200);
    const afterTake = (await taken.json()) as { changes: UpstreamChange[]; needsTranslation: string[] };
    expect(afterTake.changes).toEqual([]);
    expect(afterTake.needsTranslation).toContain("summary");
    expect((await d1Row(germanId)).data.summary).toBe("Mathematician, first programmer.");
    // Taken once: the id is no longer waiting.
    const again = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, { take: [later!.id] });
    expect(again.status).toBe(409);
  });

  it("two decisions on one change at once: one lands, the other is refused, nothing is half-applied", async () => {
    const { owner, masterId, germanId } = await family();
    const masterData = (await getResume(owner, masterId)).data;
    await save(owner, masterId, { ...masterData, summary: "Mathematician and first programmer." });
    const [change] = (await upstream(owner, germanId)).body.changes;
    const decide = (body: object) => call(owner, "POST", `/api/resumes/${germanId}/upstream`, body);
    const [taken, skipped] = await Promise.all([decide({ take: [change!.id] }), decide({ skip: [change!.id] })]);
    expect([taken.status, skipped.status].sort()).toEqual([200, 409]);
    // The summary is what the decision that landed says; the change waits no more either way.
    const summary = (await d1Row(germanId)).data.summary;
    expect(summary).toBe(taken.status === 200 ? "Mathematician and first programmer." : "Mathematikerin.");
    expect((await upstream(owner, germanId)).body.changes).toEqual([]);
  });

  it("a new master experience entry appears in both, marked to translate in the German one only", async () => {
    const { owner, masterId, germanId, jobId } = await family();
    const masterData = (await getResume(owner, masterId)).data;
    const entry = BABBAGE;
    await save(owner, masterId, { ...masterData, experience: [entry, ...masterData.experience] });

    const german = await upstream(owner, germanId);
    expect(german.body.changes).toEqual([]);
    expect(german.body.needsTranslation).toEqual(
      expect.arrayContaining(["experience.exp-babbage.position", "experience.exp-babbage.description"]),
    );
    expect(german.body.needsTranslation).not.toContain("summary");
    expect((await getResume(owner, germanId)).data.experience.map((item) => item.id)).toEqual(["exp-babbage", "exp1"]);

    const job = await upstream(owner, jobId);
    expect(job.body).toEqual({ changes: [], needsTranslation: [], proposable: [] });
    expect((await getResume(owner, jobId)).data.experience[0]).toEqual(entry);
  });

  it("a viewer of the variant reads its upstream and stores nothing; deciding needs the right to edit", async () => {
    const { owner, masterId, germanId } = await family();
    const viewer = await createVerifiedUser("Viewer");
    await share(owner, germanId, viewer.email, "viewer");
    await share(owner, masterId, viewer.email, "viewer");
    const masterData = (await getResume(owner, masterId)).data;
    await save(owner, masterId, { ...masterData, personalInfo: { ...masterData.personalInfo, phone: "+44 1" } });
    const before = await d1Row(germanId);
    expect((await upstream(viewer, germanId)).status).toBe(200);
    expect((await d1Row(germanId)).version).toBe(before.version);
    const decided = await call(viewer, "POST", `/api/resumes/${germanId}/upstream`, { skip: ["u1"] });
    expect(decided.status).toBe(403);
    // The owner's read applies the structural change.
    await upstream(owner, germanId);
    expect((await d1Row(germanId)).data.personalInfo.phone).toBe("+44 1");
    const stranger = await createVerifiedUser("Stranger");
    expect((await upstream(stranger, germanId)).status).toBe(404);
  });
});

describe("the master's room pushes its edits to the variants open elsewhere", () => {
  async function openFamily() {
    const owner = await createVerifiedUser("Ada Lovelace");
    const masterId = await master(owner);
    const german = (await makeVariant(owner, masterId, { language: "de" })).body;
    const job = (await makeVariant(owner, masterId, { jobDescription: JOB })).body;
    await save(owner, german.id, { ...german.data, summary: "Mathematikerin." });
    return { owner, masterId, germanId: german.id, jobId: job.id };
  }

  it("a new entry and a summary change reach the open variants without their reading again", async () => {
    const { owner, masterId, germanId, jobId } = await openFamily();
    const inJob = await RoomClient.connect(owner, jobId);
    const inGerman = await RoomClient.connect(owner, germanId);
    // Their editors read once, as on opening: that makes them followers of the master's room.
    await upstream(owner, jobId);
    await upstream(owner, germanId);
    const inMaster = await RoomClient.connect(owner, masterId);
    const entry = BABBAGE;
    await inMaster.ack(inMaster.edit([{ op: "addEntry", section: "experience", entry, index: 0 }]));

    const inJobNow = await inJob.next("resumeReplaced", (m) => m.document.data.experience[0]?.id === "exp-babbage");
    expect(inJobNow.document.data.experience[0]).toEqual(entry);
    await inGerman.next("resumeReplaced", (m) => m.document.data.experience[0]?.id === "exp-babbage");
    // The German editor is told to read again: the new entry is to translate.
    await inGerman.next("upstreamChanged");
    expect((await upstream(owner, germanId)).body.needsTranslation).toContain("experience.exp-babbage.position");

    // A text change: it follows in the job variant, and waits in the German one (translated there).
    await inMaster.ack(inMaster.edit([{ op: "setSummary", value: "Mathematician and first programmer." }]));
    await inJob.next("resumeReplaced", (m) => m.document.data.summary === "Mathematician and first programmer.");
    await expect
      .poll(async () => (await upstream(owner, germanId)).body.changes.map((c) => c.path))
      .toEqual(["summary"]);
    expect(inGerman.of("upstreamChanged").length).toBeGreaterThanOrEqual(2);
    expect((await d1Row(germanId)).data.summary).toBe("Mathematikerin.");
    inMaster.close();
    inJob.close();
    inGerman.close();
  });

  it("stops pushing to a reader who lost their access to the master", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const editor = await createVerifiedUser("Eddie Editor");
    const masterId = await master(owner);
    await share(owner, masterId, editor.email, "editor");
    const variant = (await makeVariant(editor, masterId, { jobDescription: JOB })).body;
    const inVariant = await RoomClient.connect(editor, variant.id);
    await upstream(editor, variant.id);

    const inMaster = await RoomClient.connect(owner, masterId);
    await inMaster.ack(inMaster.edit([{ op: "setSummary", value: "Seen while shared." }]));
    await inVariant.next("resumeReplaced", (m) => m.document.data.summary === "Seen while shared.");

    const removed = await call(
      owner,
      "DELETE",
      `/api/resumes/${masterId}/collaborators/${encodeURIComponent(editor.email)}`,
    );
    expect(removed.status).toBe(204);
    await inMaster.ack(inMaster.edit([{ op: "setSummary", value: "Never seen by the former editor." }]));
    // The push after a quiet spell runs at once; give it time to have run, then look.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await d1Row(variant.id)).data.summary).toBe("Seen while shared.");
    expect(inVariant.of("resumeReplaced").some((m) => m.document.data.summary.startsWith("Never"))).toBe(false);
    inMaster.close();
    inVariant.close();
  });
});
