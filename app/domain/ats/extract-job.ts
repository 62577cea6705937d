/**
 * Reads a job description into what a recruiter's screen filters on: the title, hard skills (must
 * have vs nice to have), soft skills, years, degree, and the posting's own salient wording.
 */
import { acronymsDefinedOtherwise } from "./acronyms";
import { findSkills, skillById } from "./dictionary";
import {
  DEGREE_WORDS,
  GENERIC_ALONE_WORDS,
  GENERIC_POSTING_WORDS,
  JOB_HEADING_PATTERNS,
  MUST_MARKERS,
  NICE_MARKERS,
  isProgrammingContext,
  SENIORITY_WORDS,
  SOFT_SKILLS,
  STOPWORDS,
  type JobSectionKind,
} from "./lexicon";
import { analyzeTitle, cleanTitle, findJobTitle, titleAsRead, titleLineWords, withoutTitleNoise } from "./job-title";
import { markOrganisationNames, outsideOrganisationNames } from "./organisation-names";
import { titleSpecialties, withoutTrailingAdditions, type Specialty } from "./specialty";
import {
  isVocabularyStem,
  occupationDf,
  placeOccupation,
  skillsUsedBy,
  specificTitlePhrase,
  taskOccupations,
  taskWeight,
  type Placement,
} from "./occupations";
import { DEFAULT_SENIORITY, federalGradeLevel, levelWithYears } from "./seniority";
import { stem } from "./stem";
import {
  BULLET_MARKER,
  findPhrases,
  isListLine,
  phraseQuery,
  withoutFigureBeside,
  wordCount,
  yearsMentioned,
} from "./text";
import { isNumeric, phraseKey, tokenizeLine, type Token } from "./tokenize";
import { wordingVector, type WordingVector } from "./wording";

export type Importance = "must" | "normal" | "nice";
const IMPORTANCE_RANK: Readonly<Record<Importance, number>> = { nice: 1, normal: 2, must: 3 };

export interface JobSkill {
  skill: number;
  name: string;
  category: string;
  importance: Importance;
  mentions: number;
  /** Named in the job's title: what the role is about. */
  inTitle: boolean;
}

export interface JobKeyword {
  /** Stemmed phrase used for matching. */
  key: string;
  /** As the posting writes it. */
  label: string;
  weight: number;
}

export interface SoftSkillConcept {
  label: string;
  keys: string[];
}

export interface JobProfile {
  title: string | null;
  /** Title stems without seniority words ("senior software engineer" → "softwar engin"). */
  titleKey: string | null;
  /** The title's role noun stem ("engin", "nurs"). */
  titleHead: string | null;
  /** 0 intern ... 2 no level named ... 5 director (see seniority.ts). */
  seniority: number;
  /** The O*NET occupations the job reads as, from its title and duties. */
  occupation: Placement | null;
  skills: JobSkill[];
  softSkills: SoftSkillConcept[];
  yearsRequired: number | null;
  degree: { level: number; flexible: boolean } | null;
  keywords: JobKeyword[];
  programmingContext: boolean;
  /** The specialties the title names ("(INFOSEC)", "- Operating Room"), each as the ways to say it (stem phrases). */
  specialties: Specialty[];
  /** All its words, weighted by their rarity among postings (./wording.ts). */
  wording: WordingVector;
}

interface JobLine {
  text: string;
  section: JobSectionKind;
  importance: Importance;
  isTitle: boolean;
}

const SOFT_SKILL_CONCEPTS: readonly SoftSkillConcept[] = SOFT_SKILLS.map((concept) => ({
  label: concept.label,
  keys: concept.phrases.map(phraseKey),
}));

const SHORT_HEADING =
  /^(experience|skills|skills (?:and|&) experience|experience (?:and|&) skills|education|what you need|qualifications|knowledge, skills,? (?:and|&) abilities)$/;

