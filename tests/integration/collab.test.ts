import { env, evictDurableObject, listDurableObjectIds, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE, COLLAB_COLORS, MAX_MESSAGE_BYTES } from "~/domain/collab/protocol";
import type { ResumeData } from "~/domain/resume/schema";
import { call, createResume, openRoom, resumeData, roomStub, RoomClient, sharedResume } from "./collab-helpers";
import { createVerifiedUser } from "./helpers";

async function d1Row(resumeId: string) {
  const row = await env.DB.prepare("SELECT data, version, template_id FROM resumes WHERE id = ?").bind(resumeId).first<{ data: string; version: number; template_id: string }>();
  return { data: JSON.parse(row!.data) as ResumeData, version: row!.version, templateId: row!.template_id };
}

describe("joining a resume room", () => {
  it("sends init with the saved document, the caller and the peers, then counts editors", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    expect(a.init.document.data.summary).toBe("Mathematician.");
    expect(a.init.document.templateId).toBe("modern-professional");
    expect(a.init.document.pageSize).toBe("A4");
    expect(a.init.version).toBe(1);
    expect(a.init.you).toMatchObject({ userId: owner.user.id, name: "Olivia Owner", email: owner.email, role: "owner" });
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
    expect((await openRoom(stranger, resumeId, { "X-Room-User-Id": owner.user.id, "X-Room-Role": "owner" })).status).toBe(404);
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
    const rest = (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as { version: number; data: ResumeData };
    expect(rest.version).toBe(3);
    [a, b, late].forEach((client) => client.close());
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
    const entry = { id: "edu-1", institution: "Cambridge", degree: "BA", fieldOfStudy: "Maths", startDate: "1830-09", endDate: "1833-06", gpa: "" };
    const add1 = await a.ack(a.edit([{ op: "addEntry", section: "education", entry }]));
    const add2 = await b.ack(b.edit([{ op: "addEntry", section: "education", entry: { ...entry, institution: "Oxford" } }]));
    expect(add2.version).toBe(add1.version);
    const removed = await a.ack(a.edit([{ op: "removeEntry", section: "education", id: "edu-1" }]));
    expect(removed.version).toBe(add1.version + 1);

    // The object may be evicted at any time; tombstones come back from its storage.
    await evictDurableObject(roomStub(resumeId));
    const lateAdd = await b.ack(b.edit([{ op: "addEntry", section: "education", entry }]));
    const lateEdit = await b.ack(b.edit([{ op: "setEntryField", section: "education", id: "edu-1", field: "degree", value: "PhD" }]));
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
    const late = await b.ack(b.edit([{ op: "addEntry", section: "projects", entry: { id: "never-existed", name: "x", description: "", technologies: [] } }]));
    expect(late.version).toBe(last + 1);
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    expect((await d1Row(resumeId)).version).toBe(last + 1);
    [a, b].forEach((client) => client.close());
  });

  it("relays cursors, selections and typing to the others only, with the sender's colour", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    a.send({ type: "cursorUpdate", position: { row: 3, column: 14, sectionId: "summary", fieldId: "summary" } });
    a.send({ type: "selectionUpdate", selection: { start: { row: 1, column: 0 }, end: { row: 1, column: 5 }, text: "Mathe" } });
    a.send({ type: "typing", section: "summary" });
    const cursor = await b.next("cursorUpdated");
    expect(cursor).toMatchObject({ position: { row: 3, column: 14 }, clientId: a.init.you.clientId, user: { userId: owner.user.id, name: "Olivia Owner", color: a.init.you.color } });
    expect((await b.next("selectionUpdated")).selection?.text).toBe("Mathe");
    expect((await b.next("typing")).section).toBe("summary");
    expect(a.of("cursorUpdated")).toHaveLength(0);
    [a, b].forEach((client) => client.close());
  });
});

