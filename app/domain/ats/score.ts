/**
 * The score: components with fixed weights, each made of items the panel can list, so every point
 * traces to an occupation, a skill, a word or a check. Weights and why: docs/decisions/ats-weights.md.
 *
 *   roleFit        43  how close the resume's recent roles are to the job's occupation (O*NET),
 *                      discounted for older roles, leaning to the middle when a placement is unsure;
 *                      the job's own title held, or a title of its family with its tools, counts
 *                      directly (role-fit.ts): what a recruiter reads first.
 *   hardSkills      4  the job's hard skills; must-haves weigh 3, mentioned 2, nice-to-have 1, more
 *                      for skills the job repeats or puts in its title. Named in the resume (or a
 *                      true alias): full credit (85% when only in the Skills list, 60% when only in
 *                      roles that ended over five years ago); a related skill named instead: 35%,
 *                      shown as related. A licence counts where the owner claims it, not in a bullet.
 *   keywords        7  the job's other distinctive words, by how specific they are to occupations
 *                      (O*NET) and to this job's own occupation, and by the section they sit in.
 *   wording        28  how alike the two texts' words are, each weighted by its rarity among real
 *                      postings (a TF-IDF cosine, ./wording.ts): its square root, full at
 *                      FULL_WORDING; each shared word earns its part of the cosine.
 *   jobTitle       14  the job's title (synonyms allowed) where a title counts: full in a current
 *                      one; its role noun with a shared qualifier, its field with a shared
 *                      qualifier in a title ("Data Science Consultant"), a generic role noun's
 *                      qualifiers ("Graphic Design Specialist" as "Graphic Designer") or a title
 *                      of its family in the same field, 80%; the title of an older role, 60%;
 *                      and as much again for the specialty the title names (specialty.ts), when the
 *                      owner's current work names it.
 *   qualifications  4  level (seniority gap; a level reached in another field counts from its start)
 *                      50%, relevant years 30%, degree 20% (full when the job states no requirement).
 *   softSkills      0  advice only: on real resumes it does not separate fits from non-fits.
 *   searchability   0  advice only: contact details and headings matter to a parser, but say nothing
 *                      about fit to this job, so they must not decide the ranking.
 * No gate: role fit is one part among the others; nothing multiplies or caps the other parts.
 * Weights chosen leaving one whole source out (v5's posting sources and v4's tune split):
 * scripts/ats-weight-search.mjs, docs/ats-scorecard.md.
 * When the job gives nothing to check for a job-based component (no occupation read, no skills
 * named...), its points move to the other job-based components and qualifications in proportion to
 * their weights.
 */
import type { Importance } from "./extract-job";
import type { JobProfile } from "./extract-job";
import type { MatchResult, SkillMatch } from "./match";
import type { ParsedResume } from "./parse-resume";
import { roleFitText } from "./role-fit";
import { lengthDetail, type LengthVerdict } from "./messages";
import { RELATEDNESS } from "./occupations";
import { SENIORITY_LEVELS } from "./seniority";
import {
  COMPONENT_LABELS,
  scoreDetailMessage,
  scoreLabelMessage,
  type ScoreCheck,
  type ScoreDetailText,
  type ScoreLabelText,
} from "./score-texts";
import { WEAK_OPENINGS } from "./lexicon";
import type { AtsComponent, AtsComponentId, AtsComponentItem } from "./types";

export const COMPONENT_WEIGHTS: Readonly<Record<AtsComponentId, number>> = {
  roleFit: 43,
  hardSkills: 4,
  keywords: 7,
  wording: 28,
  jobTitle: 14,
  qualifications: 4,
  softSkills: 0,
  searchability: 0,
};

