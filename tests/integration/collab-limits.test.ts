/** The resume room (docs/collaboration.md): what it refuses, REST saves while it is open, and batched frames. */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { encodeCompressedJson } from "~/db/tables/compressed-json";
import { CLOSE, MAX_MESSAGE_BYTES } from "~/domain/collab/protocol";
import { call, d1Row, openRoom, resumeData, roomStub, RoomClient, sharedResume } from "./collab-helpers";

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
    for (let i = 0; i < 1000; i++)
      a.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
    expect((await a.waitClosed()).code).toBe(CLOSE.policy);
    // Why, by code, just before the close: the page says it in its own language.
    expect(a.of("error").map((m) => m.code)).toEqual(["tooManyMessages"]);
    await b.next("editorCount", (m) => m.count === 1);
    expect((await b.ack(b.edit([{ op: "setSummary", value: "still fine" }]))).version).toBe(2);
    b.close();
  });

  it("keeps a flooder out for a while after closing its socket, and limits how fast anyone but the owner rejoins", async () => {
    const { owner, viewer, editor, resumeId } = await sharedResume();
    const flooder = await RoomClient.connect(viewer, resumeId);
    for (let i = 0; i < 1000; i++)
      flooder.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
    expect((await flooder.waitClosed()).code).toBe(CLOSE.policy);
    // Coming straight back is refused before the room does any work; the owner is always let in.
    const again = await openRoom(viewer, resumeId);
    expect(again.status).toBe(429);
    expect(await again.text()).toMatch(/Too many connections/);
    const o = await RoomClient.connect(owner, resumeId);

    // Rejoining in a loop: ten joins at once are fine (tabs, reloads), then the budget refills slowly
    // (one join every two seconds: four more than ten are refused even on a machine that answers slowly).
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
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
    for (let i = 0; i < 150; i++)
      a.send({ type: "cursorUpdate", position: { row: i, column: 0, sectionId: "s", fieldId: "f" } });
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
    expect(tabs[0]!.of("error").map((m) => m.code)).toEqual(["tooManyTabs"]);
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
    let rejectedCode: string | undefined;
    for (let i = 0; i < 200 && !rejected; i++) {
      const entry = {
        id: `big${i}`,
        company: "Acme",
        position: "Writer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: long,
      };
      const section = (["experience", "education", "projects"] as const)[i % 3]!;
      const ack = await a.ack(
        a.edit([
          {
            op: "addEntry",
            section,
            entry:
              section === "experience"
                ? entry
                : section === "education"
                  ? {
                      id: entry.id,
                      institution: long.slice(0, 200),
                      degree: "",
                      fieldOfStudy: "",
                      startDate: "",
                      endDate: "",
                    }
                  : { id: entry.id, name: "P", description: long, technologies: [] },
          },
        ]),
      );
      if (ack.rejected) ({ rejected, rejectedCode } = ack);
      else accepted += 1;
    }
    expect(rejected).toMatch(/size limit/);
    expect(rejectedCode).toBe("resumeTooLarge");
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
    expect(
      (await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email: editor.email, role: "viewer" }))
        .status,
    ).toBe(200);
    await e.next("presence", (m) => m.peers.some((p) => p.userId === editor.user.id && p.role === "viewer"));
    e.edit([{ op: "setSummary", value: "too late" }]);
    expect((await e.next("error")).message).toBe("You can view this resume but not edit it.");
    e.close();
  });

  it("closes the room when the owner moves the resume to the Trash", async () => {
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
    const put = await call(owner, "PUT", `/api/resumes/${resumeId}`, {
      data: resumeData({ summary: "Saved through REST" }),
    });
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
    const put = await call(owner, "PUT", `/api/resumes/${resumeId}`, {
      data: resumeData({ skills: ["Saved", "Elsewhere"] }),
      templateId: "tech-minimalist",
      baseVersion: 1,
    });
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
    const stored = await d1Row(resumeId);
    await env.DB.prepare("UPDATE resumes SET data = ?, version = version + 5 WHERE id = ?")
      .bind(encodeCompressedJson({ ...stored.data, skills: ["Direct"] }), resumeId)
      .run();
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
    await expect
      .poll(() => frames.flat().filter((m) => (m as { type: string }).type === "resumeUpdated").length)
      .toBe(2);
    expect(frames.every(Array.isArray)).toBe(true);
    const messages = frames.flat() as Array<{ type: string; version?: number }>;
    expect(messages[0]!.type).toBe("init");
    expect(messages.filter((m) => m.type === "resumeUpdated").map((m) => m.version)).toEqual([2, 3]);
    ws.close(1000, "bye");
    b.close();
  });
});
