import { describe, expect, it } from "vitest";
import { emptyTombstones } from "~/domain/collab/apply";
import type { RoomDocument } from "~/domain/resume/document";
import { starterResume } from "~/domain/resume/edit";
import { diffOps, rebase } from "./rebase";

const doc = (settings?: RoomDocument["data"]["settings"]): RoomDocument => ({
  data: { ...starterResume("Ada", "ada@example.com"), ...(settings ? { settings } : {}) },
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});

describe("rebase of the resume's language and direction", () => {
  it("the room's language and direction changes are replayed on a resume saved over REST meanwhile", () => {
    const base = doc();
    const ours = doc({ language: "de", direction: "rtl" });
    expect(diffOps(base, ours)).toEqual([
      { op: "setLanguage", value: "de" },
      { op: "setDirection", value: "rtl" },
    ]);
    const theirs: RoomDocument = { ...doc(), data: { ...doc().data, summary: "Saved over REST." } };
    const merged = rebase(base, ours, theirs, emptyTombstones());
    expect(merged.data.settings).toEqual({ language: "de", direction: "rtl" });
    expect(merged.data.summary).toBe("Saved over REST.");
  });

  it("no settings on either side and defaults written out are the same: no operation", () => {
    expect(diffOps(doc(), doc({ language: "en", direction: "auto" }))).toEqual([]);
  });
});
