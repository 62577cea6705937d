import { describe, expect, it } from "vitest";
import { applyOps, emptyTombstones } from "../collab/apply";
import { editToOps } from "../collab/edit-ops";
import type { RoomDocument } from "./document";
import { blankEntry, starterResume, type ResumeEdit } from "./edit";
import { educationSchema, parseCommaList, resumeDataSchema, type ResumeData } from "./schema";

/** What the editor does with an edit: operations, applied as the room and every browser apply them. */
function edit(data: ResumeData, ...edits: ResumeEdit[]): ResumeData {
  let document: RoomDocument = { data, templateId: "modern-professional", jobDescription: null, pageSize: "A4" };
  const tombstones = emptyTombstones();
  for (const change of edits) document = applyOps(document, tombstones, editToOps(change, document.data)).document;
  return document.data;
}

describe("resume edits", () => {
  it("updates personal fields, summary and skills without touching the rest", () => {
    const start = starterResume("Ada", "ada@example.com");
    const next = edit(
      start,
      { type: "personal", field: "phone", value: "123" },
      { type: "summary", value: "Hi" },
      { type: "skills", value: ["Go"] },
    );
    expect(next.personalInfo).toMatchObject({ fullName: "Ada", email: "ada@example.com", phone: "123" });
    expect(next.summary).toBe("Hi");
    expect(next.skills).toEqual(["Go"]);
    expect(start.personalInfo.phone).toBe("");
  });

  it("adds, updates, reorders and removes entries by id", () => {
    let data = edit(
      starterResume("", ""),
      { type: "add", section: "experience", id: "a" },
      { type: "add", section: "experience", id: "b" },
    );
    data = edit(data, { type: "update", section: "experience", id: "b", patch: { company: "B Corp", current: true } });
    expect(data.experience.map((e) => e.id)).toEqual(["a", "b"]);
    data = edit(data, { type: "move", section: "experience", from: 1, to: 0 });
    expect(data.experience.map((e) => [e.id, e.company, e.current])).toEqual([
      ["b", "B Corp", true],
      ["a", "", false],
    ]);
    data = edit(data, { type: "remove", section: "experience", id: "b" });
    expect(data.experience.map((e) => e.id)).toEqual(["a"]);
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
  });

  it("an update cannot change an entry's id", () => {
    const data = edit(
      starterResume("", ""),
      { type: "add", section: "projects", id: "p" },
      { type: "update", section: "projects", id: "p", patch: { id: "hijack", name: "X" } as never },
    );
    expect(data.projects![0]).toMatchObject({ id: "p", name: "X" });
  });

  it("a move to an index out of range changes nothing", () => {
    const start = edit(
      starterResume("", ""),
      { type: "add", section: "education", id: "x" },
      { type: "add", section: "education", id: "y" },
    );
    expect(edit(start, { type: "move", section: "education", from: 0, to: 5 }).education.map((e) => e.id)).toEqual([
      "x",
      "y",
    ]);
    expect(edit(start, { type: "move", section: "education", from: 1, to: 0 }).education.map((e) => e.id)).toEqual([
      "y",
      "x",
    ]);
  });

  it("blank entries are valid and comma lists are trimmed with empties dropped", () => {
    expect(educationSchema.safeParse(blankEntry("education")).success).toBe(true);
    expect(parseCommaList(" React, ,TypeScript ,  ")).toEqual(["React", "TypeScript"]);
  });
});
