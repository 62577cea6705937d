/**
 * Places a job, or one role of a resume, in O*NET occupations, and says how close two occupations
 * are. Recruiters read fit this way: a resume whose recent roles are the job's occupation (or one
 * next to it) fits; shared words alone do not make a sales representative a marketing analyst.
 *
 * Placement uses two kinds of evidence: the title (O*NET's own, alternate and reported titles,
 * matched as stemmed phrases, longest first) and the duties (a tf-idf vector of the text compared
 * with each occupation's task statements). A title alone is often ambiguous ("Manager" names 60
 * occupations); the duties pick among the titles' occupations. See docs/decisions/ats-occupations.md.
 */
import { atsData } from "./data";
import { isContentToken, isGenericTitleWord } from "./occupation-index";
import { SortedIndex } from "./sorted-index";
import { stem } from "./stem";
import { singular, tokenizeLine, type Token } from "./tokenize";

/** O*NET's attribution, as the tables carry it. */
export const occupationsAttribution = (): string => atsData().occupations.attribution;

export interface Occupation {
  id: number;
  code: string;
  title: string;
  /** O*NET job zone 1 (little preparation) to 5 (extensive), 0 when unknown. */
  zone: number;
}

export interface Candidate {
  occupation: number;
  /** Share of belief, candidates of one placement sum to 1. */
  p: number;
}

export interface Placement {
  candidates: Candidate[];
  /** What decided it: a title phrase ("registered nurse"), or the duties alone. */
  evidence: "title" | "duties";
  /** The title phrase as written, when a title matched. */
  titleText?: string;
  /** 0..1: the belief on the leading occupation and those next to it (confidenceOf). */
  confidence: number;
  /** Chosen by the user ("This job is a … job"), not read. */
  chosen?: true;
  /** What spoke: a specific title, how many of the skills named the leading occupation uses, the duties. */
  basis: { title: boolean; skills: { used: number; total: number; strength: number }; duties: boolean };
}

/** Occupations that use a skill, and how strongly: 3 In Demand in its postings, 2 Hot Technology, 1 listed. */
interface SkillUsers {
  ids: Uint16Array;
  strength: Uint8Array;
}

/** A link's weight by its strength: what postings ask for says most. */
const LINK_WEIGHT = [0, 0.35, 0.6, 1] as const;

interface Compiled {
  occupations: Occupation[];
  /** O*NET specialisations (codes not ending in ".00"), by id. */
  specialisation: Uint8Array;
  /** Management (SOC 11-) and military (SOC 55-) occupations, by id: priors of placeOccupation. */
  management: Uint8Array;
  militaryGroup: Uint8Array;
  /** Computer occupations (SOC 15-12: developers, analysts, administrators, testers), by id. */
  computer: Uint8Array;
  /** First-line supervisors ("First-Line Supervisors of Food Preparation and Serving Workers"), by id. */
  firstLine: Uint8Array;
  /** O*NET's residual occupations ("Counselors, All Other"), by id. */
  allOther: Uint8Array;
  /** Chief Executives (11-1011.00), by id: where a "Chief … Officer" is read (isChiefOfficer). */
  chiefExecutive: number;
  titles: SortedIndex;
  /**
   * For title keys whose occupations write them in different words ("product manag": Product
   * Manager, Production Manager), the wordings each occupation lists, by key and occupation id.
   */
  titleWordings: Map<string, Map<number, Set<string>>>;
  tasks: SortedIndex;
  titleWords: SortedIndex;
  df: Map<string, number>;
  related: Array<Map<number, number>>;
  /** The occupations that use each dictionary skill (O*NET Technology Skills), by skill id. */
  skillUsers: Map<number, SkillUsers>;
  /** The words of each occupation's own title, singular ("Construction Laborers": construction, laborer), by id. */
  ownTitleWords: Array<Set<string>>;
  /** Scratch scores, one per occupation: placements and similarities reuse them (all synchronous). */
  scratch: Float64Array;
  similarityScratch: Float64Array;
}

/** Credit for a relation between two occupations (see docs/decisions/ats-occupations.md). */
export const RELATEDNESS = {
  same: 1,
  /** Specialisations of one occupation: 29-1141.01 Acute Care Nurses and 29-1141.00 Registered Nurses. */
  variant: 0.9,
  primaryShort: 0.75,
  primaryLong: 0.6,
  supplemental: 0.45,
  /** Same SOC minor group (29-1xxx): e.g. two kinds of healthcare practitioner. */
  minorGroup: 0.3,
  /** Same SOC major group (29-xxxx). */
  majorGroup: 0.15,
} as const;
const TIER_CREDIT = [RELATEDNESS.primaryShort, RELATEDNESS.primaryLong, RELATEDNESS.supplemental];

let compiled: Compiled | null = null;

function compile(): Compiled {
  const raw = atsData().occupations;
  const occupations = (raw.occupations as Array<[string, string, number]>).map(([code, title, zone], id) => ({
    id,
    code,
    title,
    zone,
  }));
  const df = new Map<string, number>();
  for (const pair of raw.df.split(" ")) {
    const cut = pair.lastIndexOf("=");
    df.set(pair.slice(0, cut), Number(pair.slice(cut + 1)));
  }
  const related = raw.related.map((entry) => {
    const map = new Map<number, number>();
    entry.split(";").forEach((list, tier) => {
      if (!list) return;
      for (const id of list.split(",")) map.set(Number(id), Math.max(map.get(Number(id)) ?? 0, TIER_CREDIT[tier] ?? 0));
    });
    return map;
  });
  const skillUsers = new Map<number, SkillUsers>();
  for (const line of (raw.skillOccupations as string).split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const pairs = line.slice(tab + 1).split(",");
    const users: SkillUsers = { ids: new Uint16Array(pairs.length), strength: new Uint8Array(pairs.length) };
    pairs.forEach((pair, k) => {
      const colon = pair.indexOf(":");
      users.ids[k] = Number(pair.slice(0, colon));
      users.strength[k] = Number(pair.slice(colon + 1));
    });
    skillUsers.set(Number(line.slice(0, tab)), users);
  }
  return {
    occupations,
    skillUsers,
    specialisation: Uint8Array.from(occupations, (occupation) => (occupation.code.endsWith(".00") ? 0 : 1)),
    management: Uint8Array.from(occupations, (occupation) => (occupation.code.startsWith("11-") ? 1 : 0)),
    militaryGroup: Uint8Array.from(occupations, (occupation) => (occupation.code.startsWith("55-") ? 1 : 0)),
    computer: Uint8Array.from(occupations, (occupation) => (occupation.code.startsWith("15-12") ? 1 : 0)),
    firstLine: Uint8Array.from(occupations, (occupation) =>
      occupation.title.startsWith("First-Line Supervisors") ? 1 : 0,
    ),
    allOther: Uint8Array.from(occupations, (occupation) => (/, All Other\b/.test(occupation.title) ? 1 : 0)),
    chiefExecutive: occupations.findIndex((occupation) => occupation.code === "11-1011.00"),
    ownTitleWords: occupations.map((occupation) => {
      const tokens: Token[] = [];
      tokenizeLine(occupation.title, 0, tokens);
      return new Set(tokens.map((token) => singular(token.norm)));
    }),
    titles: new SortedIndex(raw.titles, 1),
    titleWordings: parseTitleWordings(raw.titleWordings),
    tasks: new SortedIndex(raw.tasks, 1000),
    titleWords: new SortedIndex(raw.titleWords, 1000),
    df,
    related,
    scratch: new Float64Array(occupations.length),
    similarityScratch: new Float64Array(occupations.length),
  };
}

