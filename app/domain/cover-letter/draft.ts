/**
 * "Draft from resume and job": a starter letter built from a few fixed structures, filled only with
 * the resume's own facts and the job's own words (docs/api.md#cover-letters). Every sentence is
 * returned with the sources it was built from; nothing is paraphrased into a new claim: skills are
 * the ones both the job and the resume name, results are bullets copied verbatim, years are
 * counted from the resume's own dates. Pure and deterministic, so the same input drafts the same
 * letter in the Worker and in tests.
 */
import { skillById } from "../ats/dictionary";
import { readJob } from "../ats/job-reading";
import type { JobSkill } from "../ats/extract-job";
import type { SavedJobDescription } from "../resume/job-description";
import type { ResumeData } from "../resume/schema";
import {
  collectFacts,
  entryName,
  entrySource,
  isQuantified,
  yearsOfExperience,
  type EntryFacts,
  type ResumeFacts,
} from "./facts";
import { letterWordsFor, type LetterWords } from "./letter-words";
import type { LetterContent, SentenceTrace, TraceSource } from "./schema";

interface DraftInput {
  data: ResumeData;
  job: SavedJobDescription;
  /** "YYYY-MM": the month a current role runs to. Passed in so the draft depends only on its input. */
  asOf: string;
  /** "YYYY-MM-DD": the letter's date. */
  today: string;
}

/** The sources a sentence can name, labelled in the letter's language. */
function sourcesIn(labels: LetterWords["source"]) {
  return {
    jobTitle: { kind: "job", part: "title", label: labels.jobTitle } satisfies TraceSource,
    jobCompany: { kind: "job", part: "company", label: labels.jobCompany } satisfies TraceSource,
    jobText: { kind: "job", part: "description", label: labels.jobDescription } satisfies TraceSource,
    skills: { kind: "resume", section: "skills", field: "skills", label: labels.skills } satisfies TraceSource,
    entry: (entry: EntryFacts, field: string, line?: number) => entrySource(entry, field, line, labels),
  };
}

const IMPORTANCE_ORDER = { must: 0, normal: 1, nice: 2 } as const;

/** The job's skills, most wanted first: must-haves, then the ones in the title, then by mentions. */
function rankedJobSkills(skills: readonly JobSkill[]): JobSkill[] {
  return [...skills].sort(
    (a, b) =>
      IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance] ||
      Number(b.inTitle) - Number(a.inTitle) ||
      b.mentions - a.mentions ||
      a.name.localeCompare(b.name),
  );
}

