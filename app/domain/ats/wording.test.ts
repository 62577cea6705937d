/**
 * Shared wording (./wording.ts): a TF-IDF cosine of the two texts with rarities from real postings.
 * docs/ats-scorecard.md, "Shared wording", has what it adds to the ranking.
 */
import { describe, expect, it } from "vitest";
import "./bundled-data";
import { analyzeAts } from "./index";
import { tokenize } from "./tokenize";
import { matchWording, wordingVector, wordsInSentences } from "./wording";

const similarity = (resume: string, job: string): number =>
  matchWording(wordingVector(tokenize(job)), wordingVector(tokenize(resume))).similarity;

const JOB = `Underwriting Assistant
Harbor Mutual is a regional insurer of small businesses, with offices in three states.
About the role
Support our commercial underwriting team: prepare submissions, check loss runs and policy
endorsements, and keep the broker file complete.
What you will do
- Prepare renewal submissions and quote letters for the underwriters
- Review loss runs, inspection reports and applications for missing information
- Issue policy endorsements, binders and certificates of insurance
- Answer broker questions by phone and e-mail and keep the agency system up to date
What you need
- Two years in an insurance office, ideally commercial lines
- Accurate data entry and a working knowledge of Microsoft Excel
- A property and casualty licence, or willingness to earn one in your first year
We offer a hybrid schedule, a pension plan and paid time off.`;

describe("shared wording", () => {
  it("weighs a posting's rare words over the words every posting uses", () => {
    // Both resumes share four words with the posting: the rare ones (underwriting, endorsements,
    // broker, loss runs) say which job it is; "experience", "team", "required", "office" do not.
    const rare = "Assisted underwriting with endorsements, broker submissions and loss runs.";
    const common = "Office team member with experience; required work prepared and complete.";
    expect(similarity(rare, JOB)).toBeGreaterThan(2 * similarity(common, JOB));
  });

  it("reads the words, not their case, order or layout", () => {
    const resume = "Underwriting assistant: endorsements, loss runs, broker files.";
    const base = similarity(resume, JOB);
    expect(similarity(resume.toUpperCase(), JOB)).toBeCloseTo(base, 6);
    expect(similarity("- broker files\n- loss runs\n- endorsements\nUnderwriting assistant", JOB)).toBeCloseTo(base, 6);
    expect(similarity(resume, JOB.replace(/\n/g, " "))).toBeCloseTo(base, 6);
  });

  it("is 0 for texts that share no word and 1 for the same text", () => {
    expect(similarity("Sous chef, knife skills, sauces", JOB)).toBe(0);
    expect(similarity(JOB, JOB)).toBeCloseTo(1, 6);
  });

  it("earns points in the score, each traced to the shared words", () => {
    const resume = (bullets: string) =>
      `Sam Lee\nsam@example.com\nSummary\nOrganised administrator who keeps schedules, records and correspondence in order.\n` +
      `Experience\nOffice Assistant, Baypoint Insurance, 2021 – Present\n${bullets}\n- Answered phones and greeted visitors\n` +
      `Receptionist, Dental Care Clinic, 2017 – 2021\n- Booked appointments and kept patient records\n- Ordered supplies\n` +
      `Skills\nMicrosoft Excel, scheduling, data entry`;
    const analysis = (bullets: string) =>
      analyzeAts({ resumeText: resume(bullets), jobDescriptionText: JOB, asOf: "2026-11" });
    const plain = analysis("- Supported the team with daily tasks");
    const worded = analysis(
      "- Prepared underwriting submissions, checked loss runs and policy endorsements for brokers",
    );
    const part = (result: ReturnType<typeof analysis>) =>
      result.metadata.analysis.components.find((component) => component.id === "wording")!;
    expect(part(worded).earned).toBeGreaterThan(part(plain).earned + 5);
    expect(worded.score).toBeGreaterThan(plain.score);
    const labels = part(worded).items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(["underwriting", "endorsements"]));
    const points = part(worded).items.reduce((sum, item) => sum + item.points, 0);
    expect(points).toBeCloseTo(part(worded).earned, 0);
  });
});

