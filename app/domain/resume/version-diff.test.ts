import { describe, expect, it } from "vitest";
import { diffDocuments, summarizeChanges } from "./version-diff";
import { doc, job } from "../../../tests/fixtures/room-documents";
import { diffWords } from "./word-diff";

describe("summarizeChanges", () => {
  it("says what changed per section in one line", () => {
    const before = doc();
    const after = doc({
      summary: "Senior engineer.",
      skills: ["Go", "Kubernetes"],
      experience: [job("e1", "Senior Developer"), job("e2", "Lead", "Led 5"), job("e3", "Intern")],
    });
    expect(summarizeChanges(before, after)).toBe(
      "Summary edited; Skills: +Kubernetes, -Perl; Experience: 2 entries edited",
    );
  });

  it("counts added, removed and reordered entries, and names template and job changes", () => {
    const before = doc();
    const after = doc(
      { experience: [job("e3", "Intern"), job("e1", "Developer"), job("e9", "New")] },
      { templateId: "classic-executive", jobDescription: { title: "SRE", company: "", description: "Run things" } },
    );
    expect(summarizeChanges(before, after)).toBe(
      "Experience: 1 entry added, 1 entry removed, reordered; Template: classic-executive; Job description added",
    );
  });

  it("first version, and no changes", () => {
    expect(summarizeChanges(null, doc())).toBe("First version");
    expect(summarizeChanges(doc(), doc())).toBe("No changes");
  });

  it("shortens long skill lists", () => {
    expect(summarizeChanges(doc({ skills: [] }), doc({ skills: ["A", "B", "C", "D", "E", "F"] }))).toBe(
      "Skills: +A, +B, +C, +D and 2 more",
    );
  });
});

describe("diffDocuments", () => {
  it("lists only changed sections, with word-level parts per field", () => {
    const sections = diffDocuments(
      doc(),
      doc({ summary: "Senior engineer.", experience: [job("e1", "Developer"), job("e2", "Lead")] }),
    );
    expect(sections.map((section) => section.label)).toEqual(["Summary", "Experience"]);
    expect(sections[0]!.fields[0]!.parts).toEqual([
      { kind: "removed", text: "Engineer." },
      { kind: "added", text: "Senior engineer." },
    ]);
    expect(sections[1]!.entries).toMatchObject([{ id: "e3", status: "removed", title: "Intern at Acme" }]);
  });

  it("is empty for equal documents", () => {
    expect(diffDocuments(doc(), doc())).toEqual([]);
  });

  it("reads a switch never set as off: setting it off is no change, on is", () => {
    const kept = (keepTogether: boolean) =>
      doc({ experience: [{ ...job("e1", "Developer"), keepTogether }, job("e2", "Lead"), job("e3", "Intern")] });
    expect(diffDocuments(doc(), kept(false))).toEqual([]);
    expect(diffDocuments(doc(), kept(true))[0]!.entries[0]!.fields).toMatchObject([
      { field: "keepTogether", label: "Keep on one page", before: "No", after: "Yes" },
    ]);
  });
});

describe("diffWords", () => {
  it("marks only the words that changed", () => {
    expect(diffWords("Built the API in Go", "Built the fast API in Rust")).toEqual([
      { kind: "same", text: "Built the " },
      { kind: "added", text: "fast " },
      { kind: "same", text: "API in " },
      { kind: "removed", text: "Go" },
      { kind: "added", text: "Rust" },
    ]);
  });

  it("reassembles both texts from its parts", () => {
    const a = "one two three four five six";
    const b = "zero two three 4 five six seven";
    const parts = diffWords(a, b);
    expect(
      parts
        .filter((part) => part.kind !== "added")
        .map((part) => part.text)
        .join(""),
    ).toBe(a);
    expect(
      parts
        .filter((part) => part.kind !== "removed")
        .map((part) => part.text)
        .join(""),
    ).toBe(b);
  });
});

describe("diffWords on rewrites", () => {
  it("shows a full rewrite as one removal and one addition, not interleaved around spaces", () => {
    expect(diffWords("Platform engineer who ships.", "Rewritten by Fran entirely.")).toEqual([
      { kind: "removed", text: "Platform engineer who ships." },
      { kind: "added", text: "Rewritten by Fran entirely." },
    ]);
  });
});

describe("diffWords around a change in the middle", () => {
  it("keeps the unchanged words before and after it", () => {
    expect(diffWords("I led the team at Acme", "I managed the team at Acme")).toEqual([
      { kind: "same", text: "I " },
      { kind: "removed", text: "led " },
      { kind: "added", text: "managed " },
      { kind: "same", text: "the team at Acme" },
    ]);
  });
});
