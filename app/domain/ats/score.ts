/**
 * The score: six components with fixed weights, each made of items the panel can list, so every
 * point traces to a skill, a word, a section or a check.
 *
 * Weights (points out of 100), and why:
 *   hardSkills     40  what recruiters search and knock-out questions filter on; must-haves weigh 3,
 *                      skills merely mentioned 2, nice-to-haves 1. A skill only in the Skills list
 *                      earns 85% of its share, in an experience bullet or the summary 100%.
 *   jobTitle       10  recruiters search by title: the job's title (seniority words aside, synonyms
 *                      such as RN allowed) on a title line or in the summary 10; its role noun on a
 *                      title line with a shared qualifier or in the same field 6; a title of the
 *                      same role family 3.
 *   softSkills     10  share of the soft skills the job names that the resume shows.
 *   keywords       15  the job's other distinctive words and phrases, weighted by rarity.
 *   qualifications 10  years of experience 5, degree 5 (full when the job states none).
 *   searchability  15  contact details, standard headings, dates, length, quantified bullets, verbs.
 * When the job gives nothing to check for a job-based component (no title found, no soft skills
 * named...), its points move to the other job-based components in proportion to their weights, so
 * a short posting is not a free pass and a long one is not a handicap.
 */
import { DEGREE_LEVEL_NAMES } from "./lexicon";
import type { Importance } from "./extract-job";
import type { JobProfile } from "./extract-job";
import type { MatchResult, SkillPlace } from "./match";
import type { ParsedResume } from "./parse-resume";
import { WEAK_OPENINGS } from "./lexicon";
import type { AtsComponent, AtsComponentId, AtsComponentItem } from "./types";

export const COMPONENT_WEIGHTS: Readonly<Record<AtsComponentId, number>> = {
  hardSkills: 40,
  jobTitle: 10,
  softSkills: 10,
  keywords: 15,
  qualifications: 10,
  searchability: 15,
};

export const COMPONENT_LABELS: Readonly<Record<AtsComponentId, string>> = {
  hardSkills: "Hard skills",
  jobTitle: "Job title",
  softSkills: "Soft skills",
  keywords: "Job keywords",
  qualifications: "Education and experience",
  searchability: "Searchability and format",
};

export const IMPORTANCE_WEIGHT: Readonly<Record<Importance, number>> = { must: 3, normal: 2, nice: 1 };
export const SKILLS_LIST_ONLY_CREDIT = 0.85;
export const TITLE_CREDIT = { exact: 1, partial: 0.6, family: 0.3, none: 0 } as const;

/** Searchability checks and their points (sum 15). */
export const SEARCHABILITY_POINTS = {
  email: 2,
  phone: 1,
  linkedIn: 1,
  experienceHeading: 2,
  educationHeading: 1,
  skillsHeading: 1.5,
  summaryHeading: 0.5,
  dates: 1.5,
  length: 1.5,
  quantified: 2,
  strongVerbs: 1,
} as const;

/** Word-count bands: a one- to two-page resume reads best; under a page looks thin. */
export function lengthCredit(words: number): { credit: number; detail: string } {
  if (words < 150) return { credit: 0, detail: `${words} words: too short to show your experience` };
  if (words < 300) return { credit: 0.5, detail: `${words} words: on the short side (aim for 400-900)` };
  if (words <= 1000) return { credit: 1, detail: `${words} words: a good length` };
  if (words <= 1300) return { credit: 0.75, detail: `${words} words: long (over two pages)` };
  return { credit: 0.4, detail: `${words} words: too long; trim to the most relevant two pages` };
}

/** Share of bullets with a number at which a resume reads as results-driven. */
export const QUANTIFIED_TARGET = 0.5;

const PLACE_LABEL: Readonly<Record<SkillPlace, string>> = {
  experience: "Experience",
  skills: "Skills",
  summary: "Summary",
  other: "resume",
};
const IMPORTANCE_LABEL: Readonly<Record<Importance, string>> = { must: "Must-have", normal: "Mentioned", nice: "Nice to have" };

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;

export const hasNumber = (text: string): boolean => /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?|billions?)\b/i.test(text);
export const weakOpening = (text: string): string | null => WEAK_OPENINGS.find((weak) => weak.pattern.test(text))?.label ?? null;

