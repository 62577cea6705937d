import { describe, expect, it } from "vitest";
import { fromJsonResume, jsonResumeSchema, toJsonResume, toMonth } from "./json-resume";
import { resumeDataSchema } from "./schema";

const sample = {
  basics: {
    name: "Richard Hendricks",
    email: "richard@piedpiper.example",
    phone: "(912) 555-4321",
    summary: "Compression engineer.",
    location: { city: "Palo Alto", region: "CA", countryCode: "US" },
    profiles: [
      { network: "LinkedIn", url: "https://linkedin.com/in/richard" },
      { network: "GitHub", username: "richard", url: "https://github.com/richard" },
    ],
  },
  work: [
    {
      name: "Pied Piper",
      position: "CEO",
      startDate: "2013-12-01",
      summary: "Founded it.",
      highlights: ["Built middle-out", "Raised $5M"],
    },
    { name: "Hooli", position: "Engineer", startDate: "2011", endDate: "2013-11" },
  ],
  education: [
    { institution: "Stanford", area: "Computer Science", studyType: "BS", endDate: "2011-06-01", score: "3.9" },
  ],
  skills: [{ name: "Compression", keywords: ["Middle-out", "Algorithms"] }, { name: "compression" }],
  projects: [
    { name: "Piper Chat", description: "Video chat.", keywords: ["WebRTC"], url: "https://github.com/pp/chat" },
  ],
};

describe("JSON Resume", () => {
  it("reads dates of any precision into YYYY-MM", () => {
    expect(toMonth("2013-12-01")).toBe("2013-12");
    expect(toMonth("2011")).toBe("2011-01");
    expect(toMonth("someday")).toBe("");
    expect(toMonth(undefined)).toBe("");
  });

  it("imports every section into a valid resume", () => {
    const data = fromJsonResume(jsonResumeSchema.parse(sample));
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(data.personalInfo).toMatchObject({
      fullName: "Richard Hendricks",
      address: "Palo Alto, CA, US",
      linkedIn: "https://linkedin.com/in/richard",
      github: "https://github.com/richard",
    });
    expect(data.skills).toEqual(["Compression", "Middle-out", "Algorithms"]);
    expect(data.experience[0]).toMatchObject({ company: "Pied Piper", startDate: "2013-12", current: true });
    expect(data.experience[0]!.description).toBe("Founded it.\n- Built middle-out\n- Raised $5M");
    expect(data.experience[1]).toMatchObject({ current: false, endDate: "2013-11" });
    expect(data.education[0]).toMatchObject({
      degree: "BS",
      fieldOfStudy: "Computer Science",
      endDate: "2011-06",
      gpa: "3.9",
    });
    expect(data.projects![0]).toMatchObject({ githubLink: "https://github.com/pp/chat", technologies: ["WebRTC"] });
  });

  it("round-trips through export and import", () => {
    const data = fromJsonResume(jsonResumeSchema.parse(sample));
    const again = fromJsonResume(jsonResumeSchema.parse(JSON.parse(JSON.stringify(toJsonResume(data)))));
    const withoutIds = (d: typeof data) =>
      JSON.parse(JSON.stringify(d, (key, value) => (key === "id" ? undefined : value)));
    expect(withoutIds(again)).toEqual(withoutIds(data));
  });

  it("clips over-long values instead of failing", () => {
    const data = fromJsonResume(jsonResumeSchema.parse({ basics: { name: "x".repeat(5000) } }));
    expect(data.personalInfo.fullName).toHaveLength(200);
  });
});

describe("JSON Resume and the resume language", () => {
  it("carries the language in meta.language through an export and back; unknown or absent reads as English", () => {
    const german = resumeDataSchema.parse({
      personalInfo: { fullName: "Grete" },
      settings: { language: "de", direction: "rtl" },
    });
    const exported = toJsonResume(german);
    expect(exported.meta).toEqual({ language: "de" });
    expect(fromJsonResume(jsonResumeSchema.parse(JSON.parse(JSON.stringify(exported)))).settings).toEqual({
      language: "de",
      direction: "auto",
    });
    expect(toJsonResume(resumeDataSchema.parse({ personalInfo: {} })).meta).toBeUndefined();
    expect(
      fromJsonResume(jsonResumeSchema.parse({ basics: { name: "X" }, meta: { language: "xx" } })).settings,
    ).toBeUndefined();
    expect(
      fromJsonResume(jsonResumeSchema.parse({ basics: { name: "X" }, meta: "nonsense" })).settings,
    ).toBeUndefined();
  });
});
