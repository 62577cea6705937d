import { describe, expect, it } from "vitest";
import { applyEdit, blankEntry, moveItem, starterResume } from "./edit";
import { educationSchema, parseCommaList, resumeDataSchema } from "./schema";

describe("resume edits", () => {
  it("updates personal fields, summary and skills without touching the rest", () => {
    const start = starterResume("Ada", "ada@example.com");
    const next = applyEdit(applyEdit(start, { type: "personal", field: "phone", value: "123" }), { type: "summary", value: "Hi" });
    expect(next.personalInfo).toMatchObject({ fullName: "Ada", email: "ada@example.com", phone: "123" });
    expect(next.summary).toBe("Hi");
    expect(start.personalInfo.phone).toBe("");
  });

  it("adds, updates, reorders and removes entries by id", () => {
    let data = starterResume("", "");
    data = applyEdit(data, { type: "add", section: "experience", id: "a" });
    data = applyEdit(data, { type: "add", section: "experience", id: "b" });
    data = applyEdit(data, { type: "update", section: "experience", id: "b", patch: { company: "B Corp", current: true } });
    expect(data.experience.map((e) => e.id)).toEqual(["a", "b"]);
    data = applyEdit(data, { type: "move", section: "experience", from: 1, to: 0 });
    expect(data.experience.map((e) => [e.id, e.company])).toEqual([
      ["b", "B Corp"],
      ["a", ""],
    ]);
    data = applyEdit(data, { type: "remove", section: "experience", id: "b" });
    expect(data.experience.map((e) => e.id)).toEqual(["a"]);
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
  });

  it("an update cannot change an entry's id", () => {
    let data = applyEdit(starterResume("", ""), { type: "add", section: "projects", id: "p" });
    data = applyEdit(data, { type: "update", section: "projects", id: "p", patch: { id: "hijack", name: "X" } as never });
    expect(data.projects![0]).toMatchObject({ id: "p", name: "X" });
  });

  it("moves ignore out-of-range indexes", () => {
    expect(moveItem([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
  });

  it("blank entries are valid and comma lists are trimmed with empties dropped", () => {
    expect(educationSchema.safeParse(blankEntry("education")).success).toBe(true);
    expect(parseCommaList(" React, ,TypeScript ,  ")).toEqual(["React", "TypeScript"]);
  });
});
