/**
 * Where the ATS engine's skill dictionary finds skills in a piece of resume or job text, and how
 * that text spells them. Case is relaxed: a tailored resume is compared with its own original, so
 * both sides are read the same way and only a real difference counts.
 */
import { findSkills, skillSpellings } from "../ats/dictionary";
import { tokenize, tokenizeLine, type Token } from "../ats/tokenize";

const relaxed = () => true;

interface SkillOccurrence {
  skill: number;
  /** Index of the text's line the skill was found on. */
  line: number;
  /** First and last token of the hit, in the text's token list. */
  start: number;
  length: number;
}

export function skillOccurrences(
  text: string,
  programmingContext: boolean,
): { tokens: Token[]; hits: SkillOccurrence[] } {
  const tokens = tokenize(text);
  const hits = findSkills(tokens, { programmingContext, relaxCase: relaxed }).map((hit) => ({
    ...hit,
    line: (tokens[hit.start] as Token).line,
  }));
  return { tokens, hits };
}

/** The dictionary ids of the skills a text names. */
export function skillsIn(text: string, programmingContext: boolean): Set<number> {
  return new Set(skillOccurrences(text, programmingContext).hits.map((hit) => hit.skill));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A spelling as a whole word: "Go" is not found inside "Google", "C" not inside "C++". */
function spellingPattern(spelling: string, flags: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9+#.])${escape(spelling)}(?![A-Za-z0-9+#]|\\.[A-Za-z0-9])`, flags);
}

/**
 * How a text writes a skill it names ("K8s", "Postgres"), exactly as written, or null when the
 * text does not name it. Only lines where the dictionary found the skill are searched, so "go"
 * in "go to market" is not taken for the language.
 */
export function spellingIn(text: string, skill: number, programmingContext: boolean): string | null {
  const lines = text.split(/\r?\n/);
  const { hits } = skillOccurrences(text, programmingContext);
  const spellings = [...skillSpellings(skill)].sort((a, b) => b.length - a.length);
  for (const hit of hits) {
    if (hit.skill !== skill) continue;
    const line = lines[hit.line] ?? "";
    for (const flags of ["", "i"]) {
      for (const spelling of spellings) {
        const found = spellingPattern(spelling, flags).exec(line);
        if (found) return found[0];
      }
    }
  }
  return null;
}

/** Replaces the first whole-word occurrence of `from` in `text` with `to`. */
export function replaceSpelling(text: string, from: string, to: string): string {
  return text.replace(spellingPattern(from, ""), () => to);
}

/** Whether one line of text names the skill (used to score a bullet against the job). */
export function lineTokens(line: string): Token[] {
  const tokens: Token[] = [];
  tokenizeLine(line, 0, tokens);
  return tokens;
}