/** An emoji or a pictogram after a heading ("What makes you a match for us? 😍"). */
const TRAILING_PICTOGRAPHS = /[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]+$/u;
/** How many words a heading written as a question may hold ("What will my work look like if I join?"). */
const QUESTION_HEADING_WORDS = 12;

/** Longer than any heading of twelve words: such a line is not read as one (nor its end scanned). */
const MAX_HEADING_CHARS = 160;

function headingKind(line: string): JobSectionKind | null {
  const written = line.trim();
  if (written.length > MAX_HEADING_CHARS) return null;
  const trimmed = written.replace(TRAILING_PICTOGRAPHS, "");
  if (!trimmed || BULLET_MARKER.test(trimmed)) return null;
  if (trimmed.endsWith("?")) return questionHeadingKind(trimmed);
  if (/[.!]$/.test(trimmed)) return null;
  const words = wordCount(trimmed);
  if (words > 8 || (!trimmed.endsWith(":") && words > 6)) return null;
  const normalized = trimmed
    .toLowerCase()
    .replace(/[:：]$/, "")
    .replace(/’/g, "'")
    .trim();
  if (SHORT_HEADING.test(normalized)) return "required";
  // "As a Software Engineer:": what the one hired does.
  if (trimmed.endsWith(":") && /^as an? \p{L}/u.test(normalized)) return "duties";
  if (!trimmed.endsWith(":") && /\d/.test(trimmed)) return null;
  for (const [kind, pattern] of JOB_HEADING_PATTERNS) {
    if (kind === "required" && /\b(experience|skills)\b/.test(normalized) && words > 3 && !trimmed.endsWith(":"))
      continue;
    if (pattern.test(normalized)) return kind;
  }
  return null;
}

/**
 * A posting's heading asked as a question, on a line of its own ("What can I expect from this
 * role?", "Why Nymble?"). It ends the section above it even when its words name no kind: under "About
 * the Company", a post whose next headings were questions was read as the employer's words to the end,
 * and lost every skill it asked for. An opening sentence that asks ("Are you a nurse looking for…?")
 * is no heading: it holds more words, or opens with a verb, not a question word.
 */
function questionHeadingKind(question: string): JobSectionKind | null {
  const words = wordCount(question);
  if (words > QUESTION_HEADING_WORDS) return null;
  const normalized = question.toLowerCase().replace(/’/g, "'").replace(/\?$/, "").trim();
  if (!/^(?:what|who|why|how|where|when|which)\b/.test(normalized)) return null;
  for (const [kind, pattern] of QUESTION_HEADINGS) if (pattern.test(normalized)) return kind;
  for (const [kind, pattern] of JOB_HEADING_PATTERNS) if (pattern.test(normalized)) return kind;
  return "other";
}

/** What only a question asks: "Who are you?", "Who are NHS Professionals?", "What can Acme offer you?". */
const QUESTION_HEADINGS: ReadonlyArray<readonly [JobSectionKind, RegExp]> = [
  ["required", /^who are you$/],
  ["company", /^who (?:are|is) (?!you\b)/],
  ["benefits", /\boffer(?: you)?$/],
];

function lineImportance(text: string, section: JobSectionKind): Importance {
  // The wording of a line beats its heading: "Kafka is a plus" under Requirements is still a plus.
  if (NICE_MARKERS.test(text)) return "nice";
  if (MUST_MARKERS.test(text)) return "must";
  if (section === "preferred" || section === "intro") return "nice";
  if (section === "required") return "must";
  return "normal";
}

const BENEFITS_LINE =
  /^\s*(?:we offer|benefits|perks|compensation|salary|pay)\b|\b(?:we offer|benefits include|equal opportunity employer)\b/i;
/**
 * How the employer will interview or where it posts news ("Interviews will be held via Microsoft
 * Teams", "Follow us on Twitter"): the hiring process, not the job. Such clauses are not read, so a
 * posting does not ask for Microsoft Teams or Twitter; the rest of their line is.
 */
