import { describe, expect, it } from "vitest";
import { extractJob } from "./extract-job";
import { federalGradeLevel } from "./seniority";

describe("federal grades as a posting's level", () => {
  it("reads the grade a posting names, or one above the grade it asks applicants to have reached", () => {
    expect(federalGradeLevel("Accountant GS-0510-07")).toBe(1);
    expect(federalGradeLevel("IT Specialist (SYSADMIN) GS-2210-11")).toBe(2);
    expect(
      federalGradeLevel("one year of specialized experience equivalent to the next lower grade level, i.e., GS-11"),
    ).toBe(3);
    expect(federalGradeLevel("Supervisory position at GS-14")).toBe(4);
    expect(federalGradeLevel("A posting with no grade")).toBeNull();
  });

  it("sets the level of a posting whose title names none, and leaves a title's own level alone", () => {
    expect(
      extractJob(
        "Accountant\nDuties\nReconcile accounts.\nQualifications\nSpecialized experience equivalent to the next lower grade level, GS-12.",
      ).seniority,
    ).toBe(3);
    expect(extractJob("Staff Accountant\nDuties\nReconcile accounts.").seniority).toBe(2);
    expect(extractJob("Senior Accountant\nQualifications\nGS-07").seniority).toBe(3);
  });
});
