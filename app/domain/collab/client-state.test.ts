/**
 * A client's state across a reconnect whose ack was lost (client-state.ts): the batch goes out
 * again, the room answers it as a duplicate (room-core.ts), and the client must end where the
 * room is, with someone else's later edit of the same field kept.
 */
import { describe, expect, it } from "vitest";
import { starterResume } from "../resume/edit";
import {
  acknowledge,
  addLocal,
  alreadyApplied,
  connectionOpened,
  initialClientState,
  markSent,
  replaceConfirmed,
  viewOf,
} from "./client-state";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import type { ServerMessage } from "./protocol";
import { RoomCore, type RoomEffect, type Sender } from "./room-core";

const doc = (): RoomDocument => ({
  data: { ...starterResume("Ada", "ada@example.com"), summary: "Original." },
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});
const ada: Sender = { clientId: "c-ada", userId: "u-ada", name: "Ada", role: "owner" };
const bob: Sender = { clientId: "c-bob", userId: "u-bob", name: "Bob", role: "editor" };
const mine: Op[] = [{ op: "setSummary", value: "Ada's." }];

/** The room's answer to the sender (the reply effect). */
function reply(effects: RoomEffect[]): ServerMessage {
  const found = effects.find((effect) => effect.type === "reply");
  if (!found) throw new Error("no reply");
  return found.message;
}

/**
 * Ada's batch reached the room and was applied, her connection dropped before the ack, Bob then
 * set the same field, and Ada reconnected: she holds the room's fresh document and her batch,
 * pending and unsent again.
 */
function reconnectedAfterLostAck() {
  const room = new RoomCore({ now: () => 0, random: () => 0, newId: () => "id" });
  room.sync("r1", { content: doc(), version: 1 });
  let client = markSent(addLocal(initialClientState(doc(), 1), "o1", mine), ["o1"]);
  room.edit(ada, { type: "resumeUpdate", opId: "o1", ops: mine });
  room.edit(bob, { type: "resumeUpdate", opId: "b1", ops: [{ op: "setSummary", value: "Bob's, later." }] });
  const fresh = room.join()!;
  client = replaceConfirmed(client, fresh.document, fresh.version);
  expect(client.pending).toEqual([{ opId: "o1", ops: mine, sent: false }]);
  return { room, client };
}

describe("client state: a batch sent again after a lost ack", () => {
  it("a duplicate ack drops it without applying it again: the client ends with the room's document", () => {
    const { room, client } = reconnectedAfterLostAck();
    const answer = reply(room.edit(ada, { type: "resumeUpdate", opId: "o1", ops: mine }));
    expect(answer).toEqual({ type: "ack", opId: "o1", version: 3, duplicate: true });
    if (answer.type !== "ack") throw new Error("expected an ack");
    const after = alreadyApplied(client, answer.opId, answer.version);
    expect(after.pending).toEqual([]);
    expect(after.version).toBe(3);
    expect(viewOf(after)).toEqual(room.snapshot()!.document);
    expect(viewOf(after).data.summary).toBe("Bob's, later.");
  });

  it("treated as a normal ack, it would overwrite Bob's edit on this client only (why the duplicate is told apart)", () => {
    const { room, client } = reconnectedAfterLostAck();
    reply(room.edit(ada, { type: "resumeUpdate", opId: "o1", ops: mine }));
    const wrong = acknowledge(client, "o1", 3);
    expect(viewOf(wrong).data.summary).toBe("Ada's.");
    expect(room.snapshot()!.document.data.summary).toBe("Bob's, later.");
  });

  it("keeps the other pending batches, and never lowers the version", () => {
    let client = addLocal(addLocal(initialClientState(doc(), 5), "o1", mine), "o2", [
      { op: "setSkills", value: ["Go"] },
    ]);
    client = alreadyApplied(client, "o1", 4);
    expect(client.pending.map((batch) => batch.opId)).toEqual(["o2"]);
    expect(client.version).toBe(5);
    expect(client.confirmed).toEqual(doc());
  });
});

describe("client state: a new connection", () => {
  it("sends everything pending again, in the order made: what went out on the lost one is not overtaken", () => {
    // "Ac" went out on a connection that then dropped (it may never have arrived); "Acme" was typed after.
    let client = markSent(addLocal(initialClientState(doc(), 1), "o1", [{ op: "setSummary", value: "Ac" }]), ["o1"]);
    client = addLocal(client, "o2", [{ op: "setSummary", value: "Acme" }]);
    // A flush on the new connection, even before its init, sends o1 then o2: the room ends with "Acme".
    client = connectionOpened(client);
    expect(client.pending.filter((batch) => !batch.sent).map((batch) => batch.opId)).toEqual(["o1", "o2"]);
    expect(viewOf(client).data.summary).toBe("Acme");
  });

  it("changes nothing when nothing was sent", () => {
    const client = addLocal(initialClientState(doc(), 1), "o1", mine);
    expect(connectionOpened(client)).toBe(client);
  });
});
