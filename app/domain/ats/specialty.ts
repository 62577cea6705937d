/**
 * The specialty a posting's title names beside its role: "IT Specialist (INFOSEC)", "Registered
 * Nurse - Operating Room", "Accountant (Tax)", "Software Engineer (Backend)". A recruiter reads it
 * first: an IT specialist in network support is not the security specialist that post wants, though
 * every other word of the two postings is the same (docs/ats-scorecard.md, "Within a field").
 */
import { EMPLOYER_NAME, hasRoleWord, isDepartment, ROLE_NOUNS } from "./lexicon";
import { US_STATES } from "./posting-text";
import { phraseKey } from "./tokenize";

/**
 * The US federal IT specialist's parenthetical specialties (OPM's GS-2210 titles), written out as
 * a resume would say them.
 */
const SPECIALTY_CODES: Readonly<Record<string, readonly string[]>> = {
  appsw: ["software", "application development", "programming", "developer"],
  custspt: ["customer support", "help desk", "technical support", "service desk", "desktop support"],
  datamgt: ["database", "data management"],
  entarch: ["enterprise architecture", "architecture"],
  inet: ["web", "internet"],
  infosec: ["security", "cybersecurity", "information assurance"],
  network: ["network", "networking"],
  os: ["operating system", "operating systems"],
  plcypln: ["policy", "planning"],
  sysadmin: [
    "system administration",
    "systems administration",
    "system administrator",
    "systems administrator",
    "server",
  ],
  sysanalysis: ["systems analysis", "system analysis", "requirements"],
};

/** Words in a title's parenthetical or suffix that say how or where, not what. */
const NOT_SPECIALTY = new Set(
  (
    "military naf direct hire authority dha remote hybrid onsite contract temporary temp permanent full part time " +
    "term intermittent seasonal trainee student recent graduate graduates vacancy multiple positions position " +
    "open continuous nationwide us citizens status merit promotion public only internal external title series grade " +
    "day days night nights evening evenings overnight overnights swing graveyard shift shifts weekend weekends " +
    "weekday weekdays per diem prn travel relocation bonus incentive team teams department dept unit " +
    "band level lvl ii iii iv gs gg zp zt equivalent senior sr snr junior jr principal mid lead"
  ).split(" "),
);

/**
 * What an ad says after a title to draw applicants, not a field: "Welder - $5,000 Sign-On Bonus",
 * "Cook - Weekly Pay", "Nurse - Immediate Start", "- Visa Sponsorship Available", "- Work From Home",
 * "- Paid Training", "- Multiple Locations". A part made only of these words (and those of
 * NOT_SPECIALTY) is dropped whole, so a field that uses one of them keeps all its words ("Teacher -
 * Head Start" is the Head Start programme's).
 */
const AD_TERMS = new Set(
  (
    "pay paid pays weekly daily biweekly hourly salary salaried bonus bonuses sign signing on start starts " +
    "starting immediate immediately asap apply today now hiring urgent urgently new competitive great " +
    "excellent overtime ot hour hours hr hrs per week year annum up to openings opening job jobs career " +
    "careers opportunity opportunities available experienced entry grad grads " +
    "relocation offered provided assistance site onsite multiple locations location nationwide " +
    "wfh no experience necessary needed required"
  ).split(" "),
);

/**
 * Offers whose words alone name fields ("Training Specialist", "Event Coordinator", "Visa
 * Specialist", "Home Care"): read as offers only together.
 */
const AD_PHRASES =
  /\b(?:paid training|hiring events?|visa sponsorship|work from home|remote work|promotion potential)\b/g;

const namesOnlyTerms = (words: readonly string[]): boolean => {
  const rest = words.join(" ").replace(AD_PHRASES, " ").split(" ");
  return rest.every((word) => word === "" || AD_TERMS.has(word) || NOT_SPECIALTY.has(word));
};

/** Whether a part of a title says only what the ad offers or the terms of the job ("Hiring Event", "Per Diem"). */
export function namesOnlyAdTerms(part: string): boolean {
  const words = part
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
  return words.length > 0 && namesOnlyTerms(words);
}

export interface Specialty {
  /** As the title writes it: "INFOSEC", "Operating Room". */
  label: string;
  /** The ways a resume says it, as stem phrases. */
  keys: string[];
}

/**
 * An agency's code, not a field: short letters strung by hyphens (a federal announcement's
 * "Census-DE-SM", "DE- EVG"; in any case, as a posting in capitals is read in lower case).
 */
const CODE_LIKE = /(?:-\s?[A-Za-z]{2,3}){2}\b/;
/** A word with a figure in it is a grade or a number ("GS-1501-14", "B3/4", "8a"), never a field. */
const WITH_FIGURE = /\S*\d\S*/g;

/** A suffix after a dash or a comma names a field in a few words ("- Operating Room"). */
const SUFFIX_WORDS = 6;

/** After a colon, a few words name a field ("Registered Nurse: ICU"); more are the employer's line. */
const AFTER_COLON_WORDS = 3;

/** A place after the title: "Boston MA", "Austin, TX", "London, UK (Hybrid)". */
const PLACE_AT_END = new RegExp(
  `^[A-Z][A-Za-z.' ]{0,40}?,? (?:${US_STATES}|UK)(?: \\d{5})?(?:\\s*\\((?:remote|hybrid|on-?site)\\))?$`,
);
/** The last part after a dash or a comma, with a place's state code ("- Austin, TX") as one part. */
const PART_CHAR = String.raw`(?:,(?=\d)|(?!\s[-–—]\s)[^,])`;
const LAST_PART = new RegExp(
  String.raw`(?:\s[-–—]|,)\s(${PART_CHAR}{1,60}, (?:${US_STATES}|UK)\b${PART_CHAR}{0,20}|${PART_CHAR}{1,60})$`,
);

