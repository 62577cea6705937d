/**
 * The score breakdown's labels and details as codes the pages translate (docs/i18n.md "Computed
 * texts"): `scoreLabelMessage` and `scoreDetailMessage` word them in English exactly as
 * `AtsComponentItem.label` / `.detail` say. Labels that are data (a skill, a keyword, the job's
 * title) have no code.
 */
import type { Importance } from "./extract-job";
import type { SkillPlace } from "./match";
import { DEGREE_LEVEL_NAMES } from "./lexicon";
import type { AtsComponentId } from "./types";
import {
  lengthDetail,
  roleFitMessage,
  type LengthVerdict,
  type RoleFitText,
  type RoleRelation,
  type SeniorityLevel,
} from "./messages";

export const SCORE_PLACE_LABELS: Readonly<Record<SkillPlace, string>> = {
  experience: "Experience",
  skills: "Skills",
  summary: "Summary",
  other: "resume",
};
export const SCORE_IMPORTANCE_LABELS: Readonly<Record<Importance, string>> = {
  must: "Must-have",
  normal: "Mentioned",
  nice: "Nice to have",
};
export const SCORE_RELATION_LABELS = {
  same: "Same occupation",
  sameTitle: "Same title",
  family: "Same kind, with its tools",
  close: "Closely related",
  related: "Related",
  distant: "Same broad field",
  unrelated: "Unrelated",
} as const satisfies Record<RoleRelation, string>;
export const SCORE_CHECK_LABELS = {
  email: "Email address",
  phone: "Phone number",
  linkedIn: "LinkedIn profile",
  experienceHeading: "Experience section heading",
  educationHeading: "Education section heading",
  skillsHeading: "Skills section heading",
  summaryHeading: "Summary section heading",
  dates: "Dates of employment",
  length: "Length",
  quantified: "Quantified results",
  strongVerbs: "Strong action verbs",
} as const;
export type ScoreCheck = keyof typeof SCORE_CHECK_LABELS;

export type ScoreLabelText =
  | { code: "relation"; params: { relation: RoleRelation } }
  | { code: "years" }
  | { code: "yearsRequired"; params: { years: number } }
  | { code: "degree" }
  /** A degree level (1 high school … 5 doctorate; another: "degree"). */
  | { code: "degreeRequired"; params: { degree: number } }
  | { code: "level"; params: { level: SeniorityLevel } }
  | { code: "check"; params: { check: ScoreCheck } }
  /** A soft skill by its English label. */
  | { code: "softSkill"; params: { label: string } }
  /** A specialty the job's title names, as written there. */
  | { code: "specialty"; params: { label: string } }
  /** The shared words past the ones listed by name, together. */
  | { code: "otherWords"; params: { count: number } };

export type ScoreDetailText =
  | { code: "roleFit"; params: { roleFit: RoleFitText } }
  | { code: "skillFound"; params: { importance: Importance; places: SkillPlace[] } }
  | { code: "skillRelated"; params: { importance: Importance; related: string; skill: string } }
  | { code: "skillMissing"; params: { importance: Importance } }
  | { code: "skillDated"; params: { importance: Importance; years: number } }
  | { code: "titleExact" }
  | { code: "titlePartial"; params: { evidence: string } }
  | { code: "titlePast"; params: { evidence: string } }
  | { code: "specialtyFound" }
  | { code: "specialtyMissing" }
  | { code: "titleNone" }
  | { code: "noMinimum" }
  | { code: "yearsShown"; params: { years: number } }
  | { code: "noDegreeRequired" }
  /** The resume's degree level, 0 for none. */
  | { code: "degreeFound"; params: { found: number } }
  | { code: "noRoleTitle" }
  | { code: "levels"; params: { job: SeniorityLevel; resume: SeniorityLevel } }
  /** The owner's level was reached in another line of work: counted from the start of this one. */
  | { code: "levelOtherField"; params: { job: SeniorityLevel } }
  | { code: "dates"; params: { found: "ranges" | "years" | "none" } }
  | { code: "length"; params: { words: number; verdict: LengthVerdict } }
  | { code: "quantified"; params: { quantified: number; total: number } }
  | { code: "weak"; params: { count: number } };

