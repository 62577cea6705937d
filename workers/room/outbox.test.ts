import { describe, expect, it } from "vitest";
import type { Op } from "../../app/domain/resume/ops";
import type { ServerMessage } from "../../app/domain/collab/protocol";
import { compact, outgoing } from "./outbox";

const update = (version: number, ops: Op[]): ServerMessage => ({
  type: "resumeUpdated",
  timestamp: 0,
  version,
  ops,
  sections: [],
  by: { clientId: "c", userId: "u", name: "A" },
});
const setDescription = (id: string, value: string): Op => ({
  op: "setEntryField",
  section: "experience",
  id,
  field: "description",
  value,
});
const versions = (queue: ReturnType<typeof compact>) =>
  queue.map((entry) => {
    const message = JSON.parse(entry.text) as ServerMessage;
    return message.type === "resumeUpdated" ? message.version : message.type;
  });

describe("a slow reader's outbox", () => {
  it("keeps only the newest of several sets of one field, and every other field's newest", () => {
    const queue = [
      outgoing(update(1, [setDescription("e1", "a")])),
      outgoing(update(2, [setDescription("e2", "x")])),
      outgoing(update(3, [setDescription("e1", "ab")])),
      outgoing(update(4, [setDescription("e1", "abc")])),
      outgoing(update(5, [{ op: "setSummary", value: "s" }])),
    ];
    expect(versions(compact(queue))).toEqual([2, 4, 5]);
  });

  it("never drops what a set does not cover: acknowledgements, additions, removals, moves, a partly newer edit", () => {
    const queue = [
      outgoing(update(1, [setDescription("e1", "a"), { op: "setSummary", value: "s1" }])),
      outgoing({ type: "ack", opId: "o1", version: 1 }),
      outgoing(
        update(2, [
          {
            op: "addEntry",
            section: "education",
            entry: { id: "d1", institution: "", degree: "", fieldOfStudy: "", startDate: "", endDate: "", gpa: "" },
          } as Op,
        ]),
      ),
      outgoing(update(3, [setDescription("e1", "ab")])),
      outgoing(update(4, [{ op: "moveEntry", section: "experience", id: "e1", toIndex: 0 }])),
      outgoing(update(5, [{ op: "removeEntry", section: "education", id: "d1" }])),
    ];
    // Version 1 also set the summary, which nothing later sets: it stays.
    expect(versions(compact(queue))).toEqual([1, "ack", 2, 3, 4, 5]);
    expect(versions(compact([...queue, outgoing(update(6, [{ op: "setSummary", value: "s2" }]))]))).toEqual([
      "ack",
      2,
      3,
      4,
      5,
      6,
    ]);
  });

  it("is bounded by the fields of the resume: a thousand keystrokes in three fields leave three messages", () => {
    const queue = Array.from({ length: 1000 }, (_, i) =>
      outgoing(update(i + 1, [setDescription(`e${i % 3}`, "x".repeat(i))])),
    );
    expect(versions(compact(queue))).toEqual([998, 999, 1000]);
  });
});
