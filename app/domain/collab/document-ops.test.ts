import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyResume } from "../resume/schema";
import { applyOps, emptyTombstones, type Tombstones } from "./apply";
import { documentToOps } from "./document-ops";
import type { RoomDocument } from "../resume/document";

const ids = fc.constantFrom("a", "b", "c", "d", "e", "f");
const words = fc
  .array(fc.constantFrom("led", "built", "Go", "team", "", "x"), { maxLength: 4 })
  .map((list) => list.join(" "));
const experience = fc.uniqueArray(
  fc.record({
    id: ids,
    company: words,
    position: words,
    startDate: fc.constantFrom("", "2020-01"),
    endDate: fc.constantFrom("", "2021-05"),
    current: fc.boolean(),
    description: words,
  }),
  { selector: (entry) => entry.id, maxLength: 5 },
);
const projects = fc.uniqueArray(
  fc.record({
    id: ids,
    name: words,
    description: words,
    technologies: fc.array(fc.constantFrom("TS", "Go"), { maxLength: 2 }),
    githubLink: fc.constant(""),
    liveLink: fc.constant(""),
  }),
  { selector: (entry) => entry.id, maxLength: 4 },
);
const documentArb: fc.Arbitrary<RoomDocument> = fc
  .record({
    name: words,
    summary: words,
    skills: fc.array(fc.constantFrom("Go", "Perl", "Kubernetes"), { maxLength: 3 }),
    experience,
    projects,
    templateId: fc.constantFrom("modern-professional" as const, "classic-executive" as const),
    pageSize: fc.constantFrom("A4" as const, "Letter" as const),
    job: fc.option(
      fc.record({ title: fc.constant("Engineer"), company: words, description: fc.constant("Build things") }),
      { nil: null },
    ),
  })
  .map(({ name, summary, skills, experience, projects, templateId, pageSize, job }) => ({
    data: {
      ...emptyResume(),
      personalInfo: { ...emptyResume().personalInfo, fullName: name },
      summary,
      skills,
      experience,
      projects,
    },
    templateId,
    pageSize,
    jobDescription: job,
  }));

/** Entry ids replaced by their position, to compare documents whose re-added entries got fresh ids. */
function withoutIds(document: RoomDocument) {
  const strip = (list: Array<{ id: string }> | undefined) => (list ?? []).map(({ id: _id, ...rest }) => rest);
  return {
    ...document,
    data: {
      ...document.data,
      experience: strip(document.data.experience),
      education: strip(document.data.education),
      projects: strip(document.data.projects),
    },
  };
}

describe("documentToOps", () => {
  it("gives operations that turn `from` into `to` (property)", () => {
    fc.assert(
      fc.property(documentArb, documentArb, (from, to) => {
        const tombstones = emptyTombstones();
        const ops = documentToOps(from, to, tombstones);
        const result = applyOps(from, tombstones, ops).document;
        expect(result).toEqual(to);
        // Nothing to do between equal documents.
        expect(documentToOps(to, to)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("brings back an entry the current document removed under a fresh id (its id is tombstoned)", () => {
    fc.assert(
      fc.property(documentArb, documentArb, fc.subarray(["a", "b", "c", "d", "e", "f"]), (from, to, removed) => {
        const tombstones: Tombstones = {
          experience: [...removed],
          education: [],
          projects: [...removed],
          extraSections: [],
        };
        // The current document cannot hold an entry whose id is tombstoned.
        const current = {
          ...from,
          data: {
            ...from.data,
            experience: from.data.experience.filter((entry) => !removed.includes(entry.id)),
            projects: from.data.projects?.filter((entry) => !removed.includes(entry.id)),
          },
        };
        let counter = 0;
        const ops = documentToOps(current, to, structuredClone(tombstones), () => `fresh${++counter}`);
        const result = applyOps(current, structuredClone(tombstones), ops).document;
        expect(withoutIds(result)).toEqual(withoutIds(to));
      }),
      { numRuns: 300 },
    );
  });

  it("touches only the fields that differ", () => {
    const from: RoomDocument = {
      data: { ...emptyResume(), summary: "Old", skills: ["Go"] },
      templateId: "modern-professional",
      pageSize: "A4",
      jobDescription: null,
    };
    const to: RoomDocument = { ...from, data: { ...from.data, summary: "New" } };
    expect(documentToOps(from, to)).toEqual([{ op: "setSummary", value: "New" }]);
  });

  it("carries the resume's language and direction, a resume without settings reading as the defaults", () => {
    const base = {
      data: emptyResume(),
      templateId: "modern-professional" as const,
      pageSize: "A4" as const,
      jobDescription: null,
    };
    const german = {
      ...base,
      data: { ...base.data, settings: { language: "de" as const, direction: "rtl" as const } },
    };
    const ops = documentToOps(base, german);
    expect(ops).toEqual([
      { op: "setLanguage", value: "de" },
      { op: "setDirection", value: "rtl" },
    ]);
    expect(applyOps(base, emptyTombstones(), ops).document.data.settings).toEqual({ language: "de", direction: "rtl" });
    // Back to the defaults: a version saved before settings existed restores English, automatic.
    expect(documentToOps(german, base)).toEqual([
      { op: "setLanguage", value: "en" },
      { op: "setDirection", value: "auto" },
    ]);
  });
});