function skillCredit(places: readonly SkillPlace[]): number {
  if (places.length === 0) return 0;
  return places.some((place) => place !== "skills") ? 1 : SKILLS_LIST_ONLY_CREDIT;
}

/** Items with shares of a component's points: `share` is each item's weight, `credit` 0..1. */
function distribute(weight: number, entries: Array<{ share: number; credit: number; label: string; detail?: string }>): AtsComponentItem[] {
  const total = entries.reduce((sum, entry) => sum + entry.share, 0);
  return entries.map((entry) => {
    const maxPoints = total > 0 ? (weight * entry.share) / total : 0;
    return {
      label: entry.label,
      matched: entry.credit > 0,
      detail: entry.detail,
      points: round2(maxPoints * entry.credit),
      maxPoints: round2(maxPoints),
    };
  });
}

function component(id: AtsComponentId, weight: number, items: AtsComponentItem[]): AtsComponent {
  const earned = items.reduce((sum, item) => sum + item.points, 0);
  return { id, label: COMPONENT_LABELS[id], weight: round1(weight), earned: round1(Math.min(weight, earned)), items };
}

function effectiveWeights(job: JobProfile, match: MatchResult): Record<AtsComponentId, number> {
  const weights = { ...COMPONENT_WEIGHTS };
  const applicable: Record<"hardSkills" | "jobTitle" | "softSkills" | "keywords", boolean> = {
    hardSkills: match.skills.length > 0,
    jobTitle: job.titleKey !== null,
    softSkills: match.soft.length > 0,
    keywords: match.keywords.length > 0,
  };
  const ids = Object.keys(applicable) as Array<keyof typeof applicable>;
  const freed = ids.filter((id) => !applicable[id]).reduce((sum, id) => sum + weights[id], 0);
  const receivers = ids.filter((id) => applicable[id]);
  const receiving = receivers.reduce((sum, id) => sum + weights[id], 0);
  for (const id of ids) if (!applicable[id]) weights[id] = 0;
  if (receiving > 0) for (const id of receivers) weights[id] += (freed * weights[id]) / receiving;
  return weights;
}

export function scoreComponents(job: JobProfile, resume: ParsedResume, match: MatchResult): AtsComponent[] {
  const weights = effectiveWeights(job, match);

  const hardSkills = component(
    "hardSkills",
    weights.hardSkills,
    distribute(
      weights.hardSkills,
      match.skills.map(({ skill, places }) => ({
        label: skill.name,
        share: IMPORTANCE_WEIGHT[skill.importance],
        credit: skillCredit(places),
        detail:
          places.length > 0
            ? `${IMPORTANCE_LABEL[skill.importance]} · found in ${places.map((place) => PLACE_LABEL[place]).join(", ")}`
            : `${IMPORTANCE_LABEL[skill.importance]} · missing`,
      })),
    ),
  );

  const titleDetail: Record<MatchResult["title"]["level"], string> = {
    exact: "The job title appears in your resume",
    partial: `A similar title: ${match.title.evidence ?? ""}`.trim(),
    family: `A title in the same field (${job.roleFamily?.label ?? ""})`,
    none: "Not found in your resume",
  };
  const jobTitle = component(
    "jobTitle",
    weights.jobTitle,
    job.title
      ? distribute(weights.jobTitle, [
          { label: job.title, share: 1, credit: TITLE_CREDIT[match.title.level], detail: titleDetail[match.title.level] },
        ])
      : [],
  );

  const softSkills = component(
    "softSkills",
    weights.softSkills,
    distribute(
      weights.softSkills,
      match.soft.map(({ concept, matched }) => ({ label: concept.label, share: 1, credit: matched ? 1 : 0 })),
    ),
  );

  const keywords = component(
    "keywords",
    weights.keywords,
    distribute(
      weights.keywords,
      match.keywords.map(({ keyword, matched }) => ({ label: keyword.label, share: keyword.weight, credit: matched ? 1 : 0 })),
    ),
  );

  return [hardSkills, jobTitle, softSkills, keywords, qualifications(job, resume, match, weights.qualifications), searchability(resume, weights.searchability)];
}

