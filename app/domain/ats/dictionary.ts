/**
 * The hard-skill dictionary compiled into one Map from stemmed phrase to skill, built once on first
 * use. Matching a text is then one pass over its tokens trying the longest phrase first, instead of
 * a regular expression per skill (1,200+ skills × every text would blow the CPU budget).
 */
import { atsData } from "./data";
import { CODE_CASE_MASK, CODE_NAME, CODE_PROGRAMMING, type IndexRow, type RawEntry } from "./dictionary-index";
import { stem } from "./stem";
import { afterExampleCue } from "./text";
import type { Token } from "./tokenize";

/** The dictionary's attribution, as the table carries it. */
export const dictionaryAttribution = (): string => atsData().dictionary.attribution;

export interface Skill {
  id: number;
  name: string;
  category: string;
}

/** How a form must be written for a match to count: any case, Capitalised, or ALL CAPS. */
type CaseRule = 0 | 1 | 2;

interface Form {
  skill: number;
  caseRule: CaseRule;
  programmingOnly: boolean;
}

interface Compiled {
  skills: Skill[];
  forms: Map<string, Form[]>;
  /** Capitalised single-word names, matched by their lower-case form rather than their stem. */
  names: Map<string, Form[]>;
  /** Every proper prefix of a multi-word key: a scan extends a phrase only while one can still match. */
  prefixes: Set<string>;
}

let compiled: Compiled | null = null;

function compile(): Compiled {
  const rawDictionary = atsData().dictionary;
  const entries = rawDictionary.entries as unknown as RawEntry[];
  const skills = entries.map(([name, categoryIndex], id) => ({
    id,
    name,
    category: rawDictionary.categories[categoryIndex] ?? "",
  }));
  const forms = new Map<string, Form[]>();
  const names = new Map<string, Form[]>();
  const prefixes = new Set<string>();
  for (const [key, skill, code] of rawDictionary.index as unknown as IndexRow[]) {
    const table = code & CODE_NAME ? names : forms;
    const list = table.get(key);
    const form: Form = {
      skill,
      caseRule: (code & CODE_CASE_MASK) as CaseRule,
      programmingOnly: (code & CODE_PROGRAMMING) !== 0,
    };
    if (list) list.push(form);
    else table.set(key, [form]);
    let space = key.indexOf(" ");
    while (space > 0) {
      prefixes.add(key.slice(0, space));
      space = key.indexOf(" ", space + 1);
    }
  }
  return { skills, forms, names, prefixes };
}

function dictionary(): Compiled {
  compiled ??= compile();
  return compiled;
}

/**
 * How a one-word skill name must be written to count, by its lower-case form: 2 in capitals ("SAS",
 * "R"), 1 capitalised ("Go", "Excel"), 0 any way. For reading a posting written all in capitals
 * (capitals.ts), where case is evidence no more.
 */
export function skillNameCase(norm: string): CaseRule {
  const { names, forms } = dictionary();
  let rule: CaseRule = 0;
  for (const form of [...(names.get(norm) ?? []), ...(forms.get(norm) ?? [])])
    if (form.caseRule > rule) rule = form.caseRule;
  return rule;
}

/** Whether a lower-case word is, alone, a skill's name or form ("firebase", "teamcenter"). */
export function isSkillWord(norm: string): boolean {
  const { names, forms } = dictionary();
  return names.has(norm) || forms.has(stem(norm));
}

/**
 * Skills that are related but are not the same keyword: a tool and the category it belongs to
 * (Salesforce is a CRM), or tools that do the same job (Tableau and Power BI). A resume that names
 * one earns part of the credit for the other and is told to name it too, never told it has it.
 * Kept by canonical name so the list reads like the UI shows it; relations go both ways.
 */
