/**
 * How senior a title reads, 0 to 5. Recruiters screen out a two-step gap either way: an assistant
 * applying to lead the department, or a director applying to an entry-level opening.
 *
 *   0 intern, trainee, apprentice        3 senior, lead, principal, specialist II-III
 *   1 junior, entry level, assistant     4 manager, supervisor, supervisory, head of a unit
 *   2 no level named                     5 director, vice president, chief, executive director
 */
import { tokenizeLine, type Token } from "./tokenize";

export const SENIORITY_LEVELS = ["intern", "junior", "mid-level", "senior", "manager", "director"] as const;
export const DEFAULT_SENIORITY = 2;

const LEVEL_WORDS: ReadonlyMap<string, number> = new Map([
  ["intern", 0],
  ["internship", 0],
  ["trainee", 0],
  ["apprentice", 0],
  ["student", 0],
  ["junior", 1],
  ["jr", 1],
  ["entry", 1],
  ["assistant", 1],
  ["aide", 1],
  ["helper", 1],
  ["i", 1],
  ["senior", 3],
  ["sr", 3],
  ["snr", 3],
  ["lead", 3],
  ["principal", 3],
  ["master", 3],
  ["staff", 2],
  ["ii", 2],
  ["iii", 3],
  ["iv", 3],
  ["supervisor", 4],
  ["supervisory", 4],
  ["manager", 4],
  ["superintendent", 4],
  ["foreman", 4],
  ["director", 5],
  ["vp", 5],
  ["president", 5],
  ["chief", 5],
  ["executive", 5],
  ["head", 4],
  ["ceo", 5],
  ["cfo", 5],
  ["cto", 5],
  ["coo", 5],
]);

/**
 * Words that name a level only in some positions: "Executive Assistant" is an assistant,
 * "Account Executive" a sales representative, "Assistant Manager" a manager's deputy.
 */
function levelOf(tokens: readonly Token[]): number {
  let level: number | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const word = (tokens[i] as Token).norm;
    const next = tokens[i + 1]?.norm;
    let value = LEVEL_WORDS.get(word);
    if (value === undefined) continue;
    if (word === "executive" && (next === "assistant" || next === "chef" || next === "secretary" || i > 0)) continue;
    if (word === "assistant" && next !== undefined && (LEVEL_WORDS.get(next) ?? 0) >= 4) {
      // "Assistant Manager": a deputy, one step below the word that follows.
      value = (LEVEL_WORDS.get(next) ?? 4) - 1;
      i += 1;
    }
    if (word === "i" && i !== tokens.length - 1) continue;
    // "Scrum Master": the role, not a grade.
    if (word === "master" && i === tokens.length - 1) continue;
    if (word === "head" && next === "start") continue;
    if (word === "principal" && i === tokens.length - 1) value = 4;
    level = Math.max(level ?? 0, value);
  }
  return level ?? DEFAULT_SENIORITY;
}

export function seniorityOf(title: string): number {
  const tokens: Token[] = [];
  tokenizeLine(title, 0, tokens);
  return levelOf(tokens);
}

/**
 * Years that make a title without a level word read as senior: a recruiter reads "HR Specialist,
 * nine years" as a senior specialist, and "5+ years required" as a senior opening
 * (docs/ats-scorecard.md, "Within a field").
 */
const SENIOR_YEARS = 5;

/** A title's level, or senior when it names none and the years say so. */
export function levelWithYears(level: number, years: number | null): number {
  return level === DEFAULT_SENIORITY && years !== null && years >= SENIOR_YEARS ? 3 : level;
}

/**
 * The level a US federal posting's General Schedule grade stands for, when its title names none:
 * GS-1..4 assistant and clerk work, 5..7 entry professional, 9..11 full performance, 12..13 senior
 * expert, 14..15 manager. A posting names its grade ("GS-2210-12") or the grade below it that
 * applicants must have reached ("equivalent to the GS-11 level"): the highest grade it names, and
 * one more when it only states the one below, is the job's. Null when it names none.
 */
export function federalGradeLevel(text: string): number | null {
  const grades = [...text.matchAll(/\bGS[- ](?:\d{4}[- ])?(\d{1,2})\b/g)]
    .map((match) => Number(match[1]))
    .filter((grade) => grade >= 1 && grade <= 15);
  if (grades.length === 0) return null;
  let grade = Math.max(...grades);
  if (
    /next lower (?:grade|pay band|level)/i.test(text) &&
    grade < 15 &&
    !/\bGS[- ](?:\d{4}[- ])?\d{1,2}\s*(?:-|to|through)\s*\d{1,2}\b/.test(text)
  )
    grade += 1;
  if (grade <= 4) return 1;
  if (grade <= 7) return 1;
  if (grade <= 11) return 2;
  if (grade <= 13) return 3;
  return 4;
}
