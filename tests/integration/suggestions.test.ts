/**
 * Suggestions (docs/collaboration.md#suggestions): roles, conflicts, limits, room
 * restarts, a removed collaborator and the daily digest, through the real Worker, room and D1.
 */
import { createScheduledController, env, evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SuggestionView } from "~/domain/suggestions/suggestion";
import { SUGGESTION_LIMITS } from "~/domain/suggestions/limits";
import type { VersionMeta } from "~/domain/resume/versions";
import { call, createResume, d1Row, roomStub, RoomClient, share, type Account } from "./collab-helpers";
import { createVerifiedUser } from "./helpers";
import { mailsTo, waitForMail } from "./mailbox";
import worker from "../../workers/entry";

async function suggestionResume() {
  const [owner, coach, viewer] = await Promise.all([
    createVerifiedUser("Olivia Owner"),
    createVerifiedUser("Ana Coach"),
    createVerifiedUser("Vera Viewer"),
  ]);
  const resumeId = await createResume(owner);
  await share(owner, resumeId, coach.email, "suggester");
  await share(owner, resumeId, viewer.email, "viewer");
  return { owner, coach, viewer, resumeId };
}

const suggest = (account: Account, resumeId: string, ops: unknown[]) =>
  call(account, "POST", `/api/resumes/${resumeId}/suggestions`, { ops });
const decide = (account: Account, resumeId: string, id: string, decision: "accept" | "reject", body?: unknown) =>
  call(account, "POST", `/api/resumes/${resumeId}/suggestions/${id}/${decision}`, body);
async function list(account: Account, resumeId: string): Promise<SuggestionView[]> {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/suggestions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: SuggestionView[] }).suggestions;
}
async function made(account: Account, resumeId: string, ops: unknown[]): Promise<SuggestionView> {
  const response = await suggest(account, resumeId, ops);
  expect(response.status).toBe(201);
  return (await response.json()) as SuggestionView;
}
const bullet = {
  op: "setEntryField",
  section: "experience",
  id: "exp1",
  field: "description",
  value: "- Wrote the first published program",
};

describe("suggestion roles", () => {
  it("lets a suggester propose but never edit, a viewer neither, and only the owner or an editor decide", async () => {
    const { owner, coach, viewer, resumeId } = await suggestionResume();
    const listed = (await (await call(owner, "GET", `/api/resumes/${resumeId}/collaborators`)).json()) as {
      collaborators: Array<{ email: string; role: string }>;
    };
    expect(listed.collaborators.find((c) => c.email === coach.email)?.role).toBe("suggester");

    // A suggester's direct save is refused with 403, by code.
    const put = await call(coach, "PUT", `/api/resumes/${resumeId}`, { data: (await d1Row(resumeId)).data });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({ code: "suggestOnlyResume" });
    // ...and so is a live edit through the room.
    const socket = await RoomClient.connect(coach, resumeId);
    socket.edit([{ op: "setSummary", value: "Direct" }]);
    expect(await socket.next("error")).toMatchObject({ code: "suggestOnly" });
    socket.close();

    const refused = await suggest(viewer, resumeId, [{ op: "setSummary", value: "From a viewer" }]);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "suggestViewOnly" });

    const suggestion = await made(coach, resumeId, [
      { op: "setSummary", value: "Mathematician and first programmer." },
    ]);
    expect(suggestion).toMatchObject({
      status: "pending",
      author: { userId: coach.user.id, name: "Ana Coach" },
      ops: [{ op: "setSummary" }],
      base: [{ key: "setSummary", value: "Mathematician." }],
      conflicts: [],
    });
    expect(typeof suggestion.id).toBe("string");
    expect((await d1Row(resumeId)).data.summary).toBe("Mathematician.");

    const notAllowed = await decide(coach, resumeId, suggestion.id, "accept");
    expect(notAllowed.status).toBe(403);
    expect(await notAllowed.json()).toMatchObject({ code: "suggestionDecideForbidden" });
    expect((await decide(viewer, resumeId, suggestion.id, "reject")).status).toBe(403);
    expect((await call(await createVerifiedUser(), "GET", `/api/resumes/${resumeId}/suggestions`)).status).toBe(404);
  });

  it("applies an accepted suggestion as an ordinary edit everyone receives, in the version history, and keeps a rejected one", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const ownerSocket = await RoomClient.connect(owner, resumeId);
    const first = await made(coach, resumeId, [bullet]);
    const second = await made(coach, resumeId, [
      { op: "setSkills", value: ["Analysis", "Programming", "Mathematics"] },
    ]);
    // The owner's open editor hears of both at once.
    await ownerSocket.next("suggestionsChanged", (m) => m.suggestions.some((s) => s.id === second.id));

    const accepted = await decide(owner, resumeId, first.id, "accept");
    expect(accepted.status).toBe(200);
    const body = (await accepted.json()) as { suggestion: SuggestionView; ops: unknown[]; version: number };
    expect(body.suggestion).toMatchObject({ id: first.id, status: "accepted", decidedBy: { userId: owner.user.id } });
    expect(body.ops).toEqual([bullet]);
    // Everyone in the room receives it as an edit by the owner, which the owner's editor records for undo.
    const update = await ownerSocket.next("resumeUpdated", (m) => m.version === body.version);
    expect(update.by.userId).toBe(owner.user.id);
    expect((await d1Row(resumeId)).data.experience[0]!.description).toBe(bullet.value);
    const versions = (
      (await (await call(owner, "GET", `/api/resumes/${resumeId}/versions`)).json()) as { versions: VersionMeta[] }
    ).versions;
    expect(versions[0]).toMatchObject({ kind: "suggestion", name: "Accepted suggestion from Ana Coach" });

    const rejected = await decide(owner, resumeId, second.id, "reject");
    expect(rejected.status).toBe(200);
    expect((await d1Row(resumeId)).data.skills).toEqual(["Analysis", "Programming"]);
    const all = await list(owner, resumeId);
    expect(all.map((s) => [s.id, s.status])).toEqual([
      [first.id, "accepted"],
      [second.id, "rejected"],
    ]);
    const again = await decide(owner, resumeId, second.id, "accept");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "suggestionDecided" });
    ownerSocket.close();
  });

  it("accepts or rejects every pending suggestion of one person at once", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    await made(coach, resumeId, [{ op: "setSummary", value: "One." }]);
    await made(coach, resumeId, [{ op: "setPersonal", field: "address", value: "Marylebone, London" }]);
    const response = await call(owner, "POST", `/api/resumes/${resumeId}/suggestions/decide-all`, {
      authorId: coach.user.id,
      decision: "accept",
    });
    expect(response.status).toBe(200);
    const row = await d1Row(resumeId);
    expect([row.data.summary, row.data.personalInfo.address]).toEqual(["One.", "Marylebone, London"]);
    expect((await list(owner, resumeId)).every((s) => s.status === "accepted")).toBe(true);
  });
});

