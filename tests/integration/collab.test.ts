/** The resume room (docs/collaboration.md): joining, and editing together. */
import {
  env,
  evictDurableObject,
  listDurableObjectIds,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { COLLAB_COLORS } from "~/domain/collab/protocol";
import type { ResumeData } from "~/domain/resume/schema";
import { call, createResume, d1Row, openRoom, roomStub, RoomClient, sharedResume } from "./collab-helpers";
import { createVerifiedUser, ORIGIN } from "./helpers";

describe("joining a resume room", () => {
  it("sends init with the saved document, the caller and the peers, then counts editors", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    expect(a.init.document.data.summary).toBe("Mathematician.");
    expect(a.init.document.templateId).toBe("modern-professional");
    expect(a.init.document.pageSize).toBe("A4");
    expect(a.init.version).toBe(1);
    expect(a.init.you).toMatchObject({
      userId: owner.user.id,
      name: "Olivia Owner",
      email: owner.email,
      role: "owner",
    });
    expect(COLLAB_COLORS).toContain(a.init.you.color);
    expect(a.init.peers).toHaveLength(1);
    await a.next("editorCount", (m) => m.count === 1);

    const b = await RoomClient.connect(editor, resumeId);
    expect(b.init.you.role).toBe("editor");
    expect(b.init.you.color).not.toBe(a.init.you.color);
    await a.next("editorCount", (m) => m.count === 2);
    await b.next("editorCount", (m) => m.count === 2);
    const presence = await a.next("presence", (m) => m.peers.length === 2);
    expect(presence.peers.map((p) => p.name).sort()).toEqual(["Eddie Editor", "Olivia Owner"]);

    b.close();
    await a.next("editorCount", (m) => m.count === 1 && a.of("editorCount").indexOf(m) > 1);
    a.close();
  });

  it("refuses strangers (404), signed-out callers (401) and other origins (403) before the room", async () => {
    const owner = await createVerifiedUser();
    const stranger = await createVerifiedUser();
    const resumeId = await createResume(owner);
    expect((await openRoom(stranger, resumeId)).status).toBe(404);
    expect((await openRoom(null, resumeId)).status).toBe(401);
    expect((await openRoom(owner, resumeId, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await openRoom(owner, "no-such-resume")).status).toBe(404);
    // Forged identity headers do not help a stranger either.
    expect(
      (await openRoom(stranger, resumeId, { "X-Room-User-Id": owner.user.id, "X-Room-Role": "owner" })).status,
    ).toBe(404);
    const ids = await listDurableObjectIds(env.RESUME_ROOM);
    expect(ids.map((id) => id.toString())).not.toContain(env.RESUME_ROOM.idFromName(`resume-${resumeId}`).toString());
  });

  it("accepts the session token as a query parameter for clients that cannot set headers", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const response = await openRoom(null, resumeId, {}, `&token=${encodeURIComponent(owner.token)}`);
    expect(response.status).toBe(101);
    response.webSocket!.accept();
    response.webSocket!.close(1000, "bye");
  });
});

