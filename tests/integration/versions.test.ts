import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import type { VersionMeta } from "~/domain/resume/versions";
import { createResume, d1Row, roomStub, RoomClient, sharedResume } from "./collab-helpers";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

async function listOf(account: Account, resumeId: string): Promise<VersionMeta[]> {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/versions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { versions: VersionMeta[] }).versions;
}

async function name(account: Account, resumeId: string, versionName?: string) {
  const response = await call(
    account,
    "POST",
    `/api/resumes/${resumeId}/versions`,
    versionName === undefined ? {} : { name: versionName },
  );
  return {
    status: response.status,
    body: (await response.json()) as { version: VersionMeta | null; message?: string },
  };
}

async function readVersion(account: Account, resumeId: string, versionId: string) {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/versions/${versionId}`);
  return {
    status: response.status,
    body: (await response.json()) as { version: VersionMeta & { document: RoomDocument }; message?: string },
  };
}

function restore(account: Account, resumeId: string, versionId: string) {
  return call(account, "POST", `/api/resumes/${resumeId}/versions/${versionId}/restore`);
}

/** Forgets what the room's quiet clock holds in memory, as a room woken from eviction would. */
async function wakeUp(resumeId: string) {
  await runInDurableObject(roomStub(resumeId), (instance) => {
    (instance as unknown as { quietClock: { clocks: unknown } }).quietClock.clocks = undefined;
  });
}

/** Makes the room's quiet deadline pass, then runs its alarm (as if two quiet minutes went by). */
async function goQuiet(resumeId: string) {
  await runInDurableObject(roomStub(resumeId), async (_instance, state) => {
    const clocks = await state.storage.get<Record<string, { dueAt: number }>>("quiet");
    expect(clocks?.resume).toBeDefined();
    await state.storage.put("quiet", { ...clocks, resume: { ...clocks!.resume, dueAt: Date.now() - 1 } });
  });
  // The room reads the deadline from storage only after a wake-up: this instance still holds it.
  await wakeUp(resumeId);
  expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
}

describe("version history API", () => {
  it("names the current state, lists it newest first with authors and summary, and reads its document", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const first = await name(owner, resumeId, "  Sent to Acme, March ");
    expect(first.status).toBe(201);
    expect(first.body.version).toMatchObject({
      kind: "named",
      name: "Sent to Acme, March",
      summary: "First version",
      authors: [{ id: owner.user.id, name: "Olivia Owner" }],
    });

    const client = await RoomClient.connect(editor, resumeId);
    await client.ack(
      client.edit([
        { op: "setSummary", value: "Analyst and engineer." },
        { op: "setSkills", value: ["Analysis", "Kubernetes"] },
      ]),
    );
    const saved = await name(editor, resumeId);
    expect(saved.status).toBe(201);
    expect(saved.body.version).toMatchObject({
      kind: "save",
      name: null,
      summary: "Summary edited; Skills: +Kubernetes, -Programming",
      authors: [{ id: editor.user.id, name: "Eddie Editor" }],
    });
    // Nothing changed since: no new save point.
    expect(await name(editor, resumeId)).toMatchObject({ status: 200, body: { version: null } });
    client.close();

    const list = await listOf(owner, resumeId);
    expect(list.map((version) => version.kind)).toEqual(["save", "named"]);
    expect(Number.isNaN(Date.parse(list[0]!.createdAt))).toBe(false);
    const read = await readVersion(owner, resumeId, list[1]!.id);
    expect(read.status).toBe(200);
    expect(read.body.version.document.data.summary).toBe("Mathematician.");
    expect(read.body.version.name).toBe("Sent to Acme, March");
  });

  it("lets a viewer list and read but not name or restore; a stranger and a signed-out caller see nothing", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const made = (await name(owner, resumeId, "v1")).body.version!;
    const stranger = await createVerifiedUser("Stan Stranger");

    expect((await listOf(viewer, resumeId)).map((version) => version.id)).toEqual([made.id]);
    expect((await readVersion(viewer, resumeId, made.id)).status).toBe(200);
    const viewerName = await name(viewer, resumeId, "mine");
    expect(viewerName.status).toBe(403);
    const viewerRestore = await restore(viewer, resumeId, made.id);
    expect(viewerRestore.status).toBe(403);
    expect(((await viewerRestore.json()) as { message: string }).message).toBe(
      "You can view this resume's history but not change it.",
    );

    for (const response of [
      await call(stranger, "GET", `/api/resumes/${resumeId}/versions`),
      await call(stranger, "GET", `/api/resumes/${resumeId}/versions/${made.id}`),
      await call(stranger, "POST", `/api/resumes/${resumeId}/versions`, { name: "x" }),
      await restore(stranger, resumeId, made.id),
      await call(stranger, "GET", `/api/resumes/${resumeId}/export?format=txt&version=${made.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain("Mathematician");
    }
    expect((await call(null, "GET", `/api/resumes/${resumeId}/versions`)).status).toBe(401);
    expect((await call(null, "POST", `/api/resumes/${resumeId}/versions/${made.id}/restore`)).status).toBe(401);
  });

  it("answers 404 for a version of another resume or a malformed id, 400 for a bad name, 422 past the named limit", async () => {
    const owner = await createVerifiedUser();
    const [a, b] = [await createResume(owner), await createResume(owner)];
    const ofA = (await name(owner, a, "A")).body.version!;
    expect((await readVersion(owner, b, ofA.id)).status).toBe(404);
    expect((await restore(owner, b, ofA.id)).status).toBe(404);
    expect((await readVersion(owner, a, "not-a-uuid")).status).toBe(404);
    expect((await call(owner, "GET", `/api/resumes/${b}/export?format=txt&version=${ofA.id}`)).status).toBe(404);

    expect(await name(owner, a, "x".repeat(101))).toMatchObject({
      status: 400,
      body: { message: "A version name can be at most 100 characters." },
    });
    expect(await name(owner, a, "   ")).toMatchObject({ status: 400, body: { message: "Give the version a name." } });
    expect((await call(owner, "POST", `/api/resumes/${a}/versions`, { name: "ok", extra: 1 })).status).toBe(400);
    expect((await call(owner, "POST", `/api/resumes/${a}/versions`, "{not json")).status).toBe(400);

    const document = {
      data: resumeData(),
      templateId: "modern-professional",
      pageSize: "A4",
      jobDescription: null,
    } as RoomDocument;
    for (let i = 1; i < 100; i++)
      await roomStub(a).recordResumeVersion(a, {
        content: document,
        kind: "named",
        name: `n${i}`,
        authors: [],
      });
    expect(await name(owner, a, "one too many")).toMatchObject({
      status: 422,
      body: { message: "A resume can keep at most 100 named versions." },
    });
    expect(await listOf(owner, a)).toHaveLength(100);
  });

  it("limits version writes per user with a 429 and Retry-After, changing nothing", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const made = (await name(owner, resumeId, "before the limit")).body.version!;
    // As if the user had just used up the budget (app/server/versions/versioned-document.server.ts VERSION_WRITES).
    await env.DB.prepare("UPDATE auth_throttle SET failures = 60, blocked_until = ? WHERE key = ?")
      .bind(Date.now() + 60_000, `versions:user:${owner.user.id}`)
      .run();
    const refused = await call(owner, "POST", `/api/resumes/${resumeId}/versions`, { name: "one more" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many version changes\. Try again in /,
    );
    expect((await restore(owner, resumeId, made.id)).status).toBe(429);
    expect(await listOf(owner, resumeId)).toHaveLength(1);
    // Reading is not limited.
    expect((await readVersion(owner, resumeId, made.id)).status).toBe(200);
  });

  it("exports a version as a file (the same path as the PDF download)", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const old = (await name(owner, resumeId, "old")).body.version!;
    expect(
      (await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Changed since." }) }))
        .status,
    ).toBe(200);
    const text = await (
      await call(owner, "GET", `/api/resumes/${resumeId}/export?format=txt&version=${old.id}`)
    ).text();
    expect(text).toContain("Mathematician.");
    expect(text).not.toContain("Changed since.");
  });
});

