import { describe, expect, it } from "vitest";
import { emptyResume, type ExperienceEntry, type ResumeData } from "../resume/schema";
import {
  decideUpstream,
  initialSyncState,
  markTranslated,
  syncVariant,
  textPaths,
  upstreamChangeId,
  valueAt,
  type SyncOptions,
  type VariantSyncState,
} from "./sync";

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

function master(overrides: Partial<ResumeData> = {}): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 1",
      address: "London",
      linkedIn: "",
      github: "",
    },
    summary: "Engineer who ships.",
    skills: ["TypeScript", "Go"],
    experience: [job("a"), job("b")],
    education: [
      {
        id: "ed1",
        institution: "Cambridge",
        degree: "BSc",
        fieldOfStudy: "Mathematics",
        startDate: "2010-09",
        endDate: "2013-06",
      },
    ],
    ...overrides,
  };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A variant just made from `base`, then edited by `edit`. */
function variantOf(base: ResumeData, options: SyncOptions, edit: (data: ResumeData) => void = () => {}) {
  const state = initialSyncState(base, options);
  const data = clone(base);
  edit(data);
  return { state, data };
}

describe("syncVariant: structure always follows", () => {
  it("a structural field the master changed wins even where the variant changed it; one it did not change stays the variant's", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience[0]!.company = "Variant Co";
      variant.personalInfo.phone = "+49 2";
    });
    const now = master({ personalInfo: { ...base.personalInfo, email: "ada@new.example" } });
    now.experience[0]!.company = "Renamed Co";
    now.experience[1]!.startDate = "2019-05";
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.experience[0]!.company).toBe("Renamed Co");
    expect(result.variant.experience[1]!.startDate).toBe("2019-05");
    expect(result.variant.personalInfo.email).toBe("ada@new.example");
    expect(result.variant.personalInfo.phone).toBe("+49 2");
    expect(result.changes).toEqual([]);
  });

  it("an entry the master added arrives after the entry it follows there, whole", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience[0]!.description = "- Tailored a";
    });
    const now = master({ experience: [job("new"), job("a"), job("mid"), job("b")] });
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.experience.map((entry) => entry.id)).toEqual(["new", "a", "mid", "b"]);
    expect(result.variant.experience[2]).toEqual(job("mid"));
    expect(result.variant.experience[1]!.description).toBe("- Tailored a");
    expect(result.state.needsTranslation).toEqual([]);
  });

  it("an entry the master removed goes, even one the variant edited, and its waiting change with it", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience[1]!.description = "- Tailored b";
    });
    const edited = master();
    edited.experience[1]!.description = "- Master b";
    const waiting = syncVariant(state, edited, data, JOB);
    expect(waiting.changes.map((change) => change.path)).toEqual(["experience.b.description"]);

    const removed = master({ experience: [job("a")] });
    const result = syncVariant(waiting.state, removed, waiting.variant, JOB);
    expect(result.variant.experience.map((entry) => entry.id)).toEqual(["a"]);
    expect(result.changes).toEqual([]);
  });

  it("entries the master moved take its order; the variant's own entry stays after the one it followed", () => {
    const base = master({ experience: [job("a"), job("b"), job("c")] });
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience.splice(1, 0, job("own"));
    });
    const now = master({ experience: [job("c"), job("a"), job("b")] });
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.experience.map((entry) => entry.id)).toEqual(["c", "a", "own", "b"]);
  });

  it("without a move in the master, the variant keeps its own order (a new entry goes after the one it follows in the master)", () => {
    const base = master({ experience: [job("a"), job("b"), job("c")] });
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience.reverse();
    });
    const now = master({ experience: [job("a"), job("b"), job("c"), job("d")] });
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.experience.map((entry) => entry.id)).toEqual(["c", "d", "b", "a"]);
  });

  it("an entry the variant removed stays removed; the variant's own entries stay", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.experience = [variant.experience[1]!, job("own")];
    });
    const now = master();
    now.experience[0]!.description = "- Changed a";
    now.experience[0]!.company = "Changed Co";
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.experience.map((entry) => entry.id)).toEqual(["b", "own"]);
    expect(result.changes).toEqual([]);
  });
});