/** "key\tocc=wording|wording,occ=wording" lines (scripts/build-occupations.mjs). */
function parseTitleWordings(lines: string): Map<string, Map<number, Set<string>>> {
  const byKey = new Map<string, Map<number, Set<string>>>();
  for (const line of lines.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const byOccupation = new Map<number, Set<string>>();
    for (const entry of line.slice(tab + 1).split(",")) {
      const cut = entry.indexOf("=");
      byOccupation.set(Number(entry.slice(0, cut)), new Set(entry.slice(cut + 1).split("|")));
    }
    byKey.set(line.slice(0, tab), byOccupation);
  }
  return byKey;
}

function data(): Compiled {
  compiled ??= compile();
  return compiled;
}

/** Builds the lookup tables now (a cold Worker does it on its first score otherwise). */
export function warmOccupations(): void {
  data();
}

export function occupationById(id: number): Occupation {
  const occupation = data().occupations[id];
  if (!occupation) throw new Error(`Unknown occupation ${id}`);
  return occupation;
}

/** Occupations (of `taskOccupations`) whose tasks use a word stem; 0 for words no task uses. */
export function occupationDf(stem: string): number {
  return data().df.get(stem) ?? 0;
}

/** How many occupations have task statements: the N of the tasks' idf. */
export const taskOccupations = (): number => atsData().occupations.taskOccupations;

/** Whether a stem is a word of O*NET's occupational vocabulary (used to mend words broken by PDF extraction). */
export function isVocabularyStem(stem: string): boolean {
  return data().df.has(stem);
}

/** A word's weight in an occupation's task vector (0 when it is not among its top words). */
export function taskWeight(occupation: number, stem: string): number {
  for (const [id, weight] of data().tasks.get(stem) ?? []) if (id === occupation) return weight;
  return 0;
}

/** Whether a stem is a word of O*NET's titles ("affair" of "Public Affairs Specialists"). */
export function isTitleWord(stem: string): boolean {
  return (data().titleWords.get(stem)?.length ?? 0) > 0;
}

export interface TitleMatch {
  /** Index of the first token and the number of tokens. */
  start: number;
  length: number;
  candidates: ReadonlyArray<readonly [number, number]>;
}

/** Whether some O*NET title phrase is, or begins with, these stems ("sheet metal", "lawn care"). */
export function beginsTitle(stemKey: string): boolean {
  const candidates = data().titles.get(stemKey);
  return candidates !== undefined && candidates !== null;
}

/**
 * The longest O*NET title phrase in a run of tokens (one line): "Company Name July 2011 to
 * November 2012 Staff Accountant" → "staff accountant". Ties go to the later phrase, where
 * English puts the role noun.
 */
export function findTitle(tokens: readonly Token[]): TitleMatch | null {
  const { titles } = data();
  let best: TitleMatch | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    let key = (tokens[i] as Token).stem;
    for (let n = 1; i + n <= tokens.length; n += 1) {
      if (n > 1) key = `${key} ${(tokens[i + n - 1] as Token).stem}`;
      const candidates = titles.get(key);
      // No line: no title starts this way. An empty line: only longer titles do.
      if (candidates === null) break;
      if (candidates.length > 0 && (!best || n >= best.length)) best = { start: i, length: n, candidates };
    }
  }
  return best;
}

/**
 * Adds `weight` × (cosine similarity of a bag of stems with each occupation's vector in an inverted
 * index, divided by the best one's) to `add`. Returns the best similarity (0: nothing matched).
 */
