/**
 * What decides between postings of one field, as a recruiter reads it (docs/ats-scorecard.md,
 * "Within a field"): a licence held, not merely named; how recent a skill is; the owner's current
 * title, not an old one; and a level read from years when no title word names one. Each test was
 * seen failing against the engine without its rule.
 */
import { describe, expect, it } from "vitest";
import { analyzeAts } from "./index";
import { extractJob } from "./extract-job";
import { readJob } from "./job-reading";

const analyze = (resumeText: string, jobDescriptionText: string) =>
  analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11" });
const item = (analysis: ReturnType<typeof analyze>, component: string, label: string) =>
  analysis.metadata.analysis.components
    .find((entry) => entry.id === component)
    ?.items.find((entry) => entry.label === label);

const RN_JOB = `Registered Nurse - Medical Surgical Unit
Requirements
- Current, active Registered Nurse license
- 2 years of acute care experience
- BLS certification`;

const lpn = (headline: string) => `Dana Brooks
dana@example.com | +1 555 0101
${headline}
Summary
Nurse with 8 years of bedside care on medical and surgical units.
Experience
Staff Nurse, Mercy Hospital — 2018-03 – Present
- Coordinated with doctors and registered nurses to develop care plans
- Gave medications and wound care to 12 patients a shift
Certifications
BLS`;

describe("within a field", () => {
  it("counts a licence where the owner claims it, not where a bullet names those who hold it", () => {
    const named = analyze(lpn("Licensed Practical Nurse"), RN_JOB);
    expect(item(named, "hardSkills", "Registered Nurse license")?.status).toBe("missing");
    const held = analyze(lpn("Registered Nurse (RN license, Ohio)"), RN_JOB);
    expect(item(held, "hardSkills", "Registered Nurse license")?.status).toBe("found");
    expect(held.score).toBeGreaterThan(named.score);
  });

  const JAVA_JOB = `Software Engineer
Requirements
- Java and Spring Boot
- PostgreSQL`;
  const engineer = (javaIn: "latest" | "old") => `Sam Ortiz
sam@example.com | +1 555 0102
Experience
Software Engineer, Ledgerly — 2021-01 – Present
- Built billing services in ${javaIn === "latest" ? "Java with Spring Boot" : "Kotlin"} on PostgreSQL
Software Engineer, Shopwise — 2012-01 – 2016-12
- Built order services in ${javaIn === "old" ? "Java with Spring Boot" : "Python"}
Education
B.S. Computer Science, 2011`;

  it("counts a skill from a role that ended ten years ago for less than one used now, and says why", () => {
    const recent = analyze(engineer("latest"), JAVA_JOB);
    const dated = analyze(engineer("old"), JAVA_JOB);
    const java = item(dated, "hardSkills", "Java");
    expect(java?.status).toBe("found");
    expect(java?.detailText).toEqual({ code: "skillDated", params: { importance: expect.any(String), years: 9 } });
    expect(java?.detail).toContain("9 years ago");
    expect(java!.points).toBeLessThan(item(recent, "hardSkills", "Java")!.points);
    expect(dated.score).toBeLessThan(recent.score);
  });

  const ASSISTANT_JOB = `Human Resources Assistant
Duties
- File personnel actions and answer questions about benefits`;
  const specialist = `Lee Park
lee@example.com | +1 555 0103
Experience
HR Specialist, County of Ames — 2020-01 – Present
- Ran recruitment and placement for 40 positions a year
HR Specialist, Ames Clinic — 2017-01 – 2019-12
- Advised managers on employee relations
Human Resources Assistant, Ames Clinic — 2014-01 – 2016-12
- Filed personnel actions`;

  it("reads an older role's title as what the owner was, not what they are", () => {
    const analysis = analyze(specialist, ASSISTANT_JOB);
    const title = analysis.metadata.analysis.components.find((entry) => entry.id === "jobTitle")!.items[0]!;
    expect(title.detailText).toEqual({
      code: "titlePast",
      params: { evidence: expect.stringContaining("Human Resources Assistant") },
    });
    expect(title.points).toBeLessThan(title.maxPoints);
    const current = analyze(
      specialist.replace("HR Specialist, County of Ames", "Human Resources Assistant, County of Ames"),
      ASSISTANT_JOB,
    );
    expect(current.metadata.analysis.components.find((entry) => entry.id === "jobTitle")!.items[0]!.detailText).toEqual(
      { code: "titleExact" },
    );
  });

  it("reads a title without a level as senior after five years, on the resume and in the job", () => {
    const level = (resumeText: string, job: string) =>
      item(analyze(resumeText, job), "qualifications", "Manager level");
    const MANAGER_JOB = `Human Resources Manager
Lead the HR team of a 900-person hospital.`;
    // Nine years as a specialist: a manager's post is one step up, not two.
    expect(level(specialist, MANAGER_JOB)?.status).toBe("found");
    const twoYears = specialist.replace(/HR Specialist, Ames Clinic[\s\S]*$/, "");
    expect(level(twoYears.replace("2020-01", "2024-11"), MANAGER_JOB)?.status).not.toBe("found");
    expect(extractJob("Staff Accountant\nRequirements\n- 6+ years of accounting experience").seniority).toBe(3);
    expect(extractJob("Staff Accountant\nRequirements\n- 2+ years of accounting experience").seniority).toBe(2);
  });
});

