import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createResume, roomStub, RoomClient } from "./collab-helpers";
import { call, createVerifiedUser, type Account } from "./helpers";

/**
 * One rule for writing a resume (app/server/resume-content.server.ts): the stored ATS analysis is
 * cleared exactly when the job description changes, whether the change comes through the REST API
 * or through the room's write-back.
 */
const JOB = { title: "Data Analyst", company: "Acme", description: "Requirements\n- SQL\n- Tableau" };
const OTHER_JOB = { title: "Line Cook", company: "Bistro", description: "Requirements\n- Food safety" };

async function scoreAndStore(account: Account, resumeId: string) {
  const response = await call(account, "POST", "/api/ats-score", {
    resumeText: "Data analyst\nSkills\nSQL, Tableau",
    jobDescriptionText: `${JOB.title}\n${JOB.description}`,
    resumeId,
  });
  expect(response.status).toBe(200);
}

async function storedScore(account: Account, resumeId: string): Promise<number | null> {
  const list = (await (await call(account, "GET", "/api/resumes")).json()) as {
    resumes: Array<{ id: string; atsScore: number | null }>;
  };
  return list.resumes.find((resume) => resume.id === resumeId)!.atsScore;
}

describe("the stored ATS analysis and the job description", () => {
  it("REST: keeps the analysis when the same job description is saved again, clears it when it changes", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: JOB })).status).toBe(200);
    await scoreAndStore(owner, resumeId);
    expect(await storedScore(owner, resumeId)).toBeGreaterThan(0);
    expect(
      (await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: JOB, data: undefined })).status,
    ).toBe(200);
    expect(await storedScore(owner, resumeId)).toBeGreaterThan(0);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: OTHER_JOB })).status).toBe(200);
    expect(await storedScore(owner, resumeId)).toBeNull();
  });

  it("room write-back: keeps the analysis for other edits, clears it when the job description changes", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: JOB })).status).toBe(200);
    await scoreAndStore(owner, resumeId);
    const client = await RoomClient.connect(owner, resumeId);
    await client.ack(client.edit([{ op: "setSummary", value: "Analyst." }]));
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect(await storedScore(owner, resumeId)).toBeGreaterThan(0);
    await client.ack(client.edit([{ op: "setJobDescription", value: OTHER_JOB }]));
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect(await storedScore(owner, resumeId)).toBeNull();
    client.close();
  });

  it("the editor's re-scores: its room keeps the analysis until its next write-back, for an editor it has open only", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: JOB })).status).toBe(200);
    const client = await RoomClient.connect(owner, resumeId);
    await scoreAndStore(owner, resumeId);
    // Kept by the room: D1 is not written on each re-score.
    expect(await storedScore(owner, resumeId)).toBeNull();
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect(await storedScore(owner, resumeId)).toBeGreaterThan(0);

    // With an edit waiting, both go in the write-back; leaving writes at once.
    await client.ack(client.edit([{ op: "setSummary", value: "Data analyst with SQL and Tableau." }]));
    await call(owner, "POST", "/api/ats-score", {
      resumeText: "Data analyst\nSkills\nSQL",
      jobDescriptionText: `${JOB.title}\n${JOB.description}`,
      resumeId,
    });
    const before = await storedScore(owner, resumeId);
    client.close();
    await vi.waitFor(async () => expect(await storedScore(owner, resumeId)).not.toBe(before), { timeout: 5_000 });

    // Kept, then the job changed elsewhere: the analysis describes another job and is dropped.
    const again = await RoomClient.connect(owner, resumeId);
    await scoreAndStore(owner, resumeId);
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: OTHER_JOB })).status).toBe(200);
    expect(await storedScore(owner, resumeId)).toBeNull();
    await runDurableObjectAlarm(roomStub(resumeId));
    again.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedScore(owner, resumeId)).toBeNull();

    // Someone without the resume open is checked against D1 and stored at once, as before.
    await call(owner, "PUT", `/api/resumes/${resumeId}`, { jobDescription: JOB });
    await scoreAndStore(owner, resumeId);
    expect(await storedScore(owner, resumeId)).toBeGreaterThan(0);
  });
});
