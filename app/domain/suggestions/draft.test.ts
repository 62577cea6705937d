/** Suggesting mode's draft (draft.ts): one value per field; an added entry carries what is typed into it. */
import { describe, expect, it } from "vitest";
import type { Op } from "../resume/ops";
import { foldIntoDraft } from "./draft";

const add = (id: string): Extract<Op, { op: "addEntry" }> => ({
  op: "addEntry",
  section: "experience",
  entry: { id, company: "", position: "", startDate: "", endDate: "", current: false, description: "" },
});
const field = (id: string, name: string, value: string): Op => ({
  op: "setEntryField",
  section: "experience",
  id,
  field: name,
  value,
});

describe("the suggesting draft", () => {
  it("keeps the latest value of a field", () => {
    const draft = [{ op: "setSummary", value: "A" } as Op, { op: "setSummary", value: "AB" } as Op].reduce(
      (d, op) => foldIntoDraft(d, op, new Map()),
      [] as Op[],
    );
    expect(draft).toEqual([{ op: "setSummary", value: "AB" }]);
  });

  it("folds the fields of a drafted or already proposed entry into its add", () => {
    const drafted = [add("n1"), field("n1", "company", "Acme"), field("e1", "company", "Other")].reduce(
      (d, op) => foldIntoDraft(d, op, new Map()),
      [] as Op[],
    );
    expect(drafted).toEqual([
      { ...add("n1"), entry: { ...add("n1").entry, company: "Acme" } },
      field("e1", "company", "Other"),
    ]);
    const pending = new Map([["experience.n2", add("n2")]]);
    expect(foldIntoDraft([], field("n2", "position", "Lead"), pending)).toEqual([
      { ...add("n2"), entry: { ...add("n2").entry, position: "Lead" } },
    ]);
  });
});
