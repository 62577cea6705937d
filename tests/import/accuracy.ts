/**
 * Field-level accuracy of an import against the resume it came from: each field the document
 * shows counts once, and is right when equal after folding white space (and, for links, the
 * scheme, "www." and a trailing slash). Entries are compared in order: a missing or extra entry
 * costs each of its fields. Shared by the import tests and `npm run bench`.
 */
import type { ResumeData } from "../../app/domain/resume/schema";

export interface FieldScore {
  field: string;
  right: number;
  total: number;
}

const fold = (value: unknown): string =>
  (Array.isArray(value) ? value.join(", ") : String(value ?? ""))
    .normalize("NFKC")
    .replace(/[•·▪●]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
const bareLink = (value: string): string =>
  fold(value)
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
const sameDescription = (a: string, b: string): boolean =>
  fold(
    a
      .split("\n")
      .map((line) => line.replace(/^\s*[-–•*]\s*/, "").trim())
      .join(" "),
  ) ===
  fold(
    b
      .split("\n")
      .map((line) => line.replace(/^\s*[-–•*]\s*/, "").trim())
      .join(" "),
  );

/** What a document of this resume shows: fields left empty in the resume are not counted. */
export function compareResumes(
  expected: ResumeData,
  actual: ResumeData,
  options: { educationStart?: boolean } = {},
): FieldScore[] {
  const scores = new Map<string, FieldScore>();
  const count = (field: string, right: boolean) => {
    const score = scores.get(field) ?? { field, right: 0, total: 0 };
    score.total += 1;
    if (right) score.right += 1;
    scores.set(field, score);
  };
  for (const key of ["fullName", "email", "phone", "address"] as const) {
    if (fold(expected.personalInfo[key]))
      count(`personal.${key}`, fold(expected.personalInfo[key]) === fold(actual.personalInfo[key]));
  }
  for (const key of ["linkedIn", "github"] as const) {
    if (fold(expected.personalInfo[key]))
      count(`personal.${key}`, bareLink(expected.personalInfo[key] ?? "") === bareLink(actual.personalInfo[key] ?? ""));
  }
  if (fold(expected.summary)) count("summary", sameDescription(expected.summary, actual.summary));
  for (const skill of expected.skills)
    count(
      "skills",
      actual.skills.some((candidate) => fold(candidate) === fold(skill)),
    );
  expected.experience.forEach((entry, index) => {
    const other = actual.experience[index];
    count("experience.position", fold(entry.position) === fold(other?.position));
    count("experience.company", fold(entry.company) === fold(other?.company));
    count("experience.startDate", entry.startDate === other?.startDate);
    count(
      "experience.end",
      entry.current ? other?.current === true : entry.endDate === other?.endDate && !other?.current,
    );
    if (fold(entry.description))
      count("experience.description", sameDescription(entry.description, other?.description ?? ""));
  });
  expected.education.forEach((entry, index) => {
    const other = actual.education[index];
    count("education.degree", fold(entry.degree) === fold(other?.degree));
    if (fold(entry.fieldOfStudy))
      count("education.fieldOfStudy", fold(entry.fieldOfStudy) === fold(other?.fieldOfStudy));
    count("education.institution", fold(entry.institution) === fold(other?.institution));
    count("education.endDate", (entry.endDate || entry.startDate) === other?.endDate);
    if (options.educationStart && entry.startDate) count("education.startDate", entry.startDate === other?.startDate);
    if (fold(entry.gpa)) count("education.gpa", fold(entry.gpa) === fold(other?.gpa));
  });
  (expected.projects ?? []).forEach((entry, index) => {
    const other = actual.projects?.[index];
    count("projects.name", fold(entry.name) === fold(other?.name));
    if (fold(entry.description))
      count("projects.description", sameDescription(entry.description, other?.description ?? ""));
    if (entry.technologies.length)
      count("projects.technologies", fold(entry.technologies) === fold(other?.technologies));
    if (fold(entry.githubLink))
      count("projects.githubLink", bareLink(entry.githubLink ?? "") === bareLink(other?.githubLink ?? ""));
    if (fold(entry.liveLink))
      count("projects.liveLink", bareLink(entry.liveLink ?? "") === bareLink(other?.liveLink ?? ""));
  });
  // Entries that should not be there: each of their fields is wrong.
  const extra =
    Math.max(0, actual.experience.length - expected.experience.length) +
    Math.max(0, actual.education.length - expected.education.length);
  for (let i = 0; i < extra; i += 1) count("extra entries", false);
  return [...scores.values()];
}

export function accuracy(scores: readonly FieldScore[]): number {
  const total = scores.reduce((sum, score) => sum + score.total, 0);
  return total === 0 ? 1 : scores.reduce((sum, score) => sum + score.right, 0) / total;
}
