/**
 * Finds each thing the job asks for in the resume, and where it sits. Location matters to a
 * recruiter: a skill only listed under Skills is a claim, the same skill in an experience bullet is
 * evidence. A keyword counts as found only when the resume names it or one of its true aliases
 * (K8s for Kubernetes): a keyword filter looks for the word, so a related skill (Docker for
 * Kubernetes) earns partial credit and is shown as related, never as found.
 */
import { acronymsDefinedOtherwise } from "./acronyms";
import { findSkills, relatedSkills, skillById, skillsInTail } from "./dictionary";
import type { JobKeyword, JobProfile, JobSkill, SoftSkillConcept } from "./extract-job";
import { analyzeTitle, expandTitleAbbreviations, titleSynonymKeys, writtenTitleKey } from "./job-title";
import { endsInGluedDetailsHeading } from "./headings";
import { isGenericTitleWord } from "./occupation-index";
import { RELATEDNESS } from "./occupations";
import { outsideOrganisationNames } from "./organisation-names";
import type { ParsedResume, ResumeSectionKind } from "./parse-resume";
import { genericTitleField, holdsTitleField, ROLE_NOUNS, titleFamilyWords } from "./lexicon";
import { roleFit, type RoleFit } from "./role-fit";
import { levelWithYears } from "./seniority";
import { coveredMonths, findPhrases, isListLine, phraseQuery, wordCount, type PhraseQuery } from "./text";
import { singular, tokenizeLine, type Token } from "./tokenize";
import { matchWording, wordingVector, wordsInSentences, type WordingMatch } from "./wording";

export type SkillPlace = "experience" | "skills" | "summary" | "other";

export interface SkillMatch {
  skill: JobSkill;
  places: SkillPlace[];
  /** A skill the resume names that is related to this one (Docker for Kubernetes), when not found itself. */
  relatedTo: string | null;
  /**
   * Set when every place that names the skill is a role that ended more than DATED_SKILL_YEARS ago:
   * how many whole years ago the latest of them ended. A skill from ten years back counts less.
   */
  endedYearsAgo: number | null;
}

/** A skill named only in roles that ended longer ago than this reads as dated. */
export const DATED_SKILL_YEARS = 5;
/** A line this short may be a title as a whole; a longer one by its opening words only. */
const SHORT_TITLE_LINE_WORDS = 12;
/** Where a summary's opening title ends: "Registered Nurse with…", "…, who", a comma or a full stop. */
const SENTENCE_OPENING_END = /\s+(?:with|who|and|having|specializ\w*|experienced|offering|seeking)\b|[.,;:]/i;
/** Title lines of this many latest roles (and the headline) are the owner's current title. */
const CURRENT_ROLES = 2;

export interface TitleMatch {
  /** past: the job's title is one the resume gave an older role, not a current one. */
  level: "exact" | "partial" | "past" | "none";
  /** The resume line that earned the match, if any. */
  evidence?: string;
  /**
   * How much of its level's credit the match earns, below 1 for a title of the same family whose
   * field the role fit is not sure of (see SAME_FIELD): absent, all of it.
   */
  share?: number;
}

export interface MatchResult {
  skills: SkillMatch[];
  soft: Array<{ concept: SoftSkillConcept; matched: boolean }>;
  keywords: Array<{ keyword: JobKeyword; matched: boolean }>;
  wording: WordingMatch;
  title: TitleMatch;
  role: RoleFit;
  /** Years in roles of the job's occupation or a related one (or stated in the summary). */
  resumeYears: number;
  /** Each specialty the job's title names, and whether the owner's current work names it. */
  specialties: Array<{ label: string; found: boolean }>;
}

function placeOf(section: ResumeSectionKind | undefined): SkillPlace {
  if (section === "experience" || section === "projects") return "experience";
  if (section === "skills" || section === "certifications") return "skills";
  if (section === "summary") return "summary";
  return "other";
}

/** A line written all in capitals: case says nothing about "GO" or "EXCEL" there. */
const isAllCaps = (line: string): boolean => /[A-Z]{3}/.test(line) && line === line.toUpperCase();

