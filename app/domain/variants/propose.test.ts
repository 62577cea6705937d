import { describe, expect, it } from "vitest";
import { validOpSchema } from "../resume/ops";
import { emptyResume, type ExperienceEntry, type ResumeData } from "../resume/schema";
import { proposablePaths, proposeToMaster } from "./propose";
import { syncVariant, type SyncOptions } from "./sync";

const JOB: SyncOptions = { translate: false };
const LANGUAGE: SyncOptions = { translate: true };

function job(id: string, overrides: Partial<ExperienceEntry> = {}): ExperienceEntry {
  return {
    id,
    company: `Company ${id}`,
    position: `Engineer ${id}`,
    startDate: "2020-01",
    endDate: "",
    current: false,
    description: `- Built ${id}`,
    ...overrides,
  };
}

function resume(overrides: Partial<ResumeData> = {}): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: { fullName: "Ada", email: "ada@example.com", phone: "", address: "London", linkedIn: "", github: "" },
    summary: "Engineer who ships.",
    skills: ["TypeScript", "Go"],
    experience: [job("a"), job("b")],
    ...overrides,
  };
}

/** A job variant of `resume()` with a tailored bullet, a new skill and an entry of its own. */
function tailored() {
  const base = resume();
  const variant = resume({ skills: ["TypeScript", "Go", "Kubernetes"] });
  variant.experience[1]!.description = "- Built b, cutting latency by 40%";
  variant.experience.splice(1, 0, job("own", { company: "Side Co", description: "- Ran the on-call rota" }));
  return { base, variant };
}

describe("proposeToMaster", () => {
  it("a changed text field becomes one suggestion setting the master's field to the variant's text", () => {
    const { base, variant } = tailored();
    const result = proposeToMaster(base, resume(), variant, ["experience.b.description", "skills"], JOB);
    expect(result).toEqual({
      ok: true,
      proposals: [
        {
          paths: ["experience.b.description"],
          ops: [
            {
              op: "setEntryField",
              section: "experience",
              id: "b",
              field: "description",
              value: "- Built b, cutting latency by 40%",
            },
          ],
        },
        { paths: ["skills"], ops: [{ op: "setSkills", value: ["TypeScript", "Go", "Kubernetes"] }] },
      ],
    });
  });

  it("the summary and the address use their own operations", () => {
    const base = resume();
    const variant = resume({
      summary: "Payments engineer.",
      personalInfo: { ...base.personalInfo, address: "Berlin" },
    });
    const result = proposeToMaster(base, base, variant, ["summary", "personalInfo.address"], JOB);
    expect(result.ok && result.proposals.map((proposal) => proposal.ops[0])).toEqual([
      { op: "setSummary", value: "Payments engineer." },
      { op: "setPersonal", field: "address", value: "Berlin" },
    ]);
  });

  it("an entry of the variant's own is added whole, after the entry it follows; its paths make one addition", () => {
    const { base, variant } = tailored();
    const result = proposeToMaster(
      base,
      resume(),
      variant,
      ["experience.own.description", "experience.own.position"],
      JOB,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.proposals).toHaveLength(1);
    expect(result.proposals[0]!.paths).toEqual(["experience.own.description", "experience.own.position"]);
    const op = validOpSchema.parse(result.proposals[0]!.ops[0]);
    expect(op).toMatchObject({
      op: "addEntry",
      section: "experience",
      index: 1,
      entry: { id: "own", company: "Side Co" },
    });
  });

  it("refuses a language variant, a structural field, an unchanged field, a field the master has already, and an entry the master removed", () => {
    const { base, variant } = tailored();
    expect(proposeToMaster(base, resume(), variant, ["skills"], LANGUAGE)).toEqual({
      ok: false,
      code: "proposeAcrossLanguages",
      paths: ["skills"],
    });
    expect(proposeToMaster(base, resume(), variant, ["experience.b.company", "settings", "skills"], JOB)).toEqual({
      ok: false,
      code: "proposeNotText",
      paths: ["experience.b.company", "settings"],
    });
    expect(proposeToMaster(base, resume(), variant, ["summary", "experience.zz.position"], JOB)).toEqual({
      ok: false,
      code: "proposeNotChanged",
      paths: ["summary", "experience.zz.position"],
    });
    const masterAgrees = resume({ skills: ["TypeScript", "Go", "Kubernetes"] });
    expect(proposeToMaster(base, masterAgrees, variant, ["skills"], JOB)).toMatchObject({
      ok: false,
      code: "proposeNotChanged",
    });
    const masterRemovedB = resume({ experience: [job("a")] });
    expect(proposeToMaster(base, masterRemovedB, variant, ["experience.b.description"], JOB)).toMatchObject({
      ok: false,
      code: "proposeEntryRemoved",
      paths: ["experience.b.description"],
    });
  });

  it("once the master accepts it, the variant has no upstream change back for that field", () => {
    const { base, variant } = tailored();
    const master = resume();
    const result = proposeToMaster(base, master, variant, ["experience.b.description"], JOB);
    expect(result.ok).toBe(true);
    const accepted = resume();
    accepted.experience[1]!.description = "- Built b, cutting latency by 40%";
    const synced = syncVariant({ base, needsTranslation: [] }, accepted, variant, JOB);
    expect(synced.changes).toEqual([]);
    expect(proposablePaths(synced.state.base, accepted, synced.variant, JOB).map((p) => p.path)).not.toContain(
      "experience.b.description",
    );
  });
});

describe("proposablePaths", () => {
  it("lists the changed text fields the master differs on and each own entry once", () => {
    const { base, variant } = tailored();
    expect(proposablePaths(base, resume(), variant, JOB)).toEqual([
      { path: "skills", newEntry: false },
      { path: "experience.own.position", newEntry: true },
      { path: "experience.b.description", newEntry: false },
    ]);
    expect(proposablePaths(base, resume(), variant, LANGUAGE)).toEqual([]);
    expect(proposablePaths(base, base, resume(), JOB)).toEqual([]);
  });
});
