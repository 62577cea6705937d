import { describe, expect, it } from "vitest";
import { starterResume } from "../resume/edit";
import { applyOp, applyOps, emptyTombstones } from "./apply";
import {
  acknowledge,
  addLocal,
  applyRemote,
  initialClientState,
  reject,
  replaceConfirmed,
  viewOf,
} from "./client-state";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { validOpSchema } from "../resume/ops";

const doc = (): RoomDocument => ({
  data: starterResume("Ada", "ada@example.com"),
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});
const experience = (id: string) => ({
  id,
  company: "",
  position: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
});

/** A tiny room: applies batches in arrival order, like the Durable Object. */
function room() {
  let document = doc();
  const tombstones = emptyTombstones();
  let version = 1;
  return {
    receive(ops: Op[]) {
      const result = applyOps(document, tombstones, ops);
      document = result.document;
      version += 1;
      return { version, applied: result.applied };
    },
    get document() {
      return document;
    },
  };
}

describe("room operations", () => {
  it("validates added entries against their own section", () => {
    expect(
      validOpSchema.safeParse({ op: "addEntry", section: "education", entry: { id: "e1", institution: "MIT" } })
        .success,
    ).toBe(true);
    expect(validOpSchema.safeParse({ op: "addEntry", section: "experience", entry: { id: "bad id!" } }).success).toBe(
      false,
    );
    expect(validOpSchema.safeParse({ op: "setSummary", value: "x".repeat(3001) }).success).toBe(false);
  });

  it("adds are idempotent and removals are tombstones", () => {
    const tombstones = emptyTombstones();
    let document = applyOp(doc(), tombstones, { op: "addEntry", section: "experience", entry: experience("a") })!;
    expect(applyOp(document, tombstones, { op: "addEntry", section: "experience", entry: experience("a") })).toBeNull();
    document = applyOp(document, tombstones, { op: "removeEntry", section: "experience", id: "a" })!;
    expect(document.data.experience).toHaveLength(0);
    expect(applyOp(document, tombstones, { op: "addEntry", section: "experience", entry: experience("a") })).toBeNull();
    expect(
      applyOp(document, tombstones, {
        op: "setEntryField",
        section: "experience",
        id: "a",
        field: "company",
        value: "X",
      }),
    ).toBeNull();
  });

  it("refuses entry fields the model does not have or values of the wrong type", () => {
    const tombstones = emptyTombstones();
    const document = applyOp(doc(), tombstones, {
      op: "addEntry",
      section: "projects",
      entry: { ...experience("p"), name: "" } as never,
    })!;
    expect(
      applyOp(document, tombstones, {
        op: "setEntryField",
        section: "projects",
        id: "p",
        field: "isAdmin",
        value: "yes",
      }),
    ).toBeNull();
    expect(
      applyOp(document, tombstones, {
        op: "setEntryField",
        section: "projects",
        id: "p",
        field: "technologies",
        value: "Go",
      }),
    ).toBeNull();
    expect(
      applyOp(document, tombstones, {
        op: "setEntryField",
        section: "projects",
        id: "p",
        field: "technologies",
        value: ["Go"],
      }),
    ).not.toBeNull();
  });

  it("checks only the changed field against the model, and keeps the rest of the entry", () => {
    const tombstones = emptyTombstones();
    const document = applyOp(doc(), tombstones, {
      op: "addEntry",
      section: "experience",
      entry: { ...experience("x"), company: "Acme" },
    })!;
    const set = (field: string, value: string | boolean) =>
      applyOp(document, tombstones, { op: "setEntryField", section: "experience", id: "x", field, value });
    expect(set("startDate", "March")).toBeNull();
    expect(set("company", "x".repeat(10_000))).toBeNull();
    expect(set("current", "yes")).toBeNull();
    for (const inherited of ["toString", "constructor", "__proto__"]) expect(set(inherited, "x")).toBeNull();
    expect(set("startDate", "2020-03")!.data.experience[0]).toEqual({
      ...experience("x"),
      company: "Acme",
      startDate: "2020-03",
    });
    const personal = (field: "email" | "linkedIn", value: string) =>
      applyOp(document, tombstones, { op: "setPersonal", field, value });
    expect(personal("email", "x".repeat(1000))).toBeNull();
    expect(personal("linkedIn", "https://linkedin.com/in/ada")!.data.personalInfo).toEqual({
      ...document.data.personalInfo,
      linkedIn: "https://linkedin.com/in/ada",
    });
  });
});