const RELATED: ReadonlyArray<readonly string[]> = [
  ["Salesforce", "CRM"],
  ["HubSpot", "CRM"],
  ["Microsoft Dynamics", "CRM"],
  ["Salesforce", "HubSpot", "Microsoft Dynamics"],
  ["HubSpot", "Marketing automation"],
  ["Marketo", "Marketing automation"],
  ["Mailchimp", "Email marketing"],
  ["LinkedIn Sales Navigator", "LinkedIn"],
  ["Epic", "EHR"],
  ["Cerner", "EHR"],
  ["Meditech", "EHR"],
  ["Epic", "Cerner", "Meditech"],
  ["Tableau", "Data visualization"],
  ["Power BI", "Data visualization"],
  ["Looker", "Data visualization"],
  ["Tableau", "Power BI", "Looker"],
  ["QuickBooks", "Accounting"],
  ["QuickBooks", "Xero"],
  ["NetSuite", "ERP"],
  ["SAP", "ERP"],
  ["NetSuite", "SAP"],
  ["Workday", "PeopleSoft"],
  ["React", "JavaScript"],
  ["Vue.js", "JavaScript"],
  ["Angular", "JavaScript"],
  ["React", "Vue.js", "Angular"],
  ["React", "Frontend development"],
  ["Vue.js", "Frontend development"],
  ["Angular", "Frontend development"],
  ["TypeScript", "JavaScript"],
  ["Next.js", "React"],
  ["PostgreSQL", "SQL"],
  ["MySQL", "SQL"],
  ["SQL Server", "SQL"],
  ["Oracle Database", "SQL"],
  ["PostgreSQL", "MySQL", "SQL Server", "Oracle Database"],
  ["AWS", "Azure", "Google Cloud"],
  ["Google Ads", "SEM"],
  ["pandas", "Python"],
  ["scikit-learn", "Machine learning"],
  ["PyTorch", "Deep learning"],
  ["TensorFlow", "Deep learning"],
  ["PyTorch", "TensorFlow"],
  ["Deep learning", "Machine learning"],
  ["SAS", "SPSS", "Stata", "R"],
  ["Java", "Kotlin"],
  ["Swift", "Objective-C"],
  ["Kubernetes", "Docker"],
  ["Amazon S3", "AWS"],
  ["Amazon EC2", "AWS"],
  ["AWS Lambda", "AWS"],
  ["Six Sigma", "Process improvement"],
  ["Lean", "Process improvement"],
  ["Excel", "Google Sheets"],
  ["Adobe Photoshop", "Adobe Illustrator", "Adobe InDesign", "GIMP"],
  ["AutoCAD", "Revit"],
  ["AutoCAD", "SolidWorks"],
  ["Jira", "Asana", "Trello"],
  ["GitHub", "Git"],
  ["GitLab", "Git"],
  ["GitHub", "GitLab"],
  ["Django", "Backend development"],
  ["Flask", "Backend development"],
  ["FastAPI", "Backend development"],
  ["Spring Boot", "Backend development"],
  ["Ruby on Rails", "Backend development"],
  ["Node.js", "Backend development"],
  ["Express.js", "Backend development"],
  [".NET", "Backend development"],
  ["REST APIs", "API design"],
  ["GraphQL", "API design"],
  ["gRPC", "API design"],
  ["BLS", "CPR"],
  ["ACLS", "BLS"],
];

let relations: Map<number, number[]> | null = null;

/** Skills related to a skill (not including itself), as dictionary ids. */
export function relatedSkills(id: number): readonly number[] {
  if (!relations) {
    const byName = new Map(dictionary().skills.map((skill) => [skill.name, skill.id]));
    const table = new Map<number, Set<number>>();
    for (const group of RELATED) {
      const ids = group.map((name) => byName.get(name)).filter((skill): skill is number => skill !== undefined);
      for (const a of ids) for (const b of ids) if (a !== b) table.set(a, (table.get(a) ?? new Set()).add(b));
    }
    relations = new Map([...table].map(([skill, others]) => [skill, [...others]]));
  }
  return relations.get(id) ?? [];
}

export function skillById(id: number): Skill {
  const skill = dictionary().skills[id];
  if (!skill) throw new Error(`Unknown skill ${id}`);
  return skill;
}

/** Every way the dictionary writes a skill: its name first, then its aliases ("Kubernetes", "K8s"). */
export function skillSpellings(id: number): readonly string[] {
  const entry = (atsData().dictionary.entries as unknown as RawEntry[])[id];
  return entry ? [entry[0], ...entry[2]] : [];
}

export interface SkillHit {
  skill: number;
  /** Index of the first token in the token array. */
  start: number;
  length: number;
}

interface FindOptions {
  programmingContext: boolean;
  /** Token indexes where case is not evidence (a comma-separated Skills list, written any way). */
  relaxCase?: (tokenIndex: number) => boolean;
  /** Lower-cased acronyms the text spells out as something else (acronyms.ts): not skills there. */
  definedOtherwise?: ReadonlySet<string>;
}

