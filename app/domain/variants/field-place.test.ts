import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../resume/schema";
import { fieldPlace, fieldText } from "./field-place";

const data: ResumeData = {
  ...emptyResume(),
  summary: "Builds systems.",
  skills: ["Go", "SQL"],
  experience: [
    {
      id: "e1",
      company: "Acme",
      position: "Engineer",
      startDate: "2020-01",
      endDate: "",
      current: true,
      description: "- Shipped",
    },
    { id: "e2", company: "  ", position: "Intern", startDate: "", endDate: "", current: false, description: "" },
  ],
} as ResumeData;

describe("fieldPlace", () => {
  it("names an entry's field by its section, the entry's own words and the field", () => {
    expect(fieldPlace(data, "experience.e1.description")).toEqual({
      section: "experience",
      entry: "Acme",
      field: "description",
    });
    // A blank company falls back to the position.
    expect(fieldPlace(data, "experience.e2.position")).toEqual({
      section: "experience",
      entry: "Intern",
      field: "position",
    });
    expect(fieldPlace(data, "experience.gone.description")).toEqual({
      section: "experience",
      entry: "",
      field: "description",
    });
  });

  it("names top-level and personal fields without an entry", () => {
    expect(fieldPlace(data, "summary")).toEqual({ section: "summary", entry: null, field: "summary" });
    expect(fieldPlace(data, "skills")).toEqual({ section: "skills", entry: null, field: "skills" });
    expect(fieldPlace(data, "personalInfo.address")).toEqual({
      section: "personalInfo",
      entry: null,
      field: "address",
    });
  });
});

describe("fieldText", () => {
  it("writes lists with commas and leaves text as it is", () => {
    expect(fieldText(["Go", "SQL"])).toBe("Go, SQL");
    expect(fieldText("- Shipped\n- Led")).toBe("- Shipped\n- Led");
    expect(fieldText(undefined)).toBe("");
    expect(fieldText(null)).toBe("");
  });
});
