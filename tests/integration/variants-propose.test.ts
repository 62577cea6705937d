/**
 * A variant's improvement proposed back to its master (docs/variants.md#proposing-to-the-master),
 * and a language variant's field marked translated as it is, against the real local D1 and rooms.
 */
import { describe, expect, it } from "vitest";
import type { ResumeDocument } from "~/domain/resume/api";
import type { SuggestionView } from "~/domain/suggestions/suggestion";
import type { Proposable } from "~/domain/variants/propose";
import type { UpstreamChange } from "~/domain/variants/sync";
import { share } from "./collab-helpers";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

const JOB = { title: "Backend Engineer", company: "Acme", description: "Build payment services in Go." };
const BETTER = "- Wrote the first program, for Bernoulli numbers";

interface Upstream {
  changes: UpstreamChange[];
  needsTranslation: string[];
  proposable: Proposable[];
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function getResume(account: Account, id: string): Promise<ResumeDocument> {
  const response = await call(account, "GET", `/api/resumes/${id}`);
  expect(response.status).toBe(200);
  return json<ResumeDocument>(response);
}

async function upstream(account: Account, id: string): Promise<Upstream> {
  const response = await call(account, "GET", `/api/resumes/${id}/upstream`);
  expect(response.status).toBe(200);
  return json<Upstream>(response);
}

/** An English master, a job variant with a better bullet, and a German variant. */
async function family() {
  const owner = await createVerifiedUser("Ada Lovelace");
  const created = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData(),
    title: "Ada",
  });
  const masterId = (await json<{ id: string }>(created)).id;
  const job = await json<ResumeDocument>(
    await call(owner, "POST", `/api/resumes/${masterId}/variants`, { jobDescription: JOB }),
  );
  const german = await json<ResumeDocument>(
    await call(owner, "POST", `/api/resumes/${masterId}/variants`, { language: "de" }),
  );
  const data = structuredClone(job.data);
  data.experience[0]!.description = BETTER;
  expect((await call(owner, "PUT", `/api/resumes/${job.id}`, { data })).status).toBe(200);
  return { owner, masterId, jobId: job.id, germanId: german.id };
}

const propose = (account: Account, id: string, paths: unknown) =>
  call(account, "POST", `/api/resumes/${id}/propose`, { paths });

