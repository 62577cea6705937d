import { describe, expect, it } from "vitest";
import type { ResumeData } from "../resume/schema";
import { applyTailoring, findInventions, proposeTailoring, tailoredTitle, tailorScore, type TailorChange } from ".";
import { TAILOR_JOB, TAILOR_RESUME } from "../../../tests/fixtures/tailor";
import { neverLower, tailorPoints } from "./propose";

const proposals = () => proposeTailoring(TAILOR_RESUME, TAILOR_JOB);
const ofKind = <K extends TailorChange["kind"]>(changes: TailorChange[], kind: K) =>
  changes.filter((change): change is Extract<TailorChange, { kind: K }> => change.kind === kind);
const clone = (): ResumeData => structuredClone(TAILOR_RESUME);

describe("reorder-skills", () => {
  it("puts the job's skills that the resume has first, the rest in their order", () => {
    const [change] = ofKind(proposals(), "reorder-skills");
    expect(change?.after).toEqual(["K8s", "Go", "PostgreSQL", "Photoshop", "Excel"]);
    expect(change?.reason).toContain("Kubernetes");
    const applied = applyTailoring(TAILOR_RESUME, proposals(), ["reorder-skills"]);
    expect(applied.skills).toEqual(["K8s", "Go", "PostgreSQL", "Photoshop", "Excel"]);
  });
});

describe("reorder-bullets", () => {
  it("orders each entry's bullets by the job's skills they show, ties in their order", () => {
    const [change] = ofKind(proposals(), "reorder-bullets");
    expect(change?.entryId).toBe("exp1");
    expect(change?.after).toEqual([
      "- Built billing APIs in Go and PostgreSQL, cutting latency 30%",
      "- Ran services on K8s with 99.9% uptime",
      "- Organized the team offsite for 40 people",
    ]);
    const applied = applyTailoring(TAILOR_RESUME, proposals(), [change!.id]);
    expect(applied.experience[0]?.description.split("\n")[0]).toBe(
      "- Built billing APIs in Go and PostgreSQL, cutting latency 30%",
    );
    // An entry with nothing of the job in it is left as written.
    expect(ofKind(proposals(), "reorder-bullets").some((c) => c.entryId === "exp2")).toBe(false);
  });
});

describe("skill-wording", () => {
  it("writes the job's word next to the resume's form of the same skill", () => {
    const changes = ofKind(proposals(), "skill-wording");
    const k8s = changes.find((change) => change.skill === "Kubernetes");
    expect(k8s).toMatchObject({
      from: "K8s",
      to: "Kubernetes (K8s)",
      before: "K8s",
      after: "Kubernetes (K8s)",
      target: { section: "skills", index: 2 },
    });
    expect(k8s?.reason).toBe(
      "Kubernetes is a must-have of this job and you write it as K8s: an ATS looks for the job's own word.",
    );
    // Go and PostgreSQL are already written as the job writes them.
    expect(changes.map((change) => change.skill)).toEqual(["Kubernetes"]);
  });

  it("combines with the reordering: the reworded skill moves with its place", () => {
    const changes = proposals();
    const wording = ofKind(changes, "skill-wording")[0]!;
    const applied = applyTailoring(TAILOR_RESUME, changes, ["reorder-skills", wording.id]);
    expect(applied.skills).toEqual(["Kubernetes (K8s)", "Go", "PostgreSQL", "Photoshop", "Excel"]);
  });
});

describe("summary", () => {
  it("leads with the job's title the resume states, its matching skills, then its own sentences and strongest bullets", () => {
    const [change] = ofKind(proposals(), "summary");
    expect(change?.after.startsWith("Backend Engineer with experience in K8s, Go and PostgreSQL.")).toBe(true);
    expect(change?.after).toContain("Built payment APIs in Go serving 2 million users.");
    expect(change?.after).toContain("Built billing APIs in Go and PostgreSQL, cutting latency 30%.");
    expect(change?.reason).toContain("which your resume already states");
    expect(findInventions(TAILOR_RESUME, applyTailoring(TAILOR_RESUME, proposals(), ["summary"]))).toEqual([]);
  });

  it("never claims the job's title when the resume does not state it", () => {
    const [change] = ofKind(
      proposeTailoring(TAILOR_RESUME, { ...TAILOR_JOB, title: "Staff Data Scientist" }),
      "summary",
    );
    // The person's own title, the current role's.
    expect(change?.after.startsWith("Software Engineer")).toBe(true);
    expect(change?.after).not.toContain("Data Scientist");
    expect(change?.reason).toContain("does not state this job's title");
  });
});

describe("missing-skill questions", () => {
  it("asks about the job's skills the resume lacks, must-haves first, and never changes text", () => {
    const questions = ofKind(proposals(), "missing-skill-question");
    expect(questions.map((q) => q.question)).toEqual([
      "Have you used Terraform? If yes, add it where you used it.",
      "Have you used AWS? If yes, add it where you used it.",
    ]);
    expect(
      applyTailoring(
        TAILOR_RESUME,
        proposals(),
        questions.map((q) => q.id),
      ),
    ).toEqual(TAILOR_RESUME);
  });
});

