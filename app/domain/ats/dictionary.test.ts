import { describe, expect, it } from "vitest";
import { indexSpellings, type IndexRow, type RawEntry } from "./dictionary-index";
import rawDictionary from "./skills-dictionary.json";

describe("skills dictionary", () => {
  it("carries the O*NET attribution", () => {
    expect(rawDictionary.attribution).toContain("O*NET OnLine by the U.S. Department of Labor");
    expect(rawDictionary.attribution).toContain("CC BY 4.0");
  });

  it("is compact and cleaned", () => {
    const names = (rawDictionary.entries as unknown as RawEntry[]).map(([name]) => name);
    expect(names.length).toBeGreaterThan(1000);
    expect(names.length).toBeLessThan(3000);
    expect(JSON.stringify(rawDictionary).length).toBeLessThan(300 * 1024);
    expect(names.filter((name) => / software$/i.test(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        "AWS",
        "Java",
        "Excel",
        "Kubernetes",
        "CPR",
        "EHR",
        "CRM",
        "B2B sales",
        "Lead generation",
        "Budgeting",
      ]),
    );
    expect(names).not.toContain("Amazon Web Services AWS");
  });

  it("stores keys made by the current tokenizer and stemmer (rebuild with scripts/build-skills-dictionary.mjs)", () => {
    expect(indexSpellings(rawDictionary.entries as unknown as RawEntry[])).toEqual(
      rawDictionary.index as unknown as IndexRow[],
    );
  });
});