/**
 * A credential's acronym that names the people who hold it, not a credential asked for or held:
 * "report to the RN", "under the direction of a RN", "supervise LPNs and CNAs". "Must be an RN" and
 * "worked as a CNA" still name one (a copula or "as" before the article); a nursing assistant's posting
 * asked for a Registered Nurse license where it said who the assistant reports to.
 */
function namesHolders(tokens: readonly Token[], index: number, plural: boolean): boolean {
  const token = tokens[index] as Token;
  if (!HOLDER_CREDENTIALS.has(plural ? token.norm.slice(0, -1) : token.norm)) return false;
  if (plural) return true;
  // "a RN and/or LVN": a list of them is read from its first.
  let first = index;
  while (first > 0 && !(tokens[first] as Token).sentenceStart) {
    const previous = tokens[first - 1] as Token;
    if (previous.line !== token.line || !(HOLDER_CREDENTIALS.has(previous.norm) || COORDINATORS.has(previous.norm)))
      break;
    first -= 1;
  }
  const lead = tokens[first - 1];
  if (!lead || lead.line !== token.line || (tokens[first] as Token).sentenceStart || !HOLDER_LEADS.has(lead.norm))
    return false;
  const earlier = tokens[first - 2];
  return !(earlier && earlier.line === token.line && !lead.sentenceStart && HOLDER_COPULAS.has(earlier.norm));
}
/** Credentials whose acronym is also the name of the person holding them. */
const HOLDER_CREDENTIALS: ReadonlySet<string> = new Set(["rn", "lpn", "lvn", "cna", "hha", "cpa", "cfa", "eit"]);
const HOLDER_LEADS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "to",
  "of",
  "each",
  "every",
  "other",
  "another",
  "by",
]);
const HOLDER_COPULAS: ReadonlySet<string> = new Set(["be", "is", "are", "am", "being", "become", "as"]);
const COORDINATORS: ReadonlySet<string> = new Set(["and", "or"]);

/**
 * A one-letter name joined by "/" or "-" to another single letter is a letter of an abbreviation,
 * not the language: the R of "A/R" (accounts receivable) and of "C-C-A-R". "C/C++" and "R/Python"
 * still name theirs.
 */
function inLettersAbbreviation(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token;
  if (token.norm.length !== 1) return false;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return (
    (token.joined && before !== undefined && before.norm.length === 1) ||
    (after !== undefined && after.joined && after.norm.length === 1)
  );
}

/**
 * "APIs", "KPIs", "SOPs": an acronym in the plural, its "s" in lower case. Not "DOES" (no DOE),
 * "Schemes" or "Excels" (the verb).
 */
function pluralName(names: Map<string, Form[]>, token: Token): Form[] | undefined {
  return ACRONYM_PLURAL.test(token.raw) ? names.get(token.norm.slice(0, -1)) : undefined;
}
const ACRONYM_PLURAL = /^[A-Z][A-Z0-9]+s$/;

/**
 * A software product with its version glued on, as developers write them: "Java8", "Angular2+",
 * "Vue3", "Postgres14", "Fortran77". The name before one or two digits, when it is a tool's, a
 * language's or a platform's (never "Band5" or "Tier2": only those categories' names are read so).
 */