/** "A", "A and B", "A, B and C" ("and" in the letter's language). */
function listWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** A copied line as a sentence: trimmed, one final stop. */
function asSentence(line: string): string {
  const trimmed = line.trim().replace(/\s+/g, " ");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

class LetterBuilder {
  readonly paragraphs: string[][] = [];
  readonly traces: SentenceTrace[] = [];

  paragraph(): void {
    this.paragraphs.push([]);
  }

  say(sentence: string, sources: TraceSource[]): void {
    const index = this.paragraphs.length - 1;
    this.paragraphs[index]!.push(sentence);
    this.traces.push({ paragraph: index, sentence, sources });
  }

  finish(): { paragraphs: string[]; traces: SentenceTrace[] } {
    const kept = this.paragraphs.filter((sentences) => sentences.length > 0);
    const renumber = new Map(this.paragraphs.map((sentences, index) => [index, kept.indexOf(sentences)]));
    return {
      paragraphs: kept.map((sentences) => sentences.join(" ")),
      traces: this.traces.map((trace) => ({ ...trace, paragraph: renumber.get(trace.paragraph)! })),
    };
  }
}

interface Matched {
  skill: JobSkill;
  /** The entries that name it, resume order (most recent first, as resumes are written). */
  entries: EntryFacts[];
  listed: boolean;
}

function matchSkills(jobSkills: readonly JobSkill[], facts: ResumeFacts): Matched[] {
  return rankedJobSkills(jobSkills)
    .map((skill) => ({
      skill,
      entries: facts.entries.filter((entry) => entry.skills.has(skill.skill)),
      listed: facts.listedSkills.has(skill.skill) || facts.summarySkills.has(skill.skill),
    }))
    .filter((match) => match.entries.length > 0 || match.listed);
}

/** The entry that shows the most of the job's top skills; earlier (more recent) entries win ties. */
function mostRelevantEntry(matched: readonly Matched[], facts: ResumeFacts): EntryFacts | null {
  let best: EntryFacts | null = null;
  let bestCount = 0;
  for (const entry of facts.entries) {
    const count = matched.filter((match) => match.entries.includes(entry)).length;
    if (count > bestCount) {
      best = entry;
      bestCount = count;
    }
  }
  return best;
}

/** The bullet with a figure that names the most matched skills (first such bullet on ties). */
function quantifiedLine(entry: EntryFacts, matched: readonly Matched[]) {
  // A very long line would crowd the letter; it stays in the resume, the draft skips it.
  const candidates = entry.lines.filter((line) => line.text.length <= MAX_COPIED_LINE && isQuantified(line.text));
  const names = matched.map((match) => match.skill.name.toLowerCase());
  const score = (text: string) => names.filter((name) => text.toLowerCase().includes(name)).length;
  return candidates.sort((a, b) => score(b.text) - score(a.text) || a.line - b.line)[0] ?? null;
}

const MAX_COPIED_LINE = 600;

const skillName = (match: Matched): string => inSentence(skillById(match.skill.skill).name);

/**
 * A skill's dictionary name as it reads inside a sentence: "Backend development" becomes
 * "backend development", while names ("Python", "Apache Kafka", "CI/CD") keep their capitals.
 */
export function inSentence(name: string): string {
  const [first, ...rest] = name.split(" ");
  const common =
    rest.length > 0 && /^[A-Z][a-z]+$/.test(first ?? "") && rest.every((word) => /^[a-z][a-z-]*$/.test(word));
  return common ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

export function draftLetter(input: DraftInput): LetterContent {
  const { data, job } = input;
  // The resume's language, as its headings: a Spanish resume gets a Spanish letter.
  const words = letterWordsFor(data);
  const source = sourcesIn(words.source);
  const list = (items: readonly string[]) => listWords(items, words.and);
  // Read as the score reads it (unfolded, in ordinary case, tidied, board lines dropped): a posting
  // pasted on one line or in capitals names the same skills in the letter as in the analysis.
  const { profile } = readJob(`${job.title}\n${job.description}`);
  const facts = collectFacts(data, input.asOf);
  const matched = matchSkills(profile.skills, facts);
  const title = job.title.trim();
  const company = job.company.trim();
  const letter = new LetterBuilder();
  const experience = facts.entries.filter((entry) => entry.section === "experience" && entry.title);
  const latest = experience[0] ?? null;

  // Opening: the job named as the posting names it, then who is applying in the resume's terms.
  letter.paragraph();
  letter.say(words.apply(title, company), company ? [source.jobTitle, source.jobCompany] : [source.jobTitle]);
  const years = yearsOfExperience(experience);
  if (latest) {
    const role = words.role(latest.title, latest.organisation);
    const dated = experience.filter((entry) => entry.months);
    if (years >= 2) {
      letter.say(words.years(years, role), [
        ...dated.slice(0, 6).map((entry) => source.entry(entry, "dates")),
        ...(dated.includes(latest) ? [] : [source.entry(latest, "position")]),
      ]);
    } else {
      letter.say(words.recently(role), [source.entry(latest, "position")]);
    }
  }

  // The most relevant role: the top matched skills where they were used, then a result copied from it.
  const best = mostRelevantEntry(matched, facts);
  const used = best ? matched.filter((match) => match.entries.includes(best)).slice(0, 3) : [];
  letter.paragraph();
  if (best) {
    const where =
      best.section === "experience"
        ? words.inRole(words.role(best.title, best.organisation))
        : words.onProject(best.title);
    letter.say(words.workedWith(where, list(used.map(skillName))), [source.entry(best, "description"), source.jobText]);
    const result = quantifiedLine(best, used);
    if (result) letter.say(words.result(asSentence(result.text)), [source.entry(best, "description", result.line)]);
  }

  // Other matched skills: where else they were used, then the ones only the Skills list names.
  letter.paragraph();
  const rest = matched.filter((match) => !best || !match.entries.includes(best));
  for (const entry of facts.entries.filter((candidate) => candidate !== best)) {
    const here = rest.filter((match) => match.entries[0] === entry).slice(0, 3);
    if (!here.length || letter.traces.length >= 8) continue;
    const where = entry.section === "experience" ? words.atEntry(entryName(entry)) : words.atProject(entry.title);
    letter.say(words.alsoUsed(list(here.map(skillName)), where), [source.entry(entry, "description"), source.jobText]);
  }
  const listedOnly = rest.filter((match) => match.entries.length === 0).slice(0, 4);
  if (listedOnly.length)
    letter.say(words.skillsInclude(list(listedOnly.map(skillName))), [source.skills, source.jobText]);

  // Closing: back to the job, in its own words.
  letter.paragraph();
  const strongest = used[0] ?? matched[0];
  if (strongest) {
    letter.say(words.discuss(skillName(strongest), company), [
      ...(strongest.entries[0] ? [source.entry(strongest.entries[0], "description")] : [source.skills]),
      ...(company ? [source.jobCompany] : [source.jobText]),
    ]);
  }
  letter.say(words.thanks(title), [source.jobTitle]);

  const { paragraphs, traces } = letter.finish();
  return {
    recipient: { name: "", company, address: "" },
    date: input.today,
    greeting: words.greeting(company),
    paragraphs,
    closing: words.closing,
    signature: facts.fullName,
    traces,
  };
}