function addSimilarity(
  stems: readonly string[],
  index: SortedIndex,
  weight: number,
  minimum: number,
  add: (occupation: number, value: number) => void,
): number {
  const { df, similarityScratch: values } = data();
  const tf = new Map<string, number>();
  for (const stem of stems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
  let query: Array<[ReadonlyArray<readonly [number, number]>, number]> = [];
  let norm = 0;
  const occupations = taskOccupations();
  for (const [stem, count] of tf) {
    const list = index.get(stem);
    if (!list || list.length === 0) continue;
    const w = (1 + Math.log(count)) * Math.log(occupations / Math.max(1, df.get(stem) ?? 1));
    query.push([list, w]);
    norm += w * w;
  }
  if (norm === 0) return 0;
  norm = Math.sqrt(norm);
  // A long text's weakest words barely move the ranking but cost the most (their lists are long).
  if (query.length > MAX_QUERY_TERMS) query = query.sort((a, b) => b[1] - a[1]).slice(0, MAX_QUERY_TERMS);
  const ids: number[] = [];
  for (const [list, w] of query) {
    const scaled = w / norm;
    for (const [occupation, v] of list) {
      if (values[occupation] === 0) ids.push(occupation);
      values[occupation] = (values[occupation] as number) + scaled * v;
    }
  }
  let max = 0;
  for (const id of ids) if ((values[id] as number) > max) max = values[id] as number;
  if (max >= minimum) for (const id of ids) add(id, weight * ((values[id] as number) / max));
  for (const id of ids) values[id] = 0;
  return max;
}

const MAX_QUERY_TERMS = 60;

const contentStems = (tokens: readonly Token[]): string[] => {
  const stems: string[] = [];
  for (const token of tokens) if (isContentToken(token)) stems.push(token.stem);
  return stems;
};

const MAX_CANDIDATES = 5;

/** The strongest candidates as beliefs that sum to 1, ties to the lower id. */
function topCandidates(scores: ReadonlyMap<number, number>): Candidate[] {
  // A partial selection: the maps hold hundreds of occupations (a common skill's users), five are kept.
  const top: Array<[number, number]> = [];
  const before = (a: readonly [number, number], b: readonly [number, number]) =>
    a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
  for (const entry of scores) {
    if (entry[1] <= 0) continue;
    if (top.length === MAX_CANDIDATES && !before(entry, top[MAX_CANDIDATES - 1] as [number, number])) continue;
    let at = Math.min(top.length, MAX_CANDIDATES - 1);
    top[at] = entry;
    while (at > 0 && before(entry, top[at - 1] as [number, number])) {
      top[at] = top[at - 1] as [number, number];
      top[at - 1] = entry;
      at -= 1;
    }
  }
  const total = top.reduce((sum, [, value]) => sum + value, 0);
  return total > 0 ? top.map(([occupation, value]) => ({ occupation, p: value / total })) : [];
}

/**
 * Hands-on role nouns of seasonal and labour filings, each a title of many fields: O*NET lists
 * "Laborer" under six occupations from tree trimming to freight, "Attendant" under eight from parking
 * lots to hospital wards, "Crew Member" under six from fast food to mobile-home installing, "Hand"
 * under two catch-alls. Beside words that say where the work is ("Vineyard Laborer", "Banquet
 * Attendant", "Lawn Care Crew Member") they are generic and those words place the title; alone
 * ("Laborer") the phrase still names the family, and two titles that say only "Laborer" stay one
 * occupation (docs/ats-scorecard.md "Placement of real posting titles").
 */
const isHandsOn = (token: Token): boolean => /^(?:laborer|attendant|hand|crew|crewman|crewmen)s?$/.test(token.norm);

/**
 * "Laborer" shares its stem with "labor": as a word of the title it leans to the occupations whose
 * titles name labor as the work (Farm Labor Contractors, Labor Relations Specialists), not the
 * worker; "Crew" leans to Air Crew Officers and crew bosses, whatever the crew does. Beside other
 * words their phrase speaks for them.
 */
const isCrewOrLaborer = (token: Token): boolean => /^(?:laborer|crew)s?$/.test(token.norm);

/**
 * Grades that say nothing of the field as words of a title: O*NET's "Senior Pastor" made "Senior
 * Consultant" a religious director, "Lead Glazier" made "Technical Lead" a glazier. Left out of the
 * title's words; a phrase that holds one ("Lead Abatement Worker") still speaks as a phrase. So
 * with a deputy ("Deputy Manager" was a bailiff: O*NET's "Deputy" is a sheriff's), a graduate and a
 * chartered professional ("Chartered Engineer" was a charter bus's driver).
 */
const GRADE_WORDS = new Set("senior sr junior jr lead leads principal deputy graduate chartered".split(" "));
const LEVEL_WORDS = new Set(
  "senior sr junior jr lead chief head principal assistant associate deputy graduate chartered entry level i ii iii iv".split(
    " ",
  ),
);

/**
 * Whether an occupation's own O*NET title names every word of a phrase (singular or plural, not
 * merely a word of the same stem: "Project Management Specialists" does not name a "Project
 * Manager"). Between occupations that list a phrase alike, the one named for it goes first:
 * "Equipment Operator" is a title incumbents reported for Nuclear Technicians as for Agricultural
 * Equipment Operators (docs/ats-scorecard.md "Placement of real posting titles"). A tie breaker only.
 */
function namesPhrase(occupation: number, words: readonly string[]): boolean {
  const own = data().ownTitleWords[occupation];
  return own !== undefined && words.every((word) => own.has(word));
}
const UNNAMED_TIE = 0.99;

/**
 * The occupations a title phrase reaches only through other words of the same stems: "Computer
 * Scientist" is an alternate title of computer research scientists, and reaches mathematicians
 * only through their "Computational Scientist"; "Product Manager" reaches plants' production
 * managers only through "Production Manager". Empty when no occupation lists the phrase as written.
 */
function otherWordings(phrase: readonly Token[], wording: string): Set<number> {
  const listed = data().titleWordings.get(phrase.map((token) => token.stem).join(" "));
  const others = new Set<number>();
  if (!listed || ![...listed.values()].some((wordings) => wordings.has(wording))) return others;
  for (const [occupation, wordings] of listed) if (!wordings.has(wording)) others.add(occupation);
  return others;
}
/** What a title phrase weighs for an occupation that lists it only in other words. */
const OTHER_WORDING = 0.5;

/**
 * Whether an occupation's own title names the phrase's role noun, its last word: between
 * occupations that list "UX Designer" alike, Web and Digital Interface Designers goes before
 * Software Quality Assurance Analysts and Testers. A tie breaker only, after `namesPhrase`.
 */
function namesRoleNoun(occupation: number, words: readonly string[]): boolean {
  const own = data().ownTitleWords[occupation];
  const noun = words.at(-1);
  return own !== undefined && noun !== undefined && own.has(noun);
}
const ROLE_NOUN_TIE = 0.995;

/** A title phrase that is one generic word ("Manager") says little on its own. */
export function isGenericTitleMatch(match: TitleMatch, tokens: readonly Token[]): boolean {
  return match.length === 1 && isGenericTitleWord((tokens[match.start] as Token).norm);
}

/**
 * How much a title phrase says by where O*NET lists it: as the occupation's own title (3), a title
 * incumbents reported (2), or an alternate title (1). Close together: "Data Analyst" is a reported
 * title of Survey Researchers and an alternate one of Business Intelligence Analysts, and the
 * duties must still be able to choose.
 */
const TITLE_SOURCE_WEIGHT: Readonly<Record<number, number>> = { 3: 1, 2: 0.8, 1: 0.7 };

/**
 * A title O*NET lists only longer ("Administrative Support": Administrative Support Assistant,
 * Specialist, Coordinator) leans to the occupations of the titles it begins, by how many list
 * one: without it its words alone spoke, and "administrative" and "support" are a network
 * administrator's words too. Weaker than a phrase O*NET lists as written. Two words at least: one
 * word begins too many titles (docs/ats-scorecard.md, "Headlines, and titles O*NET lists only longer").
 */
const HEAD_OF_TITLES = 0.6;
const LONGER_TITLES_READ = 400;
const MIN_LONGER_TITLES = 3;
function headOfTitles(title: readonly Token[]): Map<number, number> | null {
  if (title.length < 2 || title.every(isWeakTitleWord)) return null;
  const key = title.map((token) => token.stem).join(" ");
  const { titles } = data();
  // Only a title that O*NET lists nowhere as written, but begins longer ones (an empty entry).
  const listed = titles.get(key);
  if (listed === null || listed.length > 0) return null;
  const longer = titles.longer(key, LONGER_TITLES_READ);
  // A title two longer ones begin says little ("Vice President" of "Vice President's Secretary").
  if (longer.length < MIN_LONGER_TITLES) return null;
  const lean = new Map<number, number>();
  for (const entries of longer)
    for (const [occupation, weight] of entries)
      lean.set(occupation, (lean.get(occupation) ?? 0) + (TITLE_SOURCE_WEIGHT[weight] ?? 0.7));
  const heaviest = Math.max(0, ...lean.values());
  if (heaviest === 0) return null;
  for (const [occupation, value] of lean) lean.set(occupation, value / heaviest);
  return lean;
}

/** A hard skill as placement evidence: a dictionary id and how much the text stresses it. */
export interface SkillEvidence {
  skill: number;
  weight: number;
}

/**
 * Words that make a software title without naming an O*NET one ("Full Stack Engineer", "Member of
 * Technical Staff", "SDE II", "Founding Engineer", "Platform Engineer"): on their own they place
 * nothing, so the skills and duties decide (a "Staff Engineer" asked for Python and PostgreSQL is a
 * software engineer; one asked for AutoCAD is not). docs/ats-reading.md "Placement". "Advisory" names
 * a consulting firm's practice ("Advisory Senior Consultant", "Transaction Advisory Services
 * Senior"), not a field: O*NET's three titles with it (an industrial hygienist's, a title officer's, a
 * penetration tester's) made every such title a safety technician's.
 */
const MODIFIER_TITLE_WORDS = new Set(
  "full stack fullstack backend back platform founding staff member of technical mts sde swe the and for advisory".split(
    " ",
  ),
);

/**
 * Words of a title that say on what terms or at what grade the job is held, not what it is:
 * "Temporary", "Seasonal", "Full Time", "Worker I". As words of O*NET's titles they lean anywhere
 * ("Seasonal" to Retail Salespersons, "Temporary" to Electricians, "I" to electrical repairers), so
 * they say nothing of the occupation (docs/ats-scorecard.md "Placement of real posting titles").
 */
const CONDITION_WORDS = new Set(
  "temporary temp seasonal full part time fulltime parttime experienced hourly".split(" "),
);
const isConditionWord = (token: Token): boolean => CONDITION_WORDS.has(token.norm) || /^[0-9ivx]+$/.test(token.norm);

/**
 * "Team" of "Team Lead", "Team Leader", "Team Member": every field has teams. As a title word it
 * leaned to Team Assemblers (a warehouse team lead was an assembler), and O*NET's one listing of
 * "Team Leader" (Managers, All Other) decided alone, so "Team Lead" and "Team Leader" read apart.
 * The work decides; a phrase that names the field ("Team Assembler") still speaks.
 */
const isTeamWord = (token: Token): boolean => token.norm === "team" || token.norm === "teams";

const isWeakTitleWord = (token: Token): boolean =>
  isGenericTitleWord(token.norm) ||
  LEVEL_WORDS.has(token.norm) ||
  MODIFIER_TITLE_WORDS.has(token.norm) ||
  isConditionWord(token) ||
  isTeamWord(token);

/** The longest O*NET title phrase of a title when it is specific ("Sushi Chef", not "Engineer"), or null. */
export function specificTitlePhrase(tokens: readonly Token[]): TitleMatch | null {
  const whole = tokens.length > 0 ? findTitle(tokens) : null;
  return whole !== null && !tokens.slice(whole.start, whole.start + whole.length).every(isWeakTitleWord) ? whole : null;
}

/** Skill information (Σ weight × idf) at which the skills speak with their full weight: about three distinctive tools. */
const SKILLS_FULL_AT = 9;
/** O*NET's detailed occupations (".00") are common; its specialisations (".01", ".02"...) are niches. */
const SPECIALISATION_PRIOR = 0.7;
/**
 * O*NET's residual occupations ("Counselors, All Other") list titles that fit no detailed
 * occupation; where a detailed occupation lists the same title as strongly, it is the better
 * reading. A tie breaker only: "Field Worker" is an alternate title of four social-service "All
 * Other" occupations and of the two farmworker occupations alike, and a field worker is a
 * farmworker (docs/ats-scorecard.md "Placement of real posting titles").
 */
const ALL_OTHER_TIE = 0.99;

/** How much a skill says about an occupation: rare across occupations says more (Django: 21 of 1,016; Excel: 856). */
function skillIdf(users: number): number {
  return Math.log(1 + taskOccupations() / Math.max(1, users));
}

/** How many of the skills an occupation uses. */
export function skillsUsedBy(occupation: number, skills: readonly SkillEvidence[]): number {
  const { skillUsers } = data();
  let used = 0;
  for (const { skill } of skills) if (skillUsers.get(skill)?.ids.includes(occupation)) used += 1;
  return used;
}

/**
 * Words British employers title and describe work with where U.S. titles, which O*NET lists, say
 * another: an NHS "Estates Officer" or "Estates Maintenance Technician" looks after buildings and
 * plant (U.S. "facilities"), not real estate. "Real estates" stays real estate.
 */
const BRITISH_WORDS: Readonly<Record<string, string>> = { estates: "facilities" };

function inUsWords(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((token) => BRITISH_WORDS[token.norm] !== undefined)) return tokens;
  return tokens.map((token, index) => {
    const us = BRITISH_WORDS[token.norm];
    return us === undefined || tokens[index - 1]?.norm === "real" ? token : { ...token, norm: us, stem: stem(us) };
  });
}