const HIRING_PROCESS =
  /\b(?:interview(?:s|ed)?|shortlist(?:ed|ing)?)\b[^.]{0,100}\b(?:via|through|using|over|on|by)\b[^.]{0,40}\b(?:teams|zoom|skype|video|telephone|phone)\b|\b(?:teams|zoom|skype) interviews?\b|\bfollow us\b/i;
const CLAUSE_END = /(?<=[.!?;])\s+|\s+[–—]\s+/;

function withoutHiringProcess(line: string): string {
  if (!HIRING_PROCESS.test(line)) return line;
  return line
    .split(CLAUSE_END)
    .filter((clause) => !HIRING_PROCESS.test(clause))
    .join(" ");
}
const SOFT_SKILL_QUERY = phraseQuery(SOFT_SKILL_CONCEPTS.flatMap((concept) => concept.keys));

/**
 * A page copied from a job board shows the employer (and its rating, place, pay) above the title or
 * on short lines under it: they say who is hiring, not what the job is ("Acme" is also a screw
 * thread in O*NET's tasks). Lines above the title (unless the posting's headings or bullets stand
 * there), and lines of up to three words under it before the posting's first heading or sentence
 * that name no skill ("Python · Django" stays).
 */
function boardPageLines(
  lines: readonly string[],
  titleLine: number,
  headings: readonly (JobSectionKind | null)[],
): Set<number> {
  const page = new Set<number>();
  if (titleLine < 0) return page;
  // A title named below the posting's own headings or bullets ("Job title: Backend Engineer" under
  // the requirements) ends the posting instead of opening it: the lines above it are the posting.
  const belowPosting = lines
    .slice(0, titleLine)
    .some((line, index) => headings[index] !== null || BULLET_MARKER.test(line.trim()));
  if (!belowPosting) for (let i = 0; i < titleLine; i += 1) page.add(i);
  for (let i = titleLine + 1; i < lines.length; i += 1) {
    const line = (lines[i] ?? "").trim();
    if (!line) continue;
    // A board's facts set apart by bars or dots ("Acme | London, UK (Hybrid)", the rest of a title
    // line "Office Manager | Acme | London, UK (Hybrid)") are short parts, each no sentence.
    const parts = line.split(/\s*[|·]\s*/).filter(Boolean);
    const facts = parts.length > 1 && parts.every((part) => wordCount(part) <= 3);
    if (headings[i] || /[.!?:]/.test(line) || (!facts && (wordCount(line) > 3 || /[,·|]/.test(line)))) break;
    const tokens: Token[] = [];
    tokenizeLine(line, 0, tokens);
    if (findSkills(tokens, { programmingContext: true, relaxCase: () => true }).length > 0) break;
    page.add(i);
  }
  return page;
}

/**
 * A title's line without what a board or an ad adds after the title ("- Weekly Pay", "| Acme |
 * London, UK (Hybrid)", "at Acme Inc."), short as such additions are: "Staff Accountant - we need
 * someone at Acme who knows NetSuite" goes on with the posting, and lost NetSuite when cut.
 */
function titleLineText(line: string): string {
  if (/[.!?]\s/.test(line)) return line;
  const cut = withoutTrailingAdditions(line);
  return wordCount(line) - wordCount(cut) <= ADDITION_WORDS ? cut : line;
}
const ADDITION_WORDS = 6;

/** Level words as stems ("principal" → "princip"), as a specialty's keys are written. */
const SENIORITY_STEMS: ReadonlySet<string> = new Set([...SENIORITY_WORDS.keys()].map(stem));