export function matchResume(job: JobProfile, resume: ParsedResume): MatchResult {
  // In a Skills list, a comma list or an all-caps line, "go" or "excel" written in any case is still the name.
  const listLines = resume.lines.map((line, index) => {
    const section = resume.lineSection[index];
    return (
      section === "skills" ||
      section === "certifications" ||
      isListLine(line) ||
      wordCount(line) <= 3 ||
      isAllCaps(line)
    );
  });
  const relaxCase = (index: number): boolean => listLines[(resume.tokens[index] as Token).line] ?? false;
  const found = findSkills(resume.tokens, {
    programmingContext: job.programmingContext && resume.programmingContext,
    relaxCase,
    definedOtherwise: acronymsDefinedOtherwise(resume.lines.join("\n")),
  });
  const hits = outsideOrganisationNames(found, resume.inOrganisationNames);
  const placesBySkill = new Map<number, Set<SkillPlace>>();
  const roleTitleLines = new Set(resume.roles.map((role) => role.titleLine));
  const monthsAgo = monthsSinceRoleEnded(resume);
  // Months since each found skill was last named: 0 outside dated roles (summary, skills, a current role).
  const lastNamed = new Map<number, number>();
  const asked = new Set(job.skills.map((skill) => skill.skill));
  for (const hit of hits) {
    const token = resume.tokens[hit.start] as Token;
    const place = placeOf(resume.lineSection[token.line]);
    // "REST APIs" names the APIs a job asks for too (skillsInTail).
    const tails = hit.length > 1 ? skillsInTail(resume.tokens, hit).filter((skill) => asked.has(skill)) : [];
    for (const skill of [hit.skill, ...tails]) {
      // A licence is held where its owner claims it (headline, summary, a credentials list, a role's
      // title), not where a bullet names others who hold it ("worked with registered nurses").
      if (place === "experience" && skillById(skill).category === "certification" && !roleTitleLines.has(token.line))
        continue;
      const places = placesBySkill.get(skill) ?? new Set<SkillPlace>();
      places.add(place);
      placesBySkill.set(skill, places);
      lastNamed.set(skill, Math.min(lastNamed.get(skill) ?? Infinity, monthsAgo.get(token.line) ?? 0));
    }
  }
  const skills = job.skills.map((skill): SkillMatch => {
    const places = [...(placesBySkill.get(skill.skill) ?? [])].sort();
    if (places.length > 0) {
      const months = lastNamed.get(skill.skill) ?? 0;
      return {
        skill,
        places,
        relatedTo: null,
        endedYearsAgo: months > DATED_SKILL_YEARS * 12 ? Math.floor(months / 12) : null,
      };
    }
    const related = relatedSkills(skill.skill).find((other) => placesBySkill.has(other));
    return { skill, places, relatedTo: related === undefined ? null : skillById(related).name, endedYearsAgo: null };
  });

  const query = phraseQuery([
    ...job.softSkills.flatMap((concept) => concept.keys),
    ...job.keywords.map((keyword) => keyword.key),
  ]);
  const phrases = findPhrases(resume.tokens, query);
  const soft = job.softSkills.map((concept) => ({ concept, matched: concept.keys.some((key) => phrases.has(key)) }));
  const keywords = job.keywords.map((keyword) => ({ keyword, matched: phrases.has(keyword.key) }));
  const placed = roleFit(job, resume);
  const resumeYears = Math.max(resume.statedYears, Math.round((relevantMonths(resume, placed) / 12) * 10) / 10);
  // A title without a level, held for years, reads as senior (seniority.ts).
  const role =
    placed.seniority === null ? placed : { ...placed, seniority: levelWithYears(placed.seniority, resumeYears) };

  return {
    skills,
    soft,
    keywords,
    wording: matchWording(job.wording, wordingVector(wordsInSentences(resume.lines, resume.tokens))),
    title: matchTitle(job, resume, placed),
    role,
    resumeYears,
    specialties: matchSpecialties(job, resume),
  };
}

/**
 * A specialty counts where the owner's current work is: the headline, the summary, the skills, and
 * the two latest roles (their titles and duties). Ten years ago in network support does not make
 * a network specialist now.
 */
function matchSpecialties(job: JobProfile, resume: ParsedResume): MatchResult["specialties"] {
  if (job.specialties.length === 0) return [];
  const current = new Set<number>();
  resume.lines.forEach((_, index) => {
    const section = resume.lineSection[index];
    if (section === "summary" || section === "skills" || section === "header" || section === "certifications")
      current.add(index);
  });
  if (resume.headline) current.add(resume.headline.line);
  for (const role of resume.roles.slice(0, CURRENT_ROLES))
    for (const line of [role.titleLine, ...role.dutyLines]) current.add(line);
  // Without dated roles, the whole experience section is all there is to read.
  if (resume.roles.length === 0)
    resume.lineSection.forEach((section, index) => section === "experience" && current.add(index));
  const tokens = resume.tokens.filter((token) => current.has(token.line));
  const found = findPhrases(tokens, phraseQuery(job.specialties.flatMap((specialty) => specialty.keys)));
  return job.specialties.map((specialty) => ({
    label: specialty.label,
    found: specialty.keys.some((key) => found.has(key)),
  }));
}