/**
 * A title's word that O*NET's titles do not use, nor its tasks, is often a misspelt one
 * ("Houskeeper", "Lansdcaper", "Pipefiter", "Groundsmen", "Sofware Engineer"): each such word of
 * six to twenty letters that is one letter away (left out, added, changed or swapped) from exactly
 * one word of O*NET's titles is read as that word (docs/ats-scorecard.md "Placement of real posting
 * titles"). At first only in a title none of whose words O*NET uses: "Computer Sofware Engineers,
 * Applications" read as an engineer of no field ("Chief officers, processors, advisory").
 */
function mendUnknownTitle(tokens: readonly Token[]): readonly Token[] {
  if (tokens.length === 0) return tokens;
  return tokens.map((token) => {
    const norm = token.norm;
    if (
      norm.length < 6 ||
      norm.length > MENDED_WORD_LETTERS ||
      !/^[a-z]+$/.test(norm) ||
      isTitleWord(token.stem) ||
      isVocabularyStem(token.stem)
    )
      return token;
    const found = new Set<string>();
    const consider = (variant: string) => {
      const variantStem = stem(variant);
      if (isTitleWord(variantStem)) found.add(variantStem);
    };
    for (let i = 0; i < norm.length; i += 1) {
      consider(norm.slice(0, i) + norm.slice(i + 1));
      if (i + 1 < norm.length) consider(norm.slice(0, i) + norm[i + 1] + norm[i] + norm.slice(i + 2));
      for (const letter of LETTERS) {
        consider(norm.slice(0, i) + letter + norm.slice(i + 1));
        consider(norm.slice(0, i) + letter + norm.slice(i));
      }
    }
    for (const letter of LETTERS) consider(norm + letter);
    found.delete(token.stem);
    const [only] = found;
    return found.size === 1 && only !== undefined ? { ...token, stem: only } : token;
  });
}
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Longer words are no title word misspelt: each letter tried costs a pass (bench/ats-hostile.bench.mjs). */
const MENDED_WORD_LETTERS = 20;

