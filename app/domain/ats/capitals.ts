/**
 * Text written wholly in capitals, read as a person writes in ordinary case: the engine reads case,
 * so a posting or a resume in capitals must read as the same text in ordinary case does
 * (docs/ats-reading.md, "Postings" and the resume's paragraph after it).
 */
import { spelledOut } from "./acronyms";
import { skillNameCase } from "./dictionary";
import { headingKind } from "./headings";
import { BULLETS } from "./posting-text";
import { isHeadingPhrase } from "./posting-vocabulary";
import { ANY_YEAR, EXAMPLE_CUE_WORDS } from "./text";

/**
 * A posting or a resume written all in capitals says nothing with its case, and the engine reads
 * case (a word always capitalised is a name, "GO" is a skill where "go" is a verb): it is read as if
 * written in sentence case, as the same text in ordinary case would be. A name the dictionary
 * counts only in capitals ("CAD") stays so and counts as a skill ("SQL" counts in any case). The
 * first step of reading a posting (./job-reading.ts) or a resume (./index.ts): the steps after it
 * read case ("ABOUT US: ST CUTHBERT'S" would be a resume's heading glued to its text).
 */
export function unshout(text: string, { titleCaseShortLines = false } = {}): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const lowerCase = letters.replace(/[^a-z]/g, "").length;
  if (letters.length < 40 || lowerCase > letters.length * SHOUTED_LOWER_SHARE) return text;
  // Where the last name kept ends: the next item of its list is a name too ("OUTLOOK, WORD AND EXCEL ARE").
  let lastName = -1;
  const kept = (word: string, at: number): string => {
    lastName = at + word.length;
    return word;
  };
  const lowered = text.replace(/[A-Z][A-Z0-9+#]*/g, (word, at: number) => {
    // A code ("GS-1501-14", "NF-03", "COVID-19") is written so in any text: a federal grade is read from it.
    if (/^-?\d/.test(text.slice(at + word.length, at + word.length + 2))) return word;
    const lower = word.toLowerCase();
    const rule = skillNameCase(lower);
    // In capitals a one-letter word ("C", "R") is as likely a letter as a language, "ETC" is
    // "etc.", and "REACT" or "GO" the verb: only names written in capitals anyway keep them.
    if (lower === "etc") return lower;
    if (rule === 2 && word.length > 1) return kept(word, at);
    // "AMERICAN DIETETIC ASSOCIATION (ADA)": initials in brackets after the words they spell are
    // written in capitals in any text, and read as those words (./acronyms.ts), not as a language.
    if (BRACKETED_INITIALS.test(text.slice(at - 1, at + word.length + 1)) && spelledOut(text, at - 1, word))
      return word;
    // A name written Capitalised ("Excel", "Outlook", "React"), or a one-letter language, is one
    // where a list or a tool's context says so, as a person would have written it: "OUTLOOK, WORD,
    // EXCEL", "PROFICIENT IN EXCEL", "MICROSOFT OUTLOOK", "C AND C++", "MATLAB/R"; "A POSITIVE
    // OUTLOOK", "EXCEL IN SALES", "PLAN C" and "GRADE C OR ABOVE" stay words.
    const nextItem = lastName >= 0 && NEXT_ITEM.test(text.slice(lastName, at));
    if (rule !== 0 && (nextItem || namedHere(text, at, at + word.length)))
      return kept(rule === 2 ? word : word[0] + lower.slice(1), at);
    return lower;
  });
  // Sentence case: a capital opens each line, each sentence and each value of a "Label: value" line
  // ("REPORTING TO: LINE MANAGER"), as where the text is in ordinary case.
  const upper = (_: string, lead: string, first: string) => lead + first.toUpperCase();
  const sentences = lowered
    .replace(/^(\s*(?:[-•*]\s*)?)([a-z])/gm, upper)
    .replace(/^(\s*(?:[-•*]\s*)?[A-Za-z][A-Za-z']*(?: [A-Za-z][A-Za-z']*){0,2}:\s+)([a-z])/gm, upper)
    .replace(/([a-z0-9)][.!?]\s+)([a-z])/g, upper);
  if (!titleCaseShortLines) return sentences;
  // A resume's short lines are its name, headings, titles and employers, written in Title Case
  // where the text is in ordinary case: "Senior Business Analyst", not "Senior business analyst".
  // A short line that ends a wrapped sentence ("...in the number of" / "reports our team created")
  // is none of those: left as Title Case it reads as a role ("Online Competitors").
  const lines = sentences.split("\n");
  return lines
    .map((line, index) => {
      const trimmed = line.trim();
      const words = trimmed.split(/\s+/).length;
      // A role's dated line is Title Case however long ("Senior Analyst - Business Intelligence -
      // Healthcare 05/2013 to Current Company Name City, State"); a bullet is a duty, in sentence case.
      const short = words <= SHORT_LINE_WORDS || (words <= DATED_LINE_WORDS && ANY_YEAR.test(trimmed));
      if (!short || BULLETS.test(trimmed)) return line;
      // The end of a sentence wrapped onto it ("...as well as healthy (vegan)" / "recipes for our
      // community."), full stop or not, is in lower case as written: with a capital it reads as a line
      // of its own, above a dated line a role's title.
      if (continuesSentence(lines[index - 1] ?? "", trimmed, lines[index + 1] ?? ""))
        // Only the capital sentence case gave it: "SQL databases" keeps its SQL.
        return line.replace(/^(\s*)([A-Z])(?=[a-z])/, (_, lead: string, first: string) => lead + first.toLowerCase());
      if (/[.!?]$/.test(trimmed)) return line;
      return line.replace(/\b([a-z])([a-z]{2,})\b/g, (word, first: string, rest: string) =>
        SMALL_WORDS.has(word) ? word : first.toUpperCase() + rest,
      );
    })
    .join("\n")
    .replace(/\bi\b(?=[ ',])/g, "I");
}

/**
 * Whether the word at `start`..`end` of a text in capitals stands where a tool's name stands: after
 * a list's separator, a vendor, a level or "in"/"with"/"using" ("SKILLS: EXCEL", "MS EXCEL",
 * "ADVANCED EXCEL", "SKILLED IN EXCEL"), or as a whole item after "and"/"or" ("WORD AND OUTLOOK.").
 */
function namedHere(text: string, start: number, end: number): boolean {
  const before =
    text
      .slice(Math.max(0, start - 24), start)
      .split("\n")
      .at(-1) ?? "";
  const after = text.slice(end, end + 16).split("\n")[0] ?? "";
  // "C) ELECTION TO MEMBERSHIP": a list's letter.
  if (end - start === 1 && /^\)/.test(after)) return false;
  if (NAME_CUE_BEFORE.test(before) || EXAMPLE_CUE_BEFORE.test(before) || NAME_CUE_AFTER.test(after)) return true;
  return LIST_JOIN_BEFORE.test(before) && LIST_END_AFTER.test(after);
}
const BRACKETED_INITIALS = /^\([A-Z]{2,6}\)$/;
/** What stands between two items of one list, perhaps past a few one-word items: "OUTLOOK, WORD AND EXCEL", "SQL/R". */
const NEXT_ITEM = /^(?:\s*[,/]\s*[A-Za-z0-9+#.]+){0,3}\s*(?:[,/&]\s*(?:(?:and|or)\s+)?|(?:and|or)\s+)$/i;
const NAME_CUE_BEFORE =
  /(?:[,;:/(|•·]|\b(?:in|of|with|using|microsoft|ms|google|adobe|apple|amazon|apache|advanced?|intermediate|basic|expert)\b)\s*$/i;
/** "SUCH AS EXCEL", "E.G. WORKDAY": the words that name examples, as ordinary text reads them (text.ts). */
const EXAMPLE_CUE_BEFORE = new RegExp(
  `\\b(?:${EXAMPLE_CUE_WORDS.map((words) => words.replace(".", "\\.")).join("|")})\\.?\\s*$`,
  "i",
);
/** What follows a tool's name and no verb's: "EXCEL REPORTS", "OUTLOOK CALENDARS" ("NETWORKING SKILLS" is no tool's). */
const NAME_CUE_AFTER = /^\s*(?:reports?|spreadsheets?|workbooks?|formulas?|macros?|calendars?|dashboards?)\b/i;
const LIST_JOIN_BEFORE = /(?:&|\b(?:and|or)\b)\s*$/i;
const LIST_END_AFTER = /^\s*(?:$|[,;:/)|.&]|\b(?:and|or)\b)/i;

/**
 * Whether a short line goes on with the long line above it: that line fills the width (more than
 * SHORT_LINE_WORDS words) and stops mid-sentence, and neither is a dated line (a role's heading) nor
 * a bullet or a section's heading. A short line just above a dated one is a role's title there
 * ("…DIGITAL REFERENCE LIBRARY" / "CONSULTANT" / "JANUARY 2005 TO JANUARY 2007 …").
 */
function continuesSentence(previous: string, line: string, next: string): boolean {
  const above = previous.trim();
  if (!line || above.split(/\s+/).length <= SHORT_LINE_WORDS || /[.!?:;]$/.test(above)) return false;
  if (ANY_YEAR.test(above) || ANY_YEAR.test(line) || BULLETS.test(line)) return false;
  if (ANY_YEAR.test(next) && !/\.$/.test(line)) return false;
  // A heading's word with a full stop is a sentence's tail ("…CONSTRUCTION AND MAINTENANCE" / "PROJECTS.").
  if (/\.$/.test(line)) return true;
  const named = line.replace(/:$/, "");
  return !isHeadingPhrase(named) && headingKind(named) === undefined;
}
const SHORT_LINE_WORDS = 12;
const DATED_LINE_WORDS = 20;
const SMALL_WORDS = new Set(["and", "the", "for", "with", "from", "into"]);

/** At most this share of a text's letters in lower case, and it is written in capitals. */
const SHOUTED_LOWER_SHARE = 0.05;