/** For each line of a role that has ended, the months since it ended (roles still held are absent). */
function monthsSinceRoleEnded(resume: ParsedResume): Map<number, number> {
  const months = new Map<number, number>();
  for (const role of resume.roles) {
    if (role.range.end === null) continue;
    const ago = Math.max(0, resume.asOf - role.range.end);
    for (const line of [role.titleLine, ...role.dutyLines])
      months.set(line, Math.min(months.get(line) ?? Infinity, ago));
  }
  return months;
}

/** The title and its accepted variants as stem phrases ("regist nurs" → also "rn"). */
export function titleVariants(titleKey: string): string[] {
  let variants = [titleKey];
  for (const group of titleSynonymKeys()) {
    const next: string[] = [];
    for (const variant of variants) {
      const padded = ` ${variant} `;
      // The longest of the group's names the title holds: "Landscape Technician" is that name, not
      // "landscap" (Landscaper's stem) inside it.
      let present: string | undefined;
      for (const form of group)
        if (padded.includes(` ${form} `) && form.length > (present?.length ?? 0)) present = form;
      if (!present) continue;
      for (const form of group) if (form !== present) next.push(padded.replace(` ${present} `, ` ${form} `).trim());
    }
    variants = [...variants, ...next].slice(0, 24);
  }
  return variants;
}

/**
 * Whether the job's title, as words, is in the resume where a title counts: a title line, a role's
 * title, the headline or the summary ("...sent to the staff accountants" in a bullet is not the
 * applicant's title). What occupation the resume reads as is the role fit's question, not this one's.
 */
