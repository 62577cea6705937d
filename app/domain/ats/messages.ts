/**
 * The engine's sentences as codes with their parameters, and their English wording. The API keeps
 * the English (`message`); the pages translate the code (app/i18n/computed.ts, docs/i18n.md
 * "Computed texts"), and a test renders every code through the English resources to check that
 * both say the same.
 */
import { DEGREE_LEVEL_NAMES } from "./lexicon";
import { SENIORITY_LEVELS } from "./seniority";

export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
/**
 * How the resume's closest role stands to the job: by their occupations, or, where the placements
 * differ, by the job's own title held (`sameTitle`) or a title of its family with its tools (`family`).
 */
export type RoleRelation = "same" | "sameTitle" | "family" | "close" | "related" | "distant" | "unrelated";
/** How the resume's length reads (score.ts `lengthCredit`). */
export type LengthVerdict = "tooShort" | "short" | "good" | "long" | "tooLong";

type NoParams = Record<string, never>;

/** The role-fit sentence: "Your latest role "Sales Rep" reads as …; this job reads as …: related." */
export type RoleFitText =
  | { code: "noJob"; params: NoParams }
  | { code: "noRole"; params: { job: string; chosen?: true } }
  | {
      code: "placed";
      params: {
        /** The user chose the job's occupation ("This job is a … job"): said beside it. */
        chosen?: true;
        /** What placed the resume: its latest role, an older role, its headline, or its experience as a whole. */
        source: "latestRole" | "role" | "headline" | "experience";
        /** The role's title or the headline as the resume writes it ("" when only the duties placed it). */
        text: string;
        occupation: string;
        job: string;
        relation: RoleRelation;
      };
    };

interface SuggestionParams {
  addEmail: NoParams;
  addPhone: NoParams;
  addLinkedIn: NoParams;
  experienceHeading: NoParams;
  skillsHeading: NoParams;
  educationHeading: NoParams;
  summaryHeading: NoParams;
  dates: NoParams;
  relatedSkill: { skill: string; related: string };
  missingMust: { skill: string };
  missingNormal: { skill: string };
  missingNice: { skill: string };
  skillOnlyInList: { skill: string };
  roleFit: { roleFit: RoleFitText };
  seniorityHigher: { job: SeniorityLevel; resume: SeniorityLevel };
  seniorityLower: { job: SeniorityLevel; resume: SeniorityLevel };
  jobTitle: { title: string };
  years: { required: number; years: number };
  /** `degree`: 1 high school diploma … 5 doctorate (DEGREE_LEVEL_NAMES). */
  education: { degree: number; flexible: boolean };
  /** `before` and `after` as shown: cut to 90 characters. */
  weakVerb: { weak: string; before: string; after: string };
  quantify: { statement: string };
  length: { words: number; verdict: Exclude<LengthVerdict, "good"> };
  /** `skills`: the first three soft skills the resume does not show (English labels); `count`: all of them. */
  softSkill: { skills: string[]; count: number };
  keyword: { keywords: string[] };
  /** Words of text copied from the job description, left out of the score. */
  stuffing: { words: number };
}

type SuggestionCode = keyof SuggestionParams;
/** One suggestion as a code: a wrong code or a missing parameter does not compile. */
export type SuggestionText = { [C in SuggestionCode]: { code: C; params: SuggestionParams[C] } }[SuggestionCode];

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const RELATION_TEXT: Record<RoleRelation, string> = {
  same: "the same occupation",
  sameTitle: "the job's own title",
  family: "a title of the same kind, with the job's tools",
  close: "a closely related occupation",
  related: "related",
  distant: "in the same broad field",
  unrelated: "unrelated",
};

/** The job's occupation, and "(your choice)" when the user chose it. */
const jobName = ({ job, chosen }: { job: string; chosen?: true }): string => (chosen ? `${job} (your choice)` : job);

export function roleFitMessage(text: RoleFitText): string {
  switch (text.code) {
    case "noJob":
      return "The job's occupation could not be read from its title or duties.";
    case "noRole":
      return `This job reads as ${jobName(text.params)}; no role in your resume could be placed. Give each role a title and dates.`;
    case "placed": {
      const { source, text: written, occupation, relation } = text.params;
      const job = jobName(text.params);
      const quoted = written ? ` "${written}"` : "";
      const what =
        source === "latestRole"
          ? `Your latest role${quoted} reads as ${occupation}`
          : source === "role"
            ? `Your role${quoted} reads as ${occupation}`
            : source === "headline"
              ? `Your headline "${written}" reads as ${occupation}`
              : `Your experience reads as ${occupation}`;
      return `${what}; this job reads as ${job}: ${RELATION_TEXT[relation]}.`;
    }
  }
}

