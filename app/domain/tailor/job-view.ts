/**
 * The job as the tailoring rules need it: the ATS engine's reading of it (skills with importance,
 * distinctive keywords), and how relevant one line of resume text is to it.
 */
import { type JobProfile } from "../ats";
import { readJob as readAtsJob } from "../ats/job-reading";
import type { Importance } from "../ats/extract-job";
import { findPhrases, phraseQuery, type PhraseQuery } from "../ats/text";
import { findSkills } from "../ats/dictionary";
import { lineTokens } from "./skill-text";
import type { TailorJob } from "./types";

/** The ATS engine's weights (README "Hard skills": required 3, mentioned 2, nice 1). */
export const IMPORTANCE_WEIGHT: Readonly<Record<Importance, number>> = { must: 3, normal: 2, nice: 1 };

export interface JobView {
  job: TailorJob;
  /** The text the ATS engine reads: the title line, then the description (as the editor sends it). */
  text: string;
  profile: JobProfile;
  /** Job skills by dictionary id. */
  skills: Map<number, { name: string; importance: Importance; weight: number }>;
  keywords: PhraseQuery;
}

export function jobText(job: TailorJob): string {
  return `${job.title}\n${job.description}`;
}

export function readJob(job: TailorJob): JobView {
  const text = jobText(job);
  // The engine's own reading of the posting (tidied, cached), so tailoring and the score agree.
  const profile = readAtsJob(text).profile;
  // The employer's name is no skill ("Acme Logistics": never "Have you used Logistics?").
  const company = ` ${job.company.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const named = (name: string) =>
    company.trim().length > 0 &&
    company.includes(
      ` ${name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim()} `,
    );
  const skills = new Map(
    profile.skills
      .filter((skill) => !named(skill.name))
      .map((skill) => [
        skill.skill,
        {
          name: skill.name,
          importance: skill.importance,
          weight: IMPORTANCE_WEIGHT[skill.importance] + (skill.inTitle ? 1 : 0),
        },
      ]),
  );
  return { job, text, profile, skills, keywords: phraseQuery(profile.keywords.map((keyword) => keyword.key)) };
}

interface LineRelevance {
  score: number;
  /** The job skills the line names, by name, most important first. */
  skills: string[];
}

/** How much a line of the resume shows what the job asks for: its skills by importance, then its keywords. */
export function lineRelevance(line: string, view: JobView): LineRelevance {
  const tokens = lineTokens(line);
  const ids = new Set(
    findSkills(tokens, { programmingContext: view.profile.programmingContext, relaxCase: () => true }).map(
      (hit) => hit.skill,
    ),
  );
  const matched = [...ids].flatMap((id) => {
    const skill = view.skills.get(id);
    return skill ? [skill] : [];
  });
  matched.sort((a, b) => b.weight - a.weight);
  const keywordCount = findPhrases(tokens, view.keywords).size;
  return {
    score: matched.reduce((sum, skill) => sum + skill.weight, 0) + keywordCount * 0.5,
    skills: matched.map((skill) => skill.name),
  };
}

/** Indexes in order of relevance, most relevant first; ties keep their order. */
export function stableOrder(scores: readonly number[]): number[] {
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => item.index);
}

export const isIdentity = (order: readonly number[]): boolean => order.every((value, index) => value === index);

/** "Kubernetes, Go and PostgreSQL". */
export { listText } from "../ats/messages";