function matchTitle(job: JobProfile, resume: ParsedResume, role: RoleFit): TitleMatch {
  if (!job.titleKey) return { level: "none" };
  const variants = titleVariants(job.titleKey);
  // The title as the employer wrote it too ("Director of Marketing", read as "Marketing Director"):
  // a resume that repeats it holds the job's own title.
  const written = writtenTitleKey(job.title);
  const query = phraseQuery(written && written !== job.titleKey ? [...variants, written] : variants);
  const lineIndexes = resume.lines.map((_, index) => index);
  const candidates = new Set([
    ...[...resume.titleLines, ...lineIndexes.filter((index) => resume.lineSection[index] === "summary")].filter(
      (index) => !goesOnFromLineAbove(resume, index),
    ),
    ...lineIndexes.filter((index) => resume.lineSection[index] === "header"),
    ...resume.roles.map((role) => role.titleLine),
    ...(resume.headline ? [resume.headline.line] : []),
  ]);
  // An older role's title is what the owner was, not what they are: an HR specialist who started as
  // an HR assistant is no match for an assistant's post.
  const past = new Set(resume.roles.slice(CURRENT_ROLES).map((role) => role.titleLine));
  for (const role of resume.roles.slice(0, CURRENT_ROLES)) past.delete(role.titleLine);
  if (resume.headline) past.delete(resume.headline.line);
  let pastEvidence: string | null = null;
  // Where a title stands (not in a summary's sentences), its abbreviations are written out as the
  // job's are ("Account Exec" holds "Account Executive").
  const titled = new Set([
    ...resume.titleLines,
    ...resume.roles.map((role) => role.titleLine),
    ...(resume.headline ? [resume.headline.line] : []),
  ]);
  const lineAt = (index: number) => {
    const line = resume.lines[index] ?? "";
    return titled.has(index) ? expandTitleAbbreviations(line) : line;
  };
  // A title like the job's, not the job's own, is looked for where a title stands: a role's line,
  // the headline, a short line, or the opening words of a summary's sentence ("Accounts Payable
  // Specialist offering…"), outside the education and credentials. Anywhere in a long sentence,
  // "supporting business areas such as database management" made a "Business Analyst Manager",
  // and a sentence wrapped onto two lines was one then and none now (docs/ats-reading.md,
  // "Resumes wrapped at a width").
  const roleTitleAt = new Map<number, string>(resume.roles.map((role) => [role.titleLine, role.title] as const));
  const titleTextAt = (index: number) => {
    const line = lineAt(index);
    // The headline is a title wherever it stands: sites that set the owner's title under the degrees
    // ("Education Details … ETL Developer") put it in the education section once the heading has a
    // line of its own, as a wrapped copy gives it (docs/ats-reading.md, "Resumes wrapped at a width").
    if (index === resume.headline?.line) return wordCount(line) <= SHORT_TITLE_LINE_WORDS ? line : resume.headline.text;
    // A degree or a credential names no role held ("Associate of Applied Arts", "Chartered Financial
    // Analyst"), nor does a skills list: "… Autodesk Vault Professional, certification in Pro/Engineer,
    // Creo" held a mechanical engineer's title once wrapped short enough to be read as a title.
    const section = resume.lineSection[index];
    if (section === "education" || section === "certifications" || section === "skills") return "";
    if (wordCount(line) <= SHORT_TITLE_LINE_WORDS) return line;
    // A long role's line holds more than the title: "Technical Trainer/ Instructional Designer Company
    // Name City, State Responsibilities Develop training classes…" is a trainer, not a training
    // specialist, and wrapped its duties go to the lines below.
    const role = roleTitleAt.get(index);
    if (role !== undefined) return role;
    const opening = line.split(SENTENCE_OPENING_END)[0] ?? "";
    return wordCount(opening) <= SHORT_TITLE_LINE_WORDS ? opening : "";
  };
  for (const index of [...candidates].sort((a, b) => a - b)) {
    const line = lineAt(index);
    if (!lineHasAny(line, query)) continue;
    if (!past.has(index)) return { level: "exact", evidence: line.trim() };
    pastEvidence ??= line.trim();
  }
  // The titles the owner holds now: the current roles' and the headline.
  const heldTitles = [...resume.roles.slice(0, CURRENT_ROLES).map((item) => item.title), resume.headline?.text];
  // The job's title held written the other way round: "Manager of Procurement" for a "Procurement
  // Manager" post, read alike (job-title.ts titleAsRead).
  for (const held of heldTitles) {
    const heldKey = held ? analyzeTitle(expandTitleAbbreviations(held)).titleKey : null;
    if (heldKey !== null && variants.includes(heldKey)) return { level: "exact", evidence: held!.trim() };
  }
  const heads = new Set(variants.map((variant) => variant.split(" ").pop() ?? ""));
  // The role noun as written ("Cashier" of "Cashier II"): a generic one ("Engineer") names no one job.
  const headToken = lineTokens(job.title ?? "").find((token) => token.stem === job.titleHead);
  const specificHead = headToken !== undefined && !isGenericTitleWord(headToken.norm);
  const qualifiers = new Set(job.titleKey.split(" ").filter((stem) => stem !== job.titleHead));
  for (const index of candidates) {
    if (past.has(index)) continue;
    const line = titleTextAt(index);
    const tokens = lineTokens(line);
    const stems = new Set(tokens.map((token) => token.stem));
    // "Engineer" alone could be any engineer; with a shared qualifier it is this one.
    if ([...heads].some((head) => stems.has(head)) && [...qualifiers].some((stem) => stems.has(stem)))
      return { level: "partial", evidence: line.trim() };
    // "Data Science Consultant" for "Data Scientist": the job's field and qualifier, held as a role.
    const field = FIELD_OF_HEAD[job.titleHead ?? ""];
    if (
      field &&
      tokens.some((token) => field.includes(token.norm)) &&
      [...qualifiers].some((stem) => stems.has(stem)) &&
      tokens.some((token) => ROLE_NOUNS.has(token.norm))
    )
      return { level: "partial", evidence: line.trim() };
  }
  // A role noun of one job held bare as a current title: "Cashier" for a "Retail Cashier", "CNA"
  // for a "Night Shift CNA" (a shift, a store or a floor makes no other job; "Engineer" for a
  // "Python Engineer" could be any engineer, and earns nothing here).
  if (specificHead) {
    for (const held of heldTitles) {
      const tokens = held ? lineTokens(expandTitleAbbreviations(held)) : [];
      const stems = tokens.map((token) => token.stem);
      // Within the job's title or one of its names ("CNA" is a "Certified Nursing Assistant").
      const within = (variant: string) => {
        const own = variant.split(" ");
        return stems.every((stem) => own.includes(stem)) && stems.at(-1) === own.at(-1);
      };
      if (stems.length > 0 && variants.some(within)) return { level: "partial", evidence: held!.trim() };
    }
  }
  // A title of the same family in the same field: "Python Engineer" wanted, "Software Developer"
  // held (the role fit says both are software work), as a shared qualifier would say.
  // A title whose own noun has no family takes its other names' ("HRBP" is a business partner's).
  const family = titleFamilyWords(job.titleHead) ?? familyOfHeads([...heads]);
  const share = familyTitleShare(role.credit);
  // A role noun that says nothing of the work, whose words before it say it all: "Graphic Design
  // Specialist" wanted, "Graphic Designer" held; "Content Marketing Associate" wanted, "Digital
  // Marketing Specialist" held (the word just before the noun names the field; in a current title,
  // and the role fit says one field).
  const fieldWord = genericTitleField(job.titleKey, job.titleHead);
  if (fieldWord !== null && share > 0) {
    for (const index of [...candidates].sort((a, b) => a - b)) {
      if (past.has(index)) continue;
      const line = titleTextAt(index);
      if (holdsTitleField(lineTokens(line), fieldWord)) return { level: "partial", evidence: line.trim(), share };
    }
  }
  if (family && share > 0) {
    for (const index of [...candidates].sort((a, b) => a - b)) {
      if (past.has(index)) continue;
      const line = titleTextAt(index);
      // By the word, not its stem: "Engineering" of "Master of Engineering" is a field, no engineer.
      if (lineTokens(line).some((token) => family.has(token.norm) || family.has(singular(token.norm))))
        return { level: "partial", evidence: line.trim(), share };
    }
  }
  return pastEvidence === null ? { level: "none" } : { level: "past", evidence: pastEvidence };
}

