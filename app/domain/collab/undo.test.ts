import { describe, expect, it } from "vitest";
import { blankEntry, starterResume } from "../resume/edit";
import { applyOps, emptyTombstones, type Tombstones } from "./apply";
import { acknowledge, addLocal, applyRemote, initialClientState, viewOf, type ClientRoomState } from "./client-state";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { UNDO_GROUP_MS, UndoEngine } from "./undo";

const experience = (id: string, company = "") => ({
  id,
  company,
  position: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
});

function startDocument(): RoomDocument {
  const data = starterResume("Ada", "ada@example.com");
  data.summary = "Original summary";
  data.experience = [experience("x1", "Acme"), experience("x2", "Globex"), experience("x3", "Initech")];
  return { data, templateId: "modern-professional", jobDescription: null, pageSize: "A4" };
}

/**
 * A room and two clients, A (whose undo is tested) and B, over the real client state: every
 * batch goes through the room in order, the sender gets an ack, the other the operations.
 */
function setup() {
  let clock = 0;
  let ids = 0;
  let roomDocument = startDocument();
  const roomTombstones: Tombstones = emptyTombstones();
  let version = 1;
  const clients: Record<"a" | "b", ClientRoomState> = {
    a: initialClientState(roomDocument, 1),
    b: initialClientState(roomDocument, 1),
  };
  const engine = new UndoEngine({ now: () => clock, newId: () => `fresh${++ids}` });
  let batch = 0;
  function send(who: "a" | "b", ops: Op[]) {
    const opId = `op${++batch}`;
    clients[who] = addLocal(clients[who], opId, ops);
    const result = applyOps(roomDocument, roomTombstones, ops);
    roomDocument = result.document;
    version += 1;
    clients[who] = acknowledge(clients[who], opId, version);
    const other = who === "a" ? "b" : "a";
    clients[other] = applyRemote(clients[other], result.applied, version);
  }
  return {
    engine,
    tick(ms: number) {
      clock += ms;
    },
    view: (who: "a" | "b") => viewOf(clients[who]),
    get room() {
      return roomDocument;
    },
    /** A's own edit: recorded, then sent. */
    edit(ops: Op[]) {
      engine.record(viewOf(clients.a), ops);
      send("a", ops);
    },
    remote(ops: Op[]) {
      send("b", ops);
    },
    undo() {
      const result = engine.undo(viewOf(clients.a));
      if (result.ops.length) send("a", result.ops);
      return result;
    },
    redo() {
      const result = engine.redo(viewOf(clients.a));
      if (result.ops.length) send("a", result.ops);
      return result;
    },
  };
}

const summary = (value: string): Op => ({ op: "setSummary", value });
const company = (id: string, value: string): Op => ({
  op: "setEntryField",
  section: "experience",
  id,
  field: "company",
  value,
});
const companies = (document: RoomDocument) => document.data.experience.map((entry) => entry.company);

describe("undo grouping", () => {
  it("typing within a pause is one step; a longer pause starts another", () => {
    const t = setup();
    for (const text of ["N", "Ne", "New"]) {
      t.edit([summary(text)]);
      t.tick(300);
    }
    t.tick(UNDO_GROUP_MS + 1);
    t.edit([summary("New text")]);
    expect(t.engine.sizes.undo).toBe(2);
    t.undo();
    expect(t.view("a").data.summary).toBe("New");
    t.undo();
    expect(t.view("a").data.summary).toBe("Original summary");
    expect(t.engine.canUndo).toBe(false);
  });

  it("another field, or an add, starts a new step even within the pause", () => {
    const t = setup();
    t.edit([summary("S")]);
    t.edit([{ op: "setPersonal", field: "phone", value: "1" }]);
    t.edit([{ op: "addEntry", section: "experience", entry: experience("n1") }]);
    t.edit([{ op: "addEntry", section: "experience", entry: experience("n2") }]);
    expect(t.engine.sizes.undo).toBe(4);
  });

  it("typing a field back to where it started leaves nothing to undo", () => {
    const t = setup();
    t.edit([summary("Original summaryX")]);
    t.edit([summary("Original summary")]);
    expect(t.engine.canUndo).toBe(false);
  });

  it("keeps at most the limit of steps, dropping the oldest", () => {
    const engine = new UndoEngine({ now: () => 0, newId: () => "n", limit: 3 });
    let document = startDocument();
    for (const field of ["fullName", "email", "phone", "address", "github"] as const) {
      const op: Op = { op: "setPersonal", field, value: field === "email" ? "b@example.com" : "v" };
      engine.record(document, [op]);
      document = applyOps(document, emptyTombstones(), [op]).document;
    }
    expect(engine.sizes.undo).toBe(3);
    for (let i = 0; i < 3; i++) document = applyOps(document, emptyTombstones(), engine.undo(document).ops).document;
    expect(engine.canUndo).toBe(false);
    // The two oldest (full name, e-mail) are beyond reach; the three newest are back.
    expect(document.data.personalInfo).toMatchObject({
      fullName: "v",
      email: "b@example.com",
      phone: "",
      address: "",
      github: "",
    });
  });
});

