/**
 * Suggestions a job seeker can act on, most important first. Skills are only ever suggested "if you
 * have it": the engine must never push anyone to claim experience they do not have. Rewrites only
 * change how a bullet opens; the facts in it stay the writer's own.
 */
import type { JobProfile } from "./extract-job";
import { IRREGULAR_PAST } from "./lexicon";
import type { MatchResult } from "./match";
import { levelName, suggestionMessage, type SuggestionText } from "./messages";
import type { ParsedResume } from "./parse-resume";
import { roleFitText } from "./role-fit";
import { hasNumber, lengthCredit, QUANTIFIED_TARGET, seniorityCredit, weakOpening } from "./score";
import type { AtsSuggestion } from "./types";

const MAX_REWRITES = 3;
const MAX_QUANTIFY = 3;
const MAX_MISSING_MUST = 6;

const COMMON_VERBS = new Set(
  (
    "reduce improve increase build develop design create launch implement plan organize manage grow drive lead " +
    "streamline migrate deliver train prepare coordinate run write resolve support maintain establish analyze " +
    "automate onboard expand boost cut raise lower optimize redesign rebuild define set test standardize negotiate " +
    "close recruit hire teach serve identify ensure process update track monitor audit reconcile execute produce " +
    "conduct secure save generate achieve win open answer document review ship scale deploy refactor mentor " +
    "coach educate assess administer draft edit publish research sell source schedule"
  ).split(" "),
);

const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

