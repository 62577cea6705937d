/**
 * Turns the dictionary's spellings into lookup keys (stemmed phrases, or lower-cased names). Run by
 * scripts/build-skills-dictionary.mjs at build time and stored in the JSON, so a cold Worker
 * isolate builds its Maps from ready keys instead of tokenizing and stemming 5,000 spellings on
 * the first request of its life.
 */
import { tokenizeLine, type Token } from "./tokenize";

export const CASE_SENSITIVE = 1;
export const PROGRAMMING_CONTEXT = 2;
/** Entry flag: its all-capitals spellings match only in capitals, however long ("REST", "BIND"). */
export const CAPITALS = 8;

/** [canonical, category index, aliases, flags?] as stored in skills-dictionary.json. */
export type RawEntry = [string, number, string[], number?];

/**
 * [key, skill index, code]. code bits: 1-2 case rule (0 any, 1 Capitalised, 2 ALL CAPS),
 * 4 programming context only, 8 key is a lower-cased name rather than stems.
 */
export type IndexRow = [string, number, number];

export const CODE_CASE_MASK = 3;
export const CODE_PROGRAMMING = 4;
export const CODE_NAME = 8;

/**
 * How a spelling must be written to count. Only single words can be confused with ordinary English
 * ("Go", "Excel", "R", "ER"): capitalised, or in capitals for a short acronym or an entry flagged
 * CAPITALS ("REST"). A longer acronym ("HRIS", "CMMS") counts either way: in capitals anywhere (so
 * at an item's start, and in a text written wholly in capitals, where capitals.ts keeps it), or
 * capitalised as before ("Hris" in a typed list).
 */
function caseRules(spelling: string, words: number, flags: number): Array<0 | 1 | 2> {
  if (!(flags & CASE_SENSITIVE) || words !== 1 || !/^[A-Z]/.test(spelling)) return [0];
  if (spelling !== spelling.toUpperCase()) return [1];
  if (spelling.length <= 3 || flags & CAPITALS) return [2];
  return /[A-Z]{2}/.test(spelling) ? [2, 1] : [1];
}

export function indexSpellings(entries: readonly RawEntry[]): IndexRow[] {
  const rows: IndexRow[] = [];
  const seen = new Set<string>();
  entries.forEach(([name, , aliases, flags = 0], skill) => {
    for (const spelling of [name, ...aliases]) {
      const tokens: Token[] = [];
      tokenizeLine(spelling, 0, tokens);
      if (tokens.length === 0) continue;
      // A capitalised single word is a name: it matches as written (any case), not by stem, so
      // "Solidity" does not match "solid" and "Accounting" does not match "Account Executive".
      const isName = tokens.length === 1 && /^[A-Z.]/.test(spelling);
      const key = isName ? tokens[0]!.norm : tokens.map((token) => token.stem).join(" ");
      for (const caseRule of caseRules(spelling, tokens.length, flags)) {
        const code = caseRule | (flags & PROGRAMMING_CONTEXT ? CODE_PROGRAMMING : 0) | (isName ? CODE_NAME : 0);
        const id = `${key}\u0000${skill}\u0000${code & (CODE_NAME | CODE_CASE_MASK)}`;
        if (seen.has(id)) continue;
        seen.add(id);
        rows.push([key, skill, code]);
      }
    }
  });
  return rows;
}
