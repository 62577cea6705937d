/**
 * The two ordering rules: the Skills list with the job's skills first, and the bullets of each
 * entry by relevance to the job. Both only permute lines the resume already has.
 */
import { BULLET } from "../resume/format";
import type { ResumeData } from "../resume/schema";
import { isIdentity, lineRelevance, stableOrder, type JobView } from "./job-view";
import { reasonOf } from "./reasons";
import type { ReorderBulletsChange, ReorderSkillsChange } from "./types";

export function reorderSkills(data: ResumeData, view: JobView): ReorderSkillsChange | null {
  const relevance = data.skills.map((skill) => lineRelevance(skill, view));
  const order = stableOrder(relevance.map((item) => item.score));
  if (isIdentity(order)) return null;
  const first = order
    .filter((index) => (relevance[index]?.score ?? 0) > 0)
    .flatMap((index) => relevance[index]?.skills ?? []);
  const named = [...new Set(first)].slice(0, 4);
  return {
    id: "reorder-skills",
    kind: "reorder-skills",
    section: "skills",
    before: [...data.skills],
    after: order.map((index) => data.skills[index] ?? ""),
    order,
    ...reasonOf({ code: "skillsFirst", params: { skills: named } }),
  };
}

/**
 * Which lines of a description are bullets that may move: each run of consecutive bullet lines
 * moves within itself (a paragraph stays where the person put it). A description written as
 * plain lines, with no bullet markers, is one run of statements.
 */
function bulletRuns(lines: readonly string[]): number[][] {
  const bulleted = lines.map((line) => BULLET.test(line));
  if (!bulleted.some(Boolean)) {
    const statements = lines.flatMap((line, index) => (line.trim() ? [index] : []));
    return statements.length > 1 ? [statements] : [];
  }
  const runs: number[][] = [];
  let run: number[] = [];
  lines.forEach((line, index) => {
    if (bulleted[index]) run.push(index);
    else if (line.trim()) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs;
}

/** The permutation of a description's lines that puts each run's most relevant bullets first. */
function bulletOrder(description: string, view: JobView): { lines: string[]; order: number[]; lead: string[] } {
  const lines = description.split(/\r?\n/);
  const order = lines.map((_, index) => index);
  const lead: string[] = [];
  for (const run of bulletRuns(lines)) {
    const relevance = run.map((index) => lineRelevance(lines[index] ?? "", view));
    const sorted = stableOrder(relevance.map((item) => item.score));
    sorted.forEach((from, to) => {
      order[run[to] as number] = run[from] as number;
    });
    lead.push(...(relevance[sorted[0] as number]?.skills ?? []));
  }
  return { lines, order, lead };
}

export function reorderBullets(data: ResumeData, view: JobView): ReorderBulletsChange[] {
  const entries = [
    ...data.experience.map((entry) => ({
      section: "experience" as const,
      id: entry.id,
      label: [entry.position, entry.company]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(", "),
      description: entry.description,
    })),
    ...(data.projects ?? []).map((project) => ({
      section: "projects" as const,
      id: project.id,
      label: project.name.trim(),
      description: project.description,
    })),
  ];
  return entries.flatMap((entry): ReorderBulletsChange[] => {
    const { lines, order, lead } = bulletOrder(entry.description, view);
    if (isIdentity(order)) return [];
    const named = [...new Set(lead)].slice(0, 3);
    return [
      {
        id: `reorder-bullets:${entry.id}`,
        kind: "reorder-bullets",
        section: entry.section,
        entryId: entry.id,
        entryLabel: entry.label || (entry.section === "projects" ? "Project" : "Experience"),
        before: lines.filter((line) => line.trim()),
        after: order.map((index) => lines[index] ?? "").filter((line) => line.trim()),
        order,
        ...reasonOf(
          named.length
            ? { code: "bulletsWithSkills", params: { skills: named } }
            : { code: "bulletsByWords", params: {} },
        ),
      },
    ];
  });
}