describe("syncVariant: text follows unless the variant changed it", () => {
  it("the master's summary follows into a variant whose summary is unchanged", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB);
    const result = syncVariant(state, master({ summary: "Engineer who ships, fast." }), data, JOB);
    expect(result.variant.summary).toBe("Engineer who ships, fast.");
    expect(result.changes).toEqual([]);
  });

  it("where the variant changed it, the master's change waits and the variant's text is not overwritten", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.summary = "Backend engineer for payments.";
      variant.skills = ["Go", "TypeScript"];
      variant.experience[0]!.position = "Backend Engineer";
    });
    const now = master({ summary: "Engineer who ships, fast.", skills: ["TypeScript", "Go", "Rust"] });
    now.experience[0]!.position = "Senior Engineer a";
    const result = syncVariant(state, now, data, JOB);
    expect(result.variant.summary).toBe("Backend engineer for payments.");
    expect(result.variant.skills).toEqual(["Go", "TypeScript"]);
    expect(result.variant.experience[0]!.position).toBe("Backend Engineer");
    expect(result.changes).toEqual([
      {
        id: upstreamChangeId("summary", "Engineer who ships, fast."),
        path: "summary",
        masterBefore: "Engineer who ships.",
        masterAfter: "Engineer who ships, fast.",
        variantNow: "Backend engineer for payments.",
      },
      expect.objectContaining({
        path: "skills",
        masterAfter: ["TypeScript", "Go", "Rust"],
        variantNow: ["Go", "TypeScript"],
      }),
      expect.objectContaining({
        path: "experience.a.position",
        masterBefore: "Engineer a",
        masterAfter: "Senior Engineer a",
      }),
    ]);
  });

  it("a waiting change keeps waiting, with its base, until decided; a newer master text gives it a new id", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.summary = "Mine.";
    });
    const first = syncVariant(state, master({ summary: "Theirs 1." }), data, JOB);
    const again = syncVariant(first.state, master({ summary: "Theirs 1." }), first.variant, JOB);
    expect(again.changes).toEqual(first.changes);
    const newer = syncVariant(again.state, master({ summary: "Theirs 2." }), again.variant, JOB);
    expect(newer.changes).toHaveLength(1);
    expect(newer.changes[0]).toMatchObject({ masterBefore: "Engineer who ships.", masterAfter: "Theirs 2." });
    expect(newer.changes[0]!.id).not.toBe(first.changes[0]!.id);
  });

  it("when the variant made the master's change itself, nothing waits", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.summary = "Same fix.";
    });
    const result = syncVariant(state, master({ summary: "Same fix." }), data, JOB);
    expect(result.changes).toEqual([]);
    expect(result.state.base.summary).toBe("Same fix.");
  });

  it("a master that did not change a field leaves the variant's text, whatever it is", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB, (variant) => {
      variant.summary = "Mine.";
      variant.experience[0]!.description = "- Mine";
    });
    const result = syncVariant(state, master(), data, JOB);
    expect(result.variant).toEqual(data);
    expect(result.changes).toEqual([]);
  });
});

describe("decideUpstream: take and skip", () => {
  function waiting(options: SyncOptions = JOB) {
    const base = master();
    const { state, data } = variantOf(base, options, (variant) => {
      variant.summary = "Mine.";
      variant.experience[0]!.description = "- Mine";
    });
    const now = master({ summary: "Theirs." });
    now.experience[0]!.description = "- Theirs";
    return { now, synced: syncVariant(state, now, data, options) };
  }

  it("taking writes the master's text into the variant; the change waits no more", () => {
    const { now, synced } = waiting();
    const summary = synced.changes.find((change) => change.path === "summary")!;
    const decided = decideUpstream(synced, now, { take: [summary.id] }, JOB);
    if (!decided.ok) throw new Error("refused");
    expect(decided.variant.summary).toBe("Theirs.");
    expect(decided.variant.experience[0]!.description).toBe("- Mine");
    expect(decided.changes.map((change) => change.path)).toEqual(["experience.a.description"]);
    expect(syncVariant(decided.state, now, decided.variant, JOB).changes).toEqual(decided.changes);
  });

  it("skipping keeps the variant's text; the change waits no more, until the master changes the field again", () => {
    const { now, synced } = waiting();
    const ids = synced.changes.map((change) => change.id);
    const decided = decideUpstream(synced, now, { skip: ids }, JOB);
    if (!decided.ok) throw new Error("refused");
    expect(decided.variant.summary).toBe("Mine.");
    expect(decided.variant.experience[0]!.description).toBe("- Mine");
    expect(decided.changes).toEqual([]);
    const later = syncVariant(decided.state, { ...now, summary: "Theirs, again." }, decided.variant, JOB);
    expect(later.changes).toEqual([
      expect.objectContaining({
        path: "summary",
        masterBefore: "Theirs.",
        masterAfter: "Theirs, again.",
        variantNow: "Mine.",
      }),
    ]);
  });

  it("unknown ids refuse the whole decision", () => {
    const { now, synced } = waiting();
    const decided = decideUpstream(synced, now, { take: [synced.changes[0]!.id, "u-nope"] }, JOB);
    expect(decided).toEqual({ ok: false, unknown: ["u-nope"] });
  });

  it("a change taken into a language variant needs translation", () => {
    const { now, synced } = waiting(LANGUAGE);
    const summary = synced.changes.find((change) => change.path === "summary")!;
    const decided = decideUpstream(synced, now, { take: [summary.id] }, LANGUAGE);
    if (!decided.ok) throw new Error("refused");
    expect(decided.state.needsTranslation).toContain("summary");
  });
});

