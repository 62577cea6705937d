/**
 * How close the resume's recent roles are to the job's occupation: the question a recruiter asks
 * first. Each recent role is placed in O*NET occupations by its title and duties (occupations.ts),
 * as are the resume's headline and the resume as a whole; the closest of them to the job, discounted
 * for being older, is the role fit.
 */
import type { JobProfile } from "./extract-job";
import { findSkills } from "./dictionary";
import { genericTitleField, holdsTitleField, titleFamily } from "./lexicon";
import {
  occupationById,
  placementFit,
  placeOccupation,
  relatedness,
  RELATEDNESS,
  type Placement,
  type SkillEvidence,
} from "./occupations";
import { type RoleFitText, type RoleRelation } from "./messages";
import type { ParsedResume } from "./parse-resume";
import { analyzeTitle, expandTitleAbbreviations, titleAsRead } from "./job-title";
import { seniorityOf } from "./seniority";
import { tokenizeLine, type Token } from "./tokenize";

type Relation = RoleRelation;

interface RoleEvidence {
  source: "role" | "headline" | "resume";
  /** The title as the resume writes it, or "" when only the duties placed it. */
  text: string;
  placement: Placement;
  /** Recency discount: the latest role counts fully, older ones less. */
  weight: number;
  /** Fit of this evidence alone (relatedness to the job, before the recency discount). */
  fit: number;
  /** Its best-matching occupation to the job's. */
  occupation: number;
  /** What gave `fit`: the two placements, the job's own title held, or a family title with the job's tools. */
  by: "placement" | "sameTitle" | "family";
  seniority: number;
}

export interface RoleFit {
  /** 0..1: the best recency-weighted fit. */
  credit: number;
  /** How senior the resume's owner is now (seniority.ts): the headline's or the latest role's level. */
  seniority: number | null;
  relation: Relation;
  job: { occupation: number; placement: Placement } | null;
  best: RoleEvidence | null;
  evidence: RoleEvidence[];
}

/** Weight of the n-th most recent role: a career a few roles back still counts, less. */
const ROLE_RECENCY = [1, 0.9, 0.8, 0.65] as const;
const HEADLINE_WEIGHT = 0.95;
const WHOLE_RESUME_WEIGHT = 0.85;
const MAX_ROLES = 6;
const MAX_DUTY_TOKENS = 400;
/**
 * Fit of a role whose title is of the job's family ("Transportation Coordinator" for a "Logistics
 * Coordinator") held by someone who names two of the job's tools or more: as good as the same
 * occupation, nearly. One is not enough: "information security" made a benefits coordinator an IT
 * specialist (docs/ats-scorecard.md, "Skills inside longer names, trades, and one tool"). A
 * synonymous title must move the score by 10 at most (invariance.test.ts); role fit weighs 70.
 */
const FAMILY_WITH_SKILLS = 0.95;

function relationOf(value: number): Relation {
  if (value >= RELATEDNESS.variant) return "same";
  if (value >= RELATEDNESS.primaryLong) return "close";
  if (value >= RELATEDNESS.supplemental) return "related";
  if (value > 0) return "distant";
  return "unrelated";
}

/**
 * Where the placements differ but the job's own title or a family title with its tools counted as
 * the same occupation, the sentence says which ("reads as Social and Human Service Assistants; this
 * job reads as Computer User Support Specialists: the same occupation" contradicted itself).
 */
function relationTo(jobOccupation: number, best: RoleEvidence): Relation {
  const placed = relatedness(jobOccupation, best.occupation);
  if (best.by === "placement" || relationOf(placed) === "same") return relationOf(Math.max(placed, best.fit));
  return best.by;
}

function tokensOf(texts: readonly string[], limit = Number.POSITIVE_INFINITY): Token[] {
  const tokens: Token[] = [];
  texts.forEach((text, index) => {
    if (tokens.length < limit) tokenizeLine(text, index, tokens);
  });
  return tokens.slice(0, limit);
}