describe("the specialty a title names", () => {
  const securityPost = `Information Technology Specialist (INFOSEC)
Duties
- Protect the agency's networks and systems; review audit logs and respond to incidents`;
  const itSpecialist = (current: string) => `Robin Diaz
robin@example.com | +1 555 0104
Experience
IT Specialist, County of Ames — 2019-01 – Present
- ${current}
IT Specialist, Ames Clinic — 2012-01 – 2018-12
- Ran the help desk and imaged laptops`;

  it("is read from the title (a federal code written out) and found only in the owner's current work", () => {
    const network = analyze(itSpecialist("Managed the LAN, switches and routers for 400 users"), securityPost);
    const security = analyze(
      itSpecialist("Led cybersecurity: vulnerability scans, audit log reviews and incident response"),
      securityPost,
    );
    const item = (analysis: ReturnType<typeof analyze>) =>
      analysis.metadata.analysis.components
        .find((entry) => entry.id === "jobTitle")!
        .items.find((entry) => entry.labelText?.code === "specialty");
    expect(item(network)).toMatchObject({
      label: "Specialty: INFOSEC",
      status: "missing",
      detailText: { code: "specialtyMissing" },
    });
    expect(item(security)).toMatchObject({ status: "found", detailText: { code: "specialtyFound" } });
    expect(security.score).toBeGreaterThan(network.score);
    // "IT Specialist" is the title "Information Technology Specialist", written short.
    const title = network.metadata.analysis.components.find((entry) => entry.id === "jobTitle")!.items[0]!;
    expect(title.detailText).toEqual({ code: "titleExact" });
  });

  it("ignores what a title says about place and terms", () => {
    for (const title of [
      "Practical Nurse (Cape Girardeau)",
      "Human Resources Specialist (Military)",
      "Registered Nurse - Direct Hire Authority",
      "Staff Accountant, Remote",
    ]) {
      expect(extractJob(`${title}\nDuties\n- Care for patients`).specialties, title).toEqual([]);
    }
    expect(
      extractJob("Registered Nurse - Operating Room\nDuties\n- Care for patients").specialties.map(
        (specialty) => specialty.label,
      ),
    ).toEqual(["Operating Room"]);
  });

  it("is no grade, announcement code or the title itself, and no employer's line after a colon", () => {
    const labels = (title: string) =>
      extractJob(`${title}\nDuties\n- Care for patients`).specialties.map((specialty) => specialty.label);
    expect(labels("Data Scientist, GS-1501-14, Census-DE-SM")).toEqual([]);
    expect(labels("Auditor, GS-0511-07, Census-DE- EVG")).toEqual([]);
    // In capitals, read in lower case: "Census-de-sm".
    expect(
      readJob("DATA SCIENTIST, GS-1501-14, CENSUS-DE-SM\nDUTIES\n- ANALYZE SURVEY DATA").profile.specialties,
    ).toEqual([]);
    expect(labels("Enterprise Data Architect - Research | Acme | London, UK")).toEqual(["Research"]);
    expect(labels("Band 8b - 8c Senior Finance Manager")).toEqual([]);
    expect(labels("Registered Nurse - Band 5 Operating Room")).toEqual(["Band 5 Operating Room"]);
    expect(labels("Registered Nurse: Operating Room")).toEqual(["Operating Room"]);
    expect(labels("Software Engineer - Data Visualization: Join a growing team")).toEqual(["Data Visualization"]);
    expect(labels("Job Title: Registered Nurse - Operating Room")).toEqual(["Operating Room"]);
  });

  it("is read the same with what a board or an ad adds after the title", () => {
    // A field of several words, then "- Remote": the addition was read as the suffix and the field
    // went unread, and "We're hiring: …!" cut the field off as the post's first sentence.
    const field = "Sr. Scientist - Digital & Image Analysis/Computational Pathology";
    const read = (line: string) => readJob(`${line}\nDuties\n- Analyse slides`).profile.specialties.map((s) => s.label);
    const expected = ["Digital", "Image Analysis", "Computational Pathology"];
    expect(read(field)).toEqual(expected);
    for (const line of [
      `${field} - Remote`,
      `${field} - Weekly Pay`,
      `${field} - $5,000 Sign-On Bonus`,
      `${field} — Acme Corp`,
      `${field}, Boston MA`,
      `${field} - Austin, TX`,
      `${field} | Acme | London, UK (Hybrid)`,
      `We're hiring: ${field}!`,
      `${field} at Acme Inc.`,
    ])
      expect(read(line), line).toEqual(expected);
    // A field with capitals is no place: "HR", "AI".
    expect(read("Senior Manager - HR Business Partner")).toEqual(["HR Business Partner"]);
    expect(read("Software Engineer, AI Platform")).toEqual(["AI Platform"]);
  });
});
