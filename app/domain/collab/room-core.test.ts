/**
 * The room's rules without a socket, storage or D1 (room-core.ts): what each command changes and
 * which effects it asks for, in order. The integration tests (tests/integration/collab*.test.ts)
 * check the same behaviours through real sockets and the real Durable Object.
 */
import { describe, expect, it } from "vitest";
import { starterResume } from "../resume/edit";
import { ReviewLedger } from "../review/ledger";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import {
  GONE_MESSAGE,
  REMEMBERED_OP_IDS,
  replayLogged,
  RETRY_DELAY_MS,
  RoomCore,
  type LoggedEdit,
  type RoomEffect,
  type RoomInputs,
  type RoomState,
  type Sender,
} from "./room-core";

const doc = (summary = "Backend engineer."): RoomDocument => ({
  data: { ...starterResume("Ada", "ada@example.com"), summary },
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});
const owner: Sender = { clientId: "c-owner", userId: "u-owner", name: "Olivia", role: "owner" };
const editor: Sender = { clientId: "c-editor", userId: "u-editor", name: "Eddie", role: "editor" };
const viewer: Sender = { clientId: "c-viewer", userId: "u-viewer", name: "Vera", role: "viewer" };
const edit = (opId: string, ...ops: Op[]) => ({ type: "resumeUpdate" as const, opId, ops });
const types = (effects: RoomEffect[]) => effects.map((effect) => effect.type);

/**
 * The core's inputs, made up: a clock that stands at `clock.at` (move it by hand), randoms taken
 * in turn from `randoms` (then 0), and ids id-1, id-2... so every effect is known exactly.
 */
function fakeInputs(randoms: number[] = []): RoomInputs & { clock: { at: number } } {
  const clock = { at: 1_000 };
  let ids = 0;
  return { clock, now: () => clock.at, random: () => randoms.shift() ?? 0, newId: () => `id-${++ids}` };
}

/** A room that has loaded resume r1 at version 3 from D1. */
function loaded(document = doc(), inputs: RoomInputs = fakeInputs()): RoomCore {
  const core = new RoomCore(inputs);
  expect(core.sync("r1", { content: document, version: 3 })).toEqual([{ type: "persist" }]);
  return core;
}

describe("RoomCore: joining", () => {
  it("holds nothing before D1 is read, then serves one resume only", () => {
    const core = new RoomCore(fakeInputs());
    expect(core.join()).toBeNull();
    expect(core.admits("r1")).toBe(true);
    core.sync("r1", { content: doc(), version: 3 });
    expect(core.join()).toEqual({ document: doc(), version: 3 });
    expect(core.admits("r2")).toBe(false);
  });

  it("picks up where it slept: the stored state is the room", () => {
    const core = new RoomCore(fakeInputs());
    core.load({
      room: {
        resumeId: "r1",
        document: doc("Stored."),
        tombstones: { experience: [], education: [], projects: [], extraSections: [] },
        version: 9,
        dirty: true,
        appliedOpIds: {},
        appliedBatches: {},
      },
      base: { document: doc(), d1Version: 8 },
    });
    expect(core.snapshot()?.version).toBe(9);
    expect(core.pendingWrite()).toMatchObject({ version: 9, expectedVersion: 8 });
  });
});