export function extractJob(text: string): JobProfile {
  const rawLines = text.split(/\r?\n/);
  const { title, lineIndex: titleLine } = findJobTitle(rawLines, (line) => headingKind(line) !== null);
  const lines: JobLine[] = [];
  // Before the first heading a posting usually describes the company and its product ("we build
  // scheduling software"): those words describe the employer, not the candidate.
  const headings = rawLines.map((line, index) => (index === titleLine ? null : headingKind(line)));
  const firstHeading = headings.findIndex((kind) => kind !== null);
  let section: JobSectionKind = firstHeading > 0 ? "intro" : "other";
  const pageLines = boardPageLines(rawLines, titleLine, headings);
  for (let i = 0; i < rawLines.length; i += 1) {
    // What a board adds to the title ("- job post", "Req ID 4711") is read nowhere (TITLE_NOISE), nor
    // what an ad or a board adds after it ("- Weekly Pay", "| Acme | London, UK (Hybrid)"): its words
    // moved the posting's keywords and wording, and a bartender's score by 6.
    // Only on a title's own line: a posting may hold its first sentence there too.
    const line =
      i === titleLine ? titleLineText(withoutTitleNoise(rawLines[i] ?? "")) : withoutHiringProcess(rawLines[i] ?? "");
    const kind = headings[i] ?? null;
    // A title under the employer's words about itself ("About Acme", then the post) starts the post:
    // its lines up to the next heading are its opening, as under a title on the first line.
    if (i === titleLine && section === "company")
      section = headings.some((heading, index) => index > i && heading !== null) ? "intro" : "other";
    if (kind) {
      section = kind;
      lines.push({ text: "", section, importance: "normal", isTitle: false });
      continue;
    }
    // "We offer ... a learning budget" is a perk even without a Benefits heading.
    const lineSection = pageLines.has(i) ? "company" : BENEFITS_LINE.test(line) ? "benefits" : section;
    lines.push({
      text: line,
      section: lineSection,
      importance: lineImportance(line, lineSection),
      isTitle: i === titleLine,
    });
  }

  const tokens: Token[] = [];
  // Words of organisations' names ("Health Education England"): read as words, never as skills.
  const inNames = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as JobLine;
    if (line.section === "benefits" || line.section === "company") continue;
    const from = tokens.length;
    tokenizeLine(line.text, i, tokens);
    if (!line.isTitle) markOrganisationNames(line.text, tokens, from, inNames);
  }
  const programmingContext = isProgrammingContext(tokens);
  // A list ("Go, Rust, C++"), a "Label: items" line, or a bullet of a few words ("- Go") names things.
  const listLines = lines.map((line) => isListLine(line.text) || /:\s*\S/.test(line.text) || wordCount(line.text) <= 3);
  const listLine = (index: number): boolean => listLines[(tokens[index] as Token).line] ?? false;

  // Hard skills, with the strongest importance any mention gives them.
  const found = findSkills(tokens, {
    programmingContext,
    relaxCase: listLine,
    definedOtherwise: acronymsDefinedOtherwise(text),
  });
  const hits = outsideOrganisationNames(found, inNames);
  const covered = new Set<number>();
  const bySkill = new Map<number, JobSkill>();
  // Skills named only where the posting describes the employer ("Acme Logistics is a leading
  // logistics platform"): the employer's industry, not something the candidate is asked for.
  const outsideIntro = new Set<number>();
  for (const hit of hits) {
    for (let k = hit.start; k < hit.start + hit.length; k += 1) covered.add(k);
    const line = lines[(tokens[hit.start] as Token).line] as JobLine;
    if (line.section !== "intro" || line.isTitle) outsideIntro.add(hit.skill);
    const importance: Importance = line.isTitle ? "must" : line.importance;
    const existing = bySkill.get(hit.skill);
    if (existing) {
      existing.mentions += 1;
      existing.inTitle ||= line.isTitle;
      if (IMPORTANCE_RANK[importance] > IMPORTANCE_RANK[existing.importance]) existing.importance = importance;
    } else {
      const skill = skillById(hit.skill);
      bySkill.set(hit.skill, {
        skill: hit.skill,
        name: skill.name,
        category: skill.category,
        importance,
        mentions: 1,
        inTitle: line.isTitle,
      });
    }
  }
  // Named three times across a posting, a skill is central even without a "required" label.
  for (const skill of bySkill.values())
    if (skill.importance === "normal" && skill.mentions >= 3) skill.importance = "must";
  const skills = [...bySkill.values()]
    .filter((skill) => outsideIntro.has(skill.skill))
    .sort((a, b) => IMPORTANCE_RANK[b.importance] - IMPORTANCE_RANK[a.importance] || b.mentions - a.mentions);

  const grams = findPhrases(tokens, SOFT_SKILL_QUERY);
  const softSkills = SOFT_SKILL_CONCEPTS.filter((concept) => concept.keys.some((key) => grams.has(key)));
  const softStems = new Set(softSkills.flatMap((concept) => concept.keys.flatMap((key) => key.split(" "))));

  const titled = analyzeTitle(title);
  // A title without a level word leaves the level to the posting's federal grade, when it has one,
  // else to the years it asks for.
  const grade = titled.seniority === DEFAULT_SENIORITY ? federalGradeLevel(text) : null;
  const years = yearsRequired(lines);
  const titleInfo = { ...titled, seniority: grade ?? levelWithYears(titled.seniority, years) };
  const titleStems = new Set((titleInfo.titleKey ?? "").split(" "));
  const titleTokens: Token[] = [];
  if (title) tokenizeLine(titleAsRead(title), 0, titleTokens);

  // The tools a posting asks for place it as much as its title does ("Python Engineer", "Member
  // of Technical Staff"): a skill named in the title speaks as a skill, twice as loud.
  const phraseSkills = skillsOfTitlePhrase(titleTokens, programmingContext);
  const skillEvidence = skills
    .filter((skill) => !phraseSkills.has(skill.skill))
    .map((skill) => ({
      skill: skill.skill,
      weight: (IMPORTANCE_RANK[skill.importance] / 3) * (skill.inTitle ? 2 : 1),
    }));
  const occupation = placeOccupation(
    titleTokens,
    tokens,
    skillEvidence,
    titleSkillTokens(titleTokens, programmingContext),
  );
  const main = occupation?.candidates[0]?.occupation;
  // A word of the job's own occupation's tasks ("reconcile" for an accountant) is what a recruiter
  // scans for; the same rarity elsewhere in the posting is more likely the employer's own wording.
  const boost = main === undefined ? undefined : (stem: string) => 0.3 + 2.7 * Math.min(1, taskWeight(main, stem) * 5);

  return {
    title,
    ...titleInfo,
    occupation,
    skills,
    softSkills,
    yearsRequired: years,
    degree: degreeRequired(lines),
    keywords: salientKeywords(tokens, lines, covered, (stem) => softStems.has(stem) || titleStems.has(stem), boost),
    programmingContext,
    specialties: titleSpecialties(titleLine >= 0 ? titleLineWords(rawLines[titleLine] ?? "") : null)
      // "(Cape Girardeau)" is a place: a specialty uses the words of some occupation's tasks. And
      // the title itself is none: "Band 8b - 8c Senior Finance Manager" names its role after the dash.
      .filter((specialty) => specialty.keys.some((key) => key.split(" ").some((stem) => isVocabularyStem(stem))))
      .filter(
        (specialty) =>
          !specialty.keys.some((key) =>
            key.split(" ").every((part) => titleStems.has(part) || SENIORITY_STEMS.has(part)),
          ),
      ),
    wording: wordingVector(tokens),
  };
}