/**
 * Where a title, its skills and its duties sit, as a blend of four kinds of evidence: the longest
 * O*NET title phrase in the title (counted by how much of the title it covers, and little when it is
 * generic: "Manager", "Staff Engineer"), how the words of the rest of the title lean, which
 * occupations use the hard skills named (O*NET Technology Skills), and how the duties compare with
 * each occupation's tasks. No single kind decides alone unless it is specific: "Registered Nurse"
 * is decided by its phrase; "Python Engineer" or "Member of Technical Staff" by its skills and duties.
 * `skillTokens` are title tokens that name a skill ("Python" of "Python Engineer"): they speak as
 * skills, not as title words. docs/decisions/ats-occupations.md.
 */
export function placeOccupation(
  writtenTitle: readonly Token[],
  writtenDuties: readonly Token[],
  skills: readonly SkillEvidence[] = [],
  skillTokens: ReadonlySet<number> = new Set(),
): Placement | null {
  const key = placementKey(writtenTitle, writtenDuties, skills, skillTokens);
  if (placements.has(key)) {
    // Most recently used last: the oldest is the first key.
    const kept = placements.get(key)!;
    placements.delete(key);
    placements.set(key, kept);
    return kept;
  }
  const placement = placeAnew(writtenTitle, writtenDuties, skills, skillTokens);
  if (placement) frozen(placement);
  placements.set(key, placement);
  if (placements.size > PLACEMENTS_KEPT) placements.delete(placements.keys().next().value as string);
  return placement;
}

/**
 * Placements kept by what they were made from. The editor re-scores the resume 1.5 s after each
 * edit, and an edit changes one role: the others, and the headline, place as before (the engine is
 * deterministic), so their placements are taken from here; placing them was about a third of a
 * re-score (docs/performance.md, "The ATS engine per score"). Frozen, so no caller can change
 * what the next one reads.
 */
const PLACEMENTS_KEPT = 48;
// The tables are compiled once per isolate (`data`), so what is kept never outlives them.
const placements = new Map<string, Placement | null>();

function frozen(placement: Placement): Placement {
  for (const candidate of placement.candidates) Object.freeze(candidate);
  Object.freeze(placement.candidates);
  Object.freeze(placement.basis.skills);
  Object.freeze(placement.basis);
  return Object.freeze(placement);
}

/** Everything a placement reads of its input: each token as written and read, and its line within the input. */
function placementKey(
  title: readonly Token[],
  duties: readonly Token[],
  skills: readonly SkillEvidence[],
  skillTokens: ReadonlySet<number>,
): string {
  const tokens = (list: readonly Token[]) => {
    const base = list[0]?.line ?? 0;
    return list
      .map(
        (token) =>
          `${token.raw}\u0002${token.norm}\u0002${token.stem}\u0002${token.line - base}\u0002${token.sentenceStart ? 1 : 0}`,
      )
      .join("\u0001");
  };
  const skillsKey = skills.map((skill) => `${skill.skill}:${skill.weight}`).join(",");
  return `${tokens(title)}\u0003${tokens(duties)}\u0003${skillsKey}\u0003${[...skillTokens].join(",")}`;
}