describe("suggestion conflicts", () => {
  it("shows the current text, the base and the proposal, and replaces the current text only when confirmed", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const suggestion = await made(coach, resumeId, [{ op: "setSummary", value: "Proposed summary." }]);
    const socket = await RoomClient.connect(owner, resumeId);
    await socket.ack(socket.edit([{ op: "setSummary", value: "Owner's own summary." }]));

    const [listed] = await list(owner, resumeId);
    expect(listed!.conflicts).toEqual([
      { key: "setSummary", base: "Mathematician.", current: "Owner's own summary.", proposed: "Proposed summary." },
    ]);
    const refused = await decide(owner, resumeId, suggestion.id, "accept");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "suggestionConflict",
      conflicts: [{ current: "Owner's own summary.", proposed: "Proposed summary." }],
    });
    expect((await list(owner, resumeId))[0]!.status).toBe("pending");

    const forced = await decide(owner, resumeId, suggestion.id, "accept", { force: true });
    expect(forced.status).toBe(200);
    expect((await d1Row(resumeId)).data.summary).toBe("Proposed summary.");
    socket.close();
  });

  it("says so when what a suggestion changes no longer exists", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const suggestion = await made(coach, resumeId, [bullet]);
    const socket = await RoomClient.connect(owner, resumeId);
    await socket.ack(socket.edit([{ op: "removeEntry", section: "experience", id: "exp1" }]));
    expect((await list(owner, resumeId))[0]!.conflicts[0]).toMatchObject({
      base: "- Wrote the first program",
      current: null,
    });
    const response = await decide(owner, resumeId, suggestion.id, "accept", { force: true });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "suggestionNoLongerApplies" });
    socket.close();
  });
});

describe("suggestion limits", () => {
  it("refuses settings, empty, oversized, no-op and malformed suggestions with a 4xx and a code", async () => {
    const { coach, resumeId } = await suggestionResume();
    const expectCode = async (ops: unknown, status: number, code: string) => {
      const response = await call(coach, "POST", `/api/resumes/${resumeId}/suggestions`, { ops });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    };
    await expectCode([{ op: "setTemplate", value: "modern-professional" }], 400, "suggestionOpNotAllowed");
    await expectCode([], 400, "invalidField");
    await expectCode(
      Array.from({ length: SUGGESTION_LIMITS.opsPerSuggestion + 1 }, (_, i) => ({ op: "setSummary", value: `v${i}` })),
      400,
      "invalidField",
    );
    const long = "x".repeat(4_900);
    await expectCode(
      [0, 1, 2, 3].map((i) => ({ ...bullet, value: `${i}${long}` })),
      413,
      "suggestionTooLarge",
    );
    await expectCode([{ op: "setSummary", value: "Mathematician." }], 400, "suggestionNoChange");
    await expectCode([{ op: "nope" }], 400, "invalidField");
    await expectCode("not a list", 400, "invalidField");
  });

  it(`limits one person to ${SUGGESTION_LIMITS.perAuthor} suggestions per ${SUGGESTION_LIMITS.perAuthorWindowMs / 60_000} minutes (429 with Retry-After)`, async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    for (let i = 0; i < SUGGESTION_LIMITS.perAuthor; i += 1) {
      expect(
        (
          await suggest(coach, resumeId, [
            { op: "addEntry", section: "experience", entry: { id: `add${i}`, company: `Co ${i}` } },
          ])
        ).status,
      ).toBe(201);
    }
    const refused = await suggest(coach, resumeId, [{ op: "setSummary", value: "one more" }]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: "suggestionRate" });

    // A joining socket receives them all, in frames of a bounded number.
    const socket = await RoomClient.connect(owner, resumeId);
    await expect
      .poll(() => socket.of("suggestionsChanged").reduce((n, m) => n + m.suggestions.length, 0))
      .toBe(SUGGESTION_LIMITS.perAuthor);
    const frames = socket.of("suggestionsChanged");
    expect(frames.map((m) => [m.all ?? false, m.suggestions.length])).toEqual([
      [true, SUGGESTION_LIMITS.perJoinFrame],
      [false, SUGGESTION_LIMITS.perAuthor - SUGGESTION_LIMITS.perJoinFrame],
    ]);
    socket.close();
  });

  it("revises the author's own pending suggestion on the same field instead of adding another", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const first = await made(coach, resumeId, [{ op: "setSummary", value: "Draft one." }]);
    const second = await made(coach, resumeId, [{ op: "setSummary", value: "Draft two." }]);
    expect(second.id).toBe(first.id);
    const all = await list(owner, resumeId);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ ops: [{ value: "Draft two." }], base: [{ value: "Mathematician." }] });
  });
});

