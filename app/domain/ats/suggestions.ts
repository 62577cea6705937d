/**
 * Suggestions a job seeker can act on, most important first. Skills are only ever suggested "if you
 * have it": the engine must never push anyone to claim experience they do not have. Rewrites only
 * change how a bullet opens; the facts in it stay the writer's own.
 */
import type { JobProfile } from "./extract-job";
import { DEGREE_LEVEL_NAMES, IRREGULAR_PAST } from "./lexicon";
import type { MatchResult } from "./match";
import type { ParsedResume } from "./parse-resume";
import { describeRoleFit } from "./role-fit";
import { hasNumber, lengthCredit, QUANTIFIED_TARGET, seniorityCredit, weakOpening } from "./score";
import { SENIORITY_LEVELS } from "./seniority";
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

export function gerundToPast(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PAST[lower];
  if (irregular) return irregular;
  if (!lower.endsWith("ing") || lower.length < 5) return lower;
  const base = lower.slice(0, -3);
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function toGerund(verb: string): string {
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

export function buildSuggestions(job: JobProfile, resume: ParsedResume, match: MatchResult): AtsSuggestion[] {
  const out: AtsSuggestion[] = [];

  // Contact and headings first: without them a parser may not read the rest at all.
  if (!resume.contact.email) out.push({ type: "contact", priority: 96, section: "header", message: "Add your email address at the top of your resume so recruiters can reach you." });
  if (!resume.contact.phone) out.push({ type: "contact", priority: 90, section: "header", message: "Add a phone number to your contact details." });
  if (!resume.headings.has("experience")) out.push({ type: "section-heading", priority: 89, section: "experience", message: 'Put your work history under a standard "Experience" heading; ATS parsers look for it by name.' });

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
            message: `The job requires "${skill.name}"; your resume names ${relatedTo}, which is related but not the word a keyword filter looks for. If you have used ${skill.name}, name it in a bullet and in your Skills section.`,
          }
        : {
            type: "missing-skill",
            priority: 88 - index * 0.1,
            section: "experience",
            keyword: skill.name,
            message: `Add "${skill.name}" if you have it: the job lists it as a requirement. Name it in an experience bullet that shows how you used it, and in your Skills section.`,
          },
    );
  });

  if (match.role.job && (match.role.relation === "unrelated" || match.role.relation === "distant" || match.role.relation === "related")) {
    out.push({
      type: "role-fit",
      priority: 87,
      section: "experience",
      message: `${describeRoleFit(match.role)} Recruiters read recent roles first: if you have done this kind of work, make it visible in a role's title and bullets, and in your summary.`,
    });
  }
  const resumeLevel = match.role.seniority;
  if (resumeLevel !== null && seniorityCredit(job.seniority - resumeLevel) < 1) {
    out.push({
      type: "seniority",
      priority: 79,
      section: "experience",
      message:
        job.seniority > resumeLevel
          ? `This job is at ${SENIORITY_LEVELS[job.seniority]} level and your resume reads as ${SENIORITY_LEVELS[resumeLevel]}. Show the scope you have had: people led, budgets, decisions you owned.`
          : `This job is at ${SENIORITY_LEVELS[job.seniority]} level and your resume reads as ${SENIORITY_LEVELS[resumeLevel]}. Say in your summary why this role is the step you want.`,
    });
  }

  if (job.title && match.title.level === "none") {
    out.push({
      type: "job-title",
      priority: 84,
      section: "summary",
      keyword: job.title,
      message: `Use the job title "${job.title}" in your headline or summary, if it fits your experience; recruiters search by title.`,
    });
  }

  if (job.yearsRequired !== null && match.resumeYears < job.yearsRequired) {
    const years = Math.floor(match.resumeYears);
    out.push({
      type: "experience-years",
      priority: 80,
      section: "experience",
      message: `The job asks for ${job.yearsRequired}+ years of experience and your resume shows about ${years}. If you have more relevant experience, list those roles with their dates, or state your total years in your summary.`,
    });
  }
  if (job.degree && resume.degreeLevel < job.degree.level) {
    const required = DEGREE_LEVEL_NAMES[job.degree.level] ?? "degree";
    out.push({
      type: "education",
      priority: 76,
      section: "education",
      message: `The job asks for a ${required}${job.degree.flexible ? " (or equivalent experience)" : ""}. If you have one, list it under an "Education" heading with the degree spelled out.`,
    });
  }
  if (resume.dateRanges.length === 0) {
    out.push({ type: "dates", priority: 74, section: "experience", message: 'Add from–to dates to each role (for example "Mar 2021 – Present"); ATS filters compute your years of experience from them.' });
  }
  if (!resume.headings.has("skills")) out.push({ type: "section-heading", priority: 73, section: "skills", message: 'Add a "Skills" section listing the tools and methods you use; it is the first place an ATS looks for keywords.' });
  if (!resume.headings.has("education")) out.push({ type: "section-heading", priority: 66, section: "education", message: 'Add an "Education" section, even if short, so the parser can read your qualifications.' });

  match.skills
    .filter((entry) => entry.skill.importance !== "nice" && entry.places.length > 0 && entry.places.every((place) => place === "skills"))
    .slice(0, 3)
    .forEach(({ skill }, index) => {
      out.push({
        type: "skill-placement",
        priority: 70 - index * 0.1,
        section: "experience",
        keyword: skill.name,
        message: `"${skill.name}" is only in your Skills list. Mention it in an experience bullet where you used it; skills shown in context rank higher.`,
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
        message: `The job mentions "${skill.name}". If you have used it, add it to your Skills section or a bullet.`,
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
      message: `Open with an action verb instead of "${weak}": "${quote(statement.text)}" → "${quote(after)}". Add the result if you can measure it.`,
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
        message: `Add a number to "${quote(statement.text)}": how many, how much, how often, or by what percent.`,
      });
    });
  }

  const length = lengthCredit(resume.wordCount);
  if (length.credit < 1) {
    out.push({ type: "length", priority: resume.wordCount < 300 ? 58 : 50, message: `Length: ${length.detail}.` });
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
        message: `Nice to have: "${skill.name}". If you have it, add it to your Skills section.`,
      });
    });

  const softMissing = match.soft.filter((entry) => !entry.matched).map((entry) => entry.concept.label);
  if (softMissing.length > 0) {
    out.push({
      type: "soft-skill",
      priority: 40,
      section: "experience",
      keyword: softMissing[0],
      message: `The job values ${listText(softMissing.slice(0, 3).map((label) => label.toLowerCase()))}. Show ${softMissing.length === 1 ? "it" : "them"} through a concrete example in a bullet rather than listing ${softMissing.length === 1 ? "it" : "them"}.`,
    });
  }

  const keywordsMissing = match.keywords.filter((entry) => !entry.matched).slice(0, 5).map((entry) => `"${entry.keyword.label}"`);
  if (keywordsMissing.length > 0) {
    out.push({
      type: "keyword",
      priority: 36,
      section: "experience",
      message: `Use the job's own wording where it truthfully describes your work: ${listText(keywordsMissing)}.`,
    });
  }

  if (!resume.contact.linkedIn) out.push({ type: "contact", priority: 34, section: "header", message: "Add your LinkedIn profile URL to your contact details." });
  if (!resume.headings.has("summary")) out.push({ type: "section-heading", priority: 30, section: "summary", message: "Add a short summary that names your role, years of experience and top skills for this job." });

  return out.sort((a, b) => b.priority - a.priority);
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