describe("POST /api/resumes/{variantId}/propose", () => {
  it("proposes a job variant's bullet as a suggestion on the master; accepted, nothing comes back upstream", async () => {
    const { owner, masterId, jobId } = await family();
    expect((await upstream(owner, jobId)).proposable).toEqual([
      { path: "experience.exp1.description", newEntry: false },
    ]);

    const response = await propose(owner, jobId, ["experience.exp1.description"]);
    expect(response.status).toBe(201);
    const { suggestions } = await json<{ suggestions: SuggestionView[] }>(response);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      status: "pending",
      ops: [{ op: "setEntryField", section: "experience", id: "exp1", field: "description", value: BETTER }],
    });
    // On the master, where its owner sees it; the master itself is unchanged until accepted.
    const listed = await json<{ suggestions: SuggestionView[] }>(
      await call(owner, "GET", `/api/resumes/${masterId}/suggestions`),
    );
    expect(listed.suggestions.map((s) => s.id)).toEqual([suggestions[0]!.id]);
    expect((await getResume(owner, masterId)).data.experience[0]!.description).toBe("- Wrote the first program");

    const accepted = await call(owner, "POST", `/api/resumes/${masterId}/suggestions/${suggestions[0]!.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect((await getResume(owner, masterId)).data.experience[0]!.description).toBe(BETTER);
    // Both agree now: no upstream change back, nothing left to propose.
    const after = await upstream(owner, jobId);
    expect(after.changes).toEqual([]);
    expect(after.proposable).toEqual([]);
    expect((await getResume(owner, jobId)).data.experience[0]!.description).toBe(BETTER);
  });

  it("an entry of the variant's own is proposed as an added entry", async () => {
    const { owner, masterId, jobId } = await family();
    const data = (await getResume(owner, jobId)).data;
    data.experience.push({
      id: "exp-own",
      company: "Babbage & Co",
      position: "Analyst",
      startDate: "1843-01",
      endDate: "1844-12",
      current: false,
      description: "- Wrote the notes",
    });
    expect((await call(owner, "PUT", `/api/resumes/${jobId}`, { data })).status).toBe(200);
    expect((await upstream(owner, jobId)).proposable).toContainEqual({
      path: "experience.exp-own.position",
      newEntry: true,
    });
    const response = await propose(owner, jobId, ["experience.exp-own.position"]);
    expect(response.status).toBe(201);
    const [suggestion] = (await json<{ suggestions: SuggestionView[] }>(response)).suggestions;
    expect(suggestion!.ops).toMatchObject([{ op: "addEntry", section: "experience", index: 1 }]);
    expect(
      (await call(owner, "POST", `/api/resumes/${masterId}/suggestions/${suggestion!.id}/accept`, {})).status,
    ).toBe(200);
    expect((await getResume(owner, masterId)).data.experience.map((entry) => entry.id)).toEqual(["exp1", "exp-own"]);
    expect((await upstream(owner, jobId)).changes).toEqual([]);
    expect((await getResume(owner, jobId)).data.experience.map((entry) => entry.id)).toEqual(["exp1", "exp-own"]);
  });

  it("refuses a language variant, an unchanged field, a structural field, a resume that is no variant, and bad bodies", async () => {
    const { owner, masterId, jobId, germanId } = await family();
    const german = (await getResume(owner, germanId)).data;
    expect(
      (await call(owner, "PUT", `/api/resumes/${germanId}`, { data: { ...german, summary: "Mathematikerin." } }))
        .status,
    ).toBe(200);
    expect((await upstream(owner, germanId)).proposable).toEqual([]);
    const across = await propose(owner, germanId, ["summary"]);
    expect(across.status).toBe(409);
    expect(await across.json()).toMatchObject({ code: "proposeAcrossLanguages" });

    const unchanged = await propose(owner, jobId, ["summary", "experience.exp1.description"]);
    expect(unchanged.status).toBe(409);
    expect(await unchanged.json()).toMatchObject({ code: "proposeNotChanged", params: { fields: "summary" } });
    const structural = await propose(owner, jobId, ["experience.exp1.company"]);
    expect(structural.status).toBe(422);
    expect(await structural.json()).toMatchObject({ code: "proposeNotText" });
    const notVariant = await propose(owner, masterId, ["summary"]);
    expect(notVariant.status).toBe(409);
    expect(await notVariant.json()).toMatchObject({ code: "notAVariant" });
    expect((await propose(owner, jobId, [])).status).toBe(400);
    expect(
      (
        await propose(
          owner,
          jobId,
          Array.from({ length: 51 }, () => "summary"),
        )
      ).status,
    ).toBe(400);
    expect((await call(owner, "POST", `/api/resumes/${jobId}/propose`, { paths: ["summary"], extra: 1 })).status).toBe(
      400,
    );
    expect((await call(owner, "GET", `/api/resumes/${jobId}/propose`)).status).toBe(405);
    // Nothing was suggested by any refused call.
    const listed = await json<{ suggestions: unknown[] }>(
      await call(owner, "GET", `/api/resumes/${masterId}/suggestions`),
    );
    expect(listed.suggestions).toEqual([]);
  });

  it("needs a role on the variant and the right to suggest on the master", async () => {
    const { owner, masterId, jobId } = await family();
    const [stranger, viewer, suggester] = await Promise.all([
      createVerifiedUser("Stranger"),
      createVerifiedUser("Viewer"),
      createVerifiedUser("Suggester"),
    ]);
    const paths = ["experience.exp1.description"];
    // No role on the variant.
    expect((await propose(stranger, jobId, paths)).status).toBe(404);
    // A role on the variant, none on the master: the master's 404.
    await share(owner, jobId, stranger.email, "editor");
    const noMaster = await propose(stranger, jobId, paths);
    expect(noMaster.status).toBe(404);
    expect(await noMaster.json()).toMatchObject({ code: "resumeNotFound" });
    // A viewer of the master may not suggest on it.
    await share(owner, jobId, viewer.email, "viewer");
    await share(owner, masterId, viewer.email, "viewer");
    const viewOnly = await propose(viewer, jobId, paths);
    expect(viewOnly.status).toBe(403);
    expect(await viewOnly.json()).toMatchObject({ code: "suggestViewOnly" });
    // A suggester on the master, a viewer of the variant: the suggestion is theirs.
    await share(owner, jobId, suggester.email, "viewer");
    await share(owner, masterId, suggester.email, "suggester");
    const made = await propose(suggester, jobId, paths);
    expect(made.status).toBe(201);
    const [suggestion] = (await json<{ suggestions: SuggestionView[] }>(made)).suggestions;
    expect(suggestion!.author.name).toBe("Suggester");
    // Proposing the same field again revises that pending suggestion instead of adding one.
    expect((await propose(suggester, jobId, paths)).status).toBe(201);
    const listed = await json<{ suggestions: SuggestionView[] }>(
      await call(owner, "GET", `/api/resumes/${masterId}/suggestions`),
    );
    expect(listed.suggestions.map((s) => s.id)).toEqual([suggestion!.id]);
  });
});

describe("POST /api/resumes/{variantId}/upstream {translated}", () => {
  it("marks fields translated as they are; the mark stays gone until the master's text changes", async () => {
    const { owner, masterId, jobId, germanId } = await family();
    const before = await upstream(owner, germanId);
    expect(before.needsTranslation).toEqual(expect.arrayContaining(["skills", "personalInfo.address", "summary"]));

    const marked = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, {
      translated: ["skills", "personalInfo.address"],
    });
    expect(marked.status).toBe(200);
    const answer = await json<Upstream & { resume: ResumeDocument }>(marked);
    expect(answer.needsTranslation).not.toContain("skills");
    expect(answer.needsTranslation).not.toContain("personalInfo.address");
    expect(answer.needsTranslation).toContain("summary");
    expect(answer.resume.data.skills).toEqual(["Analysis", "Programming"]);
    // Read again: still gone.
    expect((await upstream(owner, germanId)).needsTranslation).not.toContain("skills");

    // The master's skills change: they follow, to translate again.
    const masterData = (await getResume(owner, masterId)).data;
    expect(
      (
        await call(owner, "PUT", `/api/resumes/${masterId}`, {
          data: { ...masterData, skills: ["Analysis", "Poetry"] },
        })
      ).status,
    ).toBe(200);
    const again = await upstream(owner, germanId);
    expect(again.needsTranslation).toContain("skills");
    expect(again.needsTranslation).not.toContain("personalInfo.address");

    // Exactly one kind of decision; a job variant has no markers (nothing changes); a viewer may not.
    const both = await call(owner, "POST", `/api/resumes/${germanId}/upstream`, {
      translated: ["skills"],
      skip: ["u1"],
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: "upstreamDecisionKind" });
    const job = await call(owner, "POST", `/api/resumes/${jobId}/upstream`, { translated: ["skills"] });
    expect(job.status).toBe(200);
    expect(await job.json()).toMatchObject({ needsTranslation: [] });
    const viewer = await createVerifiedUser("Viewer");
    await share(owner, germanId, viewer.email, "viewer");
    await share(owner, masterId, viewer.email, "viewer");
    expect((await call(viewer, "POST", `/api/resumes/${germanId}/upstream`, { translated: ["skills"] })).status).toBe(
      403,
    );
  });
});
