import { describe, expect, it } from "vitest";
import { analyzeAts, rewriteWeakOpening } from "./index";

const JOB = `Registered Nurse
Requirements
- Current RN license
- BLS and ACLS certification required
- 3+ years of acute care experience
- BSN required
- Strong communication skills
Preferred
- CCRN certification`;

const analyze = (resumeText: string) => analyzeAts({ resumeText, jobDescriptionText: JOB, asOf: "2026-11" });
const ofType = (resumeText: string, type: string) =>
  analyze(resumeText).suggestions.filter((suggestion) => suggestion.type === type);

const RESUME = `Ana Lopez
ana@example.com | 614-555-0100 | linkedin.com/in/analopez
Summary
Registered Nurse with 5 years of experience in acute care.
Experience
Staff Nurse — Mercy Health
Jan 2021 – Present
- Responsible for managing care of 5 telemetry patients per shift
- Helped reduce falls on the unit by 30%
- Worked on the sepsis protocol committee
- Educated patients and families about discharge plans
Education
Bachelor of Science in Nursing (BSN), 2020
Skills
BLS, ACLS, Epic, patient education`;

describe("suggestions", () => {
  it("asks for missing must-have skills only if the applicant has them", () => {
    const missing = ofType(RESUME.replace("BLS, ACLS, ", ""), "missing-skill");
    const names = missing.map((suggestion) => suggestion.keyword);
    expect(names).toEqual(expect.arrayContaining(["BLS", "ACLS"]));
    for (const suggestion of missing) expect(suggestion.message).toMatch(/if you have/i);
  });

  it("puts must-haves before nice-to-haves", () => {
    const feedback = analyze(RESUME.replace("BLS, ACLS, ", "")).feedback;
    const bls = feedback.findIndex((line) => line.includes('"BLS"'));
    const ccrn = feedback.findIndex((line) => line.includes("CCRN"));
    expect(bls).toBeGreaterThanOrEqual(0);
    expect(ccrn === -1 || bls < ccrn).toBe(true);
  });

  it("points at an experience bullet for skills only listed under Skills", () => {
    const placement = ofType(RESUME, "skill-placement");
    expect(placement.map((suggestion) => suggestion.keyword)).toEqual(expect.arrayContaining(["BLS"]));
    expect(placement[0]?.section).toBe("experience");
  });

  it("rewrites weak openings with before and after", () => {
    const rewrites = ofType(RESUME, "weak-verb");
    expect(rewrites.map((suggestion) => [suggestion.before, suggestion.after])).toEqual([
      [
        "Responsible for managing care of 5 telemetry patients per shift",
        "Managed care of 5 telemetry patients per shift",
      ],
      ["Helped reduce falls on the unit by 30%", "Contributed to reducing falls on the unit by 30%"],
      ["Worked on the sepsis protocol committee", "Contributed to the sepsis protocol committee"],
    ]);
  });

  it("rewrites each weak phrase in a form that keeps the facts", () => {
    expect(rewriteWeakOpening("Responsible for the payroll process")).toBe("Owned the payroll process");
    expect(rewriteWeakOpening("Responsible for leading a team of 4")).toBe("Led a team of 4");
    expect(rewriteWeakOpening("Helped customers resolve billing issues")).toBe(
      "Enabled customers to resolve billing issues",
    );
    expect(rewriteWeakOpening("Assisted with month-end close")).toBe("Supported month-end close");
    expect(rewriteWeakOpening("Participated in hiring interviews")).toBe("Contributed to hiring interviews");
    expect(rewriteWeakOpening("Tasked with planning events")).toBe("Planned events");
    expect(rewriteWeakOpening("Built a dashboard")).toBeNull();
  });

  it("flags bullets without a number when few bullets have one", () => {
    const plain = RESUME.replace("5 telemetry", "telemetry").replace(" by 30%", "");
    const quantify = ofType(plain, "quantify");
    expect(quantify.length).toBeGreaterThan(0);
    expect(quantify.every((suggestion) => !/\d/.test(suggestion.before ?? ""))).toBe(true);
  });

  it("asks for the job title when it is absent", () => {
    expect(ofType(RESUME, "job-title")).toEqual([]);
    const other = RESUME.replace("Registered Nurse with", "Caregiver with").replace("Staff Nurse", "Caregiver");
    expect(ofType(other, "job-title")[0]?.message).toContain('"Registered Nurse"');
  });

  it("asks for missing contact details and headings", () => {
    const bare = "Ana Lopez\nRegistered Nurse, 5 years of acute care.\nMercy Health 2021 – Present: BLS, ACLS, BSN";
    const types = analyze(bare).suggestions.map((suggestion) => suggestion.type);
    expect(types).toEqual(expect.arrayContaining(["contact", "section-heading"]));
    const messages = analyze(bare).feedback.join("\n");
    expect(messages).toMatch(/email/);
    expect(messages).toMatch(/phone/);
    expect(messages).toMatch(/"Experience"/);
  });

  it("flags too few years and a missing degree", () => {
    const junior = RESUME.replace("5 years", "1 year")
      .replace("Jan 2021", "Jan 2026")
      .replace("Bachelor of Science in Nursing (BSN), 2020", "Associate Degree in Nursing, 2025");
    expect(ofType(junior, "experience-years")[0]?.message).toContain("3+ years");
    expect(ofType(junior, "education")[0]?.message).toContain("bachelor's degree");
  });

  it("flags a resume that is too short", () => {
    expect(ofType(RESUME, "length")[0]?.message).toMatch(/short/);
  });

  it("orders feedback by priority", () => {
    const suggestions = analyze(RESUME.replace("ana@example.com | ", "")).suggestions;
    const priorities = suggestions.map((suggestion) => suggestion.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(suggestions[0]?.type).toBe("contact");
  });
});