describe("restoring a version", () => {
  it("applies it as a change for everyone in the room, keeps a version of what it replaced, and reaches D1", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const old = (await name(owner, resumeId, "Before the rewrite")).body.version!;
    const ownerClient = await RoomClient.connect(owner, resumeId);
    const editorClient = await RoomClient.connect(editor, resumeId);
    await ownerClient.ack(
      ownerClient.edit([
        { op: "setSummary", value: "Rewritten." },
        { op: "removeEntry", section: "experience", id: "exp1" },
      ]),
    );

    const response = await restore(editor, resumeId, old.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: VersionMeta; savedBefore: VersionMeta; ops: Op[] };
    expect(body.version.id).toBe(old.id);
    expect(body.savedBefore).toMatchObject({
      kind: "restore",
      summary: "Summary edited; Experience: 1 entry removed",
      authors: [{ id: owner.user.id }],
    });
    expect(body.ops).toContainEqual({ op: "setSummary", value: "Mathematician." });
    // The removed entry comes back under a fresh id (its old id is tombstoned).
    const added = body.ops.find((op) => op.op === "addEntry");
    expect(added).toMatchObject({ section: "experience", entry: { company: "Analytical Engine" } });
    expect((added as Extract<Op, { op: "addEntry" }>).entry.id).not.toBe("exp1");

    for (const client of [ownerClient, editorClient]) {
      const update = await client.next("resumeUpdated", (message) => message.by.userId === editor.user.id);
      expect(update.ops).toEqual(body.ops);
    }
    const row = await d1Row(resumeId);
    expect(row.data.summary).toBe("Mathematician.");
    expect(row.data.experience.map((entry) => entry.company)).toEqual(["Analytical Engine"]);
    const replaced = await readVersion(owner, resumeId, body.savedBefore.id);
    expect(replaced.body.version.document.data.summary).toBe("Rewritten.");
    expect((await listOf(owner, resumeId)).map((version) => version.kind)).toEqual(["restore", "named"]);
    ownerClient.close();
    editorClient.close();
  });

  it("works when nobody is in the room", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const old = (await name(owner, resumeId, "old")).body.version!;
    expect(
      (await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Newer." }) })).status,
    ).toBe(200);
    expect((await restore(owner, resumeId, old.id)).status).toBe(200);
    expect((await d1Row(resumeId)).data.summary).toBe("Mathematician.");
    expect(
      (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as { data: { summary: string } },
    ).toMatchObject({ data: { summary: "Mathematician." } });
  });
});

