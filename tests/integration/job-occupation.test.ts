/**
 * "This job is a … job": the occupation search, the chosen occupation stored on the
 * saved job (API and the analysis page's action) and checked, and the one score that follows it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createResume, d1Row, RoomClient, sharedResume } from "./collab-helpers";
import { call, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

const SOFTWARE_RESUME = resumeData({
  personalInfo: {
    fullName: "Jordan Rivera",
    email: "jordan@example.com",
    phone: "+1 415 555 0101",
    address: "San Francisco, CA",
    linkedIn: "",
    github: "",
  },
  summary: "Software engineer building Python and Go services.",
  skills: ["Python", "Go", "Kubernetes", "PostgreSQL", "React"],
  experience: [
    {
      id: "exp1",
      company: "Acme",
      position: "Software Engineer",
      startDate: "2019-01",
      endDate: "",
      current: true,
      description:
        "- Built Python and Go services on Kubernetes serving 2 million requests a day\n- Designed PostgreSQL schemas and wrote React admin tools",
    },
  ],
});

/** A title that says nothing about the work, over sales duties: the engine reads it as sales. */
const MTS_JOB = {
  title: "Member of Technical Staff",
  company: "Initech",
  description: [
    "We are looking for a Member of Technical Staff to grow our accounts.",
    "- Prospect and close new business with enterprise customers",
    "- Manage a sales pipeline and forecast quarterly revenue",
    "- Negotiate contracts and build relationships with buyers",
    "- Meet and exceed sales quotas",
  ].join("\n"),
};

const SOFTWARE_DEVELOPERS = "15-1252.00";

async function errorOf(response: Response) {
  return (await response.json()) as { code: string; params: Record<string, string | number> };
}

/** The analysis page as the signed-in user's browser gets it. */
async function analysisPage(account: Account, resumeId: string) {
  const page = await SELF.fetch(`${ORIGIN}/analyze/${resumeId}`, { headers: { Cookie: account.cookie } });
  expect(page.status).toBe(200);
  return page.text();
}