/** The resume's own tokens of some lines (the parser tokenized every line once already). */
function lineTokens(resume: ParsedResume, wanted: (line: number) => boolean, limit: number): Token[] {
  const out: Token[] = [];
  for (const token of resume.tokens) {
    if (!wanted(token.line)) continue;
    out.push(token);
    if (out.length >= limit) break;
  }
  return out;
}

export function roleFit(job: JobProfile, resume: ParsedResume): RoleFit {
  const jobPlacement = job.occupation;
  const seniority = currentSeniority(resume);
  if (!jobPlacement || jobPlacement.candidates.length === 0)
    return { credit: 0, seniority, relation: "unrelated", job: null, best: null, evidence: [] };
  const evidence: RoleEvidence[] = [];
  const { programmingContext } = resume;
  const jobSkills = new Set(job.skills.map((skill) => skill.skill));
  const family = titleFamily(job.titleHead);
  // A generic role noun's family is its field's titles: "Content Marketing Associate" wanted,
  // "Digital Marketing Specialist" held.
  const fieldWord = genericTitleField(job.titleKey, job.titleHead);
  // The job's tools the owner names anywhere (a licence is listed under Certifications, not in a bullet).
  const heldSkills = new Set(
    skillsIn(resume.tokens, programmingContext)
      .evidence.map((item) => item.skill)
      .filter((skill) => jobSkills.has(skill)),
  );
  const consider = (
    source: RoleEvidence["source"],
    text: string,
    titleTokens: Token[],
    dutyTokens: Token[],
    weight: number,
  ): void => {
    const titleSkills = skillsIn(titleTokens, programmingContext);
    const dutySkills = skillsIn(dutyTokens, programmingContext).evidence;
    const placement = placeOccupation(
      titleTokens,
      dutyTokens,
      [...titleSkills.evidence, ...dutySkills],
      titleSkills.tokens,
    );
    if (!placement || placement.candidates.length === 0) return;
    const fit = placementFit(jobPlacement, placement);
    // Direct evidence beside the placement: a title of the job's family ("Software Developer" for a
    // "Python Engineer" post) whose work names two of the job's own tools. A misread placement (of either
    // side) then still finds the role in the job's field; the placement alone never decides.
    const sameFamily =
      (family !== null && titleTokens.some((token) => family.has(token.norm) || family.has(token.stem))) ||
      (fieldWord !== null && holdsTitleField(titleTokens, fieldWord));
    const direct = sameFamily && heldSkills.size >= 2 ? FAMILY_WITH_SKILLS : 0;
    // The job's own title held ("Senior Backend Engineer" for a "Backend Engineer" post): the same occupation.
    const sameTitle = job.titleKey !== null && analyzeTitle(text).titleKey === job.titleKey ? 1 : 0;
    evidence.push({
      source,
      text,
      placement,
      weight,
      fit: Math.max(fit.credit, direct, sameTitle),
      occupation: fit.roleOccupation,
      by: fit.credit >= Math.max(direct, sameTitle) ? "placement" : sameTitle >= direct ? "sameTitle" : "family",
      seniority: seniorityOf(text),
    });
  };

  resume.roles.slice(0, MAX_ROLES).forEach((role, index) => {
    const duties = new Set(role.dutyLines);
    consider(
      "role",
      role.title,
      // "Account Exec", "Sr. Software Eng.", "Director of Marketing": placed written out and read as a
      // posting's title is (job-title.ts).
      tokensOf([titleAsRead(expandTitleAbbreviations(role.title))]),
      lineTokens(resume, (line) => duties.has(line), MAX_DUTY_TOKENS),
      ROLE_RECENCY[Math.min(index, ROLE_RECENCY.length - 1)] as number,
    );
  });
  const section = (line: number) => resume.lineSection[line];
  if (resume.headline) {
    consider(
      "headline",
      resume.headline.text,
      tokensOf([titleAsRead(expandTitleAbbreviations(resume.headline.text))]),
      lineTokens(resume, (line) => section(line) === "summary", MAX_DUTY_TOKENS),
      HEADLINE_WEIGHT,
    );
  }
  // The resume as a whole: what all its experience reads as, for resumes without dated roles.
  const hasExperience = resume.lineSection.some((kind) => kind === "experience" || kind === "summary");
  const experience = (line: number) => !hasExperience || section(line) === "experience" || section(line) === "summary";
  // Without dated roles (a resume written as "Summary: … Experience: …" lines) the whole is the
  // only reading there is: its layout is no reason to count it less.
  consider(
    "resume",
    "",
    [],
    lineTokens(resume, experience, MAX_DUTY_TOKENS * 2),
    resume.roles.length > 0 ? WHOLE_RESUME_WEIGHT : 1,
  );

  let best: RoleEvidence | null = null;
  for (const item of evidence) if (!best || item.fit * item.weight > best.fit * best.weight) best = item;
  const jobOccupation = jobPlacement.candidates[0]!.occupation;
  return {
    credit: best ? sureCredit(best.fit * best.weight, Math.min(jobPlacement.confidence, best.placement.confidence)) : 0,
    seniority,
    relation: best ? relationTo(jobOccupation, best) : "unrelated",
    job: { occupation: jobOccupation, placement: jobPlacement },
    best,
    evidence,
  };
}

