/**
 * Names of organisations, which name skills they do not ask for: "Health Education England" is no
 * patient education, the "Defense Contract Audit Agency" asks for no auditing, "Spark Capital" is
 * no Apache Spark, the "Department of the Treasury" no cash management. A name is a run of
 * capitalised words that ends in a word for a kind of organisation after two or more others ("...
 * Audit Agency", not "Data Center") or begins with one and "of" ("Department of ..."). Such a run
 * names no skill; its words are still the posting's words (blanked from the text entirely, they cost
 * the federal ranking 0.002: docs/ats-reading.md, "False skills in real postings").
 */
import type { SkillHit } from "./dictionary";
import { tokenizeLine, type Token } from "./tokenize";

const ENDS = [
  "Agency",
  "Association",
  "Authority",
  "Bureau",
  "Capital",
  "Center",
  "Centre",
  "College",
  "Commission",
  "Council",
  "Directorate",
  "England",
  "Foundation",
  "Institute",
  "Scotland",
  "Society",
  "Trust",
  "University",
  "Ventures",
  "Wales",
].join("|");
const BEGINS = ["Department", "Ministry", "University", "Directorate", "Bureau", "Office", "Board", "Institute"].join(
  "|",
);
/** A capitalised word, or an acronym ("NHS"), without punctuation after it: a comma ends a name. */
const WORD = String.raw`[A-Z](?:[\p{L}'’&-]|\.(?=\p{L}))*`;
const JOINED = String.raw`(?:(?:of|the|and|&)\s+)*`;
const ORGANISATION_WORD = new RegExp(String.raw`\b(?:${ENDS}|${BEGINS})\b`);
const NAME = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WORD}\s+${JOINED}){2,6}(?:${ENDS})\b|\b(?:${BEGINS})\s+of\s+(?:the\s+)?(?:${WORD}(?:\s+(?:and|&)\s+|\s+)?){1,5}`,
  "gu",
);

/**
 * The line with every organisation's name blanked out (spaces, so nothing else moves). A line in
 * capitals is returned as it is: there every word is capitalised, and no run is evidence.
 */
export function withoutOrganisationNames(line: string): string {
  // Most lines name no organisation: one cheap test before the name pattern (it runs on every line
  // of a resume at every re-score).
  if (!ORGANISATION_WORD.test(line) || line === line.toUpperCase()) return line;
  return line.replace(NAME, (name) => " ".repeat(name.length));
}

/**
 * Adds to `inNames` the indexes of `line`'s tokens (`tokens` from `from` on) that stand in an
 * organisation's name: the tokens the line has and its blanked copy lacks, met in order.
 */
export function markOrganisationNames(
  line: string,
  tokens: readonly Token[],
  from: number,
  inNames: Set<number>,
): void {
  const blanked = withoutOrganisationNames(line);
  if (blanked === line) return;
  const kept: Token[] = [];
  tokenizeLine(blanked, 0, kept);
  let k = 0;
  for (let i = from; i < tokens.length; i += 1) {
    if (k < kept.length && (kept[k] as Token).raw === (tokens[i] as Token).raw) k += 1;
    else inNames.add(i);
  }
}

/** The hits that stand outside every organisation's name (`inNames`, from markOrganisationNames). */
export function outsideOrganisationNames(hits: SkillHit[], inNames: ReadonlySet<number>): SkillHit[] {
  if (inNames.size === 0) return hits;
  return hits.filter((hit) => !inNames.has(hit.start) && !inNames.has(hit.start + hit.length - 1));
}
