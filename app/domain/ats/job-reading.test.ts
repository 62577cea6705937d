import { describe, expect, it } from "vitest";
import { analyzeAts } from "./index";
import { readJob } from "./job-reading";

const job = (n: number) =>
  `Data Analyst ${n}\nRequirements:\n- 3+ years of SQL and Python\n- Tableau dashboards for the finance team\n- Bachelor's degree in statistics`;
const resume =
  "Jane Doe\njane@example.com\nExperience\nData Analyst, Acme (2019 - Present)\n- Built Tableau dashboards in SQL for finance\n- Automated reports in Python\nEducation\nBS Statistics, State University, 2018\nSkills\nSQL, Python, Tableau";

describe("a job description read once per text", () => {
  it("gives the same reading for the same text, and a new one for another text", () => {
    const first = readJob(job(1));
    expect(readJob(job(1))).toBe(first);
    expect(readJob(job(2))).not.toBe(first);
    expect(first.profile.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(["SQL", "Python", "Tableau"]),
    );
  });

  it("keeps the last eight jobs, dropping the least recently used", () => {
    const kept = readJob(job(100));
    for (let n = 101; n < 108; n += 1) readJob(job(n));
    expect(readJob(job(100))).toBe(kept); // used again: now the most recent
    for (let n = 108; n < 115; n += 1) readJob(job(n));
    expect(readJob(job(100))).toBe(kept);
    const dropped = readJob(job(101));
    for (let n = 200; n < 208; n += 1) readJob(job(n));
    expect(readJob(job(101))).not.toBe(dropped);
  });

  it("is frozen, so no score can change what the next score reads", () => {
    const { profile } = readJob(job(3));
    expect(Object.isFrozen(profile)).toBe(true);
    expect(Object.isFrozen(profile.skills)).toBe(true);
    expect(() => (profile.skills as unknown[]).push({})).toThrow(TypeError);
  });

  it("scores the same whether the job was read before or not", () => {
    const text = job(9_000);
    const fresh = analyzeAts({ resumeText: resume, jobDescriptionText: text, asOf: "2026-11" });
    for (let n = 0; n < 20; n += 1)
      analyzeAts({ resumeText: `${resume}\nExtra ${n}`, jobDescriptionText: job(9_001 + n), asOf: "2026-11" });
    const again = analyzeAts({ resumeText: resume, jobDescriptionText: text, asOf: "2026-11" });
    const kept = analyzeAts({ resumeText: resume, jobDescriptionText: text, asOf: "2026-11" });
    expect(again).toEqual(fresh);
    expect(kept).toEqual(fresh);
  });
});

describe("a job board's lines copied with no-break spaces", () => {
  it("are left out as the same lines with plain spaces are", () => {
    const board =
      "Data Analyst\nAcme · Austin, TX (Hybrid) · 2 days ago · Over 100 applicants\nFull-time · Mid-Senior level\n" +
      "11-50 employees · Software Development\nAbout the job\nWe run online stores.\nRequirements\n- SQL and Excel";
    const plain = readJob(board);
    const nbsp = readJob(board.replace(/ /g, "\u00A0"));
    expect(nbsp.text).toBe(plain.text);
    expect(plain.text).not.toContain("applicants");
  });
});

describe("a list whose lines were joined with the next heading's", () => {
  const importance = (text: string) =>
    Object.fromEntries(readJob(text).profile.skills.map((skill) => [skill.name, skill.importance]));
  const plain = "Site Reliability Engineer\nRequirements\n- Kubernetes\n- Terraform\n- AWS\nNice to have\n- PostgreSQL";

  it("reads the heading that ends an item, or is one, as a heading: the items after it are its own", () => {
    const expected = importance(plain);
    expect(expected).toMatchObject({ Kubernetes: "must", AWS: "must", PostgreSQL: "nice" });
    // The posting on one line: its dashes split the list, and "AWS Nice to have" was one item.
    expect(importance(plain.replace(/\n/g, " "))).toEqual(expected);
    // Copied from a page's columns: "Nice to have" was an item, and PostgreSQL a requirement.
    expect(
      importance("Site Reliability Engineer\nRequirements | Kubernetes | Terraform | AWS | Nice to have | PostgreSQL"),
    ).toEqual(expected);
  });

  it("keeps an item that merely opens or ends with a heading's words", () => {
    const text = readJob(
      "Support Engineer\nRequirements – Must have Python – Strong Communication Skills – SQL Required",
    ).text;
    const lines = text.split("\n");
    expect(lines.slice(0, 2)).toEqual(["Support Engineer", expect.stringMatching(/^Requirements:?$/)]);
    expect(lines.slice(2)).toEqual(["- Must have Python", "- Strong Communication Skills", "- SQL Required"]);
  });
});

describe("a heading's label on the line it opens", () => {
  const names = (profile: ReturnType<typeof readJob>["profile"]) => profile.skills.map((skill) => skill.name);

  it("reads the items a heading holds on its own line ('Skills: Python, SQL')", () => {
    const job = readJob(
      "Data Analyst\nDuties: build weekly reports in Tableau\nRequired skills: Python, SQL\nNice to have: Docker",
    );
    const importance = Object.fromEntries(job.profile.skills.map((skill) => [skill.name, skill.importance]));
    expect(importance).toMatchObject({ Tableau: "normal", Python: "must", SQL: "must", Docker: "nice" });
  });

  it("reads a line labelled as the employer's words or its perks as theirs ('OUR MISSION: …')", () => {
    const mission =
      "OUR MISSION: To care for those who served, by honoring them. VA offers generous paid time off and " +
      "predictable and flexible scheduling opportunities, and a workplace where Python skills grow.";
    const posting = (label: string) =>
      readJob(`Health Technician\nVeterans Affairs\n${label}\nDuties\n- Assist the podiatrist with patient care`)
        .profile;
    const labelled = posting(mission);
    expect(names(labelled)).not.toContain("Python");
    expect(labelled.keywords.map((keyword) => keyword.label)).not.toContain("honoring");
    expect(names(posting("Benefits: Python training budget"))).not.toContain("Python");
    // A label of the job's own parts is read as the job.
    expect(names(posting("Requirements: Python"))).toContain("Python");
  });
});