/** The page's "This job is a … job" form, posted as the browser posts it. */
function chooseOnPage(account: Account, resumeId: string, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/analyze/${resumeId}`, {
    method: "POST",
    headers: { Cookie: account.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function resumeWithJob(owner: Account) {
  const created = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: SOFTWARE_RESUME,
  });
  const { id } = (await created.json()) as { id: string };
  expect((await call(owner, "PUT", `/api/resumes/${id}`, { jobDescription: MTS_JOB })).status).toBe(200);
  return id;
}

describe("GET /api/occupations", () => {
  it("finds occupations by the start of their title words, for signed-in users, at most `limit`", async () => {
    expect((await call(null, "GET", "/api/occupations?q=software")).status).toBe(401);
    const owner = await createVerifiedUser();
    const found = await call(owner, "GET", "/api/occupations?q=software%20dev");
    expect(found.status).toBe(200);
    const { occupations } = (await found.json()) as { occupations: Array<{ code: string; title: string }> };
    expect(occupations).toContainEqual({ code: SOFTWARE_DEVELOPERS, title: "Software Developers" });
    for (const { title } of occupations) {
      expect(title).toMatch(/\bsoftware/i);
      expect(title).toMatch(/\bdev/i);
    }
    const few = (await (await call(owner, "GET", "/api/occupations?q=e&limit=3")).json()) as { occupations: unknown[] };
    expect(few.occupations).toHaveLength(3);
    const many = (await (await call(owner, "GET", "/api/occupations?q=e&limit=20")).json()) as {
      occupations: unknown[];
    };
    expect(many.occupations).toHaveLength(20);
  });

  it("refuses a blank or long query and a limit outside 1 to 20 with a 400 and its code", async () => {
    const owner = await createVerifiedUser();
    for (const query of ["", "q=", "q=%20%20", `q=${"a".repeat(61)}`]) {
      const response = await call(owner, "GET", `/api/occupations?${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "occupationQuery", params: { max: 60 } });
    }
    for (const limit of ["0", "21", "abc", "2.5", "-1", ""]) {
      const response = await call(owner, "GET", `/api/occupations?q=nurse&limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "occupationLimit", params: { max: 20 } });
    }
  });
});

describe("the occupation chosen for a saved job", () => {
  it("is validated and stored by PUT /api/resumes/{id}, clearing the stored score, and a write without it clears it", async () => {
    const owner = await createVerifiedUser();
    const id = await resumeWithJob(owner);

    const malformed = await call(owner, "PUT", `/api/resumes/${id}`, {
      jobDescription: { ...MTS_JOB, occupation: "15-1252" },
    });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({
      code: "invalidField",
      params: { path: "jobDescription.occupation", issueCode: "occupationCode" },
    });
    const unknown = await call(owner, "PUT", `/api/resumes/${id}`, {
      jobDescription: { ...MTS_JOB, occupation: "99-9999.99" },
    });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "unknownOccupation", params: { occupation: "99-9999.99" } });
    expect((await d1Row(id)).jobDescription).toEqual(MTS_JOB);

    await analysisPage(owner, id);
    expect((await d1Row(id)).atsScore).not.toBeNull();
    const chosen = await call(owner, "PUT", `/api/resumes/${id}`, {
      jobDescription: { ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS },
    });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { jobDescription: unknown }).jobDescription).toEqual({
      ...MTS_JOB,
      occupation: SOFTWARE_DEVELOPERS,
    });
    const row = await d1Row(id);
    expect(row.jobDescription).toEqual({ ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS });
    // Another job, another analysis: the stored one no longer describes it.
    expect(row.atsScore).toBeNull();

    // PUT replaces the saved job: the editor sends the occupation with every change of the words.
    expect((await call(owner, "PUT", `/api/resumes/${id}`, { jobDescription: MTS_JOB })).status).toBe(200);
    expect((await d1Row(id)).jobDescription).toEqual(MTS_JOB);
  });

  it("re-scores the analysis page: a software resume scores higher once the sales-read job is Software Developers, and the role fit says it was chosen", async () => {
    const owner = await createVerifiedUser();
    const id = await resumeWithJob(owner);
    const before = await analysisPage(owner, id);
    expect(before).toContain("Reads as Sales Engineers");
    const automaticScore = (await d1Row(id)).atsScore!;

    const saved = await chooseOnPage(owner, id, { intent: "occupation", code: SOFTWARE_DEVELOPERS });
    expect(saved.status).toBe(200);
    expect((await d1Row(id)).jobDescription).toEqual({ ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS });
    const after = await analysisPage(owner, id);
    expect(after).toContain("Reads as Software Developers, you chose this");
    expect(after).toContain("this job reads as Software Developers (your choice)");
    const chosenScore = (await d1Row(id)).atsScore!;
    expect(chosenScore).toBeGreaterThan(automaticScore);

    // What the dashboard and the editor show until the next re-score is the page's result.
    const resume = (await (await call(owner, "GET", `/api/resumes/${id}`)).json()) as { atsResult: { score: number } };
    expect(resume.atsResult.score).toBe(chosenScore);

    // "Use the automatic reading".
    expect((await chooseOnPage(owner, id, { intent: "occupation", code: "" })).status).toBe(200);
    expect((await d1Row(id)).jobDescription).toEqual(MTS_JOB);
    expect(await analysisPage(owner, id)).toContain("Reads as Sales Engineers");
    expect((await d1Row(id)).atsScore).toBe(automaticScore);
  });

  it("is chosen on the page by owners and editors only, with a known code, and only for a saved job", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    expect((await chooseOnPage(owner, resumeId, { intent: "occupation", code: SOFTWARE_DEVELOPERS })).status).toBe(400);
    expect((await d1Row(resumeId)).jobDescription).toBeNull();
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: MTS_JOB })).status).toBe(200);

    expect((await chooseOnPage(viewer, resumeId, { intent: "occupation", code: SOFTWARE_DEVELOPERS })).status).toBe(
      403,
    );
    expect((await chooseOnPage(editor, resumeId, { intent: "occupation", code: "99-9999.99" })).status).toBe(400);
    expect((await chooseOnPage(editor, resumeId, { intent: "occupation", code: "software" })).status).toBe(400);
    expect((await chooseOnPage(editor, resumeId, { intent: "other", code: SOFTWARE_DEVELOPERS })).status).toBe(400);
    const stranger = await createVerifiedUser();
    expect((await chooseOnPage(stranger, resumeId, { intent: "occupation", code: SOFTWARE_DEVELOPERS })).status).toBe(
      404,
    );
    expect((await d1Row(resumeId)).jobDescription).toEqual(MTS_JOB);

    expect((await chooseOnPage(editor, resumeId, { intent: "occupation", code: SOFTWARE_DEVELOPERS })).status).toBe(
      200,
    );
    expect((await d1Row(resumeId)).jobDescription).toEqual({ ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS });
    // The viewer sees the reading, not the control.
    const seen = await analysisPage(viewer, resumeId);
    expect(seen).toContain("Reads as Software Developers, you chose this");
    expect(seen).not.toContain('role="combobox"');
    expect(await analysisPage(editor, resumeId)).toContain('role="combobox"');
  });
});

describe("the occupation in what was sent", () => {
  it("scores an application for the resume's job (its text copied, differently spaced) with the chosen occupation, and another job without it", async () => {
    const owner = await createVerifiedUser();
    const id = await resumeWithJob(owner);
    expect((await chooseOnPage(owner, id, { intent: "occupation", code: SOFTWARE_DEVELOPERS })).status).toBe(200);
    await analysisPage(owner, id);
    const onPage = (await d1Row(id)).atsScore!;
    const sentScore = async (role: string, jobDescription: string) => {
      const created = await call(owner, "POST", "/api/applications", {
        resumeId: id,
        company: "Initech",
        role,
        jobDescription,
      });
      expect(created.status).toBe(201);
      const { id: applicationId } = (await created.json()) as { id: string };
      const applied = await call(owner, "PATCH", `/api/applications/${applicationId}`, { stage: "applied" });
      expect(applied.status).toBe(200);
      return ((await applied.json()) as { sentScore: number }).sentScore;
    };
    expect(await sentScore(MTS_JOB.title, `  ${MTS_JOB.description.replace(/\n/g, "\n\n")}  `)).toBe(onPage);
    expect(await sentScore(MTS_JOB.title, `${MTS_JOB.description}\n- Travel to customer sites`)).toBeLessThan(onPage);
  });
});

describe("the occupation in the room", () => {
  it("travels with the job edited live, reaches D1 and the score, and a malformed code is refused", async () => {
    const owner = await createVerifiedUser();
    const id = await createResume(owner);
    const room = await RoomClient.connect(owner, id);
    room.send({
      type: "resumeUpdate",
      opId: "bad",
      ops: [{ op: "setJobDescription", value: { ...MTS_JOB, occupation: "software" } }],
      timestamp: Date.now(),
    });
    await expect
      .poll(() => room.of("error").length + room.of("ack").filter((ack) => ack.opId === "bad" && ack.rejected).length)
      .toBeGreaterThan(0);
    await room.ack(room.edit([{ op: "setJobDescription", value: { ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS } }]));
    // The analysis page writes the room back first, then scores with the chosen occupation.
    expect(await analysisPage(owner, id)).toContain("Reads as Software Developers, you chose this");
    expect((await d1Row(id)).jobDescription).toEqual({ ...MTS_JOB, occupation: SOFTWARE_DEVELOPERS });
    room.close();
  });
});

describe("POST /api/ats-score with jobOccupation", () => {
  it("scores with the chosen occupation and refuses a malformed or unknown one", async () => {
    const owner = await createVerifiedUser();
    const resumeText = [
      "Jordan Rivera",
      "jordan@example.com | +1 415 555 0101",
      "SKILLS",
      "Python, Go, Kubernetes, PostgreSQL, React",
      "EXPERIENCE",
      "Software Engineer, Acme | Jan 2019 – Present",
      "- Built Python and Go services on Kubernetes serving 2 million requests a day",
      "EDUCATION",
      "B.S. in Computer Science, UC Davis | May 2016",
    ].join("\n");
    const jobDescriptionText = `${MTS_JOB.title}\n${MTS_JOB.description}`;
    const score = (body: Record<string, unknown>) =>
      call(owner, "POST", "/api/ats-score", { resumeText, jobDescriptionText, ...body });
    const read = (await (await score({})).json()) as {
      score: number;
      job: { occupation: { code: string; chosen: boolean } };
    };
    const chosen = (await (await score({ jobOccupation: SOFTWARE_DEVELOPERS })).json()) as typeof read;
    expect(read.job.occupation).toMatchObject({ chosen: false });
    expect(read.job.occupation.code).not.toBe(SOFTWARE_DEVELOPERS);
    expect(chosen.job.occupation).toMatchObject({ code: SOFTWARE_DEVELOPERS, chosen: true });
    expect(chosen.score).toBeGreaterThan(read.score);

    const malformed = await score({ jobOccupation: "151252" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("occupationCode");
    const unknown = await score({ jobOccupation: "99-9999.99" });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe("unknownOccupation");
  });
});