function placeAnew(
  writtenTitle: readonly Token[],
  writtenDuties: readonly Token[],
  skills: readonly SkillEvidence[],
  skillTokens: ReadonlySet<number>,
): Placement | null {
  const { specialisation } = data();
  const titleTokens = mendUnknownTitle(inUsWords(writtenTitle));
  const dutyTokens = inUsWords(writtenDuties);
  const kinds: Evidence[] = [];
  // A skill inside a specific title phrase is part of the title ("Registered Nurse" is a licence
  // too); elsewhere in the title it speaks as a skill ("Python" of "Python Engineer").
  const whole = specificTitlePhrase(titleTokens);
  const title = titleTokens.filter(
    (_, index) =>
      !skillTokens.has(index) || (whole !== null && index >= whole.start && index < whole.start + whole.length),
  );
  const match = title.length > 0 ? findTitle(title) : null;
  // The whole title begins longer titles: a phrase found inside it ("Service" of "Customer Service")
  // explains only its share of the title.
  const heads = match === null || match.length < titleTokens.length ? headOfTitles(titleTokens) : null;
  if (heads) kinds.push({ lean: heads, strength: STRENGTH.phrase * HEAD_OF_TITLES });
  let titleText: string | undefined;
  // How much of the title a known phrase explains; its words speak for the rest.
  let coverage = 0;
  let titleSpeaks = false;
  // Niches whose own O*NET title names the title's phrase ("Controller": Treasurers and Controllers).
  const named = new Set<number>();
  // Words that say where a hands-on role noun's work is ("Vineyard" of "Vineyard Laborer").
  const qualified = title.some((token) => !isWeakTitleWord(token) && !isHandsOn(token));
  if (match) {
    const phrase = title.slice(match.start, match.start + match.length);
    titleText = phrase.map((token) => token.raw).join(" ");
    const weak =
      phrase.every(isWeakTitleWord) ||
      (qualified && phrase.every((token) => isWeakTitleWord(token) || isHandsOn(token)));
    // A generic phrase ("Engineer", "Staff Engineer") explains nothing: the title's words still speak.
    coverage = weak ? 0 : match.length / (heads ? titleTokens.length : title.length);
    titleSpeaks = !weak;
    const { allOther } = data();
    const phraseWords = phrase.map((token) => singular(token.norm));
    const otherWording = otherWordings(phrase, phraseWords.join(" "));
    const weightOf = (occupation: number, weight: number) =>
      (TITLE_SOURCE_WEIGHT[weight] ?? 0.7) *
      (allOther[occupation] ? ALL_OTHER_TIE : 1) *
      (otherWording.has(occupation) ? OTHER_WORDING : 1) *
      (namesPhrase(occupation, phraseWords) ? 1 : namesRoleNoun(occupation, phraseWords) ? ROLE_NOUN_TIE : UNNAMED_TIE);
    let heaviest = 0;
    for (const [occupation, weight] of match.candidates) {
      heaviest = Math.max(heaviest, weightOf(occupation, weight));
      if (titleSpeaks && namesPhrase(occupation, phraseWords)) named.add(occupation);
    }
    // Unless a detailed occupation is named for it too ("Architect": Architects, and Computer
    // Systems Engineers/Architects): then the niche is the rarer reading.
    if ([...named].some((occupation) => !specialisation[occupation])) named.clear();
    const lean = new Map<number, number>();
    for (const [occupation, weight] of match.candidates) lean.set(occupation, weightOf(occupation, weight) / heaviest);
    // A phrase of modifiers alone ("Technical Staff") says less than a generic role noun ("Engineer").
    const noRoleNoun = phrase.every((token) => MODIFIER_TITLE_WORDS.has(token.norm) || LEVEL_WORDS.has(token.norm));
    kinds.push({
      lean,
      strength: STRENGTH.phrase * (weak ? (noRoleNoun ? 0.1 : 0.3) * (match.length / title.length) : coverage),
    });
  }
  if (title.length > 0 && coverage < 1) {
    // "Senior Manager" says nothing its duties do not say better.
    const onlyWeak = title.every(isWeakTitleWord);
    const lean = similarity(
      title
        .filter(
          (token) =>
            !MODIFIER_TITLE_WORDS.has(token.norm) &&
            !isConditionWord(token) &&
            !(qualified && isCrewOrLaborer(token)) &&
            !GRADE_WORDS.has(token.norm) &&
            !isTeamWord(token),
        )
        .map((token) => token.stem),
      data().titleWords,
      0,
    );
    if (lean.size > 0) {
      titleText ??= title.map((token) => token.raw).join(" ");
      titleSpeaks ||= !onlyWeak;
      kinds.push({ lean, strength: STRENGTH.words * (1 - coverage) * (onlyWeak ? 0.3 : 1) });
    }
  }
  if (isChiefOfficer(titleTokens))
    kinds.push({ lean: new Map([[data().chiefExecutive, 1]]), strength: STRENGTH.phrase });
  const skillLean = skillsLean(skills);
  if (skillLean) kinds.push({ lean: skillLean.lean, strength: STRENGTH.skills * skillLean.strength });
  // Duties that match nothing well (under 0.08) say nothing; a few words ("Cut deploy time") say little.
  const dutyStems = contentStems(dutyTokens);
  const duties = similarity(dutyStems, data().tasks, 0.08);
  if (duties.size > 0)
    kinds.push({ lean: duties, strength: STRENGTH.duties * Math.min(1, dutyStems.length / DUTIES_FULL_AT) });

  const scores = combine(kinds);
  // Managing is a title's word: without one ("Python Engineer", "Nurse"), a management occupation
  // (SOC 11-) needs more evidence than the work it manages.
  const managerial = titleTokens.some((token) => MANAGERIAL_WORDS.has(token.norm));
  const military = [...titleTokens, ...dutyTokens].some((token) => MILITARY_WORDS.has(token.norm));
  // A tool named in the title says software as such a word does ("SAP Architect", "SAP BW
  // Architect"), where the title's phrase is a computer occupation's too and the tools are more its
  // than the phrase's other occupations': O*NET lists "Architect" for buildings and for systems, and
  // the buildings' won over one tool. A "Revit Architect" designs buildings.
  const toolTitled = skillTokens.size > 0 && whole !== null && toolsSayComputer(whole, skills);
  const software = ((whole === null && isSoftwareTitle(titleTokens)) || toolTitled) && mostlyComputerSkills(skills);
  const { management, militaryGroup, computer, occupations, firstLine } = data();
  // A laborer, helper or attendant is neither a profession's practitioner nor a supervisor: "Landscape
  // Laborer" is no Landscape Architect (job zone 5), "Kitchen Attendant" no first-line supervisor of
  // food workers, unless the title says it leads (docs/ats-scorecard.md "Placement of real posting titles").
  const handsOn = titleTokens.some((token) => isHandsOn(token) || /^helpers?$/.test(token.norm));
  const supervising = titleTokens.some((token) => SUPERVISING_WORDS.has(token.norm));
  for (const [id, value] of scores) {
    // A niche the title names by its own name is no rarer than the title: "Controller" is one of the
    // Treasurers and Controllers, not of the Credit Authorizers, Checkers, and Clerks who list it too.
    let prior = specialisation[id] && !named.has(id) ? SPECIALISATION_PRIOR : 1;
    if (!managerial && titleTokens.length > 0 && management[id]) prior *= MANAGEMENT_WITHOUT_TITLE;
    // Military occupations (SOC 55-) carry civilian-sounding titles in O*NET ("Tactical Operations
    // ... Supervisor"): a posting or a role is military only when it says so.
    if (militaryGroup[id] && !military) prior *= MILITARY_WITHOUT_WORD;
    if (software && !computer[id]) prior *= SOFTWARE_TITLE_ELSEWHERE;
    if (handsOn && ((occupations[id]?.zone ?? 0) >= 4 || (!supervising && firstLine[id]))) prior *= BEYOND_HANDS_ON;
    scores.set(id, value * prior);
  }
  const candidates = topCandidates(scores);
  const top = candidates[0];
  if (!top) return null;
  return {
    candidates,
    evidence: titleText !== undefined ? "title" : "duties",
    titleText,
    confidence: confidenceOf(candidates),
    basis: {
      title: titleSpeaks,
      skills: { used: skillsUsedBy(top.occupation, skills), total: skills.length, strength: skillLean?.strength ?? 0 },
      duties: duties.size > 0,
    },
  };
}

