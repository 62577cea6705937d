import { describe, expect, it } from "vitest";
import { LETTER_EDITS, LetterCore, type LetterEditMessage, type LetterSender } from "./letter-core";
import type { LetterContent } from "../cover-letter/schema";

const editor: LetterSender = { clientId: "c1", userId: "u1", name: "Ana", role: "editor" };
const message = (opId = "o1"): LetterEditMessage => ({
  type: "letterEdit",
  letterId: "L",
  opId,
  base: 3,
  edit: { field: "greeting", value: "Dear Ms. Hopper," },
});
const content = { greeting: "Dear Ms. Hopper," } as unknown as LetterContent;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the letter core", () => {
  it("asks for the write of an editor's edit, and nothing else before it lands", () => {
    const core = new LetterCore(clock());
    expect(core.edit(editor, message(), "R")).toEqual([
      { type: "writeLetter", resumeId: "R", letterId: "L", edit: message().edit },
    ]);
  });

  it("refuses a viewer's and a suggester's edit with the sender's ack only, nothing written", () => {
    const core = new LetterCore(clock());
    for (const role of ["viewer", "suggester"] as const) {
      const [effect, ...rest] = core.edit({ ...editor, role }, message(), "R");
      expect(rest).toEqual([]);
      expect(effect).toMatchObject({
        type: "reply",
        message: { type: "letterAck", opId: "o1", version: 3, rejectedCode: "viewOnlyLetter" },
      });
    }
  });

  it("holds each connection to its write budget on the clock it is given, and refills with time", () => {
    const time = clock();
    const core = new LetterCore(time);
    const writes = () =>
      Array.from({ length: 40 }, (_, i) => core.edit(editor, message(`o${i}`), "R")[0]!.type).filter(
        (type) => type === "writeLetter",
      ).length;
    expect(writes()).toBe(LETTER_EDITS.burst);
    // Another connection has its own budget.
    expect(core.edit({ ...editor, clientId: "c2" }, message(), "R")[0]!.type).toBe("writeLetter");
    expect(core.edit(editor, message(), "R")[0]).toMatchObject({ message: { rejectedCode: "letterEditLimit" } });
    time.advance(1_000);
    expect(writes()).toBe(LETTER_EDITS.perSecond);
  });

  it("after the write: the sender's ack, the stored letter to everyone else, the version clock", () => {
    const core = new LetterCore(clock());
    const effects = core.written(editor, message(), { written: true, content, version: 4 });
    expect(effects).toEqual([
      { type: "reply", message: { type: "letterAck", letterId: "L", opId: "o1", version: 4 } },
      {
        type: "broadcast",
        message: {
          type: "letterChanged",
          letterId: "L",
          version: 4,
          content,
          changed: ["greeting"],
          by: { clientId: "c1", userId: "u1", name: "Ana" },
        },
        exceptSender: true,
      },
      { type: "letterEdited", letterId: "L", author: { id: "u1", name: "Ana" } },
    ]);
  });

  it("a refused write is only the sender's business, with its code", () => {
    const core = new LetterCore(clock());
    expect(core.written(editor, message(), { written: false, rejectedCode: "letterDeleted" })).toEqual([
      {
        type: "reply",
        message: {
          type: "letterAck",
          letterId: "L",
          opId: "o1",
          version: 3,
          rejected: undefined,
          rejectedCode: "letterDeleted",
        },
      },
    ]);
  });

  it("drops an edit when the room holds nothing, and says nothing of a letter that is gone", () => {
    const core = new LetterCore(clock());
    expect(core.edit(editor, message(), null)).toEqual([]);
    expect(core.changedElsewhere("L", null, null, ["greeting"])).toEqual([]);
    expect(core.changedElsewhere("L", { content, version: 9 }, { id: "u2", name: "Ben" }, ["greeting"])).toEqual([
      {
        type: "broadcast",
        message: {
          type: "letterChanged",
          letterId: "L",
          version: 9,
          content,
          changed: ["greeting"],
          by: { clientId: null, userId: "u2", name: "Ben" },
        },
        exceptSender: false,
      },
    ]);
  });
});