describe("RoomCore: edits", () => {
  it("logs, acknowledges, sends to the others, schedules the write-back and moves the quiet deadline, in that order", () => {
    const inputs = fakeInputs([0.5]);
    const core = loaded(doc(), inputs);
    inputs.clock.at = 7_000;
    const effects = core.edit(editor, edit("o1", { op: "setSummary", value: "Staff engineer." }));
    expect(types(effects)).toEqual(["log", "reply", "broadcast", "writeBack", "edited"]);
    expect(effects[0]).toEqual({
      type: "log",
      opId: "o1",
      userId: editor.userId,
      ops: [{ op: "setSummary", value: "Staff engineer." }],
    });
    expect(effects[1]).toEqual({ type: "reply", message: { type: "ack", opId: "o1", version: 4 } });
    // The timestamp is the room's clock input, not the machine's.
    expect(effects[2]).toMatchObject({
      exceptSender: true,
      message: {
        type: "resumeUpdated",
        version: 4,
        sections: ["summary"],
        by: { clientId: "c-editor" },
        timestamp: 7_000,
      },
    });
    // The delay is the base plus the jitter drawn from the room's random input: 60 s + half of 25%.
    expect(effects[3]).toEqual({ type: "writeBack", delayMs: 67_500 });
    expect(effects[4]).toEqual({ type: "edited", author: { id: "u-editor", name: "Eddie" } });
    expect(core.snapshot()).toMatchObject({ version: 4, document: { data: { summary: "Staff engineer." } } });
    expect(core.pendingWrite()).toMatchObject({ resumeId: "r1", version: 4, expectedVersion: 3 });
  });

  it("refuses a viewer's edit and changes nothing", () => {
    const core = loaded();
    expect(core.edit(viewer, edit("o1", { op: "setSummary", value: "Mine now." }))).toEqual([
      { type: "reply", message: { type: "error", code: "viewOnly", params: {} } },
    ]);
    expect(core.snapshot()?.version).toBe(3);
  });

  it("refuses an edit past the size limit whole: only the sender hears, nothing is logged", () => {
    const core = loaded();
    const effects = core.edit(
      owner,
      edit("o1", { op: "setSkills", value: Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(3000, "x")) }),
    );
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({
      type: "reply",
      message: {
        type: "ack",
        opId: "o1",
        version: 3,
        rejected: expect.stringContaining("size limit"),
        rejectedCode: "resumeTooLarge",
      },
    });
    expect(core.pendingWrite()).toBeNull();
  });

  it("acknowledges an edit that applies to nothing (an entry removed meanwhile) without a broadcast or a new version; only its opId is logged", () => {
    const core = loaded();
    const effects = core.edit(
      owner,
      edit("o1", { op: "setEntryField", section: "experience", id: "gone-1", field: "company", value: "Acme" }),
    );
    expect(effects).toEqual([
      { type: "log", opId: "o1", userId: owner.userId, ops: [] },
      { type: "reply", message: { type: "ack", opId: "o1", version: 3 } },
    ]);
    expect(core.snapshot()?.version).toBe(3);
  });

  it("logs the removal of an entry it never had (its tombstone must survive a restart), without a new version", () => {
    const core = loaded();
    const effects = core.edit(owner, edit("o1", { op: "removeEntry", section: "experience", id: "gone-1" }));
    expect(types(effects)).toEqual(["log", "reply"]);
    // The tombstone holds: a late add of the same entry is ignored.
    const late = core.edit(
      editor,
      edit("o2", {
        op: "addEntry",
        section: "experience",
        entry: {
          id: "gone-1",
          company: "Acme",
          position: "Engineer",
          startDate: "2020-01",
          endDate: "",
          current: true,
          description: "",
        },
      }),
    );
    expect(late).toEqual([
      { type: "log", opId: "o2", userId: editor.userId, ops: [] },
      { type: "reply", message: { type: "ack", opId: "o2", version: 3 } },
    ]);
  });

  it("keeps the document a template change replaces as a version, made after the ack and the broadcast", () => {
    const core = loaded();
    const before = core.snapshot()!.document;
    const effects = core.edit(owner, edit("o1", { op: "setTemplate", value: "classic-serif" as never }));
    expect(types(effects)).toEqual(["log", "reply", "broadcast", "version", "writeBack", "edited"]);
    expect(effects[3]).toEqual({ type: "version", kind: "template", document: before });
  });

  it("closes the socket of an edit that arrives after the resume was deleted", () => {
    const core = loaded();
    expect(core.sync("r1", null)).toEqual([{ type: "forget" }]);
    expect(core.edit(owner, edit("o1", { op: "setSummary", value: "Hello?" }))).toEqual([
      { type: "close", reason: GONE_MESSAGE },
    ]);
  });
});