/**
 * Where a title alone sits, as a posting's title with no text: the placement benchmark reads real
 * posting titles this way (bench/ats-placement.bench.mjs). Skills in the title speak as skills.
 */
export function placeTitle(title: string): Placement | null {
  const tokens: Token[] = [];
  tokenizeLine(titleAsRead(cleanTitle(title)), 0, tokens);
  const programmingContext = isProgrammingContext(tokens);
  const hits = findSkills(tokens, { programmingContext, relaxCase: () => true });
  const skillTokens = new Set(hits.flatMap((hit) => Array.from({ length: hit.length }, (_, k) => hit.start + k)));
  const phraseSkills = skillsOfTitlePhrase(tokens, programmingContext);
  const skills = [...new Set(hits.map((hit) => hit.skill))].filter((skill) => !phraseSkills.has(skill));
  return placeOccupation(
    tokens,
    [],
    skills.map((skill) => ({ skill, weight: 2 })),
    skillTokens,
  );
}

/**
 * Skills the title names only with the words of its O*NET title phrase, and that none of the
 * phrase's occupations uses: another sense of the word. "Chef" of "Sushi Chef" is the cook, not
 * the configuration-management tool Chef, and counted as a tool it placed chefs among management and
 * systems analysts (docs/ats-scorecard.md "Placement of real posting titles"). "Python" of "Python
 * Developer" and the licence of "Registered Nurse" agree with their phrase and still speak.
 */