function versionedName(
  forms: Map<string, Form[]>,
  names: Map<string, Form[]>,
  skills: readonly Skill[],
  token: Token,
): { base: string; forms: Form[] } | undefined {
  // Most tokens end in a letter: the pattern is tried only on those ending in a digit or "+".
  const last = token.norm.charCodeAt(token.norm.length - 1);
  if (!(last >= 48 && last <= 57) && last !== 43) return undefined;
  const parts = VERSIONED.exec(token.norm);
  if (!parts) return undefined;
  const base = parts[1] as string;
  const found = forms.get(stem(base)) ?? names.get(base);
  if (!found) return undefined;
  const versionable = found.filter((form) => VERSIONED_CATEGORIES.has(skills[form.skill]?.category ?? ""));
  return versionable.length > 0 ? { base, forms: versionable } : undefined;
}
const VERSIONED = /^([a-z][a-z.#+]*[a-z#+])\d{1,2}(?:\.\d{1,2})?\+?$/;
const VERSIONED_CATEGORIES = new Set([
  "programming language",
  "database",
  "web",
  "framework",
  "mobile",
  "testing",
  "tooling",
  "cloud",
  "devops",
  "operating system",
  "development environment",
  "object or component oriented development",
  "data base management system",
  "web platform development",
  "graphical user interface development",
  "office suite",
  "spreadsheet",
]);

/**
 * `plural`: the token was read as an acronym's plural ("PLCs" as PLC), so its lower-case "s" is no
 * evidence against capitals; "GPs" read whole is not "GPS".
 */
function caseAllows(rule: CaseRule, token: Token, relaxed: boolean, plural = false): boolean {
  if (rule === 0) return true;
  if (rule === 2)
    return (
      (token.raw === token.raw.toUpperCase() || (plural && ACRONYM_PLURAL.test(token.raw))) && /[A-Z]/.test(token.raw)
    );
  if (relaxed) return true;
  // A capital at the start of a sentence ("Go above and beyond", "Excel at...") proves nothing.
  return /^[A-Z.]/.test(token.raw) && !token.sentenceStart;
}

/**
 * Skills named by the last words of a longer skill found in a text: "REST APIs" are APIs, "cost
 * accounting" is accounting. A keyword filter looking for "APIs" finds it inside "REST APIs"; the
 * greedy longest match below does not. One word counts only as a name written whole ("CRM", "EMR",
 * "Linux") or an acronym's plural ("APIs"), not by its stem: "Adobe Audition" is no audit, "Data
 * warehousing" no warehouse, "Instructure Canvas" no Canva. Left out too: one- and two-letter names
 * and names that count only in a programming context (the "C" of "Objective-C" is no kind of it).
 */
export function skillsInTail(tokens: readonly Token[], hit: SkillHit): number[] {
  const { forms, names } = dictionary();
  const found: number[] = [];
  for (let from = hit.start + 1; from < hit.start + hit.length; from += 1) {
    const span = tokens.slice(from, hit.start + hit.length);
    const first = span[0] as Token;
    const whole = span.length === 1 ? names.get(first.norm) : forms.get(span.map((token) => token.stem).join(" "));
    const plural = span.length === 1 && !whole;
    const candidates = whole ?? (plural ? pluralName(names, first) : undefined) ?? [];
    for (const form of candidates) {
      if (form.skill === hit.skill || form.programmingOnly || found.includes(form.skill)) continue;
      if (span.length === 1 && (first.norm.length <= 2 || !caseAllows(form.caseRule, first, false, plural))) continue;
      found.push(form.skill);
    }
  }
  return found;
}

/**
 * Greedy longest match: "Objective-C" is found as one skill, and its "C" is not found again.
 * Phrases never span lines, nor the end of a sentence or of an item (".", ":", ";").
 */
export function findSkills(tokens: readonly Token[], options: FindOptions): SkillHit[] {
  const { forms, names, prefixes, skills } = dictionary();
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i] as Token;
    let matched: SkillHit | null = null;
    const whole = forms.get(first.stem) ?? names.get(first.norm);
    const versioned = whole ? undefined : versionedName(forms, names, skills, first);
    const single = whole ?? versioned?.forms ?? pluralName(names, first);
    const plural = !whole && !versioned;
    if (
      single &&
      !options.definedOtherwise?.has(whole ? first.norm : (versioned?.base ?? first.norm.slice(0, -1))) &&
      !namesHolders(tokens, i, plural) &&
      !inLettersAbbreviation(tokens, i)
    ) {
      for (const form of single) {
        if (form.programmingOnly && !options.programmingContext) continue;
        if (form.caseRule !== 0) {
          // A name after words that name examples ("such as excel") is the tool in any case, as in a list.
          const relaxed = (options.relaxCase?.(i) ?? false) || afterExampleCue(tokens, i);
          if (!caseAllows(form.caseRule, first, relaxed, plural)) continue;
        }
        matched = { skill: form.skill, start: i, length: 1 };
        break;
      }
    }
    let key = first.stem;
    for (let n = 2; prefixes.has(key) && i + n <= tokens.length; n += 1) {
      const token = tokens[i + n - 1] as Token;
      // Phrases never span lines, nor a sentence's or an item's end ("online resources; Plan and
      // lead…" is no resource planning).
      if (token.line !== first.line || token.sentenceStart) break;
      key = `${key} ${token.stem}`;
      const candidates = forms.get(key);
      const form = candidates?.find((candidate) => !candidate.programmingOnly || options.programmingContext);
      if (form) matched = { skill: form.skill, start: i, length: n };
    }
    if (matched) {
      hits.push(matched);
      i += matched.length;
    } else {
      i += 1;
    }
  }
  return hits;
}