function gerundToPast(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PAST[lower];
  if (irregular) return irregular;
  if (!lower.endsWith("ing") || lower.length < 5) return lower;
  const base = lower.slice(0, -3);
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function toGerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith("ie")) return `${lower.slice(0, -2)}ying`;
  if (lower.endsWith("e") && !lower.endsWith("ee")) return `${lower.slice(0, -1)}ing`;
  // Short consonant-vowel-consonant verbs double the last letter: plan → planning, run → running.
  if (lower.length <= 4 && /[^aeiou][aeiou][^aeiouwxy]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** A stronger opening for a bullet that starts weakly, or null when no safe rewrite exists. */
export function rewriteWeakOpening(text: string): string | null {
  const trimmed = text.trim();
  let match = /^(?:was |am |i was )?(?:responsible for|tasked with|duties included)\s+(.*)$/i.exec(trimmed);
  if (match) {
    const rest = match[1] ?? "";
    const [first = "", ...others] = rest.split(/\s+/);
    if (/^[a-z]+ing$/i.test(first)) return capitalize([gerundToPast(first), ...others].join(" "));
    return `Owned ${rest.replace(/^the\s+/i, "the ")}`;
  }
  match = /^(?:i )?helped(?: to)?\s+(.*)$/i.exec(trimmed);
  if (match) {
    const words = (match[1] ?? "").split(/\s+/);
    const first = (words[0] ?? "").toLowerCase();
    if (COMMON_VERBS.has(first)) return `Contributed to ${[toGerund(first), ...words.slice(1)].join(" ")}`;
    const verbAt = words.findIndex((word, index) => index > 0 && index <= 4 && COMMON_VERBS.has(word.toLowerCase()));
    if (verbAt > 0) return `Enabled ${words.slice(0, verbAt).join(" ")} to ${words.slice(verbAt).join(" ")}`;
    return `Supported ${words.join(" ")}`;
  }
  match = /^(?:i )?(?:worked on|(?:was )?involved in|participated in)\s+(.*)$/i.exec(trimmed);
  if (match) return `Contributed to ${match[1] ?? ""}`;
  match = /^(?:i )?assisted(?: with| in)?\s+(.*)$/i.exec(trimmed);
  if (match) {
    const rest = match[1] ?? "";
    return /^[a-z]+ing\b/i.test(rest) ? `Contributed to ${rest}` : `Supported ${rest}`;
  }
  match = /^(?:i )?handled\s+(.*)$/i.exec(trimmed);
  if (match) return `Managed ${match[1] ?? ""}`;
  match = /^(?:i )?did\s+(.*)$/i.exec(trimmed);
  if (match) return `Completed ${match[1] ?? ""}`;
  return null;
}

const quote = (text: string, max = 90): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A suggestion's English message and its code, from the code (messages.ts). */
const said = (text: SuggestionText): Pick<AtsSuggestion, "message" | "text"> => ({
  message: suggestionMessage(text),
  text,
});

export function buildSuggestions(
  job: JobProfile,
  resume: ParsedResume,
  match: MatchResult,
  stuffedWords = 0,
): AtsSuggestion[] {
  const out: AtsSuggestion[] = [];
  // Said first: the user should know why the pasted text did not raise the score.
  if (stuffedWords > 0)
    out.push({ type: "stuffing", priority: 99, ...said({ code: "stuffing", params: { words: stuffedWords } }) });

  // Contact and headings first: without them a parser may not read the rest at all.
  if (!resume.contact.email)
    out.push({ type: "contact", priority: 96, section: "header", ...said({ code: "addEmail", params: {} }) });
  if (!resume.contact.phone)
    out.push({ type: "contact", priority: 90, section: "header", ...said({ code: "addPhone", params: {} }) });
  if (!resume.headings.has("experience"))
    out.push({
      type: "section-heading",
      priority: 89,
      section: "experience",
      ...said({ code: "experienceHeading", params: {} }),
    });

  const missing = match.skills.filter((entry) => entry.places.length === 0);
  const mustMissing = missing.filter((entry) => entry.skill.importance === "must");
  mustMissing.slice(0, MAX_MISSING_MUST).forEach(({ skill, relatedTo }, index) => {
    out.push(
      relatedTo
        ? {
            type: "related-skill",
            priority: 88 - index * 0.1,
            section: "experience",
            keyword: skill.name,
            ...said({ code: "relatedSkill", params: { skill: skill.name, related: relatedTo } }),
          }
        : {
            type: "missing-skill",
            priority: 88 - index * 0.1,
            section: "experience",
            keyword: skill.name,
            ...said({ code: "missingMust", params: { skill: skill.name } }),
          },
    );
  });

  if (
    match.role.job &&
    (match.role.relation === "unrelated" || match.role.relation === "distant" || match.role.relation === "related")
  ) {
    out.push({
      type: "role-fit",
      priority: 87,
      section: "experience",
      ...said({ code: "roleFit", params: { roleFit: roleFitText(match.role) } }),
    });
  }
  const resumeLevel = match.role.seniority;
  if (resumeLevel !== null && seniorityCredit(job.seniority - resumeLevel) < 1) {
    const params = { job: levelName(job.seniority), resume: levelName(resumeLevel) };
    out.push({
      type: "seniority",
      priority: 79,
      section: "experience",
      ...said(job.seniority > resumeLevel ? { code: "seniorityHigher", params } : { code: "seniorityLower", params }),
    });
  }

  if (job.title && match.title.level === "none") {
    out.push({
      type: "job-title",
      priority: 84,
      section: "summary",
      keyword: job.title,
      ...said({ code: "jobTitle", params: { title: job.title } }),
    });
  }

  if (job.yearsRequired !== null && match.resumeYears < job.yearsRequired) {
    const years = Math.floor(match.resumeYears);
    out.push({
      type: "experience-years",
      priority: 80,
      section: "experience",
      ...said({ code: "years", params: { required: job.yearsRequired, years } }),
    });
  }
  if (job.degree && resume.degreeLevel < job.degree.level) {
    out.push({
      type: "education",
      priority: 76,
      section: "education",
      ...said({ code: "education", params: { degree: job.degree.level, flexible: job.degree.flexible } }),
    });
  }
  if (resume.dateRanges.length === 0) {
    out.push({ type: "dates", priority: 74, section: "experience", ...said({ code: "dates", params: {} }) });
  }
  if (!resume.headings.has("skills"))
    out.push({
      type: "section-heading",
      priority: 73,
      section: "skills",
      ...said({ code: "skillsHeading", params: {} }),
    });
  if (!resume.headings.has("education"))
    out.push({
      type: "section-heading",
      priority: 66,
      section: "education",
      ...said({ code: "educationHeading", params: {} }),
    });

  match.skills
    .filter(
      (entry) =>
        entry.skill.importance !== "nice" &&
        entry.places.length > 0 &&
        entry.places.every((place) => place === "skills"),
    )
    .slice(0, 3)
    .forEach(({ skill }, index) => {
      out.push({
        type: "skill-placement",
        priority: 70 - index * 0.1,
        section: "experience",
        keyword: skill.name,
        ...said({ code: "skillOnlyInList", params: { skill: skill.name } }),
      });
    });

  missing
    .filter((entry) => entry.skill.importance === "normal")
    .slice(0, 4)
    .forEach(({ skill }, index) => {
      out.push({
        type: "missing-skill",
        priority: 64 - index * 0.1,
        section: "skills",
        keyword: skill.name,
        ...said({ code: "missingNormal", params: { skill: skill.name } }),
      });
    });

  let rewrites = 0;
  for (const statement of resume.statements) {
    if (rewrites >= MAX_REWRITES) break;
    const weak = weakOpening(statement.text);
    const after = weak ? rewriteWeakOpening(statement.text) : null;
    if (!weak || !after) continue;
    rewrites += 1;
    out.push({
      type: "weak-verb",
      priority: 60 - rewrites * 0.1,
      section: statement.section,
      before: statement.text,
      after,
      ...said({ code: "weakVerb", params: { weak, before: quote(statement.text), after: quote(after) } }),
    });
  }

  const unquantified = resume.statements.filter((statement) => !hasNumber(statement.text));
  const share = resume.statements.length > 0 ? 1 - unquantified.length / resume.statements.length : 0;
  if (share < QUANTIFIED_TARGET) {
    unquantified.slice(0, MAX_QUANTIFY).forEach((statement, index) => {
      out.push({
        type: "quantify",
        priority: 56 - index * 0.1,
        section: statement.section,
        before: statement.text,
        ...said({ code: "quantify", params: { statement: quote(statement.text) } }),
      });
    });
  }

  const length = lengthCredit(resume.wordCount);
  if (length.verdict !== "good") {
    out.push({
      type: "length",
      priority: resume.wordCount < 300 ? 58 : 50,
      ...said({ code: "length", params: { words: resume.wordCount, verdict: length.verdict } }),
    });
  }

  missing
    .filter((entry) => entry.skill.importance === "nice")
    .slice(0, 3)
    .forEach(({ skill }, index) => {
      out.push({
        type: "missing-skill",
        priority: 45 - index * 0.1,
        section: "skills",
        keyword: skill.name,
        ...said({ code: "missingNice", params: { skill: skill.name } }),
      });
    });

  const softMissing = match.soft.filter((entry) => !entry.matched).map((entry) => entry.concept.label);
  if (softMissing.length > 0) {
    out.push({
      type: "soft-skill",
      priority: 40,
      section: "experience",
      keyword: softMissing[0],
      ...said({ code: "softSkill", params: { skills: softMissing.slice(0, 3), count: softMissing.length } }),
    });
  }

  const keywordsMissing = match.keywords
    .filter((entry) => !entry.matched)
    .slice(0, 5)
    .map((entry) => entry.keyword.label);
  if (keywordsMissing.length > 0) {
    out.push({
      type: "keyword",
      priority: 36,
      section: "experience",
      ...said({ code: "keyword", params: { keywords: keywordsMissing } }),
    });
  }

  if (!resume.contact.linkedIn)
    out.push({ type: "contact", priority: 34, section: "header", ...said({ code: "addLinkedIn", params: {} }) });
  if (!resume.headings.has("summary"))
    out.push({
      type: "section-heading",
      priority: 30,
      section: "summary",
      ...said({ code: "summaryHeading", params: {} }),
    });

  return out.sort((a, b) => b.priority - a.priority);
}
