/**
 * Finds each thing the job asks for in the resume, and where it sits. Location matters to a
 * recruiter: a skill only listed under Skills is a claim, the same skill in an experience bullet is
 * evidence.
 */
import { findSkills } from "./dictionary";
import type { JobKeyword, JobProfile, JobSkill, SoftSkillConcept } from "./extract-job";
import type { ParsedResume, ResumeSectionKind } from "./parse-resume";
import { TITLE_SYNONYMS } from "./lexicon";
import { familiesOf } from "./parse-resume";
import { coveredMonths, findPhrases, phraseQuery, wordCount, type PhraseQuery } from "./text";
import { impliedSkills } from "./dictionary";
import { phraseKey, tokenizeLine, type Token } from "./tokenize";

export type SkillPlace = "experience" | "skills" | "summary" | "other";

export interface SkillMatch {
  skill: JobSkill;
  places: SkillPlace[];
}

export interface TitleMatch {
  level: "exact" | "partial" | "family" | "none";
  /** The resume line that earned the match, if any. */
  evidence?: string;
}

export interface MatchResult {
  skills: SkillMatch[];
  soft: Array<{ concept: SoftSkillConcept; matched: boolean }>;
  keywords: Array<{ keyword: JobKeyword; matched: boolean }>;
  title: TitleMatch;
  resumeYears: number;
}

function placeOf(section: ResumeSectionKind | undefined): SkillPlace {
  if (section === "experience" || section === "projects") return "experience";
  if (section === "skills" || section === "certifications") return "skills";
  if (section === "summary") return "summary";
  return "other";
}

export function matchResume(job: JobProfile, resume: ParsedResume): MatchResult {
  // In a Skills list or a comma list, "go" or "excel" written in lower case is still the name.
  const listLines = resume.lines.map((line, index) => {
    const section = resume.lineSection[index];
    return section === "skills" || section === "certifications" || (line.match(/,/g)?.length ?? 0) >= 2 || wordCount(line) <= 3;
  });
  const relaxCase = (index: number): boolean => listLines[(resume.tokens[index] as Token).line] ?? false;
  const hits = findSkills(resume.tokens, { programmingContext: job.programmingContext && resume.programmingContext, relaxCase });
  const placesBySkill = new Map<number, Set<SkillPlace>>();
  for (const hit of hits) {
    const token = resume.tokens[hit.start] as Token;
    const places = placesBySkill.get(hit.skill) ?? new Set<SkillPlace>();
    places.add(placeOf(resume.lineSection[token.line]));
    placesBySkill.set(hit.skill, places);
  }
  // Named tools imply their category: Salesforce is a CRM, Epic an EHR. Credit goes where the tool sits.
  for (const [skill, places] of [...placesBySkill]) {
    for (const implied of impliedSkills(skill)) {
      const target = placesBySkill.get(implied) ?? new Set<SkillPlace>();
      for (const place of places) target.add(place);
      placesBySkill.set(implied, target);
    }
  }
  const skills = job.skills.map((skill) => ({ skill, places: [...(placesBySkill.get(skill.skill) ?? [])].sort() }));

  const query = phraseQuery([...job.softSkills.flatMap((concept) => concept.keys), ...job.keywords.map((keyword) => keyword.key)]);
  const phrases = findPhrases(resume.tokens, query);
  const soft = job.softSkills.map((concept) => ({ concept, matched: concept.keys.some((key) => phrases.has(key)) }));
  const keywords = job.keywords.map((keyword) => ({ keyword, matched: phrases.has(keyword.key) }));

  return {
    skills,
    soft,
    keywords,
    title: matchTitle(job, resume),
    resumeYears: Math.max(resume.statedYears, Math.round((relevantMonths(job, resume) / 12) * 10) / 10),
  };
}

const SYNONYM_KEYS = TITLE_SYNONYMS.map((group) => group.map(phraseKey));

/** The title and its accepted variants as stem phrases ("regist nurs" → also "rn"). */
export function titleVariants(titleKey: string): string[] {
  let variants = [titleKey];
  for (const group of SYNONYM_KEYS) {
    const next: string[] = [];
    for (const variant of variants) {
      const padded = ` ${variant} `;
      const present = group.find((form) => padded.includes(` ${form} `));
      if (!present) continue;
      for (const form of group) if (form !== present) next.push(padded.replace(` ${present} `, ` ${form} `).trim());
    }
    variants = [...variants, ...next].slice(0, 24);
  }
  return variants;
}

function matchTitle(job: JobProfile, resume: ParsedResume): TitleMatch {
  if (!job.titleKey) return { level: "none" };
  const variants = titleVariants(job.titleKey);
  const query = phraseQuery(variants);
  // Where a title counts: a title-like line, the headline, or the summary. "...sent to the staff
  // accountants" in a bullet is not the applicant's title.
  const candidates = [
    ...resume.titleLines,
    ...resume.lines.map((_, index) => index).filter((index) => resume.lineSection[index] === "summary" || resume.lineSection[index] === "header"),
  ];
  for (const index of candidates) {
    const line = resume.lines[index] ?? "";
    if (lineHasAny(line, query)) return { level: "exact", evidence: line.trim() };
  }
  const heads = new Set(variants.map((variant) => variant.split(" ").pop() ?? ""));
  const qualifiers = new Set(job.titleKey.split(" ").filter((stem) => stem !== job.titleHead));
  const sameFamily = job.roleFamily !== null && resume.roleFamilies.has(job.roleFamily.id);
  for (const index of resume.titleLines) {
    const line = resume.lines[index] ?? "";
    const stems = new Set(lineTokens(line).map((token) => token.stem));
    const hasHead = [...heads].some((head) => stems.has(head));
    // "Engineer" alone could be any engineer; with a shared qualifier or in the same field it is this one.
    if (hasHead && (sameFamily || [...qualifiers].some((stem) => stems.has(stem)))) return { level: "partial", evidence: line.trim() };
  }
  if (sameFamily) return { level: "family" };
  return { level: "none" };
}

function lineTokens(line: string): Token[] {
  const tokens: Token[] = [];
  tokenizeLine(line, 0, tokens);
  return tokens;
}

function lineHasAny(line: string, query: PhraseQuery): boolean {
  return findPhrases(lineTokens(line), query).size > 0;
}

/**
 * Years that count toward the job: roles whose title shares the job's role noun or role family.
 * Six years as a barista do not make a junior developer a senior one.
 */
function relevantMonths(job: JobProfile, resume: ParsedResume): number {
  if (!job.titleHead && !job.roleFamily) return resume.experienceMonths;
  const heads = new Set(job.titleKey ? titleVariants(job.titleKey).map((variant) => variant.split(" ").pop() ?? "") : []);
  if (job.titleHead) heads.add(job.titleHead);
  const relevant = resume.roles.filter((role) => {
    if (lineTokens(role.title).some((token) => heads.has(token.stem))) return true;
    return job.roleFamily !== null && familiesOf([role.title]).has(job.roleFamily.id);
  });
  return coveredMonths(relevant.map((role) => role.range), resume.asOf);
}