export const IMPORTANCE_WEIGHT: Readonly<Record<Importance, number>> = { must: 3, normal: 2, nice: 1 };
const SKILLS_LIST_ONLY_CREDIT = 0.85;
/** A related skill named instead of the one asked for (Docker for Kubernetes). */
const RELATED_SKILL_CREDIT = 0.35;
/** A skill named only in roles that ended years ago (match.ts DATED_SKILL_YEARS). */
const DATED_SKILL_CREDIT = 0.6;
const TITLE_CREDIT = { exact: 1, partial: 0.8, past: 0.6, none: 0 } as const;
/**
 * The wording cosine that earns all of its points: about the top 1% of real resume-posting pairs,
 * fitting or not (docs/ats-scorecard.md, "Shared wording"); two texts that say the same thing in
 * their own words rarely share more.
 */
const FULL_WORDING = 0.2;
/**
 * Shared words listed by name, at most, each carrying at least this share of the cosine: "with" and
 * "years" are shared by nearly every pair and earn next to nothing. The rest are one item.
 */
const WORDS_LISTED = 12;
const WORD_LISTED_SHARE = 0.02;
/** The specialties a title names ("(INFOSEC)", "- Operating Room") weigh as much as the title itself. */
const SPECIALTY_SHARE = 1;

/** How much a job stresses a skill: its importance, how often it repeats it, and its title. */
export function skillStress(skill: SkillMatch["skill"]): number {
  return IMPORTANCE_WEIGHT[skill.importance] * (1 + 0.5 * Math.log(skill.mentions)) * (skill.inTitle ? 1.5 : 1);
}

/** Searchability checks: advice with the weight each would have in a format score. */
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
export function lengthCredit(words: number): { credit: number; verdict: LengthVerdict; detail: string } {
  const read = (credit: number, verdict: LengthVerdict) => ({ credit, verdict, detail: lengthDetail(words, verdict) });
  if (words < 150) return read(0, "tooShort");
  if (words < 300) return read(0.5, "short");
  if (words <= 1000) return read(1, "good");
  if (words <= 1300) return read(0.75, "long");
  return read(0.4, "tooLong");
}

/** Share of bullets with a number at which a resume reads as results-driven. */
export const QUANTIFIED_TARGET = 0.5;

const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;

export const hasNumber = (text: string): boolean =>
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?|billions?)\b/i.test(
    text,
  );
export const weakOpening = (text: string): string | null =>
  WEAK_OPENINGS.find((weak) => weak.pattern.test(text))?.label ?? null;

function skillCredit(match: SkillMatch): number {
  if (match.places.length === 0) return match.relatedTo ? RELATED_SKILL_CREDIT : 0;
  if (match.endedYearsAgo !== null) return DATED_SKILL_CREDIT;
  return match.places.some((place) => place !== "skills") ? 1 : SKILLS_LIST_ONLY_CREDIT;
}

interface Entry {
  share: number;
  credit: number;
  label: string;
  detail?: string;
  labelText?: ScoreLabelText;
  detailText?: ScoreDetailText;
  status?: AtsComponentItem["status"];
}

/** An item's label and detail from their codes: the English and the code say the same. */
function coded(labelText: ScoreLabelText | null, detailText: ScoreDetailText | null, label?: string) {
  return {
    label: labelText ? scoreLabelMessage(labelText) : (label ?? ""),
    ...(labelText ? { labelText } : {}),
    ...(detailText ? { detail: scoreDetailMessage(detailText), detailText } : {}),
  };
}

