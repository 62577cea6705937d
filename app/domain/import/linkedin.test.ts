import { describe, expect, it } from "vitest";
import { LINKEDIN_CSV } from "../../../tests/import/linkedin-export";
import { ImportFileError } from "./file";
import { linkedInMonth, readLinkedInExport } from "./linkedin";

describe("LinkedIn's data export", () => {
  it("reads months as LinkedIn writes them", () => {
    expect(["Mar 2021", "March 2021", "2021-03", "3/2021", "2021", "", "soon"].map(linkedInMonth)).toEqual([
      "2021-03",
      "2021-03",
      "2021-03",
      "2021-03",
      "",
      "",
      "",
    ]);
  });

  it("fills every part of the resume from the documented columns", () => {
    const { data, flags } = readLinkedInExport(LINKEDIN_CSV);
    expect(data.personalInfo).toEqual({
      fullName: "Lina Okafor",
      email: "lina.okafor@example.com",
      phone: "+234 803 555 0142",
      address: "Lagos, Nigeria",
      linkedIn: "",
      github: "https://github.com/lina-okafor",
    });
    expect(data.summary).toBe("I build payment systems that stay up.\nEight years of Go, Postgres and Kafka.");
    expect(data.skills).toEqual(["Go", "PostgreSQL", "Apache Kafka"]);
    expect(data.experience.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        company: "Northwind Payments",
        position: "Senior Backend Engineer",
        startDate: "2021-03",
        endDate: "",
        current: true,
        description: "- Led the ledger rewrite in Go, cutting settlement time by 40%\n- Mentored four engineers",
      },
      {
        company: "Contoso Bank",
        position: "Backend Engineer",
        startDate: "2017-01",
        endDate: "2021-02",
        current: false,
        description: "- Built the card authorisation service\n- Moved batch jobs to Kafka",
      },
    ]);
    expect(data.education.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        institution: "University of Lagos",
        degree: "BSc Computer Science",
        fieldOfStudy: "",
        startDate: "",
        endDate: "",
        gpa: "",
      },
    ]);
    expect(data.projects?.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        name: "Ledger Linter",
        description: "Checks double-entry invariants in CI",
        technologies: [],
        githubLink: "https://github.com/lina-okafor/ledger-linter",
        liveLink: "",
      },
    ]);
    expect(data.extraSections?.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Certifications", description: "AWS Certified Developer, Amazon Web Services, Jun 2022" },
      {
        title: "Languages",
        description: "English (Native or bilingual proficiency)\nFrench (Professional working proficiency)",
      },
    ]);
    expect(flags).toEqual({ "education.0.endDate": "unsure" });
  });

  it("tolerates missing files and extra columns, flagging what is missing", () => {
    const { data, flags } = readLinkedInExport({
      "Positions.csv":
        "Company Name,Title,Description,Location,Started On,Finished On,Something New\r\nAcme,Engineer,,,2020,,x\r\n",
    });
    expect(data.experience).toHaveLength(1);
    expect(flags).toMatchObject({ "personalInfo.fullName": "missing", skills: "missing", education: "missing" });
  });

  it("refuses a ZIP that is not LinkedIn's export", () => {
    expect(() => readLinkedInExport({ "Skills.csv": "Name\r\nGo\r\n" })).toThrow(ImportFileError);
  });
});