/**
 * A reading the engine is unsure of neither rewards nor punishes in full: the credit leans toward
 * the middle as the job's or the role's placement is less sure, so a disputed placement of either
 * side ("Data Warehouse Manager" read as a storage manager) cannot zero a fitting resume, and a
 * sure one counts as read. A placement the user chose is sure (docs/decisions/ats-weights.md).
 */
function sureCredit(credit: number, confidence: number): number {
  return confidence * credit + (1 - confidence) * Math.max(credit, UNSURE_CREDIT);
}
const UNSURE_CREDIT = 0.5;

/** The skills a run of tokens names, once each, as placement evidence; and which tokens name them. */
function skillsIn(
  tokens: readonly Token[],
  programmingContext: boolean,
): { evidence: SkillEvidence[]; tokens: Set<number> } {
  const seen = new Set<number>();
  const indexes = new Set<number>();
  for (const hit of findSkills(tokens, { programmingContext })) {
    seen.add(hit.skill);
    for (let k = hit.start; k < hit.start + hit.length; k += 1) indexes.add(k);
  }
  return { evidence: [...seen].map((skill) => ({ skill, weight: 1 })), tokens: indexes };
}

/**
 * The owner's level now: the higher of the headline's and the latest role's, read from the whole
 * line ("REGISTERED NURSE, SUPERVISOR", "Nurse Manager — Mercy Health"), so a level word after a
 * comma counts.
 */
function currentSeniority(resume: ParsedResume): number | null {
  const levels: number[] = [];
  if (resume.headline) levels.push(seniorityOf(resume.lines[resume.headline.line] ?? resume.headline.text));
  const latest = resume.roles[0];
  if (latest) levels.push(seniorityOf(`${resume.lines[latest.titleLine] ?? ""} ${latest.title}`));
  return levels.length > 0 ? Math.max(...levels) : null;
}

/** The role-fit sentence as a code (messages.ts): what placed the resume, and how close it is to the job. */
export function roleFitText(fit: RoleFit): RoleFitText {
  if (!fit.job) return { code: "noJob", params: {} };
  const job = occupationById(fit.job.occupation).title;
  // The occupation the user chose for the job is said to be theirs ("This job is a … job").
  const chosen = fit.job.placement.chosen ? { chosen: true as const } : {};
  if (!fit.best) return { code: "noRole", params: { job, ...chosen } };
  const source =
    fit.best.source === "role"
      ? fit.evidence.indexOf(fit.best) === 0
        ? "latestRole"
        : "role"
      : fit.best.source === "headline"
        ? "headline"
        : "experience";
  return {
    code: "placed",
    params: {
      source,
      text: source === "experience" ? "" : fit.best.text,
      occupation: occupationById(fit.best.occupation).title,
      job,
      relation: fit.relation,
      ...chosen,
    },
  };
}