describe("inverse of every operation", () => {
  it("set operations put the old value back", () => {
    const t = setup();
    const ops: Op[] = [
      { op: "setPersonal", field: "fullName", value: "Grace" },
      { op: "setSkills", value: ["Go"] },
      { op: "setTemplate", value: "professional-elegant" },
      { op: "setPageSize", value: "Letter" },
      { op: "setJobDescription", value: { title: "Rust engineer", company: "", description: "Rust" } },
      company("x2", "Umbrella"),
    ];
    for (const op of ops) {
      t.edit([op]);
      t.tick(2000);
    }
    expect(t.engine.sizes.undo).toBe(ops.length);
    while (t.engine.canUndo) expect(t.undo().notice).toBeNull();
    expect(t.view("a")).toEqual(startDocument());
    expect(t.room).toEqual(startDocument());
  });

  it("undo of a move puts the entry back; redo moves it again", () => {
    const t = setup();
    t.edit([{ op: "moveEntry", section: "experience", id: "x3", toIndex: 0 }]);
    expect(companies(t.room)).toEqual(["Initech", "Acme", "Globex"]);
    t.undo();
    expect(companies(t.room)).toEqual(["Acme", "Globex", "Initech"]);
    t.redo();
    expect(companies(t.room)).toEqual(["Initech", "Acme", "Globex"]);
  });

  it("undo of an add removes the entry; redo brings it back under a fresh id", () => {
    const t = setup();
    t.edit([{ op: "addEntry", section: "experience", entry: experience("n1") }]);
    t.undo();
    expect(t.room.data.experience.map((entry) => entry.id)).toEqual(["x1", "x2", "x3"]);
    t.redo();
    expect(t.room.data.experience.map((entry) => entry.id)).toEqual(["x1", "x2", "x3", "fresh1"]);
  });

  it("undoes typing into a new entry, then the add itself, for every section", () => {
    const t = setup();
    const fields = { experience: "company", education: "institution", projects: "name" } as const;
    for (const section of ["experience", "education", "projects"] as const) {
      const entry = blankEntry(section, `new-${section}`);
      t.edit([{ op: "addEntry", section, entry } as Op]);
      t.edit([{ op: "setEntryField", section, id: entry.id, field: fields[section], value: "Typed" }]);
      t.edit([
        {
          op: "setEntryField",
          section,
          id: entry.id,
          field: "description" in entry ? "description" : "degree",
          value: "More",
        },
      ]);
      t.tick(2000);
    }
    while (t.engine.canUndo) expect(t.undo().notice).toBeNull();
    expect(t.room).toEqual(startDocument());
  });

  it("undo of a removal re-adds the entry with its content, at its place, under a fresh id; later undos follow the new id", () => {
    const t = setup();
    t.edit([company("x2", "Globex Corp")]);
    t.tick(2000);
    t.edit([{ op: "removeEntry", section: "experience", id: "x2" }]);
    t.undo();
    // The room keeps x2 as a tombstone: re-adding x2 would be ignored.
    expect(t.room.data.experience.map((entry) => entry.id)).toEqual(["x1", "fresh1", "x3"]);
    expect(companies(t.room)).toEqual(["Acme", "Globex Corp", "Initech"]);
    t.undo();
    expect(companies(t.room)).toEqual(["Acme", "Globex", "Initech"]);
    // Redo all: the edit targets the re-added entry, then the removal removes it.
    t.redo();
    expect(companies(t.room)).toEqual(["Acme", "Globex Corp", "Initech"]);
    t.redo();
    expect(companies(t.room)).toEqual(["Acme", "Initech"]);
    // And back once more: another fresh id, the chain x2 -> fresh1 -> fresh2 followed.
    t.undo();
    expect(t.room.data.experience.map((entry) => entry.id)).toEqual(["x1", "fresh2", "x3"]);
    expect(t.engine.resolve("x2")).toBe("fresh2");
  });
});

