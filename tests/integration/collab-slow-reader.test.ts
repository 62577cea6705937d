/**
 * A reader that falls behind in a busy room (it reads nothing and never says what it applied):
 * past the lag limit it gets the latest value of each field instead of every keystroke, what it
 * ends with is the room's document, and every acknowledged edit is in D1 after the write-back.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyOps, emptyTombstones } from "~/domain/collab/apply";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import type { ServerMessage } from "~/domain/collab/protocol";
import { MAX_LAG_VERSIONS } from "../../workers/room/delivery";
import { d1Row, openRoom, RoomClient, roomStub, sharedResume } from "./collab-helpers";

const EDITS = 200;

describe("a slow reader in a busy room", () => {
  it("ends with the final value of every field, and D1 holds every acknowledged edit", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const [a, b] = await Promise.all([RoomClient.connect(owner, resumeId), RoomClient.connect(editor, resumeId)]);
    // The slow reader joins with batched frames but reads nothing until the end: what the room
    // sends it meanwhile waits unread.
    const upgrade = await openRoom(viewer, resumeId, {}, "&batch=1");
    expect(upgrade.status).toBe(101);
    const slow = upgrade.webSocket!;

    const last: Record<string, string> = {};
    const opIds: Array<[RoomClient, string]> = [];
    for (let i = 0; i < EDITS; i++) {
      const summary = `Summary draft ${i}`;
      const description = `- Bullet draft ${i}`;
      const phone = `+1 555 ${String(i).padStart(4, "0")}`;
      opIds.push([
        a,
        a.edit([
          { op: "setSummary", value: summary },
          { op: "setPersonal", field: "phone", value: phone },
        ]),
      ]);
      opIds.push([
        b,
        b.edit([{ op: "setEntryField", section: "experience", id: "exp1", field: "description", value: description }]),
      ]);
      Object.assign(last, { summary, description, phone });
    }
    for (const [client, opId] of opIds) expect((await client.ack(opId)).rejected).toBeUndefined();

    const received: ServerMessage[] = [];
    slow.addEventListener("message", (event) => {
      const parsed = JSON.parse(event.data as string) as ServerMessage | ServerMessage[];
      received.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    });
    slow.accept();
    const applied = () => received.filter((message) => message.type === "resumeUpdated").length;
    /** The document the reader holds: its init plus every update it received, in order. */
    const readerDocument = (): RoomDocument | null => {
      const init = received.find(
        (message): message is Extract<ServerMessage, { type: "init" }> => message.type === "init",
      );
      if (!init) return null;
      let document: RoomDocument = init.document;
      const tombstones = emptyTombstones();
      for (const message of received) {
        if (message.type === "resumeUpdated" && message.version > init.version)
          document = applyOps(document, tombstones, message.ops as Op[]).document;
      }
      return document;
    };
    const fields = (document: RoomDocument | null) =>
      document
        ? [document.data.summary, document.data.experience[0]!.description, document.data.personalInfo.phone]
        : null;
    // A reader that is behind gets a compacted frame once a second: wait for the last one.
    await expect
      .poll(() => fields(readerDocument()), { timeout: 10_000, interval: 100 })
      .toEqual([last.summary, last.description, last.phone]);
    // It never said what it applied, so once MAX_LAG_VERSIONS behind it got the latest values only:
    // far fewer messages than edits.
    expect(applied()).toBeLessThan(EDITS * 2 - MAX_LAG_VERSIONS / 2);

    // The write-back: run it now if its alarm has not fired by itself yet.
    await runDurableObjectAlarm(roomStub(resumeId));
    const stored = await d1Row(resumeId);
    expect([stored.data.summary, stored.data.experience[0]!.description, stored.data.personalInfo.phone]).toEqual([
      last.summary,
      last.description,
      last.phone,
    ]);
    a.close();
    b.close();
    slow.close(1000, "done");
  });
});
