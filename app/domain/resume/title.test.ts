import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "./schema";
import { suggestedTitle, uniqueTitle } from "./title";

function withRoles(
  fullName: string,
  roles: { position: string; startDate: string; endDate: string; current?: boolean }[],
): ResumeData {
  const data = emptyResume();
  data.personalInfo.fullName = fullName;
  data.experience = roles.map((role, index) => ({
    id: `e${index}`,
    company: "Acme",
    description: "",
    current: false,
    ...role,
  }));
  return data;
}

describe("a new resume's title", () => {
  it("names the person and the role held now, wherever it is listed", () => {
    const data = withRoles("Priya Raman", [
      { position: "Analyst", startDate: "2016-01", endDate: "2018-12" },
      { position: "Data Engineer", startDate: "2019-01", endDate: "", current: true },
    ]);
    expect(suggestedTitle(data)).toBe("Priya Raman — Data Engineer");
  });

  it("takes the latest role started when none is current", () => {
    const data = withRoles("Priya Raman", [
      { position: "Analyst", startDate: "2016-01", endDate: "2018-12" },
      { position: "Lead Analyst", startDate: "2019-02", endDate: "2023-05" },
    ]);
    expect(suggestedTitle(data)).toBe("Priya Raman — Lead Analyst");
  });

  it("falls back to the name, then to Untitled", () => {
    expect(suggestedTitle(withRoles("Priya Raman", []))).toBe("Priya Raman's resume");
    expect(suggestedTitle(withRoles("", [{ position: "Nurse", startDate: "2020-01", endDate: "" }]))).toBe("Nurse");
    expect(suggestedTitle(withRoles("  ", []))).toBe("Untitled resume");
  });

  it("stays within the title limit with room for a number", () => {
    const title = suggestedTitle(
      withRoles("A".repeat(200), [{ position: "B".repeat(200), startDate: "2020-01", endDate: "" }]),
    );
    expect(title.length).toBeLessThanOrEqual(114);
  });

  it("numbers a title the owner already has, from 2, ignoring case", () => {
    expect(uniqueTitle("Priya Raman's resume", [])).toBe("Priya Raman's resume");
    expect(uniqueTitle("Priya Raman's resume", ["priya raman's RESUME"])).toBe("Priya Raman's resume (2)");
    expect(uniqueTitle("Priya Raman's resume", ["Priya Raman's resume", "Priya Raman's resume (2)"])).toBe(
      "Priya Raman's resume (3)",
    );
  });
});
