/**
 * The no-invention guard (docs/tailoring.md#the-guard): everything a tailored resume states must
 * already be in the resume it was tailored from. It reads the tailored resume the way the ATS
 * engine does (dictionary skills, numbers, names) plus its structured fields (employers, titles,
 * degrees, dates), and reports anything the original does not have. Rewording a skill the original
 * has ("K8s" -> "Kubernetes (K8s)") is allowed: the dictionary says it is the same skill.
 */
import { skillById } from "../ats/dictionary";
import { DEGREE_WORDS, SENIORITY_WORDS } from "../ats/lexicon";
import type { Token } from "../ats/tokenize";
import { resumeToPlainText } from "../templates/plain-text";
import type { ResumeData } from "../resume/schema";
import { skillOccurrences } from "./skill-text";
import type { Invention } from "./types";

const normalized = (value: string | undefined): string => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
/** "1,200" and "1200", "30%" and "30" are the same number. */
const numberKey = (norm: string): string => norm.replace(/[,%+]/g, "").replace(/\.$/, "");
const hasDigit = (text: string): boolean => /\d/.test(text);
const isYear = (key: string): boolean => /^(19|20)\d{2}$/.test(key);
/** Words before an employer: "at Google", "for Acme", "joined Initech". */
const EMPLOYER_CUES = new Set(["at", "for", "joined", "with"]);

interface Facts {
  skills: Set<number>;
  words: Set<string>;
  numbers: Set<string>;
  employers: Set<string>;
  titles: Set<string>;
  degrees: Set<string>;
  dates: Set<string>;
}

function factsOf(data: ResumeData): Facts {
  const { tokens, hits } = skillOccurrences(resumeToPlainText(data), true);
  const nonEmpty = (values: Array<string | undefined>) => new Set(values.map(normalized).filter(Boolean));
  const projects = data.projects ?? [];
  return {
    skills: new Set(hits.map((hit) => hit.skill)),
    words: new Set(tokens.map((token) => token.norm)),
    numbers: new Set(tokens.filter((token) => hasDigit(token.norm)).map((token) => numberKey(token.norm))),
    employers: nonEmpty([
      ...data.experience.map((entry) => entry.company),
      ...data.education.map((entry) => entry.institution),
    ]),
    titles: nonEmpty([...data.experience.map((entry) => entry.position), ...projects.map((project) => project.name)]),
    degrees: nonEmpty(data.education.flatMap((entry) => [entry.degree, entry.fieldOfStudy])),
    dates: nonEmpty([
      ...data.experience.flatMap((entry) => [entry.startDate, entry.endDate]),
      ...data.education.flatMap((entry) => [entry.startDate, entry.endDate]),
    ]),
  };
}

function wordKind(tokens: readonly Token[], index: number): Invention["kind"] {
  const token = tokens[index] as Token;
  if (DEGREE_WORDS.has(token.norm)) return "degree";
  if (SENIORITY_WORDS.has(token.norm)) return "title";
  const previous = tokens[index - 1];
  if (previous && previous.line === token.line && EMPLOYER_CUES.has(previous.norm)) return "employer";
  return "name";
}

/** Every skill, employer, title, degree, date and number in `tailored` that `original` lacks. */
export function findInventions(original: ResumeData, tailored: ResumeData): Invention[] {
  const before = factsOf(original);
  const found = new Map<string, Invention>();
  const report = (kind: Invention["kind"], value: string) => {
    const key = `${kind}\u0000${value.toLowerCase()}`;
    if (!found.has(key)) found.set(key, { kind, value });
  };

  const { tokens, hits } = skillOccurrences(resumeToPlainText(tailored), true);
  const covered = new Set<number>();
  for (const hit of hits) {
    if (!before.skills.has(hit.skill)) report("skill", skillById(hit.skill).name);
    // A known skill's other spelling ("Kubernetes" for "K8s") is no new word.
    for (let i = hit.start; i < hit.start + hit.length; i += 1) covered.add(i);
  }
  tokens.forEach((token, index) => {
    if (covered.has(index)) return;
    if (hasDigit(token.norm)) {
      const key = numberKey(token.norm);
      if (!before.numbers.has(key)) report(isYear(key) ? "date" : "number", token.raw);
      return;
    }
    if (before.words.has(token.norm)) return;
    // Lower-case words are the connecting words of a reordered or rewritten text; a degree is
    // checked in any case, names (employers, titles, places) by their capital.
    // A capital opening a sentence ("Led", "Passionate") proves no name; a degree or a level still counts there.
    const kind = DEGREE_WORDS.has(token.norm) || /[A-Z]/.test(token.raw) ? wordKind(tokens, index) : null;
    if (kind && (kind !== "name" || !token.sentenceStart)) report(kind, token.raw);
  });

  const check = (kind: Invention["kind"], known: Set<string>, values: Array<string | undefined>) => {
    for (const value of values)
      if (normalized(value) && !known.has(normalized(value))) report(kind, (value ?? "").trim());
  };
  check("employer", before.employers, [
    ...tailored.experience.map((entry) => entry.company),
    ...tailored.education.map((entry) => entry.institution),
  ]);
  check("title", before.titles, [
    ...tailored.experience.map((entry) => entry.position),
    ...(tailored.projects ?? []).map((project) => project.name),
  ]);
  check(
    "degree",
    before.degrees,
    tailored.education.flatMap((entry) => [entry.degree, entry.fieldOfStudy]),
  );
  check("date", before.dates, [
    ...tailored.experience.flatMap((entry) => [entry.startDate, entry.endDate]),
    ...tailored.education.flatMap((entry) => [entry.startDate, entry.endDate]),
  ]);
  return [...found.values()];
}

/** "a new skill: Terraform; a new number: 40%" for an error message. */
export function describeInventions(inventions: readonly Invention[]): string {
  return inventions.map((item) => `${item.kind} "${item.value}"`).join(", ");
}