function skillsOfTitlePhrase(titleTokens: readonly Token[], programmingContext: boolean): Set<number> {
  const phrase = specificTitlePhrase(titleTokens);
  const inside = new Set<number>();
  if (!phrase) return inside;
  const outside = new Set<number>();
  for (const hit of findSkills(titleTokens, { programmingContext, relaxCase: () => true })) {
    const within = hit.start >= phrase.start && hit.start + hit.length <= phrase.start + phrase.length;
    (within ? inside : outside).add(hit.skill);
  }
  for (const skill of outside) inside.delete(skill);
  for (const skill of inside)
    if (phrase.candidates.some(([occupation]) => skillsUsedBy(occupation, [{ skill, weight: 1 }]) > 0))
      inside.delete(skill);
  return inside;
}

/** Indexes of the title's tokens that name a hard skill ("Python" of "Senior Python Engineer"). */
export function titleSkillTokens(titleTokens: readonly Token[], programmingContext: boolean): Set<number> {
  const indexes = new Set<number>();
  for (const hit of findSkills(titleTokens, { programmingContext, relaxCase: () => true })) {
    for (let k = hit.start; k < hit.start + hit.length; k += 1) indexes.add(k);
  }
  return indexes;
}

/** Clauses of a line with their own importance: "2 years required; ICU experience preferred". */
function clauses(line: JobLine): Array<{ text: string; importance: Importance }> {
  // "three (3) years", "3+ yrs. experience": one clause, not three or two.
  return (
    withoutFigureBeside(line.text)
      .replace(/\b(yrs?)\./gi, "$1")
      .split(/;|\.\s|\(|\)/)
      .filter((text) => text.trim().length > 0)
      // An intro that says "we need 5+ years" states a requirement even before the first heading.
      .map((text) => ({ text, importance: lineImportance(text, line.section === "intro" ? "other" : line.section) }))
  );
}

const YEAR_HINT = /\b(?:years?|yrs?)\b/i;
const DEGREE_HINT =
  /degree|diploma|ged\b|bachelor|master|associate|doctor|ph\.?d|\b(?:b\.?s|b\.?a|m\.?s|m\.?a|mba|bsn|msn|adn|bsc|msc|bba|mph|dnp)\b/i;

function yearsRequired(lines: readonly JobLine[]): number | null {
  let required: number | null = null;
  for (const line of lines) {
    if (line.section === "benefits" || line.section === "company") continue;
    if (!YEAR_HINT.test(line.text)) continue;
    for (const clause of clauses(line)) {
      if (clause.importance === "nice") continue;
      if (!/experience|background|industry|role|position|years? (?:of|in|as|with)/i.test(clause.text)) continue;
      for (const years of yearsMentioned(clause.text)) if (years <= 20) required = Math.max(required ?? 0, years);
    }
  }
  return required;
}