export const LENGTH_TEXT: Record<LengthVerdict, string> = {
  tooShort: "too short to show your experience",
  short: "on the short side (aim for 400-900)",
  good: "a good length",
  long: "long (over two pages)",
  tooLong: "too long; trim to the most relevant two pages",
};

/** "420 words: a good length" (the Length check's detail, and its suggestion). */
export function lengthDetail(words: number, verdict: LengthVerdict): string {
  return `${words} words: ${LENGTH_TEXT[verdict]}`;
}

export function suggestionMessage(text: SuggestionText): string {
  switch (text.code) {
    case "stuffing":
      return `${text.params.words} words copied from the job description were ignored: text pasted from the posting (even in white) earns no points. Describe your own work in your own words.`;
    case "addEmail":
      return "Add your email address at the top of your resume so recruiters can reach you.";
    case "addPhone":
      return "Add a phone number to your contact details.";
    case "addLinkedIn":
      return "Add your LinkedIn profile URL to your contact details.";
    case "experienceHeading":
      return 'Put your work history under a standard "Experience" heading; ATS parsers look for it by name.';
    case "skillsHeading":
      return 'Add a "Skills" section listing the tools and methods you use; it is the first place an ATS looks for keywords.';
    case "educationHeading":
      return 'Add an "Education" section, even if short, so the parser can read your qualifications.';
    case "summaryHeading":
      return "Add a short summary that names your role, years of experience and top skills for this job.";
    case "dates":
      return 'Add from–to dates to each role (for example "Mar 2021 – Present"); ATS filters compute your years of experience from them.';
    case "relatedSkill": {
      const { skill, related } = text.params;
      return `The job requires "${skill}"; your resume names ${related}, which is related but not the word a keyword filter looks for. If you have used ${skill}, name it in a bullet and in your Skills section.`;
    }
    case "missingMust":
      return `Add "${text.params.skill}" if you have it: the job lists it as a requirement. Name it in an experience bullet that shows how you used it, and in your Skills section.`;
    case "missingNormal":
      return `The job mentions "${text.params.skill}". If you have used it, add it to your Skills section or a bullet.`;
    case "missingNice":
      return `Nice to have: "${text.params.skill}". If you have it, add it to your Skills section.`;
    case "skillOnlyInList":
      return `"${text.params.skill}" is only in your Skills list. Mention it in an experience bullet where you used it; skills shown in context rank higher.`;
    case "roleFit":
      return `${roleFitMessage(text.params.roleFit)} Recruiters read recent roles first: if you have done this kind of work, make it visible in a role's title and bullets, and in your summary.`;
    case "seniorityHigher":
      return `This job is at ${text.params.job} level and your resume reads as ${text.params.resume}. Show the scope you have had: people led, budgets, decisions you owned.`;
    case "seniorityLower":
      return `This job is at ${text.params.job} level and your resume reads as ${text.params.resume}. Say in your summary why this role is the step you want.`;
    case "jobTitle":
      return `Use the job title "${text.params.title}" in your headline or summary, if it fits your experience; recruiters search by title.`;
    case "years":
      return `The job asks for ${text.params.required}+ years of experience and your resume shows about ${text.params.years}. If you have more relevant experience, list those roles with their dates, or state your total years in your summary.`;
    case "education":
      return `The job asks for a ${DEGREE_LEVEL_NAMES[text.params.degree] || "degree"}${text.params.flexible ? " (or equivalent experience)" : ""}. If you have one, list it under an "Education" heading with the degree spelled out.`;
    case "weakVerb":
      return `Open with an action verb instead of "${text.params.weak}": "${text.params.before}" → "${text.params.after}". Add the result if you can measure it.`;
    case "quantify":
      return `Add a number to "${text.params.statement}": how many, how much, how often, or by what percent.`;
    case "length":
      return `Length: ${lengthDetail(text.params.words, text.params.verdict)}.`;
    case "softSkill": {
      const pronoun = text.params.count === 1 ? "it" : "them";
      return `The job values ${listText(text.params.skills.map((label) => label.toLowerCase()))}. Show ${pronoun} through a concrete example in a bullet rather than listing ${pronoun}.`;
    }
    case "keyword":
      return `Use the job's own wording where it truthfully describes your work: ${listText(text.params.keywords.map((keyword) => `"${keyword}"`))}.`;
  }
}

/** A seniority (0 intern … 5 director) by name. */
export const levelName = (level: number): SeniorityLevel => SENIORITY_LEVELS[level] ?? "mid-level";