const capitalized = (text: string): string => `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
const degreeName = (level: number): string => DEGREE_LEVEL_NAMES[level] ?? "degree";

export function scoreLabelMessage(text: ScoreLabelText): string {
  switch (text.code) {
    case "relation":
      return SCORE_RELATION_LABELS[text.params.relation];
    case "years":
      return "Years of experience";
    case "specialty":
      return `Specialty: ${text.params.label}`;
    case "otherWords":
      return `${text.params.count} more shared word${text.params.count === 1 ? "" : "s"}`;
    case "yearsRequired":
      return `${text.params.years}+ years of experience`;
    case "degree":
      return "Degree";
    case "degreeRequired":
      return capitalized(degreeName(text.params.degree));
    case "level":
      return `${capitalized(text.params.level)} level`;
    case "check":
      return SCORE_CHECK_LABELS[text.params.check];
    case "softSkill":
      return text.params.label;
  }
}

export function scoreDetailMessage(text: ScoreDetailText): string {
  switch (text.code) {
    case "roleFit":
      return roleFitMessage(text.params.roleFit);
    case "skillFound":
      return `${SCORE_IMPORTANCE_LABELS[text.params.importance]} · found in ${text.params.places.map((place) => SCORE_PLACE_LABELS[place]).join(", ")}`;
    case "skillRelated":
      return `${SCORE_IMPORTANCE_LABELS[text.params.importance]} · related: you list ${text.params.related}; name ${text.params.skill} itself if you have it`;
    case "skillMissing":
      return `${SCORE_IMPORTANCE_LABELS[text.params.importance]} · missing`;
    case "skillDated":
      return `${SCORE_IMPORTANCE_LABELS[text.params.importance]} · found only in a role that ended ${text.params.years} ${text.params.years === 1 ? "year" : "years"} ago; show it in recent work if you still use it`;
    case "titleExact":
      return "The job title appears in your resume";
    case "titlePartial":
      return `A similar title: ${text.params.evidence}`.trim();
    case "titlePast":
      return `The job title of an earlier role: ${text.params.evidence}`;
    case "specialtyFound":
      return "Named in your current work";
    case "specialtyMissing":
      return "The title asks for this specialty; your current work does not name it";
    case "titleNone":
      return "Not found in your resume";
    case "noMinimum":
      return "No minimum stated in the job";
    case "yearsShown":
      return `Your resume shows about ${text.params.years} year${text.params.years === 1 ? "" : "s"} in this or a related occupation`;
    case "noDegreeRequired":
      return "No degree requirement stated";
    case "degreeFound":
      return `Required; ${text.params.found > 0 ? `found: ${DEGREE_LEVEL_NAMES[text.params.found]}` : "no degree found"}`;
    case "noRoleTitle":
      return "No role title found to compare with the job's level";
    case "levels":
      return `The job reads as ${text.params.job}; your resume as ${text.params.resume}`;
    case "levelOtherField":
      return `The job reads as ${text.params.job}; your level was reached in another line of work, so it counts from the start of this one`;
    case "dates":
      return { ranges: "Date ranges found", years: "Years found but no from–to ranges", none: "No dates found" }[
        text.params.found
      ];
    case "length":
      return lengthDetail(text.params.words, text.params.verdict);
    case "quantified":
      return `${text.params.quantified} of ${text.params.total} bullets include a number`;
    case "weak":
      return text.params.count > 0
        ? `${text.params.count} bullet${text.params.count === 1 ? "" : "s"} open with a weak phrase`
        : "No weak openings found";
  }
}

/** The components' names (score.ts): plain data, so the pages' translations load without the engine. */
export const COMPONENT_LABELS: Readonly<Record<AtsComponentId, string>> = {
  roleFit: "Role fit",
  hardSkills: "Hard skills",
  keywords: "Job keywords",
  wording: "Shared wording",
  jobTitle: "Job title",
  qualifications: "Experience, education and level",
  softSkills: "Soft skills (advice)",
  searchability: "Searchability and format (advice)",
};