/**
 * "Chief Marketing Officer", "Global Chief People Officer", "EVP & Chief Development Officer": an
 * organisation's executive for one of its functions. O*NET lists a few of them under Chief
 * Executives (financial, operating, technology); the others were read by "Chief" alone, which O*NET
 * lists as a fire chief's title (First-Line Supervisors of Protective Service Workers), or by their
 * function ("Chief Compliance Officer" a compliance officer). A chief and an officer with up to five
 * words between them, none of a uniformed service's ("Chief Petty Officer", "Chief Probation
 * Officer"), is a chief executive (docs/ats-scorecard.md "Chief officers, processors, advisory").
 */
function isChiefOfficer(tokens: readonly Token[]): boolean {
  const chief = tokens.findIndex((token) => token.norm === "chief");
  if (chief < 0) return false;
  const officer = tokens.findIndex((token, index) => index > chief + 1 && /^officers?$/.test(token.norm));
  if (officer < 0 || officer - chief - 1 > 5) return false;
  return tokens.slice(chief + 1, officer).every((token) => !UNIFORMED_WORDS.has(token.norm));
}
const UNIFORMED_WORDS = new Set(
  "of police fire probation parole petty warrant correctional corrections detention custody sheriff deck ship marine engineering".split(
    " ",
  ),
);

const MANAGERIAL_WORDS = new Set(
  "manager managers mgr director head chief vp president executive ceo cto cfo coo cio superintendent administrator owner officer controller comptroller treasurer".split(
    " ",
  ),
);
const MANAGEMENT_WITHOUT_TITLE = 0.3;
const MILITARY_WORDS = new Set(
  "army navy military marine marines usmc usaf airman soldier sailor infantry platoon battalion squadron enlisted nco armed forces".split(
    " ",
  ),
);
const MILITARY_WITHOUT_WORD = 0.1;

/**
 * Words only software teams title jobs with: "Platform Engineer", "Backend Engineer", "Full Stack",
 * "SDE", "SWE", "SRE", "Member of Technical Staff". They name no O*NET title of their own, and O*NET
 * lists the tools of such jobs under other fields too: it gives "Site Reliability Engineer", and with
 * it Kubernetes, Terraform and Go, to Validation Engineers (SOC 17-), so a platform engineer's
 * posting read as an engineering one. Where such a word stands in a title with no specific O*NET
 * phrase, and most of the posting's skills are computer occupations' tools, an occupation outside
 * computing needs about twice the evidence. A phrase still decides
 * alone: "Platform Attendant" is no software job, and "DevOps Engineer", which O*NET lists, needs
 * no help (docs/ats-scorecard.md "Everyday titles").
 */
function isSoftwareTitle(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    const before = tokens[index - 1]?.norm;
    return (
      SOFTWARE_TITLE_WORDS.has(token.norm) ||
      (token.norm === "stack" && before === "full") ||
      (token.norm === "end" && before === "back") ||
      (token.norm === "staff" && before === "technical")
    );
  });
}
/**
 * Whether a title phrase is a computer occupation's title among others' ("Architect"), and the
 * skills are more that computer occupation's tools than any other of the phrase's occupations'.
 */
function toolsSayComputer(match: TitleMatch, skills: readonly SkillEvidence[]): boolean {
  const { computer } = data();
  let computing = 0;
  let other = 0;
  for (const [occupation] of match.candidates) {
    const used = skillsUsedBy(occupation, skills);
    if (computer[occupation] === 1) computing = Math.max(computing, used);
    else other = Math.max(other, used);
  }
  return computing > other;
}

/**
 * Whether the skills say software: most of them are tools of a computer occupation. A "Member of
 * Technical Staff" asked to prospect, forecast and negotiate is selling, and reads so.
 */
function mostlyComputerSkills(skills: readonly SkillEvidence[]): boolean {
  const { skillUsers, computer } = data();
  let used = 0;
  for (const { skill } of skills) if (skillUsers.get(skill)?.ids.some((id) => computer[id] === 1)) used += 1;
  return used > 0 && used * 2 >= skills.length;
}
const SOFTWARE_TITLE_WORDS = new Set("platform backend fullstack sde swe sre mts devops".split(" "));
const SOFTWARE_TITLE_ELSEWHERE = 0.5;
const BEYOND_HANDS_ON = 0.3;
const SUPERVISING_WORDS = new Set(
  "supervisor supervisors foreman foremen forman lead leads leader leaders crewleader manager managers chief head".split(
    " ",
  ),
);

/** One kind of evidence: each occupation's lean (0..1, the best is 1) and how much the kind says (0..1). */
interface Evidence {
  lean: Map<number, number>;
  strength: number;
}

/** Content words at which duties speak with their full weight: about two bullets. */
const DUTIES_FULL_AT = 10;

/** How much each kind of evidence can say at most: a specific title phrase nearly decides alone. */
const STRENGTH = { phrase: 0.85, words: 0.7, skills: 0.85, duties: 0.6 } as const; // each < 1: combine divides by 1 − strength

/**
 * Evidence combined as a product of experts: each kind multiplies an occupation's belief by
 * (1 − strength) + strength × lean, so an occupation must be supported by every kind that speaks
 * clearly, and a kind that says little (a generic title, one common tool) barely moves anything.
 * A reading made of one kind alone (duties that look like cleaning) cannot outvote a title and
 * skills that agree with each other.
 */
function combine(kinds: readonly Evidence[]): Map<number, number> {
  // Π over kinds of (1 − s) + s × lean = floor × Π over the kinds that lean to it of that factor
  // over (1 − s): one pass over each kind's lean instead of a lookup per kind and occupation.
  let floor = 1;
  for (const kind of kinds) floor *= 1 - kind.strength;
  const lift = new Map<number, number>();
  for (const kind of kinds) {
    const base = 1 - kind.strength;
    for (const [id, lean] of kind.lean) lift.set(id, (lift.get(id) ?? 1) * ((base + kind.strength * lean) / base));
  }
  // At the floor (no kind supports the occupation): not a candidate.
  const scores = new Map<number, number>();
  for (const [id, factor] of lift) if (factor > 1.0001) scores.set(id, floor * factor);
  return scores;
}