describe("automatic versions", () => {
  it("makes a quiet version after the session goes quiet, crediting everyone who edited", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    await a.ack(a.edit([{ op: "setSummary", value: "Quiet now." }]));
    await b.ack(b.edit([{ op: "setEntryField", section: "experience", id: "exp1", field: "position", value: "Lead" }]));
    expect(await listOf(owner, resumeId)).toEqual([]);
    await goQuiet(resumeId);
    const [quiet] = await listOf(owner, resumeId);
    expect(quiet).toMatchObject({ kind: "quiet", summary: "First version" });
    expect(quiet!.authors.map((author) => author.name).sort()).toEqual(["Eddie Editor", "Olivia Owner"]);
    a.close();
    b.close();
  });

  it("does not make one before the deadline; the alarm waits for it", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const client = await RoomClient.connect(owner, resumeId);
    await client.ack(client.edit([{ op: "setSummary", value: "Still typing." }]));
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect(await listOf(owner, resumeId)).toEqual([]);
    // The write-back ran; the alarm is set again for the quiet deadline, about two minutes out.
    const alarm = await runInDurableObject(roomStub(resumeId), (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 100_000);
    // That alarm firing is the deadline arriving: the version is made, and no alarm is left.
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect((await listOf(owner, resumeId)).map((version) => version.kind)).toEqual(["quiet"]);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(false);
    client.close();
  });

  it("takes over the quiet deadlines a room kept before they were one clock, once", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const client = await RoomClient.connect(owner, resumeId);
    await client.ack(client.edit([{ op: "setSummary", value: "Before the deploy." }]));
    const created = await call(owner, "POST", `/api/resumes/${resumeId}/cover-letters`, {});
    expect(created.status).toBe(201);
    const letterId = ((await created.json()) as { id: string }).id;
    const eddie = { id: editor.user.id, name: "Eddie Editor" };
    // What the room wrote before: the resume's deadline (still ahead) and a letter's (passed).
    const resumeDue = Date.now() + 60_000;
    await runInDurableObject(roomStub(resumeId), async (_instance, state) => {
      await state.storage.delete("quiet");
      await state.storage.put("versions:pending", { dueAt: resumeDue, authors: [eddie] });
      await state.storage.put("letters:quiet", { [letterId]: { dueAt: Date.now() - 1, authors: [eddie] } });
    });
    await wakeUp(resumeId);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    const letterVersions = (await (await call(owner, "GET", `/api/cover-letters/${letterId}/versions`)).json()) as {
      versions: VersionMeta[];
    };
    expect(letterVersions.versions).toMatchObject([{ kind: "quiet", authors: [eddie] }]);
    expect(await listOf(owner, resumeId)).toEqual([]);
    const kept = await runInDurableObject(roomStub(resumeId), async (_instance, state) => ({
      clocks: await state.storage.get("quiet"),
      old: [await state.storage.get("versions:pending"), await state.storage.get("letters:quiet")],
      alarm: await state.storage.getAlarm(),
    }));
    expect(kept.old).toEqual([undefined, undefined]);
    expect(kept.clocks).toEqual({ resume: { dueAt: resumeDue, authors: [eddie], armedFor: resumeDue } });
    expect(kept.alarm).toBe(resumeDue);
    // Woken again, the room reads the new form only, and its alarm makes the resume's version.
    await wakeUp(resumeId);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect(await listOf(owner, resumeId)).toMatchObject([{ kind: "quiet", authors: [eddie] }]);
    expect(
      await runInDurableObject(roomStub(resumeId), (_instance, state) => state.storage.get("quiet")),
    ).toBeUndefined();
    client.close();
  });

  it("through REST (collaboration off): keeps the state a quiet session left when editing resumes", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    expect(
      (await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Left for lunch." }) }))
        .status,
    ).toBe(200);
    // Another save right away continues the same session: no version.
    expect(
      (
        await call(owner, "PUT", `/api/resumes/${resumeId}`, {
          data: resumeData({ summary: "Left for lunch at noon." }),
        })
      ).status,
    ).toBe(200);
    expect(await listOf(owner, resumeId)).toEqual([]);
    // Three quiet minutes later, the next save first keeps the state the session left.
    const quietSince = Date.now() - 180_000;
    await env.DB.prepare("UPDATE resumes SET updated_at = ? WHERE id = ?").bind(quietSince, resumeId).run();
    expect(
      (await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Back from lunch." }) }))
        .status,
    ).toBe(200);
    const [quiet] = await listOf(owner, resumeId);
    expect(quiet).toMatchObject({ kind: "quiet", createdAt: new Date(quietSince).toISOString() });
    expect((await readVersion(owner, resumeId, quiet!.id)).body.version.document.data.summary).toBe(
      "Left for lunch at noon.",
    );
  });

  it("keeps the state a template change replaces, in the room and through REST", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const client = await RoomClient.connect(owner, resumeId);
    await client.ack(client.edit([{ op: "setTemplate", value: "classic-executive" }]));
    const [roomVersion] = await listOf(owner, resumeId);
    expect(roomVersion).toMatchObject({ kind: "template" });
    expect((await readVersion(owner, resumeId, roomVersion!.id)).body.version.document.templateId).toBe(
      "modern-professional",
    );
    client.close();
    await runDurableObjectAlarm(roomStub(resumeId));

    expect(
      (
        await call(owner, "PUT", `/api/resumes/${resumeId}`, {
          templateId: "minimal-modern",
          data: resumeData({ summary: "REST." }),
        })
      ).status,
    ).toBe(200);
    const [restVersion] = await listOf(owner, resumeId);
    expect(restVersion).toMatchObject({ kind: "template", authors: [{ id: owner.user.id, name: "Test User" }] });
    expect((await readVersion(owner, resumeId, restVersion!.id)).body.version.document.templateId).toBe(
      "classic-executive",
    );
  });

  it("keeps the last 200 automatic versions and every named one, sharing identical snapshots", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const document = (summary: string) =>
      ({
        data: resumeData({ summary }),
        templateId: "modern-professional",
        pageSize: "A4",
        jobDescription: null,
      }) as RoomDocument;
    const start = Date.now() - 1_000_000;
    await roomStub(resumeId).recordResumeVersion(resumeId, {
      content: document("named"),
      kind: "named",
      name: "Keep me",
      authors: [],
      at: new Date(start),
    });
    for (let i = 0; i < 205; i++) {
      // Two states alternate: 205 versions, 2 distinct snapshots.
      await roomStub(resumeId).recordResumeVersion(resumeId, {
        content: document(i % 2 ? "odd" : "even"),
        kind: "quiet",
        authors: [],
        at: new Date(start + 1000 * (i + 1)),
      });
    }
    const list = await listOf(owner, resumeId);
    expect(list.filter((version) => version.kind === "quiet")).toHaveLength(200);
    expect(list.filter((version) => version.kind === "named")).toHaveLength(1);
    expect(list[0]!.createdAt).toBe(new Date(start + 205_000).toISOString());
    // Three snapshots stored (the two alternating states and the named one), in the room.
    const stored = await runInDurableObject(roomStub(resumeId), (_room, state) =>
      state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM version_contents").one(),
    );
    expect(stored.n).toBe(3);
  });
});