describe("selective undo with collaborators", () => {
  it("undoing my summary edit never reverts a collaborator's experience edit", () => {
    const t = setup();
    t.edit([summary("Mine")]);
    t.remote([company("x1", "Theirs")]);
    t.tick(100);
    expect(t.undo().notice).toBeNull();
    for (const document of [t.room, t.view("a"), t.view("b")]) {
      expect(document.data.summary).toBe("Original summary");
      expect(document.data.experience[0]!.company).toBe("Theirs");
    }
  });

  it("skips a change a collaborator has changed since, with a notice, and keeps theirs", () => {
    const t = setup();
    t.edit([summary("Mine")]);
    t.remote([summary("Theirs")]);
    expect(t.undo()).toMatchObject({ ops: [], notice: "Skipped: Summary was changed by a collaborator" });
    expect(t.room.data.summary).toBe("Theirs");
    // The skipped step is gone; nothing to redo either.
    expect(t.engine.canUndo).toBe(false);
    expect(t.engine.canRedo).toBe(false);
  });

  it("applies the rest of a step when part of it is skipped, and says so", () => {
    const t = setup();
    t.edit([
      company("x1", "A1"),
      { op: "setEntryField", section: "experience", id: "x1", field: "position", value: "CTO" },
    ]);
    t.remote([company("x1", "Theirs")]);
    const result = t.undo();
    expect(result.notice).toBe("Partly done. Skipped: Experience › Company was changed by a collaborator");
    expect(t.room.data.experience[0]).toMatchObject({ company: "Theirs", position: "" });
  });

  it("skips an edit of an entry a collaborator removed", () => {
    const t = setup();
    t.edit([company("x3", "Mine")]);
    t.remote([{ op: "removeEntry", section: "experience", id: "x3" }]);
    expect(t.undo().notice).toBe("Skipped: Experience › Company was removed by a collaborator");
  });

  it("does not remove an entry I added once a collaborator wrote in it", () => {
    const t = setup();
    t.edit([{ op: "addEntry", section: "experience", entry: experience("n1") }]);
    t.remote([company("n1", "Theirs")]);
    expect(t.undo().notice).toBe("Skipped: Experience entry was changed by a collaborator");
    expect(companies(t.room)).toContain("Theirs");
  });

  it("passes over a step that is already undone (a collaborator set the old value back, or the room refused the edit)", () => {
    const t = setup();
    t.edit([company("x1", "Mine")]);
    t.tick(2000);
    t.edit([summary("Mine")]);
    t.remote([summary("Original summary")]);
    // Nothing to take back in the summary: the press goes on to the company, without a notice.
    expect(t.undo()).toMatchObject({ ops: [company("x1", "Acme")], notice: null });
    expect(t.engine.canUndo).toBe(false);
    // Redo brings back the company only: the summary step did nothing and is gone.
    t.redo();
    expect(t.room.data).toMatchObject({ summary: "Original summary" });
    expect(companies(t.room)[0]).toBe("Mine");
    expect(t.engine.canRedo).toBe(false);
  });

  it("skips a redo whose field a collaborator changed after the undo", () => {
    const t = setup();
    t.edit([summary("Mine")]);
    t.undo();
    t.remote([summary("Theirs")]);
    expect(t.redo().notice).toBe("Skipped: Summary was changed by a collaborator");
    expect(t.room.data.summary).toBe("Theirs");
  });

  it("remote operations never enter the stack, and a new own edit clears redo", () => {
    const t = setup();
    t.remote([summary("Theirs")]);
    expect(t.engine.canUndo).toBe(false);
    t.edit([company("x1", "Mine")]);
    t.undo();
    expect(t.engine.canRedo).toBe(true);
    t.edit([company("x2", "Other")]);
    expect(t.engine.canRedo).toBe(false);
  });

  it("survives the document being replaced: steps that no longer match are skipped", () => {
    const engine = new UndoEngine({ now: () => 0, newId: () => "n" });
    const before = startDocument();
    engine.record(before, [summary("Mine")]);
    const replaced = {
      ...startDocument(),
      data: { ...startDocument().data, summary: "From a REST save", experience: [] },
    };
    expect(engine.undo(replaced)).toMatchObject({ ops: [], notice: "Skipped: Summary was changed by a collaborator" });
  });

  it("records a restore the server applied on my behalf as one step", () => {
    const t = setup();
    t.edit([summary("Typed")]);
    const before = t.view("a");
    const restore: Op[] = [summary("Restored"), company("x1", "Restored Co")];
    t.engine.recordApplied(before, restore);
    t.remote(restore); // the server applied it; it reaches A as the room's document
    t.undo();
    expect(t.room.data.summary).toBe("Typed");
    expect(t.room.data.experience[0]!.company).toBe("Acme");
  });

  it("undoes a change of the resume's language and direction, and restores them through recordApplied", () => {
    const t = setup();
    t.edit([{ op: "setLanguage", value: "de" }]);
    expect(t.room.data.settings?.language).toBe("de");
    t.undo();
    expect(t.room.data.settings?.language ?? "en").toBe("en");
    const before = t.view("a");
    const restore: Op[] = [{ op: "setDirection", value: "rtl" }];
    t.engine.recordApplied(before, restore);
    t.remote(restore);
    t.undo();
    expect(t.room.data.settings?.direction ?? "auto").toBe("auto");
  });
});