/** Degree words that are also ordinary words ("180 associates", "Scrum Master") need "degree" nearby. */
const AMBIGUOUS_DEGREE_WORDS = new Set(["associate", "associates", "master", "masters", "diploma"]);
const DEGREE_CONTEXT = /\b(degree|diploma|ged|of science|of arts|graduate)\b/i;

function degreeRequired(lines: readonly JobLine[]): JobProfile["degree"] {
  let level: number | null = null;
  let flexible = false;
  for (const line of lines) {
    if (line.section === "benefits" || line.section === "company") continue;
    if (!DEGREE_HINT.test(line.text)) continue;
    for (const clause of clauses(line)) {
      if (clause.importance === "nice") continue;
      const tokens: Token[] = [];
      tokenizeLine(clause.text, 0, tokens);
      // The first degree named is the requirement: "Bachelor's required, Master's preferred".
      let clauseLevel: number | null = null;
      for (const token of tokens) {
        const word = token.norm.replace(/\.$/, "");
        const value = DEGREE_WORDS.get(word);
        if (value === undefined || (AMBIGUOUS_DEGREE_WORDS.has(word) && !DEGREE_CONTEXT.test(clause.text))) continue;
        clauseLevel = value;
        break;
      }
      if (clauseLevel === null && tokens.some((token) => token.norm === "degree")) clauseLevel = 3;
      if (clauseLevel === null) continue;
      level = Math.min(level ?? 9, clauseLevel);
      if (/equivalent|or related experience|in lieu/i.test(line.text)) flexible = true;
    }
  }
  return level === null ? null : { level, flexible };
}

const SECTION_WEIGHT: Readonly<Record<JobSectionKind, number>> = {
  // The intro describes the employer ("moving freight across North America"): nothing asked of the candidate.
  required: 1.3,
  duties: 1,
  other: 1,
  preferred: 0.7,
  intro: 0.5,
  benefits: 0,
  company: 0,
};
const MAX_KEYWORDS = 15;

/**
 * How much a word says about an occupation: the inverse share of O*NET occupations whose tasks use
 * it. Words no occupation's tasks use are the posting's own furniture ("vacancies", "submit",
 * "notice"), worth little; company and product names are left out separately (capitalised).
 */
const UNKNOWN_WORD_IDF = 0.5;
function idf(stem: string): number {
  const df = occupationDf(stem);
  return df === 0 ? UNKNOWN_WORD_IDF : Math.log(taskOccupations() / df);
}

function keywordCandidate(token: Token): boolean {
  return (
    token.norm.length >= 3 &&
    !STOPWORDS.has(token.norm) &&
    !GENERIC_POSTING_WORDS.has(token.norm) &&
    !SENIORITY_WORDS.has(token.norm) &&
    !DEGREE_WORDS.has(token.norm) &&
    !isNumeric(token.norm) &&
    /^[a-z]/.test(token.norm)
  );
}

/** "Working pattern: 36 hours per week": a label of at most three words, then its value. */
const LABEL = /^\s*([A-Za-z][A-Za-z']*(?: [A-Za-z][A-Za-z']*){0,2}):\s*\S/;
/** Labels whose value is a place, an address or a date: none of it is the job's work. */
const PLACE_OR_DATE_LABELS =
  /^(?:(?:main |base |work |job |primary )?(?:location|address|site|town|city|postcode)|closing date|interview date|date posted|start date)$/i;

/**
 * The posting's own distinctive words and two-word phrases, weighted by rarity (a small
 * document-frequency table of posting words) and by the section they sit in. Words that are
 * always capitalised mid-sentence are names (the company, its products) and are left out: no
 * applicant should be told to copy them.
 */