function qualifications(job: JobProfile, resume: ParsedResume, match: MatchResult, weight: number): AtsComponent {
  const half = weight / 2;
  const items: AtsComponentItem[] = [];
  const years = match.resumeYears;
  if (job.yearsRequired === null) {
    items.push({ label: "Years of experience", matched: true, detail: "No minimum stated in the job", points: half, maxPoints: half });
  } else {
    const ratio = years / job.yearsRequired;
    // Falling a little short still passes many screens; far short does not.
    const credit = ratio >= 1 ? 1 : Math.max(0, (ratio - 0.4) / 0.6);
    items.push({
      label: `${job.yearsRequired}+ years of experience`,
      matched: credit > 0,
      detail: `Your resume shows about ${Math.floor(years)} year${Math.floor(years) === 1 ? "" : "s"}`,
      points: round2(half * credit),
      maxPoints: half,
    });
  }
  if (job.degree === null) {
    items.push({ label: "Degree", matched: true, detail: "No degree requirement stated", points: half, maxPoints: half });
  } else {
    const required = DEGREE_LEVEL_NAMES[job.degree.level] ?? "degree";
    let credit = 0;
    if (resume.degreeLevel >= job.degree.level) credit = 1;
    else if (job.degree.flexible && job.yearsRequired !== null && years >= job.yearsRequired) credit = 1;
    else if (resume.degreeLevel > 0 && resume.degreeLevel === job.degree.level - 1) credit = 0.4;
    const found = resume.degreeLevel > 0 ? `found: ${DEGREE_LEVEL_NAMES[resume.degreeLevel]}` : "no degree found";
    items.push({ label: `${required[0]?.toUpperCase()}${required.slice(1)}`, matched: credit > 0, detail: `Required; ${found}`, points: round2(half * credit), maxPoints: half });
  }
  return component("qualifications", weight, items);
}

function searchability(resume: ParsedResume, weight: number): AtsComponent {
  const scale = weight / COMPONENT_WEIGHTS.searchability;
  const item = (label: string, max: number, credit: number, detail?: string): AtsComponentItem => ({
    label,
    matched: credit > 0,
    detail,
    points: round2(max * scale * credit),
    maxPoints: round2(max * scale),
  });
  const P = SEARCHABILITY_POINTS;
  const statements = resume.statements;
  const quantified = statements.filter((statement) => hasNumber(statement.text)).length;
  const share = statements.length > 0 ? quantified / statements.length : 0;
  const weak = statements.filter((statement) => weakOpening(statement.text) !== null).length;
  const length = lengthCredit(resume.wordCount);
  const experienceDates = resume.dateRanges.length > 0 ? 1 : resume.hasAnyYear ? 0.5 : 0;
  return component("searchability", weight, [
    item("Email address", P.email, resume.contact.email ? 1 : 0),
    item("Phone number", P.phone, resume.contact.phone ? 1 : 0),
    item("LinkedIn profile", P.linkedIn, resume.contact.linkedIn ? 1 : 0),
    item("Experience section heading", P.experienceHeading, resume.headings.has("experience") ? 1 : 0),
    item("Education section heading", P.educationHeading, resume.headings.has("education") ? 1 : 0),
    item("Skills section heading", P.skillsHeading, resume.headings.has("skills") ? 1 : 0),
    item("Summary section heading", P.summaryHeading, resume.headings.has("summary") ? 1 : 0),
    item("Dates of employment", P.dates, experienceDates, experienceDates === 1 ? "Date ranges found" : experienceDates > 0 ? "Years found but no from–to ranges" : "No dates found"),
    item("Length", P.length, length.credit, length.detail),
    item(
      "Quantified results",
      P.quantified,
      statements.length > 0 ? Math.min(1, share / QUANTIFIED_TARGET) : 0,
      `${quantified} of ${statements.length} bullets include a number`,
    ),
    item(
      "Strong action verbs",
      P.strongVerbs,
      statements.length > 0 ? Math.max(0, 1 - (2 * weak) / statements.length) : 0,
      weak > 0 ? `${weak} bullet${weak === 1 ? "" : "s"} open with a weak phrase` : "No weak openings found",
    ),
  ]);
}
