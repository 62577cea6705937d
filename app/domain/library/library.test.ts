import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../resume/schema";
import { decideLibraryChanges, libraryChanges, type LibraryUse } from "./changes";
import {
  contentFromResume,
  createItemSchema,
  insertItem,
  parseContent,
  type EntryContent,
  type LibraryContent,
} from "./item";

function resume(): ResumeData {
  return {
    ...emptyResume(),
    experience: [
      {
        id: "job1",
        company: "Acme",
        position: "Engineer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: "- Built the billing service\n- Cut costs by 20%",
      },
    ],
    education: [
      {
        id: "edu1",
        institution: "MIT",
        degree: "BSc",
        fieldOfStudy: "Math",
        startDate: "2014-09",
        endDate: "2018-06",
      },
    ],
  };
}

type JobFields = Extract<EntryContent, { section: "experience" }>["entry"];
const job = (fields: Partial<JobFields> = {}): LibraryContent => ({
  section: "experience",
  entry: {
    company: "Initech",
    position: "Lead",
    startDate: "2018-01",
    endDate: "2019-12",
    current: false,
    description: "- Led the team",
    ...fields,
  },
});

let counter = 0;
const ids = () => `new${++counter}`;

describe("making an item", () => {
  it("copies an entry's fields without its id, or one line of its description", () => {
    expect(contentFromResume(resume(), "job1")).toEqual({
      section: "experience",
      entry: {
        company: "Acme",
        position: "Engineer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: "- Built the billing service\n- Cut costs by 20%",
      },
    });
    expect(contentFromResume(resume(), "edu1")).toMatchObject({ section: "education", entry: { degree: "BSc" } });
    expect(contentFromResume(resume(), "job1", 1)).toEqual({ text: "- Cut costs by 20%" });
    expect(contentFromResume(resume(), "job1", 5)).toBeNull();
    expect(contentFromResume(resume(), "nope")).toBeNull();
  });

  it("checks content against its kind", () => {
    expect(parseContent("bullet", { text: "  Shipped it " })).toEqual({ text: "Shipped it" });
    expect(parseContent("bullet", { text: "   " })).toBeNull();
    expect(parseContent("bullet", job())).toBeNull();
    expect(parseContent("entry", { text: "x" })).toBeNull();
    expect(parseContent("entry", { section: "experience", entry: { id: "x", company: "A" } })).toBeNull();
    expect(parseContent("entry", { section: "experience", entry: { company: "A" } })).toMatchObject({
      section: "experience",
      entry: { company: "A", position: "", description: "" },
    });
  });

  it("refuses content over 16 KB", () => {
    const big = { kind: "bullet", content: { text: "x".repeat(17 * 1024) } };
    expect(createItemSchema.safeParse(big).success).toBe(false);
    expect(createItemSchema.safeParse({ kind: "bullet", content: { text: "ok" } }).success).toBe(true);
  });
});

describe("inserting an item", () => {
  it("adds an entry with a fresh id, first or after the entry named", () => {
    const first = insertItem(resume(), job(), undefined, () => "fresh");
    expect(first.ok && first.data.experience.map((entry) => entry.id)).toEqual(["fresh", "job1"]);
    expect(first.ok && first.target).toEqual({ entryId: "fresh", line: null });
    const after = insertItem(resume(), job(), "job1", () => "fresh");
    expect(after.ok && after.data.experience.map((entry) => entry.id)).toEqual(["job1", "fresh"]);
    expect(after.ok && after.data.experience[1]).toMatchObject({ company: "Initech", position: "Lead" });
    expect(insertItem(resume(), job(), "missing", ids)).toEqual({ ok: false, reason: "entryNotFound" });
  });

  it("appends a bullet to an entry's description, and needs an entry with one", () => {
    const added = insertItem(resume(), { text: "- Led the team" }, "job1", ids);
    expect(added.ok && added.data.experience[0]!.description).toBe(
      "- Built the billing service\n- Cut costs by 20%\n- Led the team",
    );
    expect(added.ok && added.target).toEqual({ entryId: "job1", line: 2 });
    expect(insertItem(resume(), { text: "x" }, undefined, ids)).toEqual({ ok: false, reason: "bulletNeedsEntry" });
    expect(insertItem(resume(), { text: "x" }, "edu1", ids)).toEqual({ ok: false, reason: "bulletNeedsEntry" });
  });
});

function inserted(item: LibraryContent, after?: string) {
  const result = insertItem(resume(), item, after, () => "copy");
  if (!result.ok) throw new Error(result.reason);
  const use: LibraryUse = { id: "use1", itemId: "item1", ...result.target, base: item };
  return { data: result.data, use };
}