describe("RoomCore: a batch sent again (its ack lost with the connection)", () => {
  const duplicateAck = (opId: string, version: number): RoomEffect[] => [
    { type: "reply", message: { type: "ack", opId, version, duplicate: true } },
  ];

  it("is applied once: the resend is answered as a duplicate and logs, sends and changes nothing, so a later edit of the field stands", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setSummary", value: "Olivia's." }));
    core.edit(editor, edit("o2", { op: "setSummary", value: "Eddie's, later." }));
    const before = structuredClone(core.stored());
    expect(core.edit(owner, edit("o1", { op: "setSummary", value: "Olivia's." }))).toEqual(duplicateAck("o1", 5));
    expect(core.snapshot()!.document.data.summary).toBe("Eddie's, later.");
    expect(core.stored()).toEqual(before);
  });

  it("answers one that applied nothing the first time as a duplicate too (applied on the resend, it could undo a later edit)", () => {
    const job = (id: string) => ({
      id,
      company: id,
      position: "Engineer",
      startDate: "2020-01",
      endDate: "",
      current: true,
      description: "",
    });
    const core = loaded({ ...doc(), data: { ...doc().data, experience: [job("e1"), job("e2")] } });
    // e1 is already first: nothing to do, but its sender still meant "e1 first".
    expect(
      types(core.edit(owner, edit("o1", { op: "moveEntry", section: "experience", id: "e1", toIndex: 0 }))),
    ).toEqual(["log", "reply"]);
    core.edit(editor, edit("o2", { op: "moveEntry", section: "experience", id: "e1", toIndex: 1 }));
    expect(core.edit(owner, edit("o1", { op: "moveEntry", section: "experience", id: "e1", toIndex: 0 }))).toEqual(
      duplicateAck("o1", 4),
    );
    expect(core.snapshot()!.document.data.experience.map((entry) => entry.id)).toEqual(["e2", "e1"]);
  });

  it("tells a sender whose role changed since that it was applied, rather than refusing it", () => {
    const core = loaded();
    core.edit(editor, edit("o1", { op: "setSummary", value: "Mine." }));
    expect(core.edit({ ...editor, role: "viewer" }, edit("o1", { op: "setSummary", value: "Mine." }))).toEqual(
      duplicateAck("o1", 4),
    );
  });

  it("judges a refused batch again: nothing of it was applied", () => {
    const core = loaded();
    const huge = edit("o1", {
      op: "setSkills",
      value: Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(3000, "x")),
    });
    expect(core.edit(owner, huge)[0]).toMatchObject({ message: { rejectedCode: "resumeTooLarge" } });
    expect(core.edit(owner, huge)[0]).toMatchObject({ message: { rejectedCode: "resumeTooLarge" } });
  });

  it(`remembers each person's last ${REMEMBERED_OP_IDS} opIds, not more, whatever the others send`, () => {
    const core = loaded();
    core.edit(editor, edit("mine", { op: "setPersonal", field: "phone", value: "+1 555 0100" }));
    for (let i = 0; i <= REMEMBERED_OP_IDS; i++)
      core.edit(owner, edit(`o${i}`, { op: "setSummary", value: `Summary ${i}.` }));
    expect(core.stored().room!.appliedOpIds[owner.userId]).toHaveLength(REMEMBERED_OP_IDS);
    // o0 was forgotten: applied again, as any new edit. o1 is still known.
    expect(types(core.edit(owner, edit("o0", { op: "setSummary", value: "Summary 0." })))).toEqual([
      "log",
      "reply",
      "broadcast",
      "writeBack",
      "edited",
    ]);
    expect(core.edit(owner, edit("o2", { op: "setSummary", value: "Summary 2." }))).toEqual(
      duplicateAck("o2", 3 + REMEMBERED_OP_IDS + 3),
    );
    // The editor's one edit is still theirs to be told about, after all the owner's.
    expect(core.edit(editor, edit("mine", { op: "setPersonal", field: "phone", value: "+1 555 0100" }))).toEqual(
      duplicateAck("mine", 3 + REMEMBERED_OP_IDS + 3),
    );
    // Someone else sending that id is a new edit of theirs, not a repeat.
    expect(types(core.edit(owner, edit("mine", { op: "setSummary", value: "Owner's." })))).toEqual([
      "log",
      "reply",
      "broadcast",
      "writeBack",
      "edited",
    ]);
  });

  it("knows a page's numbered batch for a repeat however many of its edits came since, and only for that person", () => {
    const core = loaded();
    for (let n = 1; n <= 3 * REMEMBERED_OP_IDS; n++)
      core.edit(owner, edit(`page1.${n}`, { op: "setSummary", value: `Summary ${n}.` }));
    const version = core.snapshot()!.version;
    expect(core.edit(owner, edit("page1.2", { op: "setSummary", value: "Summary 2." }))).toEqual(
      duplicateAck("page1.2", version),
    );
    expect(core.snapshot()!.document.data.summary).toBe(`Summary ${3 * REMEMBERED_OP_IDS}.`);
    // The same page name from someone else is theirs: a new edit, and it marks nothing of the owner's.
    expect(types(core.edit(editor, edit("page1.999", { op: "setSummary", value: "Editor's." })))).toEqual([
      "log",
      "reply",
      "broadcast",
      "writeBack",
      "edited",
    ]);
    expect(
      types(core.edit(owner, edit(`page1.${3 * REMEMBERED_OP_IDS + 1}`, { op: "setSummary", value: "Owner's next." }))),
    ).toEqual(["log", "reply", "broadcast", "writeBack", "edited"]);
    // And across a restart, from the log.
    const snapshot: RoomState = structuredClone(core.stored().room!);
    snapshot.appliedBatches = {};
    replayLogged(snapshot, { opId: "page1.7", userId: owner.userId, ops: [] });
    const woken = new RoomCore(fakeInputs());
    woken.load({ room: snapshot, base: core.stored().base });
    expect(woken.edit(owner, edit("page1.5", { op: "setSummary", value: "Old." }))).toMatchObject([
      { message: { duplicate: true } },
    ]);
  });

  it("remembers across a restart: in the stored state, and in the log entries replayed onto it", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setSummary", value: "Before the snapshot." }));
    const snapshot: RoomState = structuredClone(core.stored().room!);
    const logged: LoggedEdit[] = [];
    for (const [opId, value] of [
      ["o2", "After it."],
      ["o3", "Last."],
    ] as const) {
      for (const effect of core.edit(editor, edit(opId, { op: "setSummary", value })))
        if (effect.type === "log") logged.push({ opId: effect.opId, userId: effect.userId, ops: effect.ops });
    }
    // An entry as logged before opIds were: operations only.
    logged.push({ ops: [{ op: "setPersonal", field: "phone", value: "+1 555 0100" }] });
    for (const entry of logged) replayLogged(snapshot, entry);
    const woken = new RoomCore(fakeInputs());
    woken.load({ room: snapshot, base: core.stored().base });
    expect(woken.snapshot()).toMatchObject({
      version: 7,
      document: { data: { summary: "Last.", personalInfo: { phone: "+1 555 0100" } } },
    });
    expect(woken.edit(owner, edit("o1", { op: "setSummary", value: "Again?" }))).toEqual(duplicateAck("o1", 7));
    for (const opId of ["o2", "o3"])
      expect(woken.edit(editor, edit(opId, { op: "setSummary", value: "Again?" }))).toEqual(duplicateAck(opId, 7));
    expect(woken.snapshot()!.document.data.summary).toBe("Last.");
  });
});