function salientKeywords(
  tokens: readonly Token[],
  lines: readonly JobLine[],
  covered: ReadonlySet<number>,
  excluded: (stem: string) => boolean,
  /** Extra weight for the words of the job's own occupation. */
  boost?: (stem: string) => number,
): JobKeyword[] {
  interface Stat {
    score: number;
    count: number;
    label: string;
    lowercaseSeen: boolean;
    idf: number;
  }
  const unigrams = new Map<string, Stat>();
  const bigrams = new Map<string, Stat>();
  // The label of a "Label: value" line ("Job title:", "Location:", "Working pattern:") names a
  // field of the form, not the job's work.
  // A place's or a date's value ("Location: Shah Jalal Medical Centre, 44 Hessel Street") is no word
  // of the work either: left out whole, as its capitals leave it out in ordinary case, and a
  // posting in capitals says the same.
  const labelWords = lines.map((line) => {
    const label = LABEL.exec(line.text)?.[1];
    if (!label) return 0;
    return PLACE_OR_DATE_LABELS.test(label) ? Number.POSITIVE_INFINITY : wordCount(label);
  });
  let lineAt = -1;
  let inLine = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    inLine = token.line === lineAt ? inLine + 1 : 0;
    lineAt = token.line;
    if (inLine < (labelWords[token.line] ?? 0)) continue;
    if (covered.has(i) || !keywordCandidate(token) || excluded(token.stem)) continue;
    const weight = SECTION_WEIGHT[(lines[token.line] as JobLine).section];
    const stat = unigrams.get(token.stem) ?? {
      score: 0,
      count: 0,
      label: token.norm,
      lowercaseSeen: false,
      idf: idf(token.stem) * (boost?.(token.stem) ?? 1),
    };
    stat.count += 1;
    stat.score = Math.max(stat.score, weight);
    stat.lowercaseSeen ||= token.raw === token.norm;
    unigrams.set(token.stem, stat);
    const next = tokens[i + 1];
    if (next && next.line === token.line && !covered.has(i + 1) && keywordCandidate(next) && !excluded(next.stem)) {
      const key = `${token.stem} ${next.stem}`;
      const pair = bigrams.get(key) ?? {
        score: 0,
        count: 0,
        label: `${token.norm} ${next.norm}`,
        lowercaseSeen: false,
        idf: (idf(token.stem) * (boost?.(token.stem) ?? 1) + idf(next.stem) * (boost?.(next.stem) ?? 1)) / 2,
      };
      pair.count += 1;
      pair.score = Math.max(pair.score, weight);
      pair.lowercaseSeen ||= token.raw === token.norm || next.raw === next.norm;
      bigrams.set(key, pair);
    }
  }
  const ranked: JobKeyword[] = [];
  for (const [key, stat] of bigrams) {
    if (stat.count < 2 || !stat.lowercaseSeen || stat.score === 0) continue;
    ranked.push({ key, label: stat.label, weight: (1 + Math.log(stat.count)) * stat.idf * stat.score * 1.5 });
  }
  for (const [key, stat] of unigrams) {
    if (!stat.lowercaseSeen || stat.score === 0 || GENERIC_ALONE_WORDS.has(stat.label)) continue;
    // A word said once is weak evidence of what the job is about; repetition is the signal.
    const frequency = stat.count >= 2 ? 1 + Math.log(stat.count) : 0.6;
    ranked.push({ key, label: stat.label, weight: frequency * stat.idf * stat.score });
  }
  ranked.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
  const chosen: JobKeyword[] = [];
  const inPhrase = new Set<string>();
  for (const keyword of ranked) {
    if (chosen.length >= MAX_KEYWORDS) break;
    if (inPhrase.has(keyword.key)) continue;
    if (keyword.key.includes(" ")) for (const part of keyword.key.split(" ")) inPhrase.add(part);
    else if (chosen.some((other) => other.key.split(" ").includes(keyword.key))) continue;
    chosen.push({ ...keyword, weight: Math.round(keyword.weight * 100) / 100 });
  }
  return chosen;
}