/**
 * Cosine similarity of a bag of stems with each occupation's vector in an inverted index, divided by
 * the best one's; nothing when the best is under `minimum`.
 */
function similarity(stems: readonly string[], index: SortedIndex, minimum: number): Map<number, number> {
  const lean = new Map<number, number>();
  const best = addSimilarity(stems, index, 1, minimum, (occupation, value) => lean.set(occupation, value));
  return best > 0 ? lean : new Map();
}

/**
 * The skills' lean: each occupation's idf-weighted share of the skills it uses (O*NET Technology
 * Skills), divided by the best one's; and how much the skills say at all (one common tool says
 * little, three distinctive ones say a lot).
 */
function skillsLean(skills: readonly SkillEvidence[]): { lean: Map<number, number>; strength: number } | null {
  const { skillUsers } = data();
  const sums = new Map<number, number>();
  let information = 0;
  for (const { skill, weight } of skills) {
    const users = skillUsers.get(skill);
    if (!users || users.ids.length === 0) continue;
    const value = weight * skillIdf(users.ids.length);
    information += value;
    users.ids.forEach((occupation, k) =>
      sums.set(occupation, (sums.get(occupation) ?? 0) + value * LINK_WEIGHT[users.strength[k] as 1 | 2 | 3]),
    );
  }
  if (sums.size === 0) return null;
  let max = 0;
  for (const value of sums.values()) max = Math.max(max, value);
  const lean = new Map<number, number>();
  for (const [id, value] of sums) lean.set(id, value / max);
  return { lean, strength: Math.min(1, information / SKILLS_FULL_AT) };
}

/**
 * How sure a placement is: the belief on the leading occupation and on the candidates close to it
 * (a specialisation or a primary relation), so "Software Developers or Computer Programmers" is a
 * sure reading of a software job, and "Engineers, All Other or Sales Representatives" is not.
 */
function confidenceOf(candidates: readonly Candidate[]): number {
  const top = candidates[0];
  if (!top) return 0;
  let sure = 0;
  for (const candidate of candidates)
    if (relatedness(top.occupation, candidate.occupation) >= RELATEDNESS.primaryLong) sure += candidate.p;
  return Math.round(sure * 100) / 100;
}

/** A placement the user chose ("This job is a … job"): one occupation, sure. */
export function chosenPlacement(occupation: number): Placement {
  return {
    candidates: [{ occupation, p: 1 }],
    evidence: "title",
    confidence: 1,
    chosen: true,
    basis: { title: false, skills: { used: 0, total: 0, strength: 0 }, duties: false },
  };
}

/** The occupation with an O*NET-SOC code ("15-1252.00"), or null. */
export function occupationByCode(code: string): Occupation | null {
  return data().occupations.find((occupation) => occupation.code === code) ?? null;
}

/**
 * Occupations whose title (or a title people use for it) matches a query, for "This job is a …
 * job": every word of the query starts a word of the title, best-known titles first.
 */
export function searchOccupations(query: string, limit = 12): Occupation[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9*]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const results: Array<[Occupation, number]> = [];
  for (const occupation of data().occupations) {
    const titleWords = occupation.title.toLowerCase().split(/[^a-z0-9]+/);
    if (!words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) continue;
    results.push([occupation, (occupation.code.endsWith(".00") ? 0 : 1) * 100 + occupation.title.length]);
  }
  if (/^\d{2}-\d{4}(\.\d{2})?$/.test(query.trim())) {
    const byCode = data().occupations.filter((occupation) => occupation.code.startsWith(query.trim()));
    for (const occupation of byCode) results.push([occupation, -1]);
  }
  return results
    .sort((a, b) => a[1] - b[1] || a[0].title.localeCompare(b[0].title))
    .slice(0, limit)
    .map(([occupation]) => occupation);
}

/** How close two occupations are, 0..1. */
export function relatedness(a: number, b: number): number {
  if (a === b) return RELATEDNESS.same;
  const { occupations, related } = data();
  const codeA = occupations[a]?.code ?? "";
  const codeB = occupations[b]?.code ?? "";
  if (codeA.slice(0, 7) === codeB.slice(0, 7)) return RELATEDNESS.variant;
  const tier = Math.max(related[a]?.get(b) ?? 0, related[b]?.get(a) ?? 0);
  if (tier > 0) return tier;
  if (codeA.slice(0, 4) === codeB.slice(0, 4)) return RELATEDNESS.minorGroup;
  if (codeA.slice(0, 2) === codeB.slice(0, 2)) return RELATEDNESS.majorGroup;
  return 0;
}

/** Σ pa·pb·relatedness(a, b) over two placements' candidates. */
function kernel(a: Placement, b: Placement): number {
  let sum = 0;
  for (const { occupation: x, p: px } of a.candidates)
    for (const { occupation: y, p: py } of b.candidates) sum += px * py * relatedness(x, y);
  return sum;
}

/**
 * How close two placements are, 0..1: the cosine of their beliefs with relatedness as the kernel,
 * so two readings of the same title score 1 however uncertain each is, and a confident reading
 * that is one of an uncertain one's candidates scores in between. Also the closest pair of
 * occupations, for the explanation.
 */
export function placementFit(
  job: Placement,
  role: Placement,
): { credit: number; jobOccupation: number; roleOccupation: number } {
  const norm = Math.sqrt(kernel(job, job) * kernel(role, role));
  const credit = norm > 0 ? Math.min(1, kernel(job, role) / norm) : 0;
  let best = {
    value: -1,
    jobOccupation: job.candidates[0]?.occupation ?? -1,
    roleOccupation: role.candidates[0]?.occupation ?? -1,
  };
  for (const { occupation: a, p: pa } of job.candidates) {
    for (const { occupation: b, p: pb } of role.candidates) {
      const value = relatedness(a, b) * pa * pb;
      if (value > best.value) best = { value, jobOccupation: a, roleOccupation: b };
    }
  }
  return { credit, jobOccupation: best.jobOccupation, roleOccupation: best.roleOccupation };
}