describe("shared wording and keyword lists", () => {
  const resume = `Sam Lee
sam@example.com
Summary
Organised administrator who keeps schedules, records and correspondence in order.
Experience
Office Assistant, Baypoint Insurance, 2021 – Present
- Supported the team with daily tasks
- Answered phones and greeted visitors
Receptionist, Dental Care Clinic, 2017 – 2021
- Booked appointments and kept patient records
Skills
Microsoft Excel, scheduling, data entry`;
  const words = ["underwriting", "endorsements", "broker", "loss runs", "submissions", "binders", "renewal"];
  const wording = (text: string) =>
    analyzeAts({ resumeText: text, jobDescriptionText: JOB, asOf: "2026-11" }).metadata.analysis.components.find(
      (component) => component.id === "wording",
    )!.earned;

  it("earns nothing for the posting's words added as a list, on one line or one per line", () => {
    // Seen: 25 of a posting's words appended as one line raised non-fitting real resumes from 37 to 56.
    const base = wording(resume);
    expect(wording(`${resume}\nKeywords: ${words.join(", ")}`)).toBeCloseTo(base, 0);
    expect(wording(`${resume}\n${words.map((word) => `- ${word}`).join("\n")}`)).toBeCloseTo(base, 0);
  });

  it("still earns for the same words written in a sentence", () => {
    const bullet =
      "- Prepared underwriting submissions and renewal binders, checked loss runs and endorsements for each broker";
    expect(wording(resume.replace("- Supported the team with daily tasks", bullet))).toBeGreaterThan(
      wording(resume) + 5,
    );
  });

  it("finds the lines: a list of short items or a run of short lines, not a sentence or a role's lines", () => {
    const lines = [
      "Skills: Python, SQL, AWS, Docker",
      "Senior Engineer",
      "Acme Corp",
      "Led the team, hired four engineers, ran the budget, and shipped on time",
      "- Go",
      "- Rust",
      "- Kafka",
      "- Terraform",
    ];
    const tokens = tokenize(lines.join("\n"));
    const kept = new Set(wordsInSentences(lines, tokens).map((token) => token.line));
    expect([...kept].sort()).toEqual([1, 2, 3]);
  });
});

describe("shared wording in another language", () => {
  // The rarity table knows English postings: to it every German word is unseen, and so rare.
  const job = `Softwareentwickler (m/w/d) Backend
Wir suchen für unser Team in Berlin einen erfahrenen Softwareentwickler, der mit uns die Zukunft der Logistik gestaltet.
Deine Aufgaben
- Du entwickelst und betreibst Microservices in Java und Kotlin
- Du arbeitest eng mit dem Produktteam zusammen und verbesserst die Qualität unserer Plattform
Dein Profil
- Abgeschlossenes Studium der Informatik oder eine vergleichbare Ausbildung
- Mehrjährige Erfahrung mit Java, Spring Boot und PostgreSQL
Wir bieten dir ein modernes Büro, flexible Arbeitszeiten und 30 Tage Urlaub.`;
  const nurse = `Anna Schmidt
Berufserfahrung
Gesundheits- und Krankenpflegerin, Charité Berlin, 2018 – heute
- Ich betreue Patienten auf der Intensivstation und arbeite eng mit dem ärztlichen Team zusammen
- Verantwortlich für die Dokumentation und die Qualität der Pflege in der Schicht
Ausbildung
Ausbildung zur Gesundheits- und Krankenpflegerin, 2015 – 2018`;
  const developer = `Jonas Weber
Berufserfahrung
Backend-Entwickler, Zalando, 2019 – heute
- Entwicklung von Microservices mit Java, Kotlin und Spring Boot
- Betrieb der Plattform auf PostgreSQL und Kubernetes
Ausbildung
B.Sc. Informatik, TU München, 2015 – 2019`;

  it("does not count the language's function words as shared wording", () => {
    // Seen: both at about 0.38, "und", "der", "die" and "mit" most of it. Now 0.32 and 0.17: the
    // nurse still shares "Ausbildung", "Berlin", "Qualität", "zusammen", which the table cannot
    // tell from rare words (docs/ats-scorecard.md, "Shared wording").
    expect(similarity(developer, job)).toBeGreaterThan(1.5 * similarity(nurse, job));
    const shared = matchWording(wordingVector(tokenize(job)), wordingVector(tokenize(nurse))).shared;
    expect(shared.map((word) => word.label)).not.toEqual(expect.arrayContaining(["und"]));
  });
});
