import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { indexSpellings, type IndexRow, type RawEntry } from "./dictionary-index";
import { occupationByCode, skillsUsedBy } from "./occupations";
import occupationsFile from "./occupations.json";
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

  it("is the dictionary the occupations' skill table was built from (rebuild with scripts/build-occupations.mjs)", () => {
    // The table is keyed by entry index: "Act!" taken out of the dictionary once gave every later
    // skill its neighbour's occupations ("Adobe Captivate" read as loan officers' software).
    const names = (rawDictionary.entries as unknown as RawEntry[]).map(([name]) => name);
    const digest = createHash("sha256").update(JSON.stringify(names)).digest("hex").slice(0, 16);
    expect(occupationsFile.dictionaryDigest).toBe(digest);
    const skill = (name: string) => names.indexOf(name);
    const uses = (code: string, name: string) =>
      skillsUsedBy(occupationByCode(code)!.id, [{ skill: skill(name), weight: 1 }]) > 0;
    expect(uses("13-1151.00", "Adobe Captivate")).toBe(true); // Training and Development Specialists
    expect(uses("13-2072.00", "Adobe Captivate")).toBe(false); // Loan Officers
    expect(uses("29-1051.00", "Pyxis MedStation")).toBe(true); // Pharmacists
  });

  it("stores keys made by the current tokenizer and stemmer (rebuild with scripts/build-skills-dictionary.mjs)", () => {
    expect(indexSpellings(rawDictionary.entries as unknown as RawEntry[])).toEqual(
      rawDictionary.index as unknown as IndexRow[],
    );
  });
});