describe("RoomCore: determinism", () => {
  it("the same commands with the same inputs give the same effects and state", () => {
    const run = () => {
      const core = loaded(doc(), fakeInputs([0.3, 0.7, 0.1]));
      const effects = [
        ...core.edit(owner, edit("o1", { op: "setSummary", value: "One." })),
        ...core.edit(editor, edit("o2", { op: "setPersonal", field: "phone", value: "+1 555 0100" })),
        ...core.restore(doc(), { id: "u-owner", name: "Olivia" }).effects,
      ];
      return { effects, stored: core.stored() };
    };
    expect(run()).toEqual(run());
  });
});

describe("RoomCore: D1", () => {
  it("takes a newer row as it is when it holds no unsaved edits, and tells everyone", () => {
    const core = loaded();
    const effects = core.sync("r1", { content: doc("Saved over REST."), version: 7 });
    expect(types(effects)).toEqual(["persist", "broadcast"]);
    expect(effects[1]).toMatchObject({ message: { type: "resumeReplaced", version: 7 } });
    expect(core.pendingWrite()).toBeNull();
  });

  it("merges its unsaved edits onto a row saved behind its back, and writes the merge back shortly", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setPersonal", field: "phone", value: "+1 555 0100" }));
    const theirs = doc("Saved over REST.");
    const effects = core.sync("r1", { content: theirs, version: 5 });
    expect(types(effects)).toEqual(["persist", "broadcast", "writeBack"]);
    expect(effects[2]).toEqual({ type: "writeBack", delayMs: RETRY_DELAY_MS });
    const merged = core.snapshot()!;
    expect(merged.version).toBe(6);
    expect(merged.document.data.summary).toBe("Saved over REST.");
    expect(merged.document.data.personalInfo.phone).toBe("+1 555 0100");
    expect(core.pendingWrite()).toMatchObject({ version: 6, expectedVersion: 5 });
  });

  it("does nothing when D1 has not moved", () => {
    const core = loaded();
    expect(core.sync("r1", { content: doc(), version: 3 })).toEqual([]);
  });

  it("stays dirty when edits arrived while a write-back was on its way", () => {
    // One random for each edit's write-back, the third for the write-back after the first landed.
    const core = loaded(doc(), fakeInputs([0, 0.99, 0.2]));
    core.edit(owner, edit("o1", { op: "setSummary", value: "One." }));
    const write = core.pendingWrite()!;
    core.edit(owner, edit("o2", { op: "setSummary", value: "Two." }));
    expect(core.written(write)).toEqual([{ type: "persist" }, { type: "writeBack", delayMs: 63_000 }]);
    expect(core.pendingWrite()).toMatchObject({ version: 5, expectedVersion: 4 });
    expect(core.written(core.pendingWrite()!)).toEqual([{ type: "persist" }]);
    expect(core.pendingWrite()).toBeNull();
    expect(core.tick()).toEqual([]);
  });

  it("knows its own write-back in a row it reads later when the answer never came, even after a restart, and merges anything else", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setSummary", value: "B" }));
    const first = core.pendingWrite()!;
    expect(core.writing(first)).toEqual([
      { type: "noteWriting", writing: [{ version: first.version, fingerprint: expect.any(String) }] },
    ]);
    // D1 took it; its answer was lost. Meanwhile the field goes back to what D1 agreed on before.
    core.edit(owner, edit("o2", { op: "setSummary", value: "Mathematician." }));
    const retry = core.pendingWrite()!;
    core.writing(retry);
    // The retry is refused (D1 moved), and the room restarts before reading the row.
    const woken = new RoomCore(fakeInputs());
    woken.load(structuredClone(core.stored()));
    const effects = woken.sync("r1", { content: first.document, version: first.version });
    // Its own write: no merge, nothing replaced on anyone's screen, the newer edit still to be written.
    expect(types(effects)).toEqual(["persist", "writeBack"]);
    expect(woken.snapshot()!.document.data.summary).toBe("Mathematician.");
    expect(woken.pendingWrite()).toMatchObject({ expectedVersion: first.version, version: retry.version });

    // A row at the same version with other content is someone else's: merged as before.
    const other = new RoomCore(fakeInputs());
    other.load(structuredClone(core.stored()));
    expect(types(other.sync("r1", { content: doc("Saved over REST."), version: first.version }))).toEqual([
      "persist",
      "broadcast",
      "writeBack",
    ]);
  });

  it("writes unsaved edits on the alarm", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setSummary", value: "One." }));
    expect(core.tick()).toEqual([{ type: "writeBack", delayMs: 0 }]);
  });

  it("writes what the dashboard shows (template, page size) in a moment, other edits within the minute", () => {
    const core = loaded(doc(), fakeInputs([0, 0, 0]));
    const delayOf = (effects: ReturnType<RoomCore["edit"]>) =>
      effects.find((effect) => effect.type === "writeBack") as { delayMs: number };
    expect(delayOf(core.edit(owner, edit("o1", { op: "setSummary", value: "One." }))).delayMs).toBe(60_000);
    expect(delayOf(core.edit(owner, edit("o2", { op: "setTemplate", value: "classic-executive" }))).delayMs).toBe(
      2_000,
    );
    expect(delayOf(core.edit(owner, edit("o3", { op: "setPageSize", value: "Letter" }))).delayMs).toBe(2_000);
  });

  it("writes unsaved edits at once when someone leaves, and nothing when D1 has them all", () => {
    const core = loaded();
    expect(core.left()).toEqual([]);
    core.edit(owner, edit("o1", { op: "setSummary", value: "One." }));
    expect(core.left()).toEqual([{ type: "writeBack", delayMs: 0 }]);
    core.written(core.pendingWrite()!);
    expect(core.left()).toEqual([]);
  });
});

