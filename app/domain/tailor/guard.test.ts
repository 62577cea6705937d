import { describe, expect, it } from "vitest";
import type { ResumeData } from "../resume/schema";
import { applyTailoring, findInventions, proposeTailoring, type TailorChange } from ".";
import { TAILOR_JOB, TAILOR_RESUME } from "../../../tests/fixtures/tailor";

/** Fixtures that try to smuggle something new through each rule: the guard must catch every one. */
const changes = proposeTailoring(TAILOR_RESUME, TAILOR_JOB);
const find = <K extends TailorChange["kind"]>(kind: K) =>
  changes.find((change): change is Extract<TailorChange, { kind: K }> => change.kind === kind)!;
const smuggle = (change: TailorChange): ResumeData => applyTailoring(TAILOR_RESUME, [change], [change.id]);
const kinds = (data: ResumeData) => findInventions(TAILOR_RESUME, data).map((item) => `${item.kind}:${item.value}`);

describe("findInventions", () => {
  it("passes the original and every honest proposal", () => {
    expect(findInventions(TAILOR_RESUME, TAILOR_RESUME)).toEqual([]);
    for (const change of changes) expect(kinds(smuggle(change))).toEqual([]);
  });

  it("catches a new skill, employer and number smuggled into the summary", () => {
    const summary = find("summary");
    expect(kinds(smuggle({ ...summary, after: `${summary.after} Used Terraform daily.` }))).toEqual([
      "skill:Terraform",
    ]);
    expect(kinds(smuggle({ ...summary, after: `${summary.after} Previously engineer at Google.` }))).toEqual([
      "employer:Google",
    ]);
    expect(kinds(smuggle({ ...summary, after: `${summary.after} Served 5 million users.` }))).toEqual(["number:5"]);
    expect(kinds(smuggle({ ...summary, after: `Senior ${summary.after}` }))).toEqual(["title:Senior"]);
    expect(kinds(smuggle({ ...summary, after: `${summary.after} Holds an MBA.` }))).toEqual(["degree:MBA"]);
    expect(kinds(smuggle({ ...summary, after: `${summary.after} Since 2011.` }))).toEqual(["date:2011"]);
  });

  it("catches a new skill or number smuggled through a wording change", () => {
    const wording = find("skill-wording");
    expect(kinds(smuggle({ ...wording, after: "Kubernetes (K8s), Terraform" }))).toEqual(["skill:Terraform"]);
    expect(kinds(smuggle({ ...wording, after: "Kubernetes (K8s) 8 years" }))).toEqual(["number:8"]);
  });

  it("catches new text smuggled through a reordering's lines", () => {
    const bullets = find("reorder-bullets");
    const tampered = structuredClone(TAILOR_RESUME);
    tampered.experience[0]!.description = `${tampered.experience[0]!.description}\n- Led 12 engineers at Hooli`;
    const result = applyTailoring(tampered, [bullets], []);
    expect(kinds(result)).toEqual(["number:12", "employer:Hooli"]);
    const skills = find("reorder-skills");
    const withNewSkill = applyTailoring(
      { ...TAILOR_RESUME, skills: [...TAILOR_RESUME.skills.slice(0, 4), "Terraform"] },
      [skills],
      [skills.id],
    );
    expect(kinds(withNewSkill)).toEqual(["skill:Terraform"]);
  });

  it("catches a changed employer, title, degree or date in the structured fields", () => {
    const tampered = structuredClone(TAILOR_RESUME);
    tampered.experience[1]!.company = "Globex Corporation";
    tampered.experience[1]!.position = "Lead Developer";
    tampered.education[0]!.degree = "Master of Science";
    tampered.experience[0]!.startDate = "2018-03";
    const found = findInventions(TAILOR_RESUME, tampered);
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: "employer", value: "Globex Corporation" },
        { kind: "title", value: "Lead Developer" },
        { kind: "degree", value: "Master of Science" },
        { kind: "date", value: "2018-03" },
      ]),
    );
  });

  it("treats the job's wording of a skill the resume has as no invention, and a missing-skill question as no text", () => {
    expect(
      kinds({ ...TAILOR_RESUME, skills: ["Kubernetes (K8s)", "Golang", "PostgreSQL", "Photoshop", "Excel"] }),
    ).toEqual([]);
    // A capital that opens a sentence is no name; one inside a sentence is.
    expect(kinds({ ...TAILOR_RESUME, summary: "Passionate engineer. Mentored peers at Umbrella." })).toEqual([
      "employer:Umbrella",
    ]);
    const question = changes.find((change) => change.kind === "missing-skill-question")!;
    expect(smuggle(question)).toEqual(TAILOR_RESUME);
  });
});
