import { describe, expect, it } from "vitest";
import { basisOf, confidenceWord } from "./job-reading-text";

describe("the job's reading in words", () => {
  it("says sure from 0.75, likely from 0.5, unsure below", () => {
    expect([1, 0.75, 0.7499, 0.5, 0.4999, 0].map(confidenceWord)).toEqual([
      "sure",
      "sure",
      "likely",
      "likely",
      "unsure",
      "unsure",
    ]);
  });

  it("names what spoke: the user's choice first, then the title with the skills, then the skills and duties", () => {
    const basis = (title: boolean, skillsUsed: number, skillsTotal: number, duties: boolean) => ({
      title,
      skillsUsed,
      skillsTotal,
      duties,
    });
    expect(basisOf({ chosen: true, basis: basis(true, 9, 11, true) })).toEqual({ key: "chosen", used: 0, total: 0 });
    expect(basisOf({ chosen: false, basis: basis(true, 9, 11, true) })).toEqual({
      key: "titleSkills",
      used: 9,
      total: 11,
    });
    expect(basisOf({ chosen: false, basis: basis(true, 0, 0, true) }).key).toBe("title");
    // Skills the job names but that did not speak add nothing to "from the title".
    expect(basisOf({ chosen: false, basis: basis(true, 0, 1, true) }).key).toBe("title");
    expect(basisOf({ chosen: false, basis: basis(false, 0, 4, true) }).key).toBe("duties");
    expect(basisOf({ chosen: false, basis: basis(false, 2, 5, true) })).toEqual({
      key: "skillsDuties",
      used: 2,
      total: 5,
    });
    expect(basisOf({ chosen: false, basis: basis(false, 2, 5, false) }).key).toBe("skills");
    expect(basisOf({ chosen: false, basis: basis(false, 0, 0, true) }).key).toBe("duties");
    expect(basisOf({ chosen: false, basis: basis(false, 0, 0, false) }).key).toBe("unknown");
    expect(basisOf({}).key).toBe("unknown");
  });
});
