/**
 * What an application sent lives in R2, named by its content, and D1 keeps its key
 * (docs/decisions/storage-by-growth.md, step 3): a new application's copy goes straight there, a
 * row frozen before (the copy inline in D1) answers exactly the same before and after the daily
 * job moves it, and deleting the application or the account's objects takes the copies with them.
 */
import { createScheduledController, env } from "cloudflare:test";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { LetterContent } from "~/domain/cover-letter/schema";
import type { RoomDocument } from "~/domain/resume/document";
import { sha256Hex } from "~/server/crypto.server";
import { moveSentCopiesToR2 } from "~/server/sent-copies.server";
import { deleteUserObjects } from "~/server/user-objects.server";
import { encodeSnapshot } from "~/server/versions/snapshot-codec.server";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";
import worker from "../../workers/entry";

const JOB = "Requirements\n- Kubernetes\n- Terraform\n- Go";

interface SentColumns {
  sent_key: string | null;
  sent_resume: string | null;
  sent_letter: string | null;
  updated_at: number;
}

const columns = (id: string) =>
  env.DB.prepare("SELECT sent_key, sent_resume, sent_letter, updated_at FROM applications WHERE id = ?")
    .bind(id)
    .first<SentColumns>();

async function resumeOf(owner: Account, summary: string): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData({ summary }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function letterOf(owner: Account, resumeId: string): Promise<{ id: string; content: LetterContent }> {
  const response = await call(owner, "POST", `/api/resumes/${resumeId}/cover-letters`, {
    jobDescription: { title: "SRE", company: "Initech", description: JOB },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; content: LetterContent };
}

/** An application moved to Applied through the API, with its resume's letter. */
async function sentApplication(owner: Account, summary: string): Promise<string> {
  const resumeId = await resumeOf(owner, summary);
  const letter = await letterOf(owner, resumeId);
  const created = await call(owner, "POST", "/api/applications", {
    resumeId,
    coverLetterId: letter.id,
    company: "Initech",
    role: "SRE",
    jobDescription: JOB,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await call(owner, "PATCH", `/api/applications/${id}`, { stage: "applied" })).status).toBe(200);
  return id;
}

/** A key of the owner's, named by the SHA-256 of the object's own bytes. */
async function expectContentAddressed(key: string, ownerId: string) {
  expect(key).toMatch(new RegExp(`^sent/${ownerId}/[0-9a-f]{64}$`));
  const object = await env.PDFS.get(key);
  expect(object, key).not.toBeNull();
  expect(`sent/${ownerId}/${await sha256Hex(await object!.text())}`).toBe(key);
}

/**
 * An application as rows made before the copies went to R2 hold it: inserted straight into D1,
 * the resume encoded as the version store encodes its snapshots and the letter as JSON.
 */
async function insertLegacy(owner: Account, resumeId: string, letter: { id: string; content: LetterContent }) {
  const id = crypto.randomUUID();
  const document: RoomDocument = {
    data: resumeData({ summary: "Summary as it was sent before R2." }),
    templateId: "modern-professional",
    jobDescription: null,
    pageSize: "A4",
  };
  const meta = {
    at: "2026-10-01T09:00:00.000Z",
    templateId: "modern-professional",
    pageSize: "A4",
    versionId: null,
    hasLetter: true,
    jobDescription: `SRE\n${JOB}`,
    ats: { score: 61, components: [{ id: "hardSkills", earned: 20, weight: 35 }] },
  };
  await env.DB.prepare(
    `INSERT INTO applications (id, owner_id, resume_id, resume_title, cover_letter_id, company, role, job_description,
       stage, applied_at, sent_resume, sent_letter, sent_meta, sent_score, created_at, updated_at)
     VALUES (?, ?, ?, 'Ada Lovelace', ?, 'Legacy Corp', 'SRE', ?, 'applied', ?, ?, ?, ?, 61, ?, ?)`,
  )
    .bind(
      id,
      owner.user.id,
      resumeId,
      letter.id,
      JOB,
      Date.parse("2026-10-01T09:00:00Z"),
      await encodeSnapshot(JSON.stringify(document)),
      JSON.stringify(letter.content),
      JSON.stringify(meta),
      Date.parse("2026-09-30T08:00:00Z"),
      Date.parse("2026-10-01T09:00:00Z"),
    )
    .run();
  return id;
}

/** A DOCX's parts but the one with the time it was written (docx stamps dcterms:created/modified). */
function docxParts(bytes: ArrayBuffer): Record<string, Uint8Array> {
  const { ["docProps/core.xml"]: _stamped, ...parts } = unzipSync(new Uint8Array(bytes));
  return parts;
}

/** Every answer the API gives about the owner's application, as bytes where they are deterministic. */
async function answers(owner: Account, id: string) {
  const text = async (path: string) => {
    const response = await call(owner, "GET", path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const bytes = async (path: string) => {
    const response = await call(owner, "GET", path);
    expect(response.status, path).toBe(200);
    return response.arrayBuffer();
  };
  const sent = `/api/applications/${id}/sent`;
  return {
    list: await text("/api/applications"),
    one: await text(`/api/applications/${id}`),
    resumeTxt: await text(`${sent}?format=txt`),
    letterTxt: await text(`${sent}?format=txt&document=letter`),
    resumeDocx: docxParts(await bytes(`${sent}?format=docx`)),
    letterDocx: docxParts(await bytes(`${sent}?format=docx&document=letter`)),
    resumePdf: new Uint8Array(await bytes(`${sent}?format=pdf`)),
    // The whole export but the moment it was made.
    export: (await text("/api/account/export")).replace(/"exportedAt": *"[^"]*",/, ""),
  };
}

describe("applications' sent copies in R2", () => {
  it("puts a new application's sent copy in R2 and keeps only its key in the row", async () => {
    const owner = await createVerifiedUser("Rita Sent");
    const id = await sentApplication(owner, "Summary sent to R2.");
    const row = await columns(id);
    expect(row).toMatchObject({ sent_resume: null, sent_letter: null, sent_key: expect.any(String) });
    await expectContentAddressed(row!.sent_key!, owner.user.id);
    const stored = JSON.parse(await (await env.PDFS.get(row!.sent_key!))!.text()) as {
      applicationId: string;
      resume: RoomDocument;
      letter: LetterContent | null;
    };
    expect(stored.applicationId).toBe(id);
    expect(stored.resume.data.summary).toBe("Summary sent to R2.");
    expect(stored.letter?.paragraphs.length).toBeGreaterThan(0);

    // It is what the API serves as sent, and it is the application's alone: deleting it deletes the copy.
    expect(await (await call(owner, "GET", `/api/applications/${id}/sent?format=txt`)).text()).toContain(
      "Summary sent to R2.",
    );
    expect((await call(owner, "DELETE", `/api/applications/${id}`)).status).toBe(204);
    expect(await env.PDFS.head(row!.sent_key!)).toBeNull();
  });

  it("answers the same for a row frozen before R2, before and after the daily job moves its copy", async () => {
    const owner = await createVerifiedUser("Leo Legacy");
    const resumeId = await resumeOf(owner, "Summary as it is now.");
    const letter = await letterOf(owner, resumeId);
    const id = await insertLegacy(owner, resumeId, letter);
    const other = await insertLegacy(owner, resumeId, letter);
    expect(
      (await call(owner, "POST", `/api/applications/${id}/events`, { title: "Phone screen", date: "2026-10-08" }))
        .status,
    ).toBe(201);
    const before = await answers(owner, id);
    expect(before.resumeTxt).toContain("Summary as it was sent before R2.");
    expect(before.export).toContain("Summary as it was sent before R2.");
    expect(JSON.parse(before.one)).toMatchObject({ company: "Legacy Corp", sent: { hasLetter: true } });
    const updatedAt = (await columns(id))!.updated_at;

    // A bounded batch moves no more than it is given (the database is shared with other tests: count them all)...
    const stillInline = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM applications WHERE sent_resume IS NOT NULL").first<{
        n: number;
      }>())!.n;
    const inlineBefore = await stillInline();
    expect(inlineBefore).toBeGreaterThanOrEqual(2);
    expect(await moveSentCopiesToR2(env, 1)).toEqual({ moved: 1, failed: 0 });
    expect(await stillInline()).toBe(inlineBefore - 1);
    // ...and the daily job moves the rest.
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env);

    for (const moved of [id, other]) {
      const row = await columns(moved);
      expect(row).toMatchObject({ sent_resume: null, sent_letter: null, sent_key: expect.any(String) });
      await expectContentAddressed(row!.sent_key!, owner.user.id);
    }
    expect((await columns(id))!.updated_at).toBe(updatedAt);
    expect(await answers(owner, id)).toEqual(before);
    expect(await stillInline()).toBe(0);
  });

  it("deletes every object of an account's, its sent copies and PDFs, and nobody else's", async () => {
    const owner = await createVerifiedUser("Gus Gone");
    const other = await createVerifiedUser("Kim Kept");
    const id = await sentApplication(owner, "Summary of an account that goes.");
    const kept = await sentApplication(other, "Summary of an account that stays.");
    expect((await call(owner, "GET", `/api/applications/${id}/sent?format=pdf`)).status).toBe(200);
    const objectsOf = async (account: Account) =>
      [
        ...(await env.PDFS.list({ prefix: `sent/${account.user.id}/` })).objects,
        ...(await env.PDFS.list({ prefix: `pdfs/${account.user.id}/` })).objects,
      ].map((object) => object.key);
    const owned = await objectsOf(owner);
    expect(owned).toContain((await columns(id))!.sent_key);
    expect(owned.some((key) => key.startsWith(`pdfs/${owner.user.id}/`))).toBe(true);
    const othersBefore = await objectsOf(other);
    expect(othersBefore).toContain((await columns(kept))!.sent_key);

    expect(await deleteUserObjects(env, owner.user.id)).toBe(owned.length);
    expect(await objectsOf(owner)).toEqual([]);
    expect(await objectsOf(other)).toEqual(othersBefore);
  });
});