describe("RoomCore: restore", () => {
  it("keeps the current state as a version, applies the old one as operations everyone gets, and writes D1 at once", () => {
    const core = loaded();
    core.edit(owner, edit("o1", { op: "setSummary", value: "Changed." }));
    const current = core.snapshot()!.document;
    const { result, effects } = core.restore(doc(), { id: "u-owner", name: "Olivia" });
    expect(result).toMatchObject({ version: 5, ops: [{ op: "setSummary", value: "Backend engineer." }] });
    expect(types(effects)).toEqual(["log", "broadcast", "version", "edited", "writeBack"]);
    // Sent as from no socket, with an id from the room's inputs (the first it asked for).
    expect(effects[1]).toMatchObject({
      exceptSender: false,
      message: { type: "resumeUpdated", by: { clientId: "restore-id-1", userId: "u-owner" }, timestamp: 1_000 },
    });
    expect(effects[2]).toEqual({ type: "version", kind: "restore", document: current });
    expect(effects[4]).toEqual({ type: "writeBack", delayMs: 0 });
  });

  it("restoring the same document changes nothing but still keeps a version", () => {
    const core = loaded();
    const { result, effects } = core.restore(doc(), { id: "u-owner", name: "Olivia" });
    expect(result).toEqual({ ops: [], version: 3 });
    expect(types(effects)).toEqual(["version"]);
  });

  it("brings back a removed entry under an id from the room's inputs", () => {
    const job = {
      id: "job-1",
      company: "Acme",
      position: "Engineer",
      startDate: "2020-01",
      endDate: "",
      current: true,
      description: "",
    };
    const withJob = { ...doc(), data: { ...doc().data, experience: [job] } };
    const core = loaded(withJob);
    core.edit(owner, edit("o1", { op: "removeEntry", section: "experience", id: "job-1" }));
    const { result } = core.restore(withJob, { id: "u-owner", name: "Olivia" });
    // job-1 is tombstoned, so it comes back as id-1; the broadcast's sender takes the next id.
    expect(result).toMatchObject({
      ops: [{ op: "addEntry", section: "experience", entry: { id: "id-1", company: "Acme" } }],
    });
    expect(core.snapshot()!.document.data.experience.map((entry) => entry.id)).toEqual(["id-1"]);
  });

  it("answers null when the room holds nothing", () => {
    expect(new RoomCore(fakeInputs()).restore(doc(), { id: "u", name: "U" }).result).toBeNull();
  });
});