describe("suggestions and the room's life", () => {
  it("survive a room restart, and can be accepted after it", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const suggestion = await made(coach, resumeId, [{ op: "setSummary", value: "After a restart." }]);
    await evictDurableObject(roomStub(resumeId));
    const listed = await list(owner, resumeId);
    expect(listed.map((s) => [s.id, s.status])).toEqual([[suggestion.id, "pending"]]);
    // A late joiner receives every suggestion on connect.
    const socket = await RoomClient.connect(owner, resumeId);
    expect((await socket.next("suggestionsChanged", (m) => m.all === true)).suggestions.map((s) => s.id)).toEqual([
      suggestion.id,
    ]);
    expect((await decide(owner, resumeId, suggestion.id, "accept")).status).toBe(200);
    await evictDurableObject(roomStub(resumeId));
    expect((await list(owner, resumeId))[0]!.status).toBe("accepted");
    expect((await d1Row(resumeId)).data.summary).toBe("After a restart.");
    socket.close();
  });

  it("keeps a removed collaborator's pending suggestions, marked as from a former collaborator", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const suggestion = await made(coach, resumeId, [{ op: "setSummary", value: "Still worth reading." }]);
    expect(
      (await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${coach.user.id}`)).status,
    ).toBeLessThan(300);
    const [listed] = await list(owner, resumeId);
    expect(listed).toMatchObject({ id: suggestion.id, status: "pending", formerCollaborator: true });
    expect((await suggest(coach, resumeId, [{ op: "setSummary", value: "again" }])).status).toBe(404);
    expect((await decide(owner, resumeId, suggestion.id, "accept")).status).toBe(200);
  });
});

describe("the suggestion digest", () => {
  const runCron = (at = Date.now()) =>
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 3 * * *" }), env);

  it("e-mails an away owner at most once a day, with a link, and not at all once switched off", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    for (const value of ["One.", "Two."]) await made(coach, resumeId, [{ op: "setSummary", value }]);
    await made(coach, resumeId, [{ op: "setPersonal", field: "address", value: "Paris" }]);
    const before = (await mailsTo(owner.email)).length;
    await runCron();
    const mail = await waitForMail(owner.email, { nth: before + 1 });
    // The second summary revised the first: two suggestions.
    expect(mail.subject).toContain("2 new suggestions");
    expect(mail.text).toContain("Ana Coach suggested 2 changes");
    expect(mail.text).toContain(`resume=${resumeId}`);

    // More suggestions the same day wait for tomorrow's digest.
    await made(coach, resumeId, [{ op: "setPersonal", field: "phone", value: "+33 1" }]);
    await runCron();
    expect(await mailsTo(owner.email)).toHaveLength(before + 1);

    expect((await call(owner, "PUT", "/api/account/suggestion-digest", { enabled: false })).status).toBe(200);
    expect(await (await call(owner, "GET", "/api/account/suggestion-digest")).json()).toEqual({ enabled: false });
    await made(coach, resumeId, [{ op: "setPersonal", field: "phone", value: "+33 2" }]);
    await runCron(Date.now() + 24 * 60 * 60_000);
    expect(await mailsTo(owner.email)).toHaveLength(before + 1);
  });

  it("does not note suggestions made while the owner is in the room", async () => {
    const { owner, coach, resumeId } = await suggestionResume();
    const socket = await RoomClient.connect(owner, resumeId);
    await made(coach, resumeId, [{ op: "setSummary", value: "Seen live." }]);
    const notices = await env.DB.prepare("SELECT count(*) AS n FROM suggestion_notices WHERE resume_id = ?")
      .bind(resumeId)
      .first<{ n: number }>();
    expect(notices?.n).toBe(0);
    socket.close();
  });
});