describe("needs translation in a language variant", () => {
  it("a new language variant has every text field to translate; translating one clears its marker", () => {
    const base = master();
    const state = initialSyncState(base, LANGUAGE);
    expect(state.needsTranslation).toEqual(textPaths(base));
    expect(state.needsTranslation).toEqual(
      expect.arrayContaining(["summary", "skills", "experience.a.description", "education.ed1.degree"]),
    );
    const data = clone(base);
    data.summary = "Ingenieurin, die liefert.";
    const result = syncVariant(state, base, data, LANGUAGE);
    expect(result.state.needsTranslation).not.toContain("summary");
    expect(result.state.needsTranslation).toContain("experience.a.description");
  });

  it("a new master entry arrives with its text marked; its structure is not", () => {
    const base = master();
    const { data } = variantOf(base, LANGUAGE, (variant) => {
      variant.summary = "Ingenieurin, die liefert.";
    });
    const state: VariantSyncState = { base: initialSyncState(base, LANGUAGE).base, needsTranslation: [] };
    const now = master({ experience: [job("new"), job("a"), job("b")] });
    const result = syncVariant(state, now, data, LANGUAGE);
    expect(result.variant.experience[0]).toEqual(job("new"));
    expect(result.state.needsTranslation.sort()).toEqual(["experience.new.description", "experience.new.position"]);
  });

  it("a job variant marks nothing", () => {
    const base = master();
    const { state, data } = variantOf(base, JOB);
    const result = syncVariant(state, master({ experience: [job("new"), job("a"), job("b")] }), data, JOB);
    expect(result.state.needsTranslation).toEqual([]);
  });

  it("text that follows into an untranslated field stays marked", () => {
    const base = master();
    const { state, data } = variantOf(base, LANGUAGE);
    const result = syncVariant(state, master({ summary: "Newer English." }), data, LANGUAGE);
    expect(result.variant.summary).toBe("Newer English.");
    expect(result.state.needsTranslation).toContain("summary");
  });
});

describe("markTranslated: the same in both languages", () => {
  it("a field marked translated stays unmarked through later syncs, even though its text is the master's", () => {
    const base = master();
    const { state, data } = variantOf(base, LANGUAGE);
    expect(state.needsTranslation).toContain("personalInfo.address");
    const marked = markTranslated(state, ["personalInfo.address", "skills", "not.a.path"]);
    expect(marked.needsTranslation).not.toContain("personalInfo.address");
    expect(marked.needsTranslation).not.toContain("skills");
    expect(marked.needsTranslation).toContain("summary");
    expect(marked.base).toEqual(state.base);
    // The master changes something else: the field stays translated, and syncing again too.
    const first = syncVariant(marked, master({ summary: "Newer." }), data, LANGUAGE);
    expect(first.state.needsTranslation).not.toContain("personalInfo.address");
    expect(first.state.needsTranslation).not.toContain("skills");
    const second = syncVariant(first.state, master({ summary: "Newer." }), first.variant, LANGUAGE);
    expect(second.state.needsTranslation).not.toContain("personalInfo.address");
  });

  it("the marker comes back when the master's text of that field changes again", () => {
    const base = master();
    const { state, data } = variantOf(base, LANGUAGE);
    const marked = markTranslated(state, ["skills"]);
    const result = syncVariant(marked, master({ skills: ["TypeScript", "Go", "SQL"] }), data, LANGUAGE);
    expect(result.variant.skills).toEqual(["TypeScript", "Go", "SQL"]);
    expect(result.state.needsTranslation).toContain("skills");
  });
});

describe("syncing twice changes nothing", () => {
  it("the second sync returns the same content, state and changes", () => {
    const base = master({ experience: [job("a"), job("b"), job("c")] });
    const { state, data } = variantOf(base, LANGUAGE, (variant) => {
      variant.summary = "Ingenieurin.";
      variant.experience.push(job("own"));
      variant.experience[1]!.description = "- Gebaut b";
    });
    const now = master({ summary: "New.", experience: [job("c"), job("new"), job("a"), job("b")] });
    now.experience[3]!.description = "- Built b better";
    now.experience[0]!.endDate = "2024-02";
    const first = syncVariant(state, now, data, LANGUAGE);
    expect(first.changes.length).toBe(2);
    const second = syncVariant(first.state, now, first.variant, LANGUAGE);
    expect(second).toEqual(first);
    expect(valueAt(second.variant, "experience.c.endDate")).toBe("2024-02");
  });

  it("settings never flow: the variant keeps its language", () => {
    const base = master({ settings: { language: "en", direction: "auto" } });
    const { state, data } = variantOf(base, LANGUAGE, (variant) => {
      variant.settings = { language: "de", direction: "auto" };
    });
    const result = syncVariant(state, master({ settings: { language: "en", direction: "ltr" } }), data, LANGUAGE);
    expect(result.variant.settings).toEqual({ language: "de", direction: "auto" });
    expect(result.state.base.settings).toBeUndefined();
  });
});
