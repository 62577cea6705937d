/**
 * The room over HTTP (docs/collaboration-http.md): the same messages, checks and limits as the
 * socket, a lost answer asked again, a repeated post carried out once.
 */
import { describe, expect, it } from "vitest";
import { CLOSE, MAX_MESSAGE_BYTES } from "~/domain/collab/protocol";
import { call, d1Row, openRoom, RoomClient, sharedResume } from "./collab-helpers";
import { HttpRoomClient, linkRequest, linkUrl } from "./collab-http-client";
import { createVerifiedUser, type Account } from "./helpers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { roomStub } from "./collab-helpers";

const cursor = (row: number) => ({ type: "cursorUpdate", position: { row, column: 0, sectionId: "s", fieldId: "f" } });

describe("the room over HTTP", () => {
  it("carries edits both ways between a page on HTTP and one on a socket, and stores them", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const h = await HttpRoomClient.connect(owner, resumeId);
    expect(h.init.you.role).toBe("owner");
    const s = await RoomClient.connect(editor, resumeId);
    // Both are here, whichever way they came.
    await h.next("editorCount", (m) => m.count === 2);

    const mine = h.edit([{ op: "setSummary", value: "Over HTTP." }]);
    expect((await mine.sent).status).toBe(200);
    const ack = await h.next("ack", (m) => m.opId === mine.opId);
    expect((await s.next("resumeUpdated", (m) => m.version === ack.version)).ops).toEqual([
      { op: "setSummary", value: "Over HTTP." },
    ]);

    await s.ack(s.edit([{ op: "setPersonal", field: "phone", value: "+1 555 0100" }]));
    expect((await h.next("resumeUpdated", (m) => m.by.userId === editor.user.id)).ops).toEqual([
      { op: "setPersonal", field: "phone", value: "+1 555 0100" },
    ]);

    await runDurableObjectAlarm(roomStub(resumeId));
    const row = await d1Row(resumeId);
    expect(row.data.summary).toBe("Over HTTP.");
    expect(row.data.personalInfo.phone).toBe("+1 555 0100");
    await h.leave();
    await s.next("editorCount", (m) => m.count === 1);
    s.close();
  });

  it("answers a lost poll again with the same frames, and carries out a repeated post once", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const s = await RoomClient.connect(editor, resumeId);
    const h = await HttpRoomClient.connect(owner, resumeId);
    // The same `after` twice: the answer was lost, the frames come again.
    const first = await linkRequest(owner, linkUrl(resumeId, { link: h.link, after: "0", wait: "0" }));
    const again = await linkRequest(owner, linkUrl(resumeId, { link: h.link, after: "0", wait: "0" }));
    expect(((await again.json()) as { frames: unknown[] }).frames).toEqual(
      ((await first.json()) as { frames: unknown[] }).frames,
    );

    const frame = {
      type: "resumeUpdate",
      opId: "once",
      ops: [{ op: "setSkills", value: ["Rust"] }],
      timestamp: Date.now(),
    };
    expect((await h.post([frame], 1)).status).toBe(200);
    expect((await h.post([frame], 1)).status).toBe(200);
    await h.next("ack", (m) => m.opId === "once");
    await s.ack(s.edit([{ op: "setSummary", value: "after" }]));
    expect(s.of("resumeUpdated").filter((m) => m.by.userId === owner.user.id)).toHaveLength(1);
    expect(h.of("ack").filter((m) => m.opId === "once")).toHaveLength(1);
    // A number skipped is refused: the page connects again.
    const gap = await h.post([cursor(1)], 5);
    expect(gap.status).toBe(409);
    expect(((await gap.json()) as { code: string }).code).toBe("roomPostOutOfOrder");
    await h.leave();
    s.close();
  });

  it("checks who asks: the session on every request, the Origin, the role, and a link answers only its own session", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser("Stan Stranger");
    expect((await linkRequest(null, linkUrl(resumeId), { method: "POST" })).status).toBe(401);
    expect((await linkRequest(stranger, linkUrl(resumeId), { method: "POST" })).status).toBe(404);
    expect(
      (await linkRequest(owner, linkUrl(resumeId), { method: "POST", headers: { Origin: "https://evil.example" } }))
        .status,
    ).toBe(403);

    const v = await HttpRoomClient.connect(viewer, resumeId);
    // Someone else with the link's id gets nothing, not even that it exists.
    for (const other of [owner, stranger] as Account[]) {
      const peek = await linkRequest(other, linkUrl(resumeId, { link: v.link, after: "0", wait: "0" }));
      expect(peek.status).toBe(404);
      const write = await linkRequest(other, linkUrl(resumeId, { link: v.link }), {
        method: "POST",
        body: JSON.stringify({ seq: 1, frames: ["{}"] }),
      });
      expect(write.status).toBe(404);
    }
    // A viewer's edit is refused as on the socket.
    await v.edit([{ op: "setSummary", value: "vandalism" }]).sent;
    expect((await v.next("error")).code).toBe("viewOnly");

    // Access removed: the link closes with the same code as a socket (4003).
    expect(
      (await call(owner, "DELETE", `/api/resumes/${resumeId}/collaborators/${viewer.user.id}`)).status,
    ).toBeLessThan(300);
    expect((await v.waitClosed()).code).toBe(CLOSE.revoked);
  });

  it("edits a cover letter over HTTP: acknowledged once stored, seen by the socket page", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const created = await call(owner, "POST", `/api/resumes/${resumeId}/cover-letters`, {});
    const letter = (await created.json()) as { id: string; version: number };
    const s = await RoomClient.connect(owner, resumeId);
    const h = await HttpRoomClient.connect(editor, resumeId);
    await h.post([
      {
        type: "letterEdit",
        letterId: letter.id,
        opId: "l-http",
        edit: { field: "greeting", value: "Dear Ms. Hopper," },
      },
    ]);
    expect((await h.next("letterAck", (m) => m.opId === "l-http")).rejected).toBeUndefined();
    expect((await s.next("letterChanged", (m) => m.by?.userId === editor.user.id)).content.greeting).toBe(
      "Dear Ms. Hopper,",
    );
    const stored = (await (await call(owner, "GET", `/api/cover-letters/${letter.id}`)).json()) as {
      content: { greeting: string };
    };
    expect(stored.content.greeting).toBe("Dear Ms. Hopper,");
    await h.leave();
    s.close();
  });

  it("closes a link whose page polls in a loop, as a flood (1008), and keeps its person out for a while", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const o = await RoomClient.connect(owner, resumeId);
    const open = await linkRequest(editor, linkUrl(resumeId), { method: "POST" });
    const { link } = (await open.json()) as { link: string };
    const pollOnce = async () =>
      (
        (await (await linkRequest(editor, linkUrl(resumeId, { link, after: "0", wait: "0" }))).json()) as {
          closed?: { code: number };
        }
      ).closed;
    // Twenty polls at a time: past the budget (100 a second) however slow the machine answers
    // one poll; one after another, a loaded CI machine polled too slowly to ever be a flood.
    let closed: { code: number } | undefined;
    for (let round = 0; round < 100 && !closed; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, pollOnce));
      closed = answers.find((answer) => answer !== undefined);
    }
    expect(closed?.code).toBe(CLOSE.policy);
    expect((await linkRequest(editor, linkUrl(resumeId), { method: "POST" })).status).toBe(429);
    o.close();
  });

  it("holds HTTP to the socket's limits, counted per person across both transports", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const o = await RoomClient.connect(owner, resumeId);
    const big = await HttpRoomClient.connect(viewer, resumeId);
    await big.post([JSON.stringify({ type: "typing", section: "x".repeat(MAX_MESSAGE_BYTES) })]);
    expect((await big.waitClosed()).code).toBe(CLOSE.tooBig);

    const h = await HttpRoomClient.connect(viewer, resumeId);
    const s = await RoomClient.connect(viewer, resumeId);
    // 64 cursor frames by each door in turn, as fast as the answers come, until the person's budget
    // runs out. Until, not a fixed count: a loaded machine answers slowly and the budget refills.
    const firstClosed = () => h.closed ?? s.closed;
    for (let i = 0; i < 40 && !firstClosed(); i++) {
      for (let j = 0; j < 64 && !s.closed; j++) s.send(cursor(i * 64 + j));
      await h.post(Array.from({ length: 64 }, (_, j) => cursor(i * 64 + j)));
    }
    await expect.poll(firstClosed, { timeout: 5_000, interval: 5 }).not.toBeNull();
    expect(firstClosed()!.code).toBe(CLOSE.policy);
    // The flooder waits before joining again, by either door.
    expect((await linkRequest(viewer, linkUrl(resumeId), { method: "POST" })).status).toBe(429);
    expect((await openRoom(viewer, resumeId)).status).toBe(429);
    o.close();
  });
});
