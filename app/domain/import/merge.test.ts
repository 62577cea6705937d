import { describe, expect, it } from "vitest";
import { applyOps, emptyTombstones } from "../collab/apply";
import type { RoomDocument } from "../resume/document";
import { emptyResume, type ResumeData } from "../resume/schema";
import { mergeOps, planMerge } from "./merge";

function mine(): ResumeData {
  const data = emptyResume();
  data.personalInfo = {
    fullName: "Lina Okafor",
    email: "lina@example.com",
    phone: "",
    address: "Lagos",
    linkedIn: "",
    github: "",
  };
  data.summary = "Backend engineer.";
  data.skills = ["Go", "Kafka"];
  data.experience = [
    {
      id: "e1",
      company: "Northwind",
      position: "Backend Engineer",
      startDate: "2021-03",
      endDate: "",
      current: true,
      description: "- Built the ledger",
    },
  ];
  return data;
}

function fromFile(): ResumeData {
  const data = emptyResume();
  data.personalInfo = {
    fullName: "Lina Okafor",
    email: "lina@example.com",
    phone: "+234 803 555 0142",
    address: "",
    linkedIn: "",
    github: "",
  };
  data.summary = "Backend engineer.";
  data.skills = ["go", "PostgreSQL"];
  data.experience = [
    {
      id: "x1",
      company: "northwind ",
      position: "Backend  Engineer",
      startDate: "2021-03",
      endDate: "",
      current: true,
      description: "- Built the ledger\n- Cut settlement time by 40%",
    },
    {
      id: "x2",
      company: "Contoso",
      position: "Engineer",
      startDate: "2017-01",
      endDate: "2021-02",
      current: false,
      description: "",
    },
  ];
  return data;
}

const doc = (data: ResumeData): RoomDocument => ({
  data,
  templateId: "modern-professional",
  jobDescription: null,
  pageSize: "A4",
});

describe("import into an existing resume", () => {
  it("lists only what the file adds or changes, matching entries by company, title and start", () => {
    const items = planMerge(mine(), fromFile());
    expect(items.map((item) => item.key)).toEqual([
      "personal.phone",
      "skills",
      "experience.update.e1",
      "experience.add.1",
    ]);
    expect(items.find((item) => item.key === "skills")?.incoming).toBe("PostgreSQL");
    expect(items.find((item) => item.key === "experience.update.e1")?.change).toMatchObject({
      kind: "updateEntry",
      patch: { description: "- Built the ledger\n- Cut settlement time by 40%" },
    });
  });

  it("applies exactly the ticked changes, and adding the same entry twice adds it once", () => {
    const items = planMerge(mine(), fromFile());
    const ticked = items
      .filter((item) => item.key === "skills" || item.key === "experience.add.1")
      .map((item) => item.change);
    const tombstones = emptyTombstones();
    let result = applyOps(doc(mine()), tombstones, mergeOps(ticked, mine())).document;
    expect(result.data.skills).toEqual(["Go", "Kafka", "PostgreSQL"]);
    expect(result.data.experience.map((entry) => entry.company)).toEqual(["Northwind", "Contoso"]);
    expect(result.data.personalInfo.phone).toBe("");
    // Applied again (a second tab, a retry): nothing more.
    result = applyOps(result, tombstones, mergeOps(ticked, result.data)).document;
    expect(result.data.experience).toHaveLength(2);
    expect(result.data.skills).toEqual(["Go", "Kafka", "PostgreSQL"]);
    expect(planMerge(result.data, fromFile()).map((item) => item.key)).toEqual([
      "personal.phone",
      "experience.update.e1",
    ]);
  });

  it("offers nothing the resume already has, as a LinkedIn export and a PDF of the same person write it", () => {
    // The resume made from the LinkedIn export.
    const linkedIn = emptyResume();
    linkedIn.personalInfo = {
      fullName: "Lina Okafor",
      email: "Lina@Example.com",
      phone: "+234 803 555 0142",
      address: "Lagos",
      linkedIn: "https://www.linkedin.com/in/lina-okafor/",
      github: "",
    };
    linkedIn.summary = "Backend engineer who builds payment systems.";
    linkedIn.experience = [
      {
        id: "e1",
        company: "Northwind",
        position: "Backend Engineer",
        startDate: "2021-03",
        endDate: "",
        current: true,
        description: "Built the ledger\nCut settlement time by 40%",
      },
    ];
    linkedIn.education = [
      {
        id: "d1",
        institution: "University of Lagos",
        degree: "Bachelor of Science - BS",
        fieldOfStudy: "Computer Science",
        startDate: "2013-09",
        endDate: "2017-07",
      },
    ];
    // The same person's PDF, as the import reads it.
    const pdf = emptyResume();
    pdf.personalInfo = {
      fullName: "LINA OKAFOR",
      email: "lina@example.com",
      phone: "+234 (803) 555-0142",
      address: "Lagos",
      linkedIn: "linkedin.com/in/lina-okafor",
      github: "",
    };
    pdf.summary = "Backend engineer who builds  payment systems.";
    pdf.experience = [
      {
        id: "x1",
        company: "Northwind",
        position: "Backend Engineer",
        startDate: "2021-03",
        endDate: "",
        current: true,
        description: "- Built the ledger\n- Cut settlement time by 40%",
      },
    ];
    pdf.education = [
      {
        id: "x2",
        institution: "University of Lagos",
        degree: "Bachelor of Science",
        fieldOfStudy: "Computer Science",
        startDate: "",
        endDate: "2017-07",
      },
    ];
    expect(planMerge(linkedIn, pdf)).toEqual([]);

    // What does differ is still offered: a new bullet, another degree, a degree of another year.
    pdf.experience[0]!.description += "\n- Led the on-call rotation";
    pdf.education.push({
      id: "x3",
      institution: "University of Lagos",
      degree: "Master of Science - MS",
      fieldOfStudy: "Computer Science",
      startDate: "",
      endDate: "2019-07",
    });
    pdf.education.push({
      id: "x4",
      institution: "University of Lagos",
      degree: "B.S.",
      fieldOfStudy: "Mathematics",
      startDate: "2009-09",
      endDate: "2012-07",
    });
    expect(planMerge(linkedIn, pdf).map((item) => [item.key, item.incoming])).toEqual([
      ["experience.update.e1", "- Built the ledger\n- Cut settlement time by 40%\n- Led the on-call rotation"],
      ["education.add.1", "University of Lagos · Master of Science - MS · Computer Science · 2019-07"],
      ["education.add.2", "University of Lagos · B.S. · Mathematics · 2009-09 · 2012-07"],
    ]);
  });

  it("builds on an entry a collaborator removed meanwhile by leaving it removed", () => {
    const items = planMerge(mine(), fromFile());
    const update = items.filter((item) => item.key === "experience.update.e1").map((item) => item.change);
    const now = { ...mine(), experience: [] };
    expect(mergeOps(update, now)).toEqual([]);
  });
});
