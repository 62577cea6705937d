/** The rules of suggestions without a room (decide.ts, fields.ts, project.ts); tests/integration/suggestions.test.ts runs them through the room. */
import { describe, expect, it } from "vitest";
import { emptyTombstones } from "../collab/apply";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { starterResume } from "../resume/edit";
import { decided, planDecision, propose, prunable } from "./decide";
import { SUGGESTION_LIMITS } from "./limits";
import { pendingByAuthor, withSuggestions } from "./project";
import type { Suggestion } from "./suggestion";

const doc = (summary = "Backend engineer."): RoomDocument => ({
  data: { ...starterResume("Ada", "ada@example.com"), summary, skills: ["Go"] },
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});
const room = (document = doc()) => ({ document, tombstones: emptyTombstones(), version: 4 });
const ana = { userId: "u-ana", name: "Ana", color: "#ef4444" };
const ask = (
  all: Suggestion[],
  ops: Op[],
  role: "suggester" | "viewer" | "editor" = "suggester",
  now = 1_000,
  document = doc(),
) => propose(all, room(document), { id: `s${all.length}`, author: ana, role, ops, now });
const made = (ops: Op[], all: Suggestion[] = []) => {
  const outcome = ask(all, ops);
  if (!outcome.ok) throw new Error(outcome.refusal.code);
  return outcome.suggestion;
};

describe("proposing", () => {
  it("keeps the base of each field and refuses what a suggestion may not be", () => {
    expect(made([{ op: "setSummary", value: "Staff engineer." }])).toMatchObject({
      status: "pending",
      base: [{ key: "setSummary", value: "Backend engineer." }],
      baseVersion: 4,
    });
    expect(ask([], [{ op: "setSummary", value: "x" }], "viewer")).toMatchObject({
      ok: false,
      refusal: { code: "suggestViewOnly" },
    });
    expect(ask([], [{ op: "setTemplate", value: "modern-professional" }])).toMatchObject({
      ok: false,
      refusal: { code: "suggestionOpNotAllowed" },
    });
    expect(ask([], [{ op: "setSummary", value: "Backend engineer." }])).toMatchObject({
      ok: false,
      refusal: { code: "suggestionNoChange" },
    });
  });

  it("revises the author's pending suggestion on the same fields, and bounds the rate", () => {
    const first = made([{ op: "setSummary", value: "One." }]);
    const second = ask([first], [{ op: "setSummary", value: "Two." }], "suggester", 2_000);
    expect(second).toMatchObject({
      ok: true,
      revised: true,
      suggestion: { id: first.id, ops: [{ value: "Two." }], base: first.base, updatedAt: 2_000 },
    });
    const many = Array.from(
      { length: SUGGESTION_LIMITS.perAuthor },
      (_, i) => ({ ...first, id: `m${i}`, ops: [{ op: "setSkills", value: [`S${i}`] }] }) as Suggestion,
    );
    expect(ask(many, [{ op: "setSummary", value: "Later." }])).toMatchObject({
      ok: false,
      refusal: { code: "suggestionRate" },
    });
  });
});

describe("the bounds of what is kept", () => {
  it("refuses a suggestion once the pending ones of the resume take their share", () => {
    const big = {
      ...made([{ op: "setSummary", value: "x" }]),
      id: "big",
      author: { ...ana, userId: "u-other" },
      base: [{ key: "setSummary", value: "y".repeat(SUGGESTION_LIMITS.pendingBytesPerResume) }],
    };
    expect(ask([big], [{ op: "setSummary", value: "One more." }])).toMatchObject({
      ok: false,
      refusal: { code: "suggestionsFull" },
    });
  });
});

describe("deciding", () => {
  it("lets only owners and editors decide, once, and refuses a conflict unless forced", () => {
    const suggestion = made([{ op: "setSummary", value: "Staff engineer." }]);
    expect(planDecision(suggestion, "suggester", doc(), "accept")).toMatchObject({
      ok: false,
      refusal: { code: "suggestionDecideForbidden" },
    });
    expect(planDecision(suggestion, "owner", doc(), "accept")).toMatchObject({ ok: true, ops: suggestion.ops });
    const changed = doc("Changed by the owner.");
    expect(planDecision(suggestion, "owner", changed, "accept")).toMatchObject({
      ok: false,
      refusal: {
        code: "suggestionConflict",
        conflicts: [
          {
            key: "setSummary",
            base: "Backend engineer.",
            current: "Changed by the owner.",
            proposed: "Staff engineer.",
          },
        ],
      },
    });
    expect(planDecision(suggestion, "editor", changed, "accept", true)).toMatchObject({ ok: true });
    expect(planDecision(suggestion, "owner", changed, "reject")).toMatchObject({ ok: true, ops: [] });
    const done = decided(suggestion, "rejected", { userId: "u-o", name: "Olivia" }, 5);
    expect(planDecision(done, "owner", doc(), "accept")).toMatchObject({
      ok: false,
      refusal: { code: "suggestionDecided" },
    });
    expect(planDecision(undefined, "owner", doc(), "accept")).toMatchObject({
      ok: false,
      refusal: { code: "suggestionNotFound" },
    });
  });

  it("keeps a bounded history of decided suggestions", () => {
    const base = made([{ op: "setSummary", value: "x" }]);
    const all = Array.from({ length: SUGGESTION_LIMITS.decidedKept + 2 }, (_, i) =>
      decided({ ...base, id: `d${i}` }, "rejected", { userId: "o", name: "O" }, i),
    );
    expect(prunable(all)).toEqual(["d1", "d0"]);
  });
});

describe("the resume with all suggestions", () => {
  it("applies the pending ones in order and counts them per person", () => {
    const summary = made([{ op: "setSummary", value: "Staff engineer." }]);
    const skills = { ...made([{ op: "setSkills", value: ["Go", "Kubernetes"] }]), id: "s1", createdAt: 2_000 };
    const rejected = {
      ...made([{ op: "setPersonal", field: "address", value: "Paris" }]),
      id: "s2",
      status: "rejected" as const,
    };
    const projected = withSuggestions(doc(), [skills, summary, rejected]);
    expect([projected.data.summary, projected.data.skills, projected.data.personalInfo.address]).toEqual([
      "Staff engineer.",
      ["Go", "Kubernetes"],
      doc().data.personalInfo.address,
    ]);
    expect(pendingByAuthor([summary, skills, rejected])).toEqual([{ ...ana, count: 2, formerCollaborator: false }]);
  });
});
