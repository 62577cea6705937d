/**
 * Acronyms a text spells out as something other than the skill of the same letters: "Navy Lodging
 * Program (NLP)" is no natural language processing, the "Department of Energy (DOE)" no design of
 * experiments. Postings define their own acronyms in this form; where the words before the
 * brackets begin with the acronym's letters and name no skill themselves, the acronym
 * means those words throughout that text (docs/ats-reading.md, "False skills in real postings").
 */
import { findSkills } from "./dictionary";
import { tokenizeLine, type Token } from "./tokenize";

/** "(NLP)", "(PCTs)": two to six capitals in brackets, perhaps in the plural. */
const DEFINED = /\(([A-Z]{2,6})s?\)/g;
/** Small words an acronym may skip ("Department of Veterans Affairs (DVA)") or keep ("DOE"). */
const SKIPPED = new Set(["of", "and", "for", "the", "&", "in", "on", "to"]);

/** The words before `end` whose initials spell `acronym`, skipping small words; null if none do. */
export function spelledOut(text: string, end: number, acronym: string): string | null {
  const words = text
    .slice(Math.max(0, end - 120), end)
    .split(/[\s/-]+/)
    .filter(Boolean);
  const letters = acronym.toLowerCase();
  let matched = letters.length;
  let from = words.length;
  while (matched > 0 && from > 0) {
    from -= 1;
    const word = (words[from] as string).replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, "").toLowerCase();
    if (!word) return null;
    if (word[0] !== letters[matched - 1]) {
      if (SKIPPED.has(word) && matched < letters.length) continue;
      return null;
    }
    matched -= 1;
  }
  return matched === 0 ? words.slice(from).join(" ") : null;
}

/**
 * Lower-cased acronyms `text` defines as words that name no skill at all, while the acronym names
 * one in the dictionary. An acronym spelled out as a skill's words ("Natural Language Processing
 * (NLP)", "Statistical Analysis System (SAS)") is not returned.
 */
export function acronymsDefinedOtherwise(text: string): ReadonlySet<string> {
  const found = new Set<string>();
  if (!text.includes("(")) return found;
  for (const match of text.matchAll(DEFINED)) {
    const acronym = match[1] as string;
    const words = spelledOut(text, match.index, acronym);
    if (!words) continue;
    const tokens: Token[] = [];
    tokenizeLine(`${words} ${acronym}`, 0, tokens);
    const acronymAt = tokens.length - 1;
    const hits = findSkills(tokens, { programmingContext: true, relaxCase: () => true });
    if (!hits.some((hit) => hit.start === acronymAt)) continue;
    // Words that name any skill may still be the acronym's own: "Statistical Analysis System (SAS)"
    // names statistics, and is SAS. Only words that name none are surely something else.
    if (!hits.some((hit) => hit.start < acronymAt)) found.add(acronym.toLowerCase());
  }
  return found;
}