describe("what the room refuses", () => {
  it("refuses a viewer's update but lets them watch", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const v = await RoomClient.connect(viewer, resumeId);
    expect(v.init.you.role).toBe("viewer");
    v.edit([{ op: "setSummary", value: "vandalism" }]);
    expect((await v.next("error")).message).toBe("You can view this resume but not edit it.");
    const o = await RoomClient.connect(owner, resumeId);
    expect(o.init.document.data.summary).toBe("Mathematician.");
    await o.ack(o.edit([{ op: "setSummary", value: "by the owner" }]));
    expect((await v.next("resumeUpdated")).ops).toEqual([{ op: "setSummary", value: "by the owner" }]);
    [v, o].forEach((client) => client.close());
  });

  it("answers invalid messages with an error and closes a socket that keeps sending them", async () => {
    const { owner, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    a.ws.send("not json");
    a.send({ type: "resumeUpdate", opId: "x", ops: [{ op: "setSummary", value: 42 }] });
    await expect.poll(() => a.of("error").length).toBe(2);
    expect(a.closed).toBeNull();
    for (let i = 0; i < 10; i++) a.ws.send("{");
    expect((await a.waitClosed()).code).toBe(CLOSE.policy);
  });

  it("closes a socket that sends a message over the size limit", async () => {
    const { owner, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    a.send({ type: "typing", section: "x".repeat(MAX_MESSAGE_BYTES) });
    expect((await a.waitClosed()).code).toBe(CLOSE.tooBig);
  });

  it("closes a socket that floods the room (1008) and keeps serving the others", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    for (let i = 0; i < 1000; i++) a.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
    expect((await a.waitClosed()).code).toBe(CLOSE.policy);
    await b.next("editorCount", (m) => m.count === 1);
    expect((await b.ack(b.edit([{ op: "setSummary", value: "still fine" }]))).version).toBe(2);
    b.close();
  });

  it("keeps a flooder out for a while after closing its socket, and limits how fast anyone but the owner rejoins", async () => {
    const { owner, viewer, editor, resumeId } = await sharedResume();
    const flooder = await RoomClient.connect(viewer, resumeId);
    for (let i = 0; i < 1000; i++) flooder.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
    expect((await flooder.waitClosed()).code).toBe(CLOSE.policy);
    // Coming straight back is refused before the room does any work; the owner is always let in.
    const again = await openRoom(viewer, resumeId);
    expect(again.status).toBe(429);
    expect(await again.text()).toMatch(/Too many connections/);
    const o = await RoomClient.connect(owner, resumeId);

    // Rejoining in a loop: ten joins at once are fine (tabs, reloads), then the budget refills slowly.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await openRoom(editor, resumeId);
      statuses.push(response.status);
      response.webSocket?.accept();
      response.webSocket?.close(1000, "bye");
    }
    expect(statuses.slice(0, 10).every((status) => status === 101)).toBe(true);
    expect(statuses.slice(10)).toContain(429);
    o.close();
  });

  it("coalesces presence: the others get the latest cursor of each sender, not every one", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    for (let i = 0; i < 150; i++) a.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
    await b.next("cursorUpdated", (m) => m.position.row === 149);
    expect(b.of("cursorUpdated").length).toBeLessThan(20);
    // Edits are not held back by the presence traffic.
    expect((await b.ack(b.edit([{ op: "setSummary", value: "not delayed" }]))).version).toBe(2);
    [a, b].forEach((client) => client.close());
  });

  it("keeps at most five sockets per user, closing the oldest, so one user cannot fill the room", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const tabs: RoomClient[] = [];
    for (let i = 0; i < 7; i++) tabs.push(await RoomClient.connect(editor, resumeId));
    expect((await tabs[0]!.waitClosed()).code).toBe(CLOSE.policy);
    expect((await tabs[1]!.waitClosed()).code).toBe(CLOSE.policy);
    expect(tabs.slice(2).every((tab) => tab.closed === null)).toBe(true);
    const o = await RoomClient.connect(owner, resumeId);
    await o.next("editorCount", (m) => m.count === 6);
    [...tabs, o].forEach((client) => client.close());
  });

  it("refuses live edits that would grow the resume past its size limit, for the sender only", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    // Three bytes each in UTF-8: the bound is on the stored bytes, not on characters.
    const long = "€".repeat(4_900);
    let accepted = 0;
    let rejected: string | undefined;
    for (let i = 0; i < 200 && !rejected; i++) {
      const entry = { id: `big${i}`, company: "Acme", position: "Writer", startDate: "2020-01", endDate: "", current: true, description: long };
      const section = (["experience", "education", "projects"] as const)[i % 3]!;
      const ack = await a.ack(a.edit([{ op: "addEntry", section, entry: section === "experience" ? entry : section === "education" ? { id: entry.id, institution: long.slice(0, 200), degree: "", fieldOfStudy: "", startDate: "", endDate: "" } : { id: entry.id, name: "P", description: long, technologies: [] } }]));
      if (ack.rejected) rejected = ack.rejected;
      else accepted += 1;
    }
    expect(rejected).toMatch(/size limit/);
    expect(accepted).toBeGreaterThan(20);
    // The refused edit never reached anyone, and the room still takes small edits.
    expect(b.of("resumeUpdated")).toHaveLength(accepted);
    expect((await a.ack(a.edit([{ op: "setSummary", value: "small" }]))).rejected).toBeUndefined();
    [a, b].forEach((client) => client.close());
  });

  it("closes a removed collaborator's sockets at once (4003) and refuses them afterwards", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const o = await RoomClient.connect(owner, resumeId);
    const e = await RoomClient.connect(editor, resumeId);
    const removed = await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${editor.user.id}`);
    expect(removed.status).toBe(204);
    expect((await e.waitClosed()).code).toBe(CLOSE.revoked);
    await o.next("editorCount", (m) => m.count === 1 && o.of("editorCount").indexOf(m) > 0);
    expect((await openRoom(editor, resumeId)).status).toBe(404);
    o.close();
  });

  it("turns an editor into a viewer live when the owner changes their role", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    expect((await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: editor.email, role: "viewer" })).status).toBe(200);
    await e.next("presence", (m) => m.peers.some((p) => p.userId === editor.user.id && p.role === "viewer"));
    e.edit([{ op: "setSummary", value: "too late" }]);
    expect((await e.next("error")).message).toBe("You can view this resume but not edit it.");
    e.close();
  });

  it("closes the room when the owner deletes the resume", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}`)).status).toBe(204);
    expect((await e.waitClosed()).code).toBe(CLOSE.gone);
  });
});