describe("two clients editing at once converge", () => {
  it("edits to different fields both survive everywhere", () => {
    const server = room();
    let a = initialClientState(doc(), 1);
    let b = initialClientState(doc(), 1);
    const opA: Op[] = [{ op: "setSummary", value: "from A" }];
    const opB: Op[] = [{ op: "setPersonal", field: "phone", value: "555" }];
    a = addLocal(a, "a1", opA);
    b = addLocal(b, "b1", opB);
    // The room receives A then B.
    const v1 = server.receive(opA);
    const v2 = server.receive(opB);
    a = acknowledge(a, "a1", v1.version);
    a = applyRemote(a, v2.applied, v2.version);
    b = applyRemote(b, v1.applied, v1.version);
    b = acknowledge(b, "b1", v2.version);
    expect(viewOf(a)).toEqual(server.document);
    expect(viewOf(b)).toEqual(server.document);
    expect(server.document.data.summary).toBe("from A");
    expect(server.document.data.personalInfo.phone).toBe("555");
  });

  it("two edits of one field resolve to the room's order for both, even before the acks arrive", () => {
    const server = room();
    let a = addLocal(initialClientState(doc(), 1), "a1", [{ op: "setSummary", value: "A" }]);
    let b = addLocal(initialClientState(doc(), 1), "b1", [{ op: "setSummary", value: "B" }]);
    const first = server.receive([{ op: "setSummary", value: "A" }]);
    const second = server.receive([{ op: "setSummary", value: "B" }]);
    // B sees A's edit while its own is pending: it keeps "B", which is also what the room ends with.
    b = applyRemote(b, first.applied, first.version);
    expect(viewOf(b).data.summary).toBe("B");
    a = acknowledge(a, "a1", first.version);
    a = applyRemote(a, second.applied, second.version);
    b = acknowledge(b, "b1", second.version);
    expect(server.document.data.summary).toBe("B");
    expect(viewOf(a).data.summary).toBe("B");
    expect(viewOf(b).data.summary).toBe("B");
  });

  it("a reconnect resends unacknowledged edits and applying one twice changes nothing", () => {
    const server = room();
    const ops: Op[] = [
      { op: "addEntry", section: "experience", entry: experience("x") },
      { op: "setEntryField", section: "experience", id: "x", field: "company", value: "Acme" },
      { op: "moveEntry", section: "experience", id: "x", toIndex: 0 },
    ];
    let client = addLocal(initialClientState(doc(), 1), "c1", ops);
    server.receive(ops); // applied, but the ack was lost with the connection
    client = replaceConfirmed(client, server.document, 2);
    expect(client.pending[0]!.sent).toBe(false);
    const again = server.receive(client.pending[0]!.ops);
    client = acknowledge(client, "c1", again.version);
    expect(server.document.data.experience).toHaveLength(1);
    expect(viewOf(client)).toEqual(server.document);
  });

  it("an edit the room refuses is undone on the client, and later edits stay", () => {
    let client = addLocal(initialClientState(doc(), 1), "big", [{ op: "setSummary", value: "too much" }]);
    client = addLocal(client, "next", [{ op: "setPersonal", field: "phone", value: "555" }]);
    client = reject(client, "big");
    expect(viewOf(client).data.summary).toBe(doc().data.summary);
    expect(viewOf(client).data.personalInfo.phone).toBe("555");
    expect(client.pending.map((batch) => batch.opId)).toEqual(["next"]);
  });
});
