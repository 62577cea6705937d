/**
 * The resume facts a drafted letter may use, each with its address in the resume (entry id, field,
 * line), so every sentence the draft writes can say where it came from (docs/api.md#cover-letters).
 * Nothing here paraphrases: lines are kept as written, skills are the ATS dictionary's skills found
 * in the text with the same matcher the ATS score uses.
 */
import { findSkills } from "../ats/dictionary";
import { tokenize } from "../ats/tokenize";
import type { ResumeData } from "../resume/schema";
import { parseDescription } from "../resume/format";
import type { LetterWords } from "./letter-words";
import type { TraceSource } from "./schema";

interface DescriptionLine {
  text: string;
  /** 1-based, counting every bullet and paragraph line of the description. */
  line: number;
}

export interface EntryFacts {
  section: "experience" | "projects";
  id: string;
  /** Position for experience, project name for projects. */
  title: string;
  /** Company for experience; empty for projects. */
  organisation: string;
  lines: DescriptionLine[];
  /** Dictionary skill ids named in the entry (title, description, technologies). */
  skills: Set<number>;
  /** Experience entries only: months in the role, from its dates (null when undated). */
  months: { start: number; end: number } | null;
}

export interface ResumeFacts {
  entries: EntryFacts[];
  /** Skill ids named in the Skills list. */
  listedSkills: Set<number>;
  /** Skill ids named in the summary. */
  summarySkills: Set<number>;
  fullName: string;
}

/** Ids of the dictionary skills named in `text`. Case is relaxed: resume fields are short and list-like. */
export function skillIdsIn(text: string): Set<number> {
  const hits = findSkills(tokenize(text), { programmingContext: true, relaxCase: () => true });
  return new Set(hits.map((hit) => hit.skill));
}

export function descriptionLines(description: string): DescriptionLine[] {
  const texts = parseDescription(description).flatMap((block) =>
    block.kind === "bullets" ? block.items : [block.text],
  );
  return texts.map((text, index) => ({ text, line: index + 1 }));
}

const monthIndex = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
};

export function collectFacts(data: ResumeData, asOfMonth: string): ResumeFacts {
  const asOf = monthIndex(asOfMonth);
  const entries: EntryFacts[] = [];
  for (const entry of data.experience) {
    const start = monthIndex(entry.startDate);
    const end = entry.current ? asOf : monthIndex(entry.endDate);
    entries.push({
      section: "experience",
      id: entry.id,
      title: entry.position.trim(),
      organisation: entry.company.trim(),
      lines: descriptionLines(entry.description),
      skills: skillIdsIn(`${entry.position}\n${entry.description}`),
      months: start !== null && end !== null && end >= start ? { start, end } : null,
    });
  }
  for (const project of data.projects ?? []) {
    entries.push({
      section: "projects",
      id: project.id,
      title: project.name.trim(),
      organisation: "",
      lines: descriptionLines(project.description),
      skills: skillIdsIn(`${project.name}\n${project.description}\n${project.technologies.join(", ")}`),
      months: null,
    });
  }
  return {
    entries,
    listedSkills: skillIdsIn(data.skills.join(", ")),
    summarySkills: skillIdsIn(data.summary),
    fullName: data.personalInfo.fullName.trim(),
  };
}

/** Whole years covered by dated roles, overlaps merged: derived only from the resume's own dates. */
export function yearsOfExperience(entries: readonly EntryFacts[]): number {
  const ranges = entries.flatMap((entry) => (entry.months ? [entry.months] : [])).sort((a, b) => a.start - b.start);
  let total = 0;
  let current: { start: number; end: number } | null = null;
  for (const range of ranges) {
    if (current && range.start <= current.end + 1) current.end = Math.max(current.end, range.end);
    else {
      if (current) total += current.end - current.start + 1;
      current = { ...range };
    }
  }
  if (current) total += current.end - current.start + 1;
  return Math.floor(total / 12);
}

/** "Acme" or "Reporting tool", how an entry is named in a trace label and a sentence. */
export function entryName(entry: EntryFacts): string {
  return entry.section === "experience" ? entry.organisation || entry.title : entry.title;
}

/** Where a fact is, labelled in the letter's language: "Experience · Acme · bullet 2". */
export function entrySource(
  entry: EntryFacts,
  field: string,
  line: number | undefined,
  labels: LetterWords["source"],
): TraceSource {
  const where = [
    labels[entry.section],
    entryName(entry) || labels.untitled,
    ...(line ? [labels.bullet(line)] : field === "description" ? [] : [labels.field(field)]),
  ];
  return {
    kind: "resume",
    section: entry.section,
    entryId: entry.id,
    field,
    ...(line ? { line } : {}),
    label: where.join(" · ").slice(0, 300),
  };
}

/** A figure a reader takes as a result: a percentage, money, a multiplier or a count of 2+ digits. */
const QUANTIFIED = /(?:\d[\d.,]*\s?%|[$€£]\s?\d|\d\s?x\b|\b\d{2,}(?:[.,]\d+)?\b)/i;
/** Years alone ("2019") are dates, not results. */
const YEAR_ONLY = /\b(?:19|20)\d{2}\b/g;

export function isQuantified(line: string): boolean {
  return QUANTIFIED.test(line.replace(YEAR_ONLY, ""));
}