/**
 * An ad's call after a colon: "Electrician: Join a growing team", "Nurse - Nights: Apply today". It
 * opens with a verb, as no field does ("Registered Nurse: Cardiac Unit" names one). Left on, it was
 * read as the title's specialty, and it kept the terms before it ("- Night shifts") from being cut.
 */
const TAGLINE_AFTER_COLON =
  /:\s+(?:join|apply|come|become|grow|start|earn|make|help|build|shape|launch|discover|bring|love)\b[^:]*$/i;

/**
 * The title line without what a board or an ad adds after it: "- Remote", "- Weekly Pay", "— Acme
 * Corp", ", Boston MA", "- Austin, TX", "| Acme | London, UK (Hybrid)". Left on, the addition was read
 * as the last suffix and hid the field before it ("Sr. Scientist - Computational Pathology - Remote"
 * named no specialty, and scored 7 points above the same post without "- Remote").
 */
export function withoutTrailingAdditions(titleLine: string): string {
  const line = titleLine.replace(TAGLINE_AFTER_COLON, "");
  const bars = line.split(/\s+\|\s+/);
  // Between bars, the part that names the role: "Operations | Midwife", "Midwife | Acme | London".
  // "… at Acme Inc": where the post is (titleSpecialties drops it too).
  // A title whose noun is no role word the lexicon knows ("Pharmacy Dispenser | Acme | London, UK
  // (Hybrid)") is still the first part that is no department, place or offer: boards set it first.
  const named =
    bars.find(hasRoleWord) ??
    bars.find((part) => !isDepartment(part) && !PLACE_AT_END.test(part) && !namesOnlyAdTerms(part));
  let text = (bars.length > 1 ? (named ?? line) : line).replace(/\s+at\s+.*$/i, "");
  for (let cut = 0; cut < 3; cut += 1) {
    const last = LAST_PART.exec(text);
    const part = last?.[1]?.trim();
    if (!last || !part) break;
    const isPlace = PLACE_AT_END.test(part) && !hasRoleWord(part);
    if (!namesOnlyAdTerms(part) && !EMPLOYER_NAME.test(part) && !isPlace) break;
    text = text.slice(0, last.index).trimEnd();
  }
  return text;
}

/**
 * A sentence, not a name: four words or more ending in a full stop (not an abbreviation's "Eng."), or
 * a sentence's verb.
 */
const NOTE_SENTENCE = /^\s*(?:\S+\s+){3,}\S*[a-z]{2}\.\s*$|\b(?:may|will|must|can|should|is|are|be)\b/i;

/** The specialties a posting's title line names, at most three. */
export function titleSpecialties(writtenLine: string | null): Specialty[] {
  if (!writtenLine) return [];
  const titleLine = withoutTrailingAdditions(writtenLine);
  const colon = /:\s+/.exec(titleLine);
  const rawTitle = colon ? titleLine.slice(0, colon.index) : titleLine;
  const afterColon = colon ? titleLine.slice(colon.index + colon[0].length).trim() : "";
  const parts = [...rawTitle.matchAll(/\(([^)]{2,60})\)/g)].map((match) => match[1] ?? "");
  // "Service Technician - Automotive at Acme": where the post is is no part of its field.
  const bare = rawTitle
    .replace(/\([^()]*\)/g, " ")
    .replace(/\s+at\s+.*$/i, "")
    .trim();
  const found = /(?:\s[-–—]|,)\s(.{2,60})$/.exec(bare);
  // After a department ("Nursing - Registered Nurse") the dash leads to the title, not a field.
  const suffix = found && !isDepartment(bare.slice(0, found.index)) ? found : null;
  // A suffix of more words is the posting's first sentence run onto the title line ("Cashier - Pine
  // & Co. runs 60 stores"), not a field: its "Pine" was one.
  if (suffix?.[1] && suffix[1].trim().split(/\s+/).length <= SUFFIX_WORDS) parts.push(suffix[1]);
  if (afterColon && afterColon.split(/\s+/).length <= AFTER_COLON_WORDS) parts.push(afterColon);
  const specialties: Specialty[] = [];
  for (const part of parts) {
    // "Service Technician - Automotive - Weekly Pay": each part after a dash on its own.
    // A note in the title's brackets is a sentence, no field: "(Promotion potential may vary by position.)".
    if (NOTE_SENTENCE.test(part)) continue;
    for (const piece of part.split(/[/,&|·]|\band\b|\s[-–—]\s/)) {
      if (CODE_LIKE.test(piece) || EMPLOYER_NAME.test(piece.trim())) continue;
      const written = piece
        .replace(WITH_FIGURE, " ")
        .toLowerCase()
        .replace(/[^a-z ]+/g, " ")
        .split(/\s+/)
        .filter((word) => word.length > 0);
      if (namesOnlyTerms(written)) continue;
      const words = written.filter((word) => word.length > 1 && !NOT_SPECIALTY.has(word));
      if (words.length === 0 || words.length > 4) continue;
      // Another name for the job ("Project Engineer - Civil / Civil Project Engineer"), not a field.
      if (words.length > 1 && ROLE_NOUNS.has(words.at(-1) as string)) continue;
      const code = words.length === 1 ? SPECIALTY_CODES[words[0] as string] : undefined;
      const keys = (code ?? [words.join(" ")]).map(phraseKey).filter(Boolean);
      if (keys.length > 0) specialties.push({ label: piece.trim(), keys });
    }
  }
  return specialties.slice(0, 3);
}