describe("library changes", () => {
  it("offers nothing while the item is unchanged, even when the resume changed its copy", () => {
    const { data, use } = inserted(job());
    expect(libraryChanges([{ use, item: job() }], data)).toEqual([]);
    data.experience[0]!.position = "Staff";
    expect(libraryChanges([{ use, item: job() }], data)).toEqual([]);
  });

  it("offers each field the item changed, side by side, also where the resume still has the base", () => {
    const { data, use } = inserted(job());
    data.experience[0]!.position = "Team lead";
    const now = job({ position: "Head of team", description: "- Led the team of 8" });
    const changes = libraryChanges([{ use, item: now }], data);
    expect(changes).toEqual([
      expect.objectContaining({
        itemId: "item1",
        path: "experience.copy.position",
        itemBefore: "Lead",
        itemNow: "Head of team",
        resumeNow: "Team lead",
      }),
      expect.objectContaining({
        path: "experience.copy.description",
        itemBefore: "- Led the team",
        itemNow: "- Led the team of 8",
        resumeNow: "- Led the team",
      }),
    ]);
    // Stable ids while the item's value is the same; another value, another id.
    expect(libraryChanges([{ use, item: now }], data)[0]!.id).toBe(changes[0]!.id);
    expect(libraryChanges([{ use, item: job({ position: "Boss" }) }], data)[0]!.id).not.toBe(changes[0]!.id);
  });

  it("offers nothing where the resume already has the item's new value, or lost the entry", () => {
    const { data, use } = inserted(job());
    data.experience[0]!.position = "Head";
    expect(libraryChanges([{ use, item: job({ position: "Head" }) }], data)).toEqual([]);
    data.experience.shift();
    expect(libraryChanges([{ use, item: job({ position: "Other" }) }], data)).toEqual([]);
  });

  it("takes: writes the item's value and moves the base; the next change is offered again", () => {
    const { data, use } = inserted(job());
    const now = job({ position: "Head", description: "- Led 8" });
    const [position, description] = libraryChanges([{ use, item: now }], data);
    const taken = decideLibraryChanges([{ use, item: now }], data, { take: [position!.id] });
    if (!taken.ok) throw new Error("refused");
    expect(taken.data.experience[0]!.position).toBe("Head");
    expect(taken.data.experience[0]!.description).toBe("- Led the team");
    expect(taken.changes.map((change) => change.id)).toEqual([description!.id]);
    const base = taken.bases.get("use1") as Extract<EntryContent, { section: "experience" }>;
    expect(base.entry.position).toBe("Head");
    expect(base.entry.description).toBe("- Led the team");
    const moved = { ...use, base };
    expect(
      libraryChanges([{ use: moved, item: job({ position: "CTO", description: "- Led 8" }) }], taken.data),
    ).toEqual([
      expect.objectContaining({ path: "experience.copy.position" }),
      expect.objectContaining({ path: "experience.copy.description" }),
    ]);
  });

  it("skips: keeps the resume's text and moves the base", () => {
    const { data, use } = inserted(job());
    const now = job({ position: "Head" });
    const [change] = libraryChanges([{ use, item: now }], data);
    const skipped = decideLibraryChanges([{ use, item: now }], data, { skip: [change!.id] });
    if (!skipped.ok) throw new Error("refused");
    expect(skipped.data).toEqual(data);
    expect(skipped.changes).toEqual([]);
    expect(libraryChanges([{ use: { ...use, base: skipped.bases.get("use1")! }, item: now }], data)).toEqual([]);
  });

  it("refuses an id not offered now", () => {
    const { data, use } = inserted(job());
    const [change] = libraryChanges([{ use, item: job({ position: "Head" }) }], data);
    expect(decideLibraryChanges([{ use, item: job({ position: "Boss" }) }], data, { take: [change!.id] })).toEqual({
      ok: false,
      unknown: [change!.id],
    });
  });

  it("offers a bullet's change on its line, found by its text when lines moved, and takes it there", () => {
    const { data, use } = inserted({ text: "- Led the team" }, "job1");
    expect(use).toMatchObject({ entryId: "job1", line: 2 });
    data.experience[0]!.description = `- A new first line\n${data.experience[0]!.description}`;
    const now = { text: "- Led the team of 8" };
    const [change] = libraryChanges([{ use, item: now }], data);
    expect(change).toMatchObject({
      path: "experience.job1.description",
      line: 3,
      itemBefore: "- Led the team",
      itemNow: "- Led the team of 8",
      resumeNow: "- Led the team",
    });
    const taken = decideLibraryChanges([{ use, item: now }], data, { take: [change!.id] });
    if (!taken.ok) throw new Error("refused");
    expect(taken.data.experience[0]!.description).toBe(
      "- A new first line\n- Built the billing service\n- Cut costs by 20%\n- Led the team of 8",
    );
    expect(taken.changes).toEqual([]);
  });

  it("appends a bullet whose line is gone when its change is taken", () => {
    const { data, use } = inserted({ text: "- Led the team" }, "job1");
    data.experience[0]!.description = "- Only one line now";
    const now = { text: "- Led the team of 8" };
    const [change] = libraryChanges([{ use, item: now }], data);
    expect(change).toMatchObject({ line: null, resumeNow: null });
    const taken = decideLibraryChanges([{ use, item: now }], data, { take: [change!.id] });
    if (!taken.ok) throw new Error("refused");
    expect(taken.data.experience[0]!.description).toBe("- Only one line now\n- Led the team of 8");
  });
});