/** Items with shares of a component's points: `share` is each item's weight, `credit` 0..1. */
function distribute(weight: number, entries: Entry[]): AtsComponentItem[] {
  const total = entries.reduce((sum, entry) => sum + entry.share, 0);
  return entries.map((entry) => {
    const maxPoints = total > 0 ? (weight * entry.share) / total : 0;
    return {
      label: entry.label,
      matched: entry.credit > 0 && entry.status !== "related",
      status: entry.status ?? (entry.credit > 0 ? "found" : "missing"),
      detail: entry.detail,
      ...(entry.labelText ? { labelText: entry.labelText } : {}),
      ...(entry.detailText ? { detailText: entry.detailText } : {}),
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
  const applicable: Record<"roleFit" | "hardSkills" | "jobTitle" | "keywords" | "wording", boolean> = {
    roleFit: match.role.job !== null,
    hardSkills: match.skills.length > 0,
    jobTitle: job.titleKey !== null,
    keywords: match.keywords.length > 0,
    wording: job.wording.size > 0,
  };
  const ids = Object.keys(applicable) as Array<keyof typeof applicable>;
  const freed = ids.filter((id) => !applicable[id]).reduce((sum, id) => sum + weights[id], 0);
  // The job's level, years and degree always apply (a job that states none earns them in full).
  const receivers = [...ids.filter((id) => applicable[id]), "qualifications" as const];
  const receiving = receivers.reduce((sum, id) => sum + weights[id], 0);
  for (const id of ids) if (!applicable[id]) weights[id] = 0;
  if (receiving > 0) for (const id of receivers) weights[id] += (freed * weights[id]) / receiving;
  return weights;
}

export function scoreComponents(job: JobProfile, resume: ParsedResume, match: MatchResult): AtsComponent[] {
  const weights = effectiveWeights(job, match);
  const role = match.role;
  // No gate: role fit is one part among the others, so a misread placement costs its own points
  // and never scales the rest (docs/decisions/ats-weights.md, "No gate").

  const roleFit = component(
    "roleFit",
    weights.roleFit,
    role.job
      ? distribute(weights.roleFit, [
          {
            ...coded(
              { code: "relation", params: { relation: role.relation } },
              { code: "roleFit", params: { roleFit: roleFitText(role) } },
            ),
            share: 1,
            credit: role.credit,
            status: role.credit >= 0.6 ? "found" : role.credit > 0 ? "related" : "missing",
          },
        ])
      : [],
  );

  const hardSkills = component(
    "hardSkills",
    weights.hardSkills,
    distribute(
      weights.hardSkills,
      match.skills.map((entry) => ({
        ...coded(
          null,
          entry.endedYearsAgo !== null
            ? { code: "skillDated", params: { importance: entry.skill.importance, years: entry.endedYearsAgo } }
            : entry.places.length > 0
              ? { code: "skillFound", params: { importance: entry.skill.importance, places: entry.places } }
              : entry.relatedTo
                ? {
                    code: "skillRelated",
                    params: { importance: entry.skill.importance, related: entry.relatedTo, skill: entry.skill.name },
                  }
                : { code: "skillMissing", params: { importance: entry.skill.importance } },
          entry.skill.name,
        ),
        share: skillStress(entry.skill),
        credit: skillCredit(entry),
        status: entry.places.length > 0 ? "found" : entry.relatedTo ? "related" : "missing",
      })),
    ),
  );

  const titleDetail: Record<MatchResult["title"]["level"], ScoreDetailText> = {
    exact: { code: "titleExact" },
    partial: { code: "titlePartial", params: { evidence: match.title.evidence ?? "" } },
    past: { code: "titlePast", params: { evidence: match.title.evidence ?? "" } },
    none: { code: "titleNone" },
  };
  const jobTitle = component(
    "jobTitle",
    weights.jobTitle,
    job.title
      ? distribute(weights.jobTitle, [
          {
            ...coded(null, titleDetail[match.title.level], job.title),
            share: 1,
            credit: TITLE_CREDIT[match.title.level] * (match.title.share ?? 1),
          },
          ...match.specialties.map((specialty) => ({
            ...coded(
              { code: "specialty", params: { label: specialty.label } },
              { code: specialty.found ? "specialtyFound" : "specialtyMissing" },
            ),
            share: SPECIALTY_SHARE / match.specialties.length,
            credit: specialty.found ? 1 : 0,
          })),
        ])
      : [],
  );

  const keywords = component(
    "keywords",
    weights.keywords,
    distribute(
      weights.keywords,
      match.keywords.map(({ keyword, matched }) => ({
        label: keyword.label,
        share: keyword.weight,
        credit: matched ? 1 : 0,
      })),
    ),
  );

  // Each shared word earns its part of the cosine; past the first few, the rest are one item. The
  // square root: the first words a resume shares with the job say the most, and a fitting resume
  // in its own words is not left near zero (docs/ats-scorecard.md, "Shared wording").
  const { shared, similarity } = match.wording;
  const wordingCredit = Math.min(1, Math.sqrt(similarity / FULL_WORDING));
  const listed = shared.slice(0, WORDS_LISTED).filter((word) => word.contribution >= WORD_LISTED_SHARE * similarity);
  const others = shared.slice(listed.length);
  const wording = component(
    "wording",
    weights.wording,
    distribute(weights.wording, [
      ...listed.map((word) => ({ label: word.label, share: word.contribution, credit: wordingCredit })),
      ...(others.length > 0
        ? [
            {
              ...coded({ code: "otherWords", params: { count: others.length } }, null),
              share: others.reduce((sum, word) => sum + word.contribution, 0),
              credit: wordingCredit,
            },
          ]
        : []),
    ]),
  );

  const softSkills = component(
    "softSkills",
    weights.softSkills,
    match.soft.map(({ concept, matched }) => ({
      ...coded({ code: "softSkill", params: { label: concept.label } }, null),
      matched,
      status: matched ? "found" : "missing",
      points: 0,
      maxPoints: 0,
    })),
  );

  return [
    roleFit,
    hardSkills,
    keywords,
    wording,
    jobTitle,
    qualifications(job, resume, match, weights.qualifications),
    softSkills,
    searchability(resume),
  ];
}

/**
 * Seniority gap (job level minus the resume's) to credit: a step either way is normal; two steps
 * under is a stretch, three a different job; two steps over reads as overqualified.
 */
export function seniorityCredit(gap: number): number {
  if (gap >= 3) return 0;
  if (gap === 2) return 0.4;
  if (gap === -2) return 0.5;
  if (gap <= -3) return 0.2;
  return 1;
}

/** The level a career change starts at (seniority.ts: 1 junior). */
const OTHER_FIELD_LEVEL = 1;

/** Shares of the qualifications component: a level two steps off the job's says more than a year short. */
const QUALIFICATION_SHARES = { years: 0.3, degree: 0.2, level: 0.5 } as const;

function qualifications(job: JobProfile, resume: ParsedResume, match: MatchResult, weight: number): AtsComponent {
  const item = (
    share: keyof typeof QUALIFICATION_SHARES,
    label: ScoreLabelText,
    credit: number,
    detail: ScoreDetailText,
  ): AtsComponentItem => ({
    ...coded(label, detail),
    matched: credit > 0,
    status: credit >= 1 ? "found" : credit > 0 ? "related" : "missing",
    points: round2(weight * QUALIFICATION_SHARES[share] * credit),
    maxPoints: round2(weight * QUALIFICATION_SHARES[share]),
  });
  const items: AtsComponentItem[] = [];
  const years = match.resumeYears;
  if (job.yearsRequired === null) {
    items.push(item("years", { code: "years" }, 1, { code: "noMinimum" }));
  } else {
    const ratio = years / job.yearsRequired;
    // Falling a little short still passes many screens; far short does not.
    const credit = ratio >= 1 ? 1 : Math.max(0, (ratio - 0.4) / 0.6);
    items.push(
      item("years", { code: "yearsRequired", params: { years: job.yearsRequired } }, credit, {
        code: "yearsShown",
        params: { years: Math.floor(years) },
      }),
    );
  }
  if (job.degree === null) {
    items.push(item("degree", { code: "degree" }, 1, { code: "noDegreeRequired" }));
  } else {
    let credit = 0;
    if (resume.degreeLevel >= job.degree.level) credit = 1;
    else if (job.degree.flexible && job.yearsRequired !== null && years >= job.yearsRequired) credit = 1;
    else if (resume.degreeLevel > 0 && resume.degreeLevel === job.degree.level - 1) credit = 0.4;
    items.push(
      item("degree", { code: "degreeRequired", params: { degree: job.degree.level } }, credit, {
        code: "degreeFound",
        params: { found: resume.degreeLevel },
      }),
    );
  }
  const jobLevel = SENIORITY_LEVELS[job.seniority] ?? "mid-level";
  const resumeLevel = match.role.seniority;
  const levelLabel: ScoreLabelText = { code: "level", params: { level: jobLevel } };
  const best = match.role.best;
  if (resumeLevel === null) {
    items.push(item("level", levelLabel, 0, { code: "noRoleTitle" }));
  } else if (match.role.job && (!best || best.fit < RELATEDNESS.supplemental)) {
    // A senior nurse is no senior developer: a level reached in another field counts from this
    // field's start, as the years do (match.ts relevantMonths).
    items.push(
      item("level", levelLabel, seniorityCredit(job.seniority - OTHER_FIELD_LEVEL), {
        code: "levelOtherField",
        params: { job: jobLevel },
      }),
    );
  } else {
    items.push(
      item("level", levelLabel, seniorityCredit(job.seniority - resumeLevel), {
        code: "levels",
        params: { job: jobLevel, resume: SENIORITY_LEVELS[resumeLevel] ?? "mid-level" },
      }),
    );
  }
  return component("qualifications", weight, items);
}

/** Format checks: shown as advice, worth no points (they say nothing about fit to this job). */
function searchability(resume: ParsedResume): AtsComponent {
  const item = (check: ScoreCheck, _max: number, credit: number, detail?: ScoreDetailText): AtsComponentItem => ({
    ...coded({ code: "check", params: { check } }, detail ?? null),
    matched: credit > 0,
    status: credit >= 1 ? "found" : credit > 0 ? "related" : "missing",
    points: 0,
    maxPoints: 0,
  });
  const P = SEARCHABILITY_POINTS;
  const statements = resume.statements;
  const quantified = statements.filter((statement) => hasNumber(statement.text)).length;
  const share = statements.length > 0 ? quantified / statements.length : 0;
  const weak = statements.filter((statement) => weakOpening(statement.text) !== null).length;
  const length = lengthCredit(resume.wordCount);
  const experienceDates = resume.dateRanges.length > 0 ? 1 : resume.hasAnyYear ? 0.5 : 0;
  return component("searchability", 0, [
    item("email", P.email, resume.contact.email ? 1 : 0),
    item("phone", P.phone, resume.contact.phone ? 1 : 0),
    item("linkedIn", P.linkedIn, resume.contact.linkedIn ? 1 : 0),
    item("experienceHeading", P.experienceHeading, resume.headings.has("experience") ? 1 : 0),
    item("educationHeading", P.educationHeading, resume.headings.has("education") ? 1 : 0),
    item("skillsHeading", P.skillsHeading, resume.headings.has("skills") ? 1 : 0),
    item("summaryHeading", P.summaryHeading, resume.headings.has("summary") ? 1 : 0),
    item("dates", P.dates, experienceDates, {
      code: "dates",
      params: { found: experienceDates === 1 ? "ranges" : experienceDates > 0 ? "years" : "none" },
    }),
    item("length", P.length, length.credit, {
      code: "length",
      params: { words: resume.wordCount, verdict: length.verdict },
    }),
    item("quantified", P.quantified, statements.length > 0 ? Math.min(1, share / QUANTIFIED_TARGET) : 0, {
      code: "quantified",
      params: { quantified, total: statements.length },
    }),
    item("strongVerbs", P.strongVerbs, statements.length > 0 ? Math.max(0, 1 - (2 * weak) / statements.length) : 0, {
      code: "weak",
      params: { count: weak },
    }),
  ]);
}
