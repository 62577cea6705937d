/**
 * Applications (docs/api.md#applications): the owner's alone on every endpoint, pinned to what was
 * sent when moved to Applied, kept when the resume is deleted, and a CSV round trip that loses
 * nothing of the documented columns.
 */
import { describe, expect, it } from "vitest";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";
import { share } from "./collab-helpers";

const JOB = "Requirements\n- Kubernetes\n- Terraform\n- Go";

async function resumeOf(owner: Account, summary = "Platform engineer."): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData({ summary }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function create(owner: Account, body: Record<string, unknown>) {
  const response = await call(owner, "POST", "/api/applications", body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
}

describe("applications API", () => {
  it("answers 401 without a session on every endpoint", async () => {
    for (const [method, path] of [
      ["GET", "/api/applications"],
      ["POST", "/api/applications"],
      ["GET", "/api/applications/x"],
      ["PATCH", "/api/applications/x"],
      ["DELETE", "/api/applications/x"],
      ["POST", "/api/applications/x/events"],
      ["GET", "/api/applications/x/sent?format=pdf"],
      ["GET", "/api/applications/export.csv"],
      ["POST", "/api/applications/import"],
    ] as const) {
      expect(
        (await call(null, method, path, method === "GET" || method === "DELETE" ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });

  it("creates (201 {id}), lists, reads, edits, records events and deletes, each only for its owner", async () => {
    const owner = await createVerifiedUser("Ana Owner");
    const stranger = await createVerifiedUser("Sam Stranger");
    const resumeId = await resumeOf(owner);
    const created = await create(owner, { resumeId, company: "Initech", role: "SRE", jobDescription: JOB });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      company: "Initech",
      role: "SRE",
      stage: "saved",
      resumeId,
      sent: null,
    });
    const { id } = created.body;

    const list = (await (await call(owner, "GET", "/api/applications")).json()) as {
      applications: Array<{ id: string }>;
    };
    expect(list.applications.map((application) => application.id)).toEqual([id]);
    expect(
      ((await (await call(stranger, "GET", "/api/applications")).json()) as { applications: unknown[] }).applications,
    ).toEqual([]);

    // Another account gets 404 for everything, and changes nothing.
    for (const [method, path, body] of [
      ["GET", `/api/applications/${id}`, undefined],
      ["PATCH", `/api/applications/${id}`, { stage: "offer" }],
      ["DELETE", `/api/applications/${id}`, undefined],
      ["POST", `/api/applications/${id}/events`, { title: "Phone screen" }],
      ["GET", `/api/applications/${id}/sent?format=txt`, undefined],
    ] as const) {
      expect((await call(stranger, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // Nor can a stranger track an application on someone else's resume.
    expect((await create(stranger, { resumeId, company: "X", role: "Y" })).status).toBe(404);

    const edited = await call(owner, "PATCH", `/api/applications/${id}`, {
      location: "Remote",
      salary: "€80k–95k",
      deadline: "2026-12-31",
    });
    expect(await edited.json()).toMatchObject({
      location: "Remote",
      salary: "€80k–95k",
      deadline: "2026-12-31",
      stage: "saved",
    });
    const event = await call(owner, "POST", `/api/applications/${id}/events`, {
      title: "Phone screen",
      date: "2026-12-02",
      note: "30 min with Bob",
    });
    expect(event.status).toBe(201);
    expect(((await event.json()) as { events: unknown[] }).events).toEqual([
      expect.objectContaining({ title: "Phone screen", date: "2026-12-02", note: "30 min with Bob" }),
    ]);
    expect((await call(owner, "DELETE", `/api/applications/${id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/api/applications/${id}`)).status).toBe(404);
  });

  it("reads the job as every other endpoint does, {title, company?, description}, and still takes the string", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    const job = { title: "Site Reliability Engineer", company: "Initech", description: JOB };
    // The very object tailoring and cover letters take.
    const created = await create(owner, { resumeId, jobDescription: job, stage: "saved" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ role: job.title, company: job.company, jobDescription: JOB });
    const read = (await (await call(owner, "GET", `/api/applications/${created.body.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(read).toMatchObject({ role: job.title, company: job.company, jobDescription: JOB });
    // A role and company beside it that say the same (case and spacing aside) are fine; the company may come beside a job without one.
    expect(
      (await create(owner, { resumeId, role: "site reliability  engineer", company: "INITECH", jobDescription: job }))
        .status,
    ).toBe(201);
    expect(
      (await create(owner, { resumeId, company: "Initech", jobDescription: { title: "SRE", description: JOB } })).body,
    ).toMatchObject({ company: "Initech", role: "SRE" });
    // The first version's string is still the description alone.
    expect(
      (await create(owner, { resumeId, company: "Initech", role: "SRE", jobDescription: JOB })).body,
    ).toMatchObject({ role: "SRE", jobDescription: JOB });

    // PATCH takes the same object.
    const patched = await call(owner, "PATCH", `/api/applications/${created.body.id}`, {
      jobDescription: { title: "Platform Engineer", company: "Globex", description: "Run the platform." },
    });
    expect(await patched.json()).toMatchObject({
      role: "Platform Engineer",
      company: "Globex",
      jobDescription: "Run the platform.",
    });

    for (const [body, code, message] of [
      [
        { resumeId, role: "Barista", jobDescription: job },
        "invalidField",
        /"role" and "jobDescription.title" name different jobs/,
      ],
      [
        { resumeId, company: "Globex", jobDescription: job },
        "invalidField",
        /"company" and "jobDescription.company" name different jobs/,
      ],
      [
        { resumeId, jobDescription: { title: "SRE", description: JOB } },
        "invalidField",
        /jobDescription.company: Company must not be empty/,
      ],
      [
        { resumeId, jobDescription: { title: "SRE", company: "Initech", description: " " } },
        "invalidField",
        /jobDescription.description: Please enter job title and description/,
      ],
      [{ resumeId, company: "Initech", jobDescription: JOB }, "invalidField", /role: Role must not be empty/],
      [{ resumeId, jobDescription: 5 }, "invalidField", /jobDescription/],
    ] as const) {
      const refused = await create(owner, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.code).toBe(code);
      expect(String(refused.body.message)).toMatch(message);
    }
    expect(
      (await call(owner, "PATCH", `/api/applications/${created.body.id}`, { role: "Barista", jobDescription: job }))
        .status,
    ).toBe(400);
  });

  it("refuses bad input with a 400 and a clear message, storing nothing", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    for (const [body, message] of [
      [{ resumeId, company: "", role: "SRE" }, /Company must not be empty/],
      [{ resumeId, company: "A", role: "B", stage: "hired" }, /stage/],
      [{ resumeId, company: "A", role: "B", jobUrl: "javascript:alert(1)" }, /http/],
      [{ resumeId, company: "A", role: "B", deadline: "31/12/2026" }, /YYYY-MM-DD/],
      [{ resumeId, company: "A".repeat(201), role: "B" }, /At most 200/],
      [{ resumeId, company: "A", role: "B", extra: 1 }, /extra|Unrecognized/i],
    ] as const) {
      const response = await create(owner, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(response.body.message)).toMatch(message);
    }
    expect(
      ((await (await call(owner, "GET", "/api/applications")).json()) as { applications: unknown[] }).applications,
    ).toEqual([]);
  });

  it("freezes what was sent on the move to Applied: later edits and deleting the resume never change it", async () => {
    const owner = await createVerifiedUser("Pia Pinned");
    const resumeId = await resumeOf(owner, "Summary as it was sent.");
    const { body } = await create(owner, { resumeId, company: "Initech", role: "SRE", jobDescription: JOB });
    const applied = (await (
      await call(owner, "PATCH", `/api/applications/${body.id}`, { stage: "applied" })
    ).json()) as {
      stage: string;
      appliedAt: string;
      sent: { ats: { score: number } | null; versionId: string | null };
      sentScore: number;
      events: Array<{ title: string }>;
    };
    expect(applied).toMatchObject({ stage: "applied", appliedAt: expect.any(String), sentScore: expect.any(Number) });
    expect(applied.sent.ats?.score).toBe(applied.sentScore);
    expect(applied.events.map((event) => event.title)).toEqual(["stage:applied"]);
    // The resume's own history has the version that went out.
    const versions = (await (await call(owner, "GET", `/api/resumes/${resumeId}/versions`)).json()) as {
      versions: Array<{ id: string; name: string | null }>;
    };
    expect(versions.versions.find((version) => version.id === applied.sent.versionId)?.name).toBe("Sent to Initech");

    const current = (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as { version: number };
    expect(
      (
        await call(owner, "PUT", `/api/resumes/${resumeId}`, {
          data: resumeData({ summary: "Rewritten later." }),
          baseVersion: current.version,
        })
      ).status,
    ).toBe(200);
    const sentText = async () => (await call(owner, "GET", `/api/applications/${body.id}/sent?format=txt`)).text();
    expect(await sentText()).toContain("Summary as it was sent.");
    expect(await sentText()).not.toContain("Rewritten later.");

    // Moving on and back does not freeze again.
    await call(owner, "PATCH", `/api/applications/${body.id}`, { stage: "interview" });
    const again = (await (await call(owner, "PATCH", `/api/applications/${body.id}`, { stage: "applied" })).json()) as {
      appliedAt: string;
      reachedInterview: boolean;
    };
    expect(again).toMatchObject({ appliedAt: applied.appliedAt, reachedInterview: true });

    // Deleted for good, the resume leaves the application and what was sent.
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(204);
    const kept = (await (await call(owner, "GET", `/api/applications/${body.id}`)).json()) as {
      resumeId: string | null;
      resumeTitle: string;
    };
    expect(kept.resumeId).toBeNull();
    expect(kept.resumeTitle).toContain("Ada Lovelace");
    expect(await sentText()).toContain("Summary as it was sent.");
    expect((await call(owner, "GET", `/api/applications/${body.id}/sent?format=pdf&document=letter`)).status).toBe(404);
  });

  it("keeps an owner's applications from the resume's collaborators", async () => {
    const owner = await createVerifiedUser("Olga Owner");
    const editor = await createVerifiedUser("Ed Editor");
    const resumeId = await resumeOf(owner);
    await share(owner, resumeId, editor.email, "editor");
    const { body } = await create(owner, { resumeId, company: "Initech", role: "SRE" });
    expect(
      ((await (await call(editor, "GET", "/api/applications")).json()) as { applications: unknown[] }).applications,
    ).toEqual([]);
    expect((await call(editor, "GET", `/api/applications/${body.id}`)).status).toBe(404);
    expect(await (await call(editor, "GET", "/api/applications/export.csv")).text()).not.toContain("Initech");
    // The collaborator may track their own application with the shared resume.
    expect((await create(editor, { resumeId, company: "Hooli", role: "SRE" })).status).toBe(201);
    expect(
      (
        (await (await call(owner, "GET", "/api/applications")).json()) as { applications: Array<{ company: string }> }
      ).applications.map((a) => a.company),
    ).toEqual(["Initech"]);
  });

  it("exports CSV and imports it back into another account losing nothing of the documented columns", async () => {
    const owner = await createVerifiedUser("Cora Csv");
    const resumeId = await resumeOf(owner);
    const tricky = {
      resumeId,
      company: 'Acme, "Labs"',
      role: '=HYPERLINK("http://evil")',
      jobDescription: "Line one\nLine two, with comma",
      location: "Zürich",
      salary: "-5k",
      notes: "@mention\r\nsecond line",
      contacts: "Bob <bob@example.com>",
      deadline: "2027-01-15",
      jobUrl: "https://example.com/jobs/1",
    };
    const { body } = await create(owner, tricky);
    await call(owner, "PATCH", `/api/applications/${body.id}`, { stage: "applied" });
    await call(owner, "POST", `/api/applications/${body.id}/events`, {
      title: "Phone screen",
      date: "2027-01-20",
      note: "Went well",
    });
    await create(owner, { resumeId, company: "Plain Co", role: "Engineer" });

    const exported = await call(owner, "GET", "/api/applications/export.csv");
    expect(exported.headers.get("Content-Type")).toContain("text/csv");
    const csv = await exported.text();
    expect(csv.split("\r\n")[0]).toBe(
      "company,role,stage,resume_id,resume_title,location,salary,deadline,job_url,applied_at,created_at,notes,contacts,job_description,events",
    );
    // Formulas are defused for spreadsheets.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const other = await createVerifiedUser("Ivo Import");
    const imported = await call(other, "POST", "/api/applications/import", csv, { "Content-Type": "text/csv" });
    expect(imported.status).toBe(201);
    expect(await imported.json()).toEqual({ imported: 2 });
    const again = await (await call(other, "GET", "/api/applications/export.csv")).text();
    // Byte for byte the same, except the resume link (not the importer's resume) and nothing else.
    const withoutResume = (text: string) => text.replace(new RegExp(resumeId, "g"), "");
    expect(withoutResume(again)).toBe(withoutResume(csv));
    const list = (
      (await (await call(other, "GET", "/api/applications")).json()) as {
        applications: Array<{ company: string; stage: string; resumeId: string | null }>;
      }
    ).applications;
    expect(list.map((a) => [a.company, a.stage, a.resumeId]).sort()).toEqual([
      ['Acme, "Labs"', "applied", null],
      ["Plain Co", "saved", null],
    ]);
  });

  it("refuses a CSV it cannot read with a clear 400 and imports nothing, and limits imports per hour", async () => {
    const owner = await createVerifiedUser();
    for (const [csv, message, code, params] of [
      ["name,title\nA,B\n", /no "company" column/, "csvColumnMissing", { column: "company" }],
      ['company,role\n"Acme,SRE\n', /never closed/, "csvQuoteOpen", {}],
      [
        "company,role,stage\nAcme,SRE,hired\n",
        /Line 2: "hired" is not a stage/,
        "csvStage",
        { line: 2, stage: "hired" },
      ],
      ["company,role,events\nAcme,SRE,not json\n", /Line 2: events/, "csvEvents", { line: 2 }],
    ] as const) {
      const response = await call(owner, "POST", "/api/applications/import", csv, { "Content-Type": "text/csv" });
      expect(response.status, csv).toBe(400);
      const body = (await response.json()) as { message: string; code: string; params: Record<string, unknown> };
      expect(body.message).toMatch(message);
      // Each refusal by its own code, with the line and column the pages translate it with.
      expect(body).toMatchObject({ success: false, code, params });
    }
    expect(
      (
        await call(owner, "POST", "/api/applications/import", "company,role\nA,B\n", {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(415);
    expect(
      ((await (await call(owner, "GET", "/api/applications")).json()) as { applications: unknown[] }).applications,
    ).toEqual([]);
    let last = 0;
    for (let attempt = 0; attempt < 8; attempt += 1)
      last = (
        await call(owner, "POST", "/api/applications/import", "company,role\nA,B\n", { "Content-Type": "text/csv" })
      ).status;
    expect(last).toBe(429);
  });

  it("is in the account's data export with its timeline and what was sent, and nobody else's is", async () => {
    const owner = await createVerifiedUser("Dora Data");
    const other = await createVerifiedUser("Olly Other");
    const resumeId = await resumeOf(owner, "Exported summary.");
    const { body } = await create(owner, { resumeId, company: "Initech", role: "SRE", jobDescription: JOB });
    await call(owner, "PATCH", `/api/applications/${body.id}`, { stage: "applied" });
    await create(other, { resumeId: await resumeOf(other), company: "Not Mine Corp", role: "SRE" });
    expect((await call(null, "GET", "/api/account/export")).status).toBe(401);
    const response = await call(owner, "GET", "/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("resumeforge-data.json");
    const exported = (await response.json()) as {
      account: { fullName: string };
      resumes: Array<{ id: string }>;
      applications: Array<{
        company: string;
        sentScore: number | null;
        reachedInterview: boolean;
        updatedAt: string;
        events: Array<{ title: string }>;
        sent: { resume: { data: { summary: string } } } | null;
      }>;
    };
    expect(exported.account.fullName).toBe("Dora Data");
    expect(exported.resumes.map((resume) => resume.id)).toEqual([resumeId]);
    expect(exported.applications.map((application) => application.company)).toEqual(["Initech"]);
    expect(exported.applications[0]!.events.map((event) => event.title)).toEqual(["stage:applied"]);
    expect(exported.applications[0]!.sent?.resume.data.summary).toBe("Exported summary.");
    // The whole row, as the API lists it: the score it was sent with, the interview mark, the last change.
    const listed = (await (await call(owner, "GET", "/api/applications")).json()) as {
      applications: Array<{ sentScore: number | null; reachedInterview: boolean; updatedAt: string }>;
    };
    const { sentScore, reachedInterview, updatedAt } = exported.applications[0]!;
    expect({ sentScore, reachedInterview, updatedAt }).toEqual({
      sentScore: listed.applications[0]!.sentScore,
      reachedInterview: listed.applications[0]!.reachedInterview,
      updatedAt: listed.applications[0]!.updatedAt,
    });
    expect(typeof sentScore).toBe("number");
  });
});