/**
 * Whether a short line is the rest of a long one above it that stops mid-sentence: wrapped, a duty
 * "…creation of Identity" / "Manager accounts/badging Facilitated New Hire Orientation" left a line
 * that opens with a role noun, a similar title for a human resources manager's post. The reader
 * does not join a break before a capitalised word (docs/ats-reading.md, "Resumes wrapped at a
 * width"); here only the title is not read from it.
 */
function goesOnFromLineAbove(resume: ParsedResume, index: number, depth = 0): boolean {
  const above = (resume.lines[index - 1] ?? "").trim();
  if (
    !/[A-Za-z]$/.test(above) ||
    endsInGluedDetailsHeading(above) ||
    resume.lineSection[index - 1] !== resume.lineSection[index] ||
    resume.roles.some((role) => role.titleLine === index - 1)
  )
    return false;
  // A short line above that is itself the rest of one ("…my Agile Project" / "Management certificate
  // and my IIBA" / "Business Analyst certification.") is cut by the width as well.
  return above.length >= RUN_ON_LINE_CHARS || (depth < 2 && goesOnFromLineAbove(resume, index - 1, depth + 1));
}
/** A line this long that stops mid-sentence was cut by a width (as `normalize.ts` reads it). */
const RUN_ON_LINE_CHARS = 35;

function familyOfHeads(heads: readonly string[]): ReadonlySet<string> | null {
  const words = heads.flatMap((head) => [...(titleFamilyWords(head) ?? [])]);
  return words.length === 0 ? null : new Set(words);
}

/**
 * How much of a same-family title's credit a role fit of `roleCredit` earns: in proportion across
 * FAMILY_BAND below SAME_FIELD, not from a threshold, so a role fit a hair either side of it (the same
 * resume in capitals, docs/ats-scorecard.md) does not move the score by a title's worth.
 */
export function familyTitleShare(roleCredit: number): number {
  return Math.max(0, Math.min(1, (roleCredit - SAME_FIELD + FAMILY_BAND) / FAMILY_BAND));
}

/** A role noun's field, as a title names it ("Data Science Consultant", "Analytics Lead"), by the noun's stem. */
const FIELD_OF_HEAD: Readonly<Record<string, readonly string[]>> = {
  scientist: ["science"],
  analyst: ["analytics", "analysis"],
  engin: ["engineering"],
  accountant: ["accounting"],
  nurs: ["nursing"],
};

/** Role-fit credit at which two titles are in one field (a primary relation or closer). */
const SAME_FIELD = 0.6;
/**
 * The role-fit credits below SAME_FIELD over which a same-family title earns part of its credit:
 * none at the credit of one SOC minor group (two kinds of engineer), all of it at SAME_FIELD.
 */
const FAMILY_BAND = SAME_FIELD - RELATEDNESS.minorGroup;

function lineTokens(line: string): Token[] {
  const tokens: Token[] = [];
  tokenizeLine(line, 0, tokens);
  return tokens;
}

function lineHasAny(line: string, query: PhraseQuery): boolean {
  return findPhrases(lineTokens(line), query).size > 0;
}

/**
 * Months in roles of the job's occupation or a related one. Six years as a barista do not make a
 * junior developer a senior one.
 */
function relevantMonths(resume: ParsedResume, role: RoleFit): number {
  if (!role.job) return resume.experienceMonths;
  const relevant = resume.roles.filter((candidate) => {
    const evidence = role.evidence.find((item) => item.source === "role" && item.text === candidate.title);
    return evidence !== undefined && evidence.fit >= RELATEDNESS.supplemental;
  });
  return coveredMonths(
    relevant.map((candidate) => candidate.range),
    resume.asOf,
  );
}
