import { describe, expect, it } from "vitest";
import { analyzeAts, bandFor, COMPONENT_WEIGHTS } from "./index";

const JOB = `Data Analyst
Responsibilities
- Build Tableau dashboards and write SQL for merchandising teams
Requirements
- 3+ years of experience in data analysis
- Bachelor's degree
- Advanced Excel
- Strong communication and attention to detail
Nice to have
- Python`;

const RESUME = `Jordan Ellis
jordan@example.com | (312) 555-0109 | linkedin.com/in/jordanellis
Summary
Data Analyst with 4 years of experience in retail merchandising analytics.
Experience
Data Analyst — Lakeshore Grocers
Feb 2022 – Present
- Built 18 Tableau dashboards used by 40 stores
- Wrote SQL to automate weekly reports, saving 10 hours per week
- Presented findings to merchandising leads, communicating trade-offs clearly
Reporting Analyst — Midway Logistics
Jun 2020 – Jan 2022
- Maintained Excel reports with attention to detail for 3 regions
Education
B.S. Economics, University of Illinois, 2020
Skills
SQL, Excel, Tableau, Python`;

const analyze = (resumeText: string, jobDescriptionText = JOB) =>
  analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11" });

describe("score", () => {
  it("documents weights that sum to 100, with format checks as advice worth no points", () => {
    expect(Object.values(COMPONENT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(COMPONENT_WEIGHTS.searchability).toBe(0);
    const checks = analyze(RESUME).metadata.analysis.components.find((component) => component.id === "searchability")!;
    expect(checks.items.length).toBeGreaterThan(5);
    expect(checks.items.every((item) => item.points === 0 && item.maxPoints === 0)).toBe(true);
  });

  it("traces every point to an item", () => {
    const result = analyze(RESUME);
    const components = result.metadata.analysis.components;
    expect(components.map((component) => component.id)).toEqual([
      "roleFit",
      "hardSkills",
      "keywords",
      "wording",
      "jobTitle",
      "qualifications",
      "softSkills",
      "searchability",
    ]);
    expect(components.reduce((sum, component) => sum + component.weight, 0)).toBeCloseTo(100, 0);
    for (const component of components) {
      const itemPoints = component.items.reduce((sum, item) => sum + item.points, 0);
      expect(component.earned).toBeCloseTo(itemPoints, 0);
      expect(component.earned).toBeLessThanOrEqual(component.weight + 1e-9);
    }
    expect(result.score).toBe(Math.round(components.reduce((sum, component) => sum + component.earned, 0)));
    expect(Number.isInteger(result.score)).toBe(true);
  });

  it("scores a matching resume high and an unrelated one low", () => {
    const good = analyze(RESUME);
    const unrelated = analyze(
      "Chris Cook\nchris@example.com\nExperience\nLine Cook, Bistro, 2019 – Present\n- Prepared 300 meals a night\nSkills\nKnife skills, food safety",
    );
    expect(good.score).toBeGreaterThanOrEqual(80);
    expect(good.band).toBe("excellent");
    expect(unrelated.score).toBeLessThan(40);
    expect(unrelated.missingSkills).toEqual(expect.arrayContaining(["Tableau", "SQL", "Excel"]));
  });

  it("weighs a must-have more than a nice-to-have", () => {
    const hard = (text: string) =>
      analyze(text).metadata.analysis.components.find((component) => component.id === "hardSkills");
    const withoutExcel = hard(RESUME.replace(/Excel/g, "Lotus"));
    const withoutPython = hard(RESUME.replace(/Python/g, ""));
    const excel = withoutPython?.items.find((item) => item.label === "Excel");
    const python = withoutExcel?.items.find((item) => item.label === "Python");
    expect(excel?.maxPoints).toBeGreaterThan(python?.maxPoints ?? Infinity);
    expect(withoutExcel!.earned).toBeLessThan(withoutPython!.earned);
  });

  it("gives a skill in an experience bullet more than one only in the Skills list", () => {
    const items = analyze(RESUME).metadata.analysis.components.find(
      (component) => component.id === "hardSkills",
    )!.items;
    const sql = items.find((item) => item.label === "SQL")!;
    const python = items.find((item) => item.label === "Python")!;
    expect(sql.points).toBe(sql.maxPoints);
    expect(python.points).toBeLessThan(python.maxPoints);
    expect(python.detail).toContain("found in Skills");
  });

  it("scores the title, years, degree and level", () => {
    const result = analyze(RESUME);
    const byId = (analysis: typeof result, id: string) =>
      analysis.metadata.analysis.components.find((component) => component.id === id)!;
    const title = byId(result, "jobTitle");
    expect(title.earned).toBe(title.weight);
    expect(byId(result, "qualifications").items.map((item) => item.matched)).toEqual([true, true, true]);
    const junior = analyze(
      RESUME.replace("Jun 2020 – Jan 2022", "")
        .replace("Feb 2022", "Jan 2026")
        .replace("4 years", "1 year")
        .replace("B.S. Economics", "Coursework in Economics"),
    );
    const [years, degree, level] = byId(junior, "qualifications").items;
    expect(years!.points).toBe(0);
    expect(degree!.points).toBeLessThan(degree!.maxPoints);
    expect(level!.points).toBe(level!.maxPoints);
    const manager = analyze(
      RESUME.replace("Data Analyst — Lakeshore Grocers", "Director of Analytics — Lakeshore Grocers").replace(
        "Data Analyst with",
        "Director of analytics with",
      ),
    );
    expect(byId(manager, "qualifications").items[2]!.detail).toMatch(/your resume as director/);
    expect(byId(manager, "qualifications").items[2]!.points).toBeLessThan(level!.points);
  });

  it("reads the job's occupation and the resume's closest role, and says how close they are", () => {
    const result = analyze(RESUME);
    expect(result.roleFit.job).not.toBeNull();
    expect(result.roleFit.relation).toMatch(/same|close/);
    expect(result.roleFit.message).toMatch(/reads as .*; this job reads as /);
    const cook = analyze(
      "Chris Cook\nExperience\nLine Cook, Bistro, 2019 – Present\n- Prepared 300 meals a night\nSkills\nKnife skills, food safety",
    );
    expect(cook.roleFit.relation).toBe("unrelated");
    const roleFit = (analysis: typeof result) =>
      analysis.metadata.analysis.components.find((component) => component.id === "roleFit")!;
    expect(roleFit(cook).earned).toBeLessThan(roleFit(result).earned / 3);
  });

  it("checks searchability as advice: contact, headings, dates, length, numbers, verbs", () => {
    const bare = analyze("Jordan Ellis\nDid some analysis work on dashboards and SQL for a few teams over the years.");
    const items = bare.metadata.analysis.components.find((component) => component.id === "searchability")!.items;
    const byLabel = Object.fromEntries(items.map((item) => [item.label, item.matched]));
    expect(byLabel).toMatchObject({
      "Email address": false,
      "Phone number": false,
      "LinkedIn profile": false,
      "Experience section heading": false,
      "Education section heading": false,
      "Skills section heading": false,
      "Dates of employment": false,
      Length: false,
    });
    const full = analyze(RESUME).metadata.analysis.components.find((component) => component.id === "searchability")!;
    expect(full.items.filter((item) => item.label !== "Length").every((item) => item.matched)).toBe(true);
  });

  it("moves the weight of a component the job gives nothing to check for", () => {
    const result = analyze(RESUME, "Requirements\n- SQL\n- Tableau");
    const title = result.metadata.analysis.components.find((component) => component.id === "jobTitle")!;
    expect(title.weight).toBe(0);
    expect(result.metadata.analysis.components.reduce((sum, component) => sum + component.weight, 0)).toBeCloseTo(
      100,
      0,
    );
  });

  it("is deterministic", () => {
    const first = JSON.stringify(analyze(RESUME));
    for (let i = 0; i < 3; i += 1) expect(JSON.stringify(analyze(RESUME))).toBe(first);
  });

  it("reports keywords found and total", () => {
    const result = analyze(RESUME);
    expect(result.metadata.analysis.rawScore).toBe(result.keywordsFound.length);
    expect(result.metadata.analysis.maxPossible).toBeGreaterThanOrEqual(result.metadata.analysis.rawScore);
    expect(result.keywordsFound).toEqual(expect.arrayContaining(["SQL", "Tableau", "Excel", "Data Analyst"]));
  });
});

describe("bands (docs/product.md#constants)", () => {
  it("uses the thresholds and texts of docs/product.md", () => {
    expect(bandFor(80)).toBe("excellent");
    expect(bandFor(79)).toBe("good");
    expect(bandFor(60)).toBe("good");
    expect(bandFor(59)).toBe("poor");
  });

  it("gives every analysis its band's exact text", () => {
    const texts = {
      excellent: "Excellent! Your resume is ATS-optimized.",
      good: "Good score with room for improvement.",
      poor: "Needs improvement to pass ATS filters.",
    };
    const strong = analyze(RESUME);
    const weak = analyze("Sam Lee\nLine cook\nExperience\nCook, Diner 2020-2024\n- Prepared meals");
    for (const result of [strong, weak]) {
      expect(result.band).toBe(bandFor(result.score));
      expect(result.bandMessage).toBe(texts[result.band]);
    }
    expect(weak.band).toBe("poor");
  });
});