describe("applying", () => {
  it("accepting everything raises the score and invents nothing", () => {
    const changes = proposals();
    const all = applyTailoring(
      TAILOR_RESUME,
      changes,
      changes.map((change) => change.id),
    );
    expect(findInventions(TAILOR_RESUME, all)).toEqual([]);
    expect(tailorScore(all, TAILOR_JOB, "2026-11")).toBeGreaterThan(tailorScore(TAILOR_RESUME, TAILOR_JOB, "2026-11"));
  });

  it("rejecting everything changes nothing; the input is never mutated", () => {
    const before = clone();
    expect(applyTailoring(TAILOR_RESUME, proposals(), [])).toEqual(before);
    applyTailoring(
      TAILOR_RESUME,
      proposals(),
      proposals().map((c) => c.id),
    );
    expect(TAILOR_RESUME).toEqual(before);
  });

  it("skips an ordering that no longer fits the resume instead of guessing", () => {
    const changes = proposals();
    const shorter = { ...clone(), skills: ["Go"] };
    expect(applyTailoring(shorter, changes, ["reorder-skills"]).skills).toEqual(["Go"]);
  });

  it("is deterministic: the same resume and job give the same ids and texts", () => {
    expect(proposals()).toEqual(proposals());
  });
});

describe("title of the copy", () => {
  it("names the job and company, without ' at ' when there is no company, within the limit", () => {
    expect(tailoredTitle("Dana's resume", TAILOR_JOB, 120)).toBe("Dana's resume · Backend Engineer at Acme");
    expect(tailoredTitle("Dana's resume", { ...TAILOR_JOB, company: "" }, 120)).toBe(
      "Dana's resume · Backend Engineer",
    );
    expect(tailoredTitle("x".repeat(120), TAILOR_JOB, 120).length).toBeLessThanOrEqual(120);
    expect(tailoredTitle("Dana", { ...TAILOR_JOB, title: "T".repeat(200) }, 120).length).toBeLessThanOrEqual(120);
  });
});

/** A resume as the import reads one from a PDF: the source's line breaks kept inside bullets. */
const IMPORTED: ResumeData = {
  personalInfo: {
    fullName: "Priya Raman",
    email: "priya@example.com",
    phone: "",
    address: "",
    linkedIn: "",
    github: "",
  },
  summary: "Backend engineer who builds reliable services and the tools around them.",
  skills: ["Backend", "Go", "PostgreSQL", "Kafka", "Kubernetes"],
  experience: [
    {
      id: "imp1",
      company: "Shiplane",
      position: "Senior Backend Engineer",
      startDate: "2021-01",
      endDate: "",
      current: true,
      description:
        "- Split the billing monolith into Go services on Kubernetes, before it could\noutgrow a single database.\n- Incident Timeline Bot: built a Slack bot that assembles incident timelines\nfrom alerts,\n- Tuned PostgreSQL queries and Kafka consumers, cutting p99 latency by 35%",
    },
  ],
  education: [],
  projects: [],
};
const BACKEND_JOB = {
  title: "Senior Backend Engineer",
  company: "Acme Logistics",
  description:
    "Acme Logistics moves freight across the country.\nRequirements:\n- Go and PostgreSQL\n- Kafka and Kubernetes in production\n- Terraform\n- Experience in logistics or supply chain",
};

describe("tailoring real, imported resumes", () => {
  it("builds the summary from whole sentences, and does not repeat the title as a skill", () => {
    const summary = ofKind(proposeTailoring(IMPORTED, BACKEND_JOB), "summary")[0];
    expect(summary).toBeDefined();
    const sentences = summary!.after.split(/(?<=[.!?])\s+/);
    for (const sentence of sentences) {
      expect(sentence, sentence).toMatch(/^[A-Z0-9]/);
      expect(sentence, sentence).not.toMatch(/[,;:]\.$/);
      expect(sentence.split(/\s+/).length, sentence).toBeGreaterThanOrEqual(5);
    }
    expect(summary!.after).not.toMatch(/Engineer with experience in Backend/);
    expect(summary!.after).toContain("before it could outgrow a single database.");
  });

  it("never makes the score go down, alone or all accepted together", () => {
    for (const [resume, job] of [
      [IMPORTED, BACKEND_JOB],
      [TAILOR_RESUME, TAILOR_JOB],
    ] as const) {
      const changes = proposeTailoring(resume, job).filter((change) => change.kind !== "missing-skill-question");
      const before = tailorScore(resume, job);
      for (const change of changes)
        expect(tailorScore(applyTailoring(resume, changes, [change.id]), job), change.id).toBeGreaterThanOrEqual(
          before,
        );
      expect(
        tailorScore(
          applyTailoring(
            resume,
            changes,
            changes.map((change) => change.id),
          ),
          job,
        ),
      ).toBeGreaterThanOrEqual(before);
    }
  });

  it("drops a change that would lower the score, and keeps the rest", () => {
    const resume: ResumeData = {
      ...IMPORTED,
      summary: "Backend engineer who writes Terraform modules for every service we run.",
    };
    const proposed = proposeTailoring(resume, BACKEND_JOB).filter((change) => change.kind !== "missing-skill-question");
    // A summary that loses the resume's only mention of a required skill, as the rewrite once did.
    const harmful: TailorChange = {
      id: "summary",
      kind: "summary",
      section: "summary",
      before: resume.summary,
      after: "Backend engineer.",
      reason: "",
      reasonText: { code: "summarySkills", params: {} },
    };
    const withHarm = [...proposed.filter((change) => change.kind !== "summary"), harmful];
    // Under a point: the whole score may not show it, the points do.
    expect(tailorPoints(applyTailoring(resume, withHarm, ["summary"]), BACKEND_JOB)).toBeLessThan(
      tailorPoints(resume, BACKEND_JOB),
    );
    const kept = neverLower(resume, BACKEND_JOB, withHarm);
    expect(kept.map((change) => change.id)).not.toContain("summary");
    expect(kept.length).toBe(withHarm.length - 1);
  });

  it("never asks about the employer's name as a skill", () => {
    const questions = ofKind(proposeTailoring(IMPORTED, BACKEND_JOB), "missing-skill-question").map(
      (question) => question.skill,
    );
    expect(questions).toContain("Terraform");
    expect(questions.map((skill) => skill.toLowerCase())).not.toContain("logistics");
  });
});