describe("REST saves while a room is open", () => {
  it("sends resumeReplaced to everyone in the room", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    const put = await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ summary: "Saved through REST" }) });
    expect(put.status).toBe(200);
    const replaced = await e.next("resumeReplaced");
    expect(replaced.document.data.summary).toBe("Saved through REST");
    expect(replaced.version).toBe(2);
    e.close();
  });

  it("merges the room's unsaved edits onto a REST save, so neither is lost, and D1 ends with both", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    await e.ack(e.edit([{ op: "setSummary", value: "typed in the room" }]));
    // The REST writer never saw the room's summary; it changes the skills and the template.
    const put = await call(owner, "PUT", `/api/resumes/${resumeId}`, { data: resumeData({ skills: ["Saved", "Elsewhere"] }), templateId: "tech-minimalist", baseVersion: 1 });
    expect(put.status).toBe(200);
    const replaced = await e.next("resumeReplaced");
    expect(replaced.document.data.summary).toBe("typed in the room");
    expect(replaced.document.data.skills).toEqual(["Saved", "Elsewhere"]);
    expect(replaced.document.templateId).toBe("tech-minimalist");
    expect(replaced.version).toBeGreaterThan(2);

    // The write-back may not clobber the REST save; after it, D1 holds both and the room's version.
    while (await runDurableObjectAlarm(roomStub(resumeId))) {
      // A merge schedules one more write.
    }
    const row = await d1Row(resumeId);
    expect(row.data.summary).toBe("typed in the room");
    expect(row.data.skills).toEqual(["Saved", "Elsewhere"]);
    expect(row.templateId).toBe("tech-minimalist");
    expect(row.version).toBe(replaced.version);
    e.close();
  });

  it("never overwrites a newer D1 row from a stale write-back", async () => {
    const { editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    await e.ack(e.edit([{ op: "setSummary", value: "room edit" }]));
    // A write that skips the notification (another deployment, a script) moves D1 ahead.
    await env.DB.prepare("UPDATE resumes SET data = json_set(data, '$.skills', json('[\"Direct\"]')), version = version + 5 WHERE id = ?").bind(resumeId).run();
    while (await runDurableObjectAlarm(roomStub(resumeId))) {
      // The first write finds D1 ahead, merges, and schedules the retry.
    }
    const row = await d1Row(resumeId);
    expect(row.data.skills).toEqual(["Direct"]);
    expect(row.data.summary).toBe("room edit");
    expect(row.version).toBeGreaterThan(6);
    const replaced = await e.next("resumeReplaced");
    expect(replaced.document.data.skills).toEqual(["Direct"]);
    e.close();
  });
});

describe("batched frames (?batch=1)", () => {
  it("sends JSON arrays of messages, in order, to clients that ask for them", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const response = await openRoom(owner, resumeId, {}, "&batch=1");
    expect(response.status).toBe(101);
    const frames: unknown[] = [];
    const ws = response.webSocket!;
    ws.addEventListener("message", (event) => {
      frames.push(JSON.parse(event.data as string));
    });
    ws.accept();
    const b = await RoomClient.connect(editor, resumeId);
    const first = b.edit([{ op: "setSummary", value: "one" }]);
    const second = b.edit([{ op: "setSummary", value: "two" }]);
    await b.ack(second);
    expect(b.of("ack").map((m) => m.opId)).toEqual([first, second]);
    await expect.poll(() => frames.flat().filter((m) => (m as { type: string }).type === "resumeUpdated").length).toBe(2);
    expect(frames.every(Array.isArray)).toBe(true);
    const messages = frames.flat() as Array<{ type: string; version?: number }>;
    expect(messages[0]!.type).toBe("init");
    expect(messages.filter((m) => m.type === "resumeUpdated").map((m) => m.version)).toEqual([2, 3]);
    ws.close(1000, "bye");
    b.close();
  });
});