describe("pages that show the content", () => {
  it("analyses a job description pasted in the room a moment ago, before the write-back, and stores the analysis next to it", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const a = await RoomClient.connect(owner, resumeId);
    const job = {
      title: "Data Engineer",
      company: "Acme",
      description: "We need Python, SQL and Airflow experience for our data platform.",
    };
    await a.ack(a.edit([{ op: "setJobDescription", value: job }]));
    // No alarm has run: D1 does not have it yet.
    expect((await d1Row(resumeId)).jobDescription).toBeNull();

    const page = await SELF.fetch(`${ORIGIN}/analyze/${resumeId}`, { headers: { Cookie: owner.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Where the score comes from");
    expect(html).toContain("Data Engineer");
    const row = await d1Row(resumeId);
    expect(row.jobDescription).toEqual(job);
    expect(row.atsScore).not.toBeNull();
    a.close();
  });

  it("exports the room's document, with edits acknowledged a moment ago that D1 does not have yet", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const a = await RoomClient.connect(owner, resumeId);
    await a.ack(a.edit([{ op: "setSummary", value: "Typed just before pressing Export." }]));
    expect((await d1Row(resumeId)).data.summary).not.toBe("Typed just before pressing Export.");
    for (const format of ["txt", "json"]) {
      const file = await call(owner, "GET", `/api/resumes/${resumeId}/export?format=${format}`);
      expect(file.status).toBe(200);
      expect(await file.text()).toContain("Typed just before pressing Export.");
    }
    a.close();
  });
});

describe("editing together", () => {
  it("keeps two simultaneous edits of different fields, for both clients and in D1 after the alarm", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    const opA = a.edit([{ op: "setSummary", value: "Summary by A" }]);
    const opB = b.edit([{ op: "setPersonal", field: "phone", value: "+1 555 0199" }]);
    const [ackA, ackB] = await Promise.all([a.ack(opA), b.ack(opB)]);
    expect([ackA.version, ackB.version].sort()).toEqual([2, 3]);

    const seenByA = await a.next("resumeUpdated");
    expect(seenByA.ops).toEqual([{ op: "setPersonal", field: "phone", value: "+1 555 0199" }]);
    expect(seenByA.sections).toEqual(["personal information"]);
    expect(seenByA.by).toMatchObject({ userId: editor.user.id, name: "Eddie Editor" });
    const seenByB = await b.next("resumeUpdated");
    expect(seenByB.ops).toEqual([{ op: "setSummary", value: "Summary by A" }]);
    expect(seenByB.sections).toEqual(["summary"]);

    const late = await RoomClient.connect(owner, resumeId);
    expect(late.init.version).toBe(3);
    expect(late.init.document.data.summary).toBe("Summary by A");
    expect(late.init.document.data.personalInfo.phone).toBe("+1 555 0199");

    // D1 lags until the alarm, then holds both edits and the room's version.
    expect((await d1Row(resumeId)).version).toBe(1);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    const row = await d1Row(resumeId);
    expect(row.version).toBe(3);
    expect(row.data.summary).toBe("Summary by A");
    expect(row.data.personalInfo.phone).toBe("+1 555 0199");
    const rest = (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as {
      version: number;
      data: ResumeData;
    };
    expect(rest.version).toBe(3);
    [a, b, late].forEach((client) => client.close());
  });

  it("writes back to D1 within 60-75 s of an edit, 2-2.5 s after a template change, at moments that differ from room to room", async () => {
    // Rooms that start together must not all write D1 in the same instant every cycle
    // (docs/collaboration.md, "Capacity on one machine"); what the dashboard shows goes soon, the
    // rest at most once a minute (docs/collaboration.md#write-back).
    const owner = await createVerifiedUser();
    const delays: Array<{ content: number; template: number }> = [];
    for (let i = 0; i < 6; i++) {
      const resumeId = await createResume(owner);
      const client = await RoomClient.connect(owner, resumeId);
      const alarmIn = async (before: number) =>
        (await runInDurableObject(roomStub(resumeId), (_instance, state) => state.storage.getAlarm()))! - before;
      const before = Date.now();
      await client.ack(client.edit([{ op: "setSummary", value: `Room ${i}.` }]));
      const content = await alarmIn(before);
      const beforeTemplate = Date.now();
      await client.ack(client.edit([{ op: "setTemplate", value: "classic-executive" }]));
      delays.push({ content, template: await alarmIn(beforeTemplate) });
      client.close();
    }
    for (const { content, template } of delays) {
      expect(content).toBeGreaterThanOrEqual(60_000 - 50);
      expect(content).toBeLessThanOrEqual(75_000 + 50);
      expect(template).toBeGreaterThanOrEqual(2_000 - 50);
      expect(template).toBeLessThanOrEqual(2_500 + 50);
    }
    const contents = delays.map((delay) => delay.content);
    expect(Math.max(...contents) - Math.min(...contents)).toBeGreaterThan(20);
  });

  it("writes back at once when someone leaves, so the dashboard they go to shows what they left", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    await a.ack(a.edit([{ op: "setSummary", value: "Typed, then the editor was left." }]));
    expect((await d1Row(resumeId)).data.summary).not.toBe("Typed, then the editor was left.");
    // The other person is still in the room: leaving writes back all the same, with no alarm run.
    a.close();
    await vi.waitFor(
      async () => expect((await d1Row(resumeId)).data.summary).toBe("Typed, then the editor was left."),
      {
        timeout: 5_000,
      },
    );
    b.close();
  });

  it("resolves two edits of the same field the same way for everyone: the room's order", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    const opA = a.edit([{ op: "setSummary", value: "from A" }]);
    const opB = b.edit([{ op: "setSummary", value: "from B" }]);
    const [ackA, ackB] = await Promise.all([a.ack(opA), b.ack(opB)]);
    const winner = ackA.version > ackB.version ? "from A" : "from B";
    // The earlier writer hears of the later one; the later writer hears nothing that undoes it.
    const [first, second] = ackA.version < ackB.version ? [a, b] : [b, a];
    expect((await first.next("resumeUpdated")).ops).toEqual([{ op: "setSummary", value: winner }]);
    expect(second.of("resumeUpdated").filter((m) => m.version > Math.max(ackA.version, ackB.version))).toHaveLength(0);
    const late = await RoomClient.connect(owner, resumeId);
    expect(late.init.document.data.summary).toBe(winner);
    [a, b, late].forEach((client) => client.close());
  });

  it("treats adds as idempotent and removals as final (tombstones, also after eviction)", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    const entry = {
      id: "edu-1",
      institution: "Cambridge",
      degree: "BA",
      fieldOfStudy: "Maths",
      startDate: "1830-09",
      endDate: "1833-06",
      gpa: "",
    };
    const add1 = await a.ack(a.edit([{ op: "addEntry", section: "education", entry }]));
    const add2 = await b.ack(
      b.edit([{ op: "addEntry", section: "education", entry: { ...entry, institution: "Oxford" } }]),
    );
    expect(add2.version).toBe(add1.version);
    const removed = await a.ack(a.edit([{ op: "removeEntry", section: "education", id: "edu-1" }]));
    expect(removed.version).toBe(add1.version + 1);

    // The object may be evicted at any time; tombstones come back from its storage.
    await evictDurableObject(roomStub(resumeId));
    const lateAdd = await b.ack(b.edit([{ op: "addEntry", section: "education", entry }]));
    const lateEdit = await b.ack(
      b.edit([{ op: "setEntryField", section: "education", id: "edu-1", field: "degree", value: "PhD" }]),
    );
    expect(lateAdd.version).toBe(removed.version);
    expect(lateEdit.version).toBe(removed.version);

    const late = await RoomClient.connect(owner, resumeId);
    expect(late.init.document.data.education).toEqual([]);
    expect(late.init.version).toBe(removed.version);
    [a, b, late].forEach((client) => client.close());
  });

  it("wakes from hibernation with its sockets, their identities and the document", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    await a.ack(a.edit([{ op: "setSummary", value: "before eviction" }]));
    await evictDurableObject(roomStub(resumeId));
    const op = b.edit([{ op: "setSkills", value: ["Poetry", "Engines"] }]);
    expect((await b.ack(op)).version).toBe(3);
    const update = await a.next("resumeUpdated", (m) => m.version === 3);
    expect(update.by).toMatchObject({ userId: editor.user.id, name: "Eddie Editor" });
    const late = await RoomClient.connect(owner, resumeId);
    expect(late.init.document.data).toMatchObject({ summary: "before eviction", skills: ["Poetry", "Engines"] });
    [a, b, late].forEach((client) => client.close());
  });

  it("rebuilds the same state from its snapshot and edit log after eviction, past a snapshot", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    let last = 0;
    for (let i = 0; i < 230; i++) last = (await a.ack(a.edit([{ op: "setSummary", value: `summary ${i}` }]))).version;
    await a.ack(a.edit([{ op: "removeEntry", section: "experience", id: "exp1" }]));
    await a.ack(a.edit([{ op: "removeEntry", section: "projects", id: "never-existed" }]));
    await evictDurableObject(roomStub(resumeId));
    const b = await RoomClient.connect(editor, resumeId);
    expect(b.init.version).toBe(last + 1);
    expect(b.init.document.data.summary).toBe("summary 229");
    expect(b.init.document.data.experience).toEqual([]);
    // Both tombstones survived: neither id can come back.
    const late = await b.ack(
      b.edit([
        {
          op: "addEntry",
          section: "projects",
          entry: { id: "never-existed", name: "x", description: "", technologies: [] },
        },
      ]),
    );
    expect(late.version).toBe(last + 1);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect((await d1Row(resumeId)).version).toBe(last + 1);
    [a, b].forEach((client) => client.close());
  });

  it("applies a batch sent again after a lost ack once, also after eviction: the resend is acknowledged as a duplicate", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    const mine = {
      type: "resumeUpdate" as const,
      opId: `lost-ack-${resumeId}`,
      ops: [{ op: "setSummary" as const, value: "Olivia's." }],
    };
    a.send(mine);
    const first = await a.ack(mine.opId);
    const later = await b.ack(b.edit([{ op: "setSummary", value: "Eddie's, later." }]));
    // The room may be evicted before the resend comes: the opIds it applied are stored too.
    await evictDurableObject(roomStub(resumeId));
    const again = await RoomClient.connect(owner, resumeId);
    again.send(mine);
    expect(await again.ack(mine.opId)).toEqual({
      type: "ack",
      opId: mine.opId,
      version: later.version,
      duplicate: true,
    });
    expect(first.duplicate).toBeUndefined();
    const late = await RoomClient.connect(owner, resumeId);
    expect(late.init.document.data.summary).toBe("Eddie's, later.");
    expect(b.of("resumeUpdated").filter((m) => m.version > later.version)).toHaveLength(0);
    [a, b, again, late].forEach((client) => client.close());
  });

  it("wakes from a snapshot and log entries written before the room remembered opIds", async () => {
    const { owner, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const { version } = await a.ack(a.edit([{ op: "setSummary", value: "Stored." }]));
    a.close();
    // Rewrite the storage as the previous code left it: a snapshot without appliedOpIds, and a log
    // entry after it that is a bare array of operations.
    await runInDurableObject(roomStub(resumeId), async (_instance, state) => {
      const { appliedOpIds: _, ...room } = JSON.parse((await state.storage.get<string>("room"))!) as {
        appliedOpIds?: unknown;
        logSeq?: number;
      };
      const logged = [...(await state.storage.list({ prefix: "log:" })).keys()].map((key) => Number(key.slice(4)));
      const next = Math.max(room.logSeq ?? 0, ...logged) + 1;
      await state.storage.put("room", JSON.stringify(room));
      await state.storage.put(
        `log:${String(next).padStart(12, "0")}`,
        JSON.stringify([{ op: "setPersonal", field: "phone", value: "+1 555 0100" }]),
      );
    });
    await evictDurableObject(roomStub(resumeId));
    const b = await RoomClient.connect(owner, resumeId);
    expect(b.init.version).toBe(version + 1);
    expect(b.init.document.data).toMatchObject({ summary: "Stored.", personalInfo: { phone: "+1 555 0100" } });
    expect((await b.ack(b.edit([{ op: "setSummary", value: "After." }]))).version).toBe(version + 2);
    b.close();
  });

  it("relays cursors, selections and typing to the others only, with the sender's colour", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    a.send({ type: "cursorUpdate", position: { row: 3, column: 14, sectionId: "summary", fieldId: "summary" } });
    a.send({
      type: "selectionUpdate",
      selection: { start: { row: 1, column: 0 }, end: { row: 1, column: 5 }, text: "Mathe" },
    });
    a.send({ type: "typing", section: "summary" });
    const cursor = await b.next("cursorUpdated");
    expect(cursor).toMatchObject({
      position: { row: 3, column: 14 },
      clientId: a.init.you.clientId,
      user: { userId: owner.user.id, name: "Olivia Owner", color: a.init.you.color },
    });
    expect((await b.next("selectionUpdated")).selection?.text).toBe("Mathe");
    expect((await b.next("typing")).section).toBe("summary");
    expect(a.of("cursorUpdated")).toHaveLength(0);
    [a, b].forEach((client) => client.close());
  });
});