describe("RoomCore: the PDF renderer's page fit", () => {
  const rung = { spacing: 0.7, lineHeight: 1, margin: 0, font: 1 };
  const by = { id: "u-owner", name: "Olivia" };
  const targeted = (fitted: typeof rung | null = null): RoomDocument => ({
    ...doc(),
    data: { ...doc().data, settings: { language: "en", direction: "auto", fitToPages: 1, fitted } },
  });

  it("stores a new choice as one setPageFit edit by the person who printed, for everyone, D1 written at once", () => {
    const core = loaded(targeted());
    const { result, effects } = core.applyPageFit({ fitToPages: 1, fitted: rung }, 3, by);
    expect(result).toEqual({ ops: [{ op: "setPageFit", value: { fitToPages: 1, fitted: rung } }], version: 4 });
    expect(types(effects)).toEqual(["log", "broadcast", "edited", "writeBack"]);
    expect(effects[1]).toMatchObject({ message: { by: { clientId: "fit-id-1", userId: "u-owner" } } });
    expect(core.snapshot()!.document.data.settings).toMatchObject({ fitToPages: 1, fitted: rung });
  });

  it("stores nothing when the choice is already stored, the document moved on, or the target changed", () => {
    expect(loaded(targeted(rung)).applyPageFit({ fitToPages: 1, fitted: rung }, 3, by)).toEqual({
      result: { ops: [], version: 3 },
      effects: [],
    });
    expect(loaded(targeted()).applyPageFit({ fitToPages: 1, fitted: rung }, 2, by).effects).toEqual([]);
    expect(loaded(targeted()).applyPageFit({ fitToPages: 2, fitted: rung }, 3, by).effects).toEqual([]);
    expect(new RoomCore(fakeInputs()).applyPageFit({ fitToPages: 1, fitted: rung }, 3, by).result).toBeNull();
  });
});

