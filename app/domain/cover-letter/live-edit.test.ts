import { describe, expect, it } from "vitest";
import { clientMessageSchema } from "../collab/protocol";
import {
  applyLetterEdit,
  changedKeys,
  letterEditSchema,
  mergeRemoteLetter,
  type LetterChangeKey,
  type LetterEdit,
} from "./live-edit";
import { emptyLetter, type LetterContent } from "./schema";

const base: LetterContent = { ...emptyLetter("2026-11-23", "Ada"), paragraphs: ["First.", "Second."] };
const apply = (content: LetterContent, edit: LetterEdit) => {
  const result = applyLetterEdit(content, edit);
  if (!("content" in result)) throw new Error(result.rejected ?? result.rejectedCode);
  return result.content;
};

describe("letter edit messages", () => {
  it("accepts every field of the letter with the letter's bounds", () => {
    for (const edit of [
      { field: "recipientName", value: "Grace" },
      { field: "recipientCompany", value: "Navy" },
      { field: "recipientAddress", value: "1 Main St\nArlington" },
      { field: "date", value: "2026-12-01" },
      { field: "greeting", value: "Dear Grace," },
      { field: "paragraph", index: 1, value: "Text" },
      { field: "paragraphs", value: ["a", "b", "c"] },
      { field: "closing", value: "Best," },
      { field: "signature", value: "Ada" },
    ]) {
      expect(letterEditSchema.safeParse(edit).success, edit.field).toBe(true);
    }
    expect(
      clientMessageSchema.safeParse({
        type: "letterEdit",
        letterId: "L1",
        opId: "o1",
        edit: { field: "greeting", value: "Hi" },
        base: 3,
      }).success,
    ).toBe(true);
  });

  it("refuses unknown fields, values over the limits, bad dates and too many paragraphs", () => {
    for (const edit of [
      { field: "traces", value: [] },
      { field: "greeting", value: "x".repeat(201) },
      { field: "recipientAddress", value: "x".repeat(501) },
      { field: "date", value: "2026-13-01" },
      { field: "paragraph", index: 12, value: "x" },
      { field: "paragraph", index: 0, value: "x".repeat(3001) },
      { field: "paragraphs", value: Array.from({ length: 13 }, () => "p") },
      { field: "closing", value: 5 },
    ]) {
      expect(letterEditSchema.safeParse(edit).success, JSON.stringify(edit).slice(0, 60)).toBe(false);
    }
    expect(
      clientMessageSchema.safeParse({
        type: "letterEdit",
        letterId: "",
        opId: "o1",
        edit: { field: "greeting", value: "Hi" },
      }).success,
    ).toBe(false);
  });
});

describe("applying letter edits", () => {
  it("changes only the edited field", () => {
    const next = apply(base, { field: "recipientCompany", value: "Navy" });
    expect(next).toEqual({ ...base, recipient: { ...base.recipient, company: "Navy" } });
    expect(base.recipient.company).toBe("");
    expect(apply(base, { field: "paragraph", index: 1, value: "Changed." }).paragraphs).toEqual(["First.", "Changed."]);
  });

  it("edits of different fields commute: both are kept in either order", () => {
    const greeting: LetterEdit = { field: "greeting", value: "Hello," };
    const paragraph: LetterEdit = { field: "paragraph", index: 0, value: "Mine." };
    const one = apply(apply(base, greeting), paragraph);
    const other = apply(apply(base, paragraph), greeting);
    expect(one).toEqual(other);
    expect(one.greeting).toBe("Hello,");
    expect(one.paragraphs[0]).toBe("Mine.");
  });

  it("does not bring back a removed paragraph", () => {
    const shorter = apply(base, { field: "paragraphs", value: ["First."] });
    expect(applyLetterEdit(shorter, { field: "paragraph", index: 1, value: "late" })).toEqual({
      rejectedCode: "paragraphRemoved",
    });
  });

  it("names what a whole-letter save changed", () => {
    expect(
      changedKeys(base, {
        ...base,
        greeting: "Hi",
        recipient: { ...base.recipient, name: "Grace" },
        paragraphs: ["First."],
      }).sort(),
    ).toEqual(["greeting", "paragraphs", "recipientName"]);
    expect(changedKeys(base, structuredClone(base))).toEqual([]);
  });
});

describe("merging a remote letter on a client", () => {
  it("takes the room's fields but keeps what this client typed and the room has not acknowledged", () => {
    const local = apply(base, { field: "paragraph", index: 0, value: "My unsent words." });
    const remote = apply(base, { field: "greeting", value: "Dear Grace," });
    const pending = new Set<LetterChangeKey>(["paragraph:0"]);
    const merged = mergeRemoteLetter(remote, local, pending);
    expect(merged.greeting).toBe("Dear Grace,");
    expect(merged.paragraphs).toEqual(["My unsent words.", "Second."]);
    // Nothing pending: the room's copy as it is.
    expect(mergeRemoteLetter(remote, local, new Set())).toEqual(remote);
  });
});