describe("RoomCore: operations applied as someone (an accepted suggestion)", () => {
  it("applies them like anyone's edit, for everyone, and writes D1 at once", () => {
    const core = loaded();
    const { result, effects } = core.applyAs(
      [{ op: "setSummary", value: "Suggested." }],
      { id: "u-owner", name: "Olivia" },
      "suggestion",
    );
    expect(result).toEqual({ ops: [{ op: "setSummary", value: "Suggested." }], version: 4 });
    expect(types(effects)).toEqual(["log", "broadcast", "edited", "writeBack"]);
    expect(effects[1]).toMatchObject({
      exceptSender: false,
      message: { type: "resumeUpdated", by: { clientId: "suggestion-id-1", userId: "u-owner" } },
    });
    expect(core.snapshot()!.document.data.summary).toBe("Suggested.");
  });

  it("changes nothing when nothing applies, and refuses a result over the size limit", () => {
    const core = loaded();
    expect(
      core.applyAs([{ op: "removeEntry", section: "experience", id: "nope" }], { id: "u", name: "U" }, "suggestion"),
    ).toEqual({ result: { ops: [], version: 3 }, effects: [] });
    // 150 entries of 5,000 characters: past the 512 KB a resume may take.
    const huge = (["experience", "projects", "extraSections"] as const).flatMap((section) =>
      Array.from(
        { length: 50 },
        (_, i) =>
          ({
            op: "addEntry",
            section,
            entry: {
              id: `${section}${i}`,
              title: "",
              name: "",
              technologies: [],
              company: "",
              position: "",
              startDate: "",
              endDate: "",
              current: false,
              description: "y".repeat(5000),
            },
          }) as Op,
      ),
    );
    expect(core.applyAs(huge, { id: "u", name: "U" }, "suggestion").result).toMatchObject({
      rejected: expect.any(String),
    });
  });
});

describe("RoomCore: review", () => {
  const draft = {
    id: "a1",
    pageIndex: 0,
    drawnOnVersion: 3,
    section: "Summary",
    shape: {
      kind: "freeText" as const,
      rect: [50, 600, 200, 640] as [number, number, number, number],
      color: [0, 0, 0] as [number, number, number],
      fontSize: 10,
      text: "Quantify this",
    },
  };
  const context = () => ({ now: 1_000, count: 0, ledger: new ReviewLedger() });

  it("stores a mark and sends it to everyone, the sender included", () => {
    const core = loaded();
    const effects = core.review(viewer, { type: "annotationUpsert", annotation: draft }, undefined, context());
    expect(types(effects)).toEqual(["storeAnnotation", "broadcast"]);
    expect(effects[1]).toMatchObject({
      exceptSender: false,
      message: { type: "annotationsChanged", annotations: [{ id: "a1", author: { userId: "u-viewer" } }] },
    });
  });

  it("answers the sender alone when the rules refuse", () => {
    const core = loaded();
    const stored = core.review(viewer, { type: "annotationUpsert", annotation: draft }, undefined, context());
    const first = stored[0];
    if (first?.type !== "storeAnnotation") throw new Error("expected a stored annotation");
    const annotation = first.annotation;
    const effects = core.review(editor, { type: "annotationDelete", id: "a1" }, annotation, context());
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({ type: "reply", message: { type: "error", code: "authorDeletes" } });
  });

  it("a mark may not claim a version the room has not reached", () => {
    const core = loaded();
    const effects = core.review(
      viewer,
      { type: "annotationUpsert", annotation: { ...draft, drawnOnVersion: 99 } },
      undefined,
      context(),
    );
    expect(types(effects)).toEqual(["storeAnnotation", "broadcast"]);
    const first = effects[0];
    expect(first?.type === "storeAnnotation" && first.annotation.drawnOnVersion).toBeLessThanOrEqual(3);
  });
});
