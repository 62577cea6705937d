/**
 * Finding a posting's title, and what the title says: its key words, its role noun and its level.
 * The editor sends the job title as the first line; pasted postings put it first, after "Job
 * title:", or in a sentence ("We are hiring a Staff Accountant to...").
 */
import { ABOUT_EMPLOYER } from "../resume/job-description";
import { isSkillWord } from "./dictionary";
import { hasRoleWord, isDepartment, ROLE_NOUNS, SENIORITY_WORDS, TITLE_SYNONYMS, titleFamily } from "./lexicon";
import { beginsTitle, findTitle as findOccupationTitle, isTitleWord, isVocabularyStem } from "./occupations";
import { titleBeforeSentence, US_STATES } from "./posting-text";
import { bareWord, endsInRole, ROLE_WORDS, TEAM_MEMBER } from "./posting-vocabulary";
import { seniorityOf } from "./seniority";
import { stem } from "./stem";
import { namesField, NOT_A_FIELD } from "./field-words";
import { namesOnlyAdTerms } from "./specialty";
import { wordCount } from "./text";
import { phraseKey, tokenizeLine, type Token } from "./tokenize";

const TITLE_PREFIX = /^(?:job title|title|position|role|job)\s*[:\-–]\s*/i;
const HIRING_PHRASE =
  /\b(?:hiring|seeking|looking for|recruiting|searching for)\s+(?:an?|our next|a new)?\s*(.{3,80}?)(?:\s+(?:to|who|with|for|at|in|that)\b|[.,;!]|$)/i;
const AS_A_PHRASE = /\bAs (?:an?|our) ([A-Z][^,.]{2,60}),/;

/**
 * Pay plans and grades in government titles: "GS-0510-14", "NA-06", "NF-03", in any case (a posting
 * in capitals is read in lower case).
 */
const PAY_GRADE = /\b(?:GS|GG|NA|NF|NB|WG|WS|WL|CG|AD|VN|VM)-?\d{1,4}(?:[-/.]\d{1,4})*\b\*?/gi;

/** Abbreviations titles use ("Sr. Software Eng.", "Admin Asst", "Mgr", "SW Engineer"): written out before reading. */
const TITLE_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\beng\b\.?/gi, "Engineer"],
  [/\bengr\b\.?/gi, "Engineer"],
  [/\bmgr\b\.?/gi, "Manager"],
  [/\basst\b\.?/gi, "Assistant"],
  [/\badmin\b\.?/gi, "Administrator"],
  [/\bcoord\b\.?/gi, "Coordinator"],
  [/\bspec\b\.?/gi, "Specialist"],
  [/\bsupv?\b\.?/gi, "Supervisor"],
  [/\bdev\b\.?/gi, "Developer"],
  // Not the "Tech" of a "Tech Lead", who leads a team's technical work; but a "Lab Tech Lead" or a
  // "Pharmacy Tech Lead" leads the technicians (read as a software team's lead, it was a developer).
  [
    /(?<=\b(?!(?:senior|sr|snr|junior|jr|lead|principal|staff|software|engineering|frontend|backend|platform|mobile|web|data|it)\b)[a-z]+\.?\s+)techn?\b\.?(?=\s+leads?\b)/gi,
    "Technician",
  ],
  [/\btechn?\b\.?(?=\s|$)(?!\s+leads?\b)/gi, "Technician"],
  [/\bassoc\b\.?/gi, "Associate"],
  [/\bdir\b\.?/gi, "Director"],
  [/\bexec\b\.?/gi, "Executive"],
  [/\b(?:sw|s\/w|s\/ware)\b\.?/gi, "Software"],
  [/\b(?:hw|h\/w)\b\.?/gi, "Hardware"],
  [/\bsys\b\.?/gi, "Systems"],
  [/\binfo\b\.?/gi, "Information"],
  [/\bmgmt\b\.?/gi, "Management"],
  [/\bmktg\b\.?/gi, "Marketing"],
  // "Medical Lab Scientist", "Lab Technician": a laboratory's (the lab was a research scientist's).
  [
    /\blab\b\.?(?=\s+(?:scientist|technician|technologist|tech|assistant|aide|manager|supervisor|director|analyst|specialist|coordinator|associate|worker|attendant)s?\b)/gi,
    "Laboratory",
  ],
  // "Vet Tech", "Vet Assistant", "Vet Nurse": a veterinary practice's (a veteran's title says "Veteran").
  [/\bvet\b\.?(?=\s+(?:tech|technician|technologist|assistant|nurse|receptionist|surgeon)\b)/gi, "Veterinary"],
  // "EA to the CEO": an executive assistant (in capitals only; "Ea." is no title).
  [/\bEA\b(?=\s|$)/g, "Executive Assistant"],
  // A restaurant's kitchen: "Back of House Team Member", "BOH Cook" (the house is no housekeeper's).
  [/\b(?:back of (?:the )?house|BOH)\b/gi, "Kitchen"],
];

/** Initials written with dots: "R.N.", "L.P.N.", "C.P.A." read as "RN", "LPN", "CPA" (the synonyms' forms). */
const DOTTED_INITIALS = /\b(?:[A-Z]\.){1,3}[A-Z]\b\.?/g;

export function expandTitleAbbreviations(title: string): string {
  let out = title.replace(DOTTED_INITIALS, (initials) => initials.replaceAll(".", ""));
  for (const [pattern, word] of TITLE_ABBREVIATIONS) out = out.replace(pattern, word);
  return out;
}

/**
 * A title without its parentheticals, nested ones too ("Nurse (Band 5)" → "Nurse"), and the text of
 * each parenthetical on its own ("Interdisciplinary ((Computer Engineer/Computer Scientist) Recent
 * Graduate)" → "Computer Engineer/Computer Scientist", "Recent Graduate"). An unclosed one runs to
 * the end.
 */
function parentheticals(text: string): { outside: string; inside: string[] } {
  let outside = "";
  const open: string[] = [];
  const inside: string[] = [];
  for (const char of text) {
    if (char === "(" || char === "[") {
      open.push("");
      outside += " ";
    } else if ((char === ")" || char === "]") && open.length > 0) inside.push(open.pop()!);
    else if (open.length > 0) open[open.length - 1] += char;
    else if (char !== ")" && char !== "]") outside += char;
  }
  inside.push(...open);
  return { outside, inside: inside.map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean) };
}

/** "(m/f/d)", "(m/w/d)", "(h/m)": the genders a post is open to, written after its title only. */
const GENDERS = /\((?:[mfwdhx]\s*\/\s*){1,3}[mfwdhx]\)/i;
/** The last words of employers' names ("Acme Inc", "Forest Service", "Mercy Hospital"). */
const EMPLOYER_ENDINGS =
  "inc|llc|ltd|plc|gmbh|corp|corporation|company|group|agency|department|administration|service|services|systems|solutions|technologies|industries|enterprises|holdings|labs|partners|health|healthcare|hospital|clinic|trust|university|college|schools?|district|foundation|association|council|authority|commission|bureau|command|fleet|center|centre";
/**
 * What job boards and applicant trackers add to a title ("- job post", "Req ID 4711", "#12345",
 * "(m/f/d)", "URGENT:", "needed", "We're hiring:", "!"): no part of the job, so no part of its
 * title or specialty.
 */
const TITLE_NOISE: readonly RegExp[] = [
  /\s*[-–—|]\s*job post\s*$/i,
  // A call to apply ("Welder Opening - Apply Today!"), then the ad's own word for itself and where
  // it is ("Cashier Position", "Registered Nurse Job in Austin, TX"), as boards and search pages
  // title a post (docs/ats-reading.md "What boards add to a title").
  /\s*[-–—|:,]?\s*\bapply (?:today|now|online|here)\b[\s!.]*$/i,
  /\s+(?:job|position|opening|vacancy|opportunity)(?:\s+(?:in|at|near)\s+[^,()|]{2,40}(?:,\s*[A-Z]{2}\b)?)?\s*$/i,
  // The hours before the title: "Part-Time Cashier", "Full Time Logistics Dispatcher".
  /^\s*(?:full|part)[- ]?time\s+(?=\S)/i,
  // A grade's abbreviation ends no sentence: "Registered Nurse Sr." is a title.
  /(?<=\b(?:sr|jr|snr|mgr|asst|eng|engr|coord|spec|supv?|techn?|assoc|dir|exec|admin|inc|co|corp|ltd))\.\s*$/i,
  // Nor do initials: "Staff R.N." (DOTTED_INITIALS reads them).
  /(?<=\b(?:[A-Z]\.){1,3}[A-Z])\.\s*$/,
  // The employer described after the title: "Registered Nurse for a leading hospital", "Sales
  // Representative with a growing team", "Plumber with Acme Health" (an employer's name by its ending).
  /\s+(?:with|for|at)\s+(?:an?|our)\s+[^,()|]{2,60}$/i,
  new RegExp(`\\s+with\\s+[\\w&.'’ -]{1,40}\\b(?:${EMPLOYER_ENDINGS})\\.?$`, "i"),
  // A tracker's requisition code before the title: "JR-10234 Software Engineer", "R0042517 - Nurse".
  /^\s*(?:[A-Z]{1,4}-?\d{4,}|\d{5,})\s*[-–:|]?\s+/i,
  /\s*[-–—|,]?\s*\(?\b(?:req(?:uisition)?|job|posting)\s*(?:id|no\.?|number|#)?\s*[:#]?\s*[A-Z0-9-]*\d[A-Z0-9-]*\)?/gi,
  /\s*#\s?\d{3,}\b/g,
  /\s*[-–(]?\s*\bdirect[- ]hire(?: authority)?\b\)?/gi,
  new RegExp(`\\s*${GENDERS.source}`, "gi"),
  /^\s*(?:urgent(?:ly)?|(?:we(?:'|’)re|we are|now) hiring|hiring|immediate(?: start)?|new|job opening|open (?:role|position)|vacancy)\s*[:!-]\s*/i,
  // The same said as a sentence: "Acme is hiring a Software Engineer", "Now hiring an RN".
  /^\s*(?:[\w&.'’ -]{1,60}?\s+(?:is|are)\s+)?(?:now\s+)?hiring\s+(?:an?|our|a new)\s+/i,
  // "Hiring Electrician!", but not a "Hiring Manager", whose title names recruiting.
  /^\s*(?:now\s+)?hiring\s+(?!(?:manager|coordinator|specialist|lead|partner|assistant|officer|director)s?\s*!*\s*$)/i,
  // An employer's invitation around the title: "Join our team as a Registered Nurse!".
  /^\s*join (?:us|our (?:\w+ )?team) as (?:an?|our)\s+/i,
  // A pay plan: a dealership's "Flat Rate Technician" is paid by the job, and "flat" leaned to mail sorters.
  /\bflat[- ]rate\s+/gi,
  /\s+(?:needed|wanted|required)\s*!*\s*$/i,
  /\s*!+\s*$/,
];

export function withoutTitleNoise(title: string): string {
  return TITLE_NOISE.reduce((text, pattern) => text.replace(pattern, ""), title).trim();
}

/** A title line as the employer wrote the title: no board's additions, no "Job Title:" label. */
export function titleLineWords(line: string): string {
  return withoutTitleNoise(line).replace(TITLE_PREFIX, "");
}

/**
 * What the hire is for, after the title: "(We are hiring a) Staff Accountant to join our team at
 * Acme" is a staff accountant. Cut from the title only; the posting's text keeps it.
 */
const PURPOSE_AFTER_TITLE = /\s+(?:to|who will)\s+(?:join|help|work|support|grow)\b.*$/i;

/** Longer than any title, with its board's additions: "Management Analyst, Program Analyst, … (Promotion potential may vary by position.)". */
const TITLE_CHARACTERS = 400;

/**
 * A grade written after the title: "Transportation Planner, Senior", "Planner (Senior)", "Planner -
 * Junior", "Technician (Lead)", "Electrician Sr."; after a plain space not "Principal", which ends
 * "School Principal", nor "Lead", which ends "Warehouse Lead" (withoutTrailingGrades reads that one).
 */
const GRADE_AFTER =
  /^(.*?)(?:\s*(?:,|\s[-–—]|\()\s*(senior|sr\.?|snr|junior|jr\.?|principal|lead|entry[- ]level|mid[- ]level)\s*\)?|\s+(senior|sr\.?|snr|junior|jr\.?))\s*$/i;
/** A level set apart after the title: "Planner (Level 2)", "Planner - Level II" → "Planner 2" (withoutTrailingGrades). */
const LEVEL_AFTER = /\s*(?:\(|,|\s[-–—])\s*(?:level|lvl)\.?\s*(i{1,3}|iv|[1-5])\s*\)?\s*$/i;
const gradeFirst = (title: string): string =>
  title
    .replace(LEVEL_AFTER, " $1")
    .replace(GRADE_AFTER, (_, head: string, marked?: string, spaced?: string) => `${marked ?? spaced} ${head}`);

export function cleanTitle(written: string): string {
  // No title runs this long; cut, every pattern below reads a line in time bounded by it
  // (a 19,000-dot line took 6 s: docs/limits.md#scoring).
  const title = written.slice(0, TITLE_CHARACTERS);
  const { outside, inside } = parentheticals(
    bracketedFieldAsComma(
      expandTitleAbbreviations(gradeFirst(withoutTitleNoise(title).replace(PURPOSE_AFTER_TITLE, ""))).replace(
        TITLE_PREFIX,
        "",
      ),
    ),
  );
  // The role in parentheses when the rest names none: a federal "Interdisciplinary (Computer
  // Engineer/Computer Scientist)" is a computer engineer's or scientist's post.
  // So is a grade's noun's work there: "Associate (Management Consultant)".
  // Read up to a dash or a bar: what an ad adds after it ("Recreation Aid (Lifeguard) NF-01 - $5,000
  // Sign-On Bonus") makes the line too long to be an O*NET title, and the bracket's role won.
  const beforeAdditions = outside.split(/\s+[-–—|]\s+/)[0] ?? outside;
  // Never the terms of the job there: "Sales Associate (Seasonal)" was "Seasonal" (O*NET lists it).
  const named =
    (hasRoleNoun(outside) || hasRoleNoun(beforeAdditions)) && !onlyGradeNoun(outside)
      ? outside
      : (inside.find((part) => hasRoleNoun(part) && !onlyGradeNoun(part) && !namesPlaceOrTerms(part)) ?? outside);
  return beforeComma(beforeDash(firstOfAlternatives(named.replace(PAY_GRADE, " ").replace(FIRST_LINE, ""))))
    .replace(/(?<![,:;.])[,:;.]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A clean title as the placement reads it (docs/ats-scorecard.md "Titles written the other way round,
 * and seasonal work"): its field before its role noun, two title words written as one apart, the
 * work named for the one who does it, a field's professor as O*NET names the field's teacher. The
 * title shown and matched stays as the employer wrote it ("Director of Marketing"): a resume that
 * repeats it holds the job's title.
 */
export function titleAsRead(cleanedTitle: string): string {
  return fellowAsPhysician(
    academicAsTeacher(fieldBeforeRole(splitCompounds(cleanedTitle)).replace(WORK_AT_END, "$1Worker")),
  );
}

/**
 * "Pediatric Anesthesiology Fellow", "Cardiology Fellow": a physician training in a specialty after
 * residency. O*NET lists "Fellow" only for research (Medical Scientists), which took every
 * specialty's fellow; read as the specialty's physician, a fellow is placed with the specialty's
 * physicians. Only with a medicine's specialty named, and none of another profession's: a
 * "Research Fellow", "Policy Fellow" or "Pediatric Dentistry Fellow" reads as written.
 */
const FELLOW_AT_END = /^(.*\S)\s+fellow$/i;
const MEDICAL_SPECIALTY =
  /\b(?:an(?:a)?esthesi(?:a|ology)|cardiology|cardiac|cardiothoracic|oncology|hematology|neurology|neurosurgery|psychiatry|radiology|surgery|surgical|gastroenterology|pulmonary|pulmonology|critical care|nephrology|endocrinology|rheumatology|infectious diseases?|dermatology|ophthalmology|urology|obstetrics|gynecology|neonatology|neonatal|geriatric medicine|palliative medicine|pathology|hospital medicine|internal medicine|family medicine|emergency medicine|sports medicine|sleep medicine|pa?ediatrics?|orthopa?edics?|vascular|interventional|medical)\b/i;
const OTHER_PROFESSION = /\b(?:dental|dentistry|pharmacy|nursing|psychology|veterinary|physics|policy|research)\b/i;
const isMedicalSpecialty = (text: string): boolean => MEDICAL_SPECIALTY.test(text) && !OTHER_PROFESSION.test(text);
function fellowAsPhysician(title: string): string {
  const before = FELLOW_AT_END.exec(title)?.[1];
  return before && isMedicalSpecialty(before) ? `${before} Physician` : title;
}

/**
 * "Assistant Professor of Pediatrics" (read "Assistant Pediatrics Professor"): O*NET names a
 * field's professors by the field's teacher ("Pediatrics Teacher", "Surgery Teacher"), and lists
 * "Assistant Professor" alike under every kind, so the first (computer science teachers) took every
 * professor of medicine. The teacher's name is read where it holds more of the title.
 */
const PROFESSOR_AT_END = /^(.*\S)\s+(?:professor|lecturer)s?$/i;
function academicAsTeacher(title: string): string {
  const before = PROFESSOR_AT_END.exec(title)?.[1];
  if (!before) return title;
  const longest = (text: string) => {
    const tokens: Token[] = [];
    tokenizeLine(text, 0, tokens);
    return findOccupationTitle(tokens)?.length ?? 0;
  };
  const asTeacher = `${before} Teacher`;
  return longest(asTeacher) > longest(title) ? asTeacher : title;
}

/**
 * "General Farm Work", "Case Work": the work for the one who does it, as filed titles name it; read
 * as "work" its field's teachers took it ("Social Work Teachers, Postsecondary").
 */
const WORK_AT_END = /^(.*\S\s+)work$/i;

/**
 * Two title words written as one that O*NET's titles write apart: "Sheetmetal Worker", "Lawncare
 * Applicator" (read as a food processing worker and a plasterer). Only a word no title, no task
 * of O*NET and no skill uses, split at the one place that leaves two words of three letters or more
 * that begin an O*NET title ("sheet metal", "lawn care"; not "Fire base", "Team center").
 */
function splitCompounds(title: string): string {
  // Up to COMPOUND_LETTERS letters: each split reads both halves, so a 200,000-letter "word" of a
  // hostile resume took minutes (docs/limits.md#scoring).
  return title.replace(COMPOUND, (word) => {
    const lower = word.toLowerCase();
    if (isTitleWord(stem(lower)) || isVocabularyStem(stem(lower)) || isSkillWord(lower)) return word;
    const splits: string[] = [];
    for (let at = 3; at <= lower.length - 3; at += 1)
      if (beginsTitle(`${stem(lower.slice(0, at))} ${stem(lower.slice(at))}`))
        splits.push(`${word.slice(0, at)} ${word.slice(at)}`);
    return splits.length === 1 ? splits[0]! : word;
  });
}

const COMPOUND_LETTERS = 24;
const COMPOUND = new RegExp(`(?<![A-Za-z])[A-Za-z]{7,${COMPOUND_LETTERS}}(?![A-Za-z])`, "g");

/**
 * "First-Line Supervisor", "1st Line Manager": the first level of supervision, a grade, not a
 * field (O*NET's "First-Line Supervisors of Mechanics" took every first-line supervisor's title).
 */
const FIRST_LINE = /\b(?:first|1st)[- ]?line\s+(?=(?:supervisors?|managers?|leads?|leaders?)\b)/gi;

/**
 * A vice president's grade with the field straight after it, no "of": "VP Operations", "SVP
 * Engineering" lead the field as "VP of Operations" does, and read the same ("Operations
 * Director"). Read as written, "Operations" alone was a machine operator's word (a textile machine
 * setter).
 */
const VICE_PRESIDENT_GRADE = String.raw`(?:(?:senior|executive|assistant)\s+)?(?:s?vp|evp|avp|vice\s+president)`;
const EXECUTIVE_BEFORE_FIELD = new RegExp(String.raw`^${VICE_PRESIDENT_GRADE}\s+(?!of\b)(\S.*)$`, "i");
/** The field first: "Engineering VP", as "VP, Engineering" reads (beforeComma); O*NET lists "Sales VP" only. */
const FIELD_BEFORE_EXECUTIVE = new RegExp(String.raw`^(\S.*?)\s+${VICE_PRESIDENT_GRADE}$`, "i");
const VICE_PRESIDENT = new RegExp(`^${VICE_PRESIDENT_GRADE}$`, "i");

/**
 * "Director of Marketing", "Supervisor of Housekeeping", "Head of Engineering", "VP of Sales": the
 * role noun, then the field it heads, read as the same title written the other way round
 * ("Marketing Director"), as people write either without thinking (titleAsRead). Grades before the
 * role noun stay first ("Senior Director of Engineering" → "Senior Engineering Director"), and a
 * head is the field's director. Not when the rest is a place, the terms of the job or no field
 * ("Chief of Staff", "Professor of Practice", "Director of Austin Operations" are read as written),
 * nor after "for", which names whom the job serves ("Teacher for the Deaf").
 */
const ROLE_OF_FIELD = /^((?:[\w.]+\s+){0,2}?)((?:vice\s+)?[a-z]+?)(s?)\s+of\s+(?:the\s+)?(.+)$/i;
const NO_FIELD_AFTER_OF = /^(?:staff|practice)$/i;

function fieldBeforeRole(title: string): string {
  const executive = EXECUTIVE_BEFORE_FIELD.exec(title) ?? FIELD_BEFORE_EXECUTIVE.exec(title);
  if (executive) {
    const field = executive[1] ?? "";
    return hasRoleWord(field) || namesPlaceOrTerms(field) || !namesField(field, FIELD_WORDS)
      ? title
      : `${field.trim()} Director`;
  }
  const match = ROLE_OF_FIELD.exec(title);
  if (!match) return title;
  const [, grades = "", role = "", plural = "", field = ""] = match;
  const roleWord = role.toLowerCase().split(/\s+/).at(-1)!;
  if (!ROLE_NOUNS.has(roleWord) || /\b(?:of|for)\b/i.test(field) || NO_FIELD_AFTER_OF.test(field.trim())) return title;
  const gradeWords = grades.trim().split(/\s+/).filter(Boolean);
  if (!gradeWords.every((word) => GRADES_BEFORE_ROLE.has(bareWord(word)) || SENIORITY_WORDS.has(bareWord(word))))
    return title;
  if (hasRoleWord(field) || namesPlaceOrTerms(field) || !namesField(field, FIELD_WORDS)) return title;
  // "Head of Sales" heads the sales team as its director does (the same grade in SENIORITY_WORDS);
  // "Sales Head" would read as a salesperson. So does a vice president its field: O*NET files a
  // function's executives with its managers ("Marketing VP" was a market research analyst).
  return `${grades}${field.trim()} ${roleWord === "head" || VICE_PRESIDENT.test(role) ? "Director" : role}${plural}`;
}

/**
 * A title up to its first dash, bar, colon or "at" ("Registered Nurse - Night Shift", "Nurse at
 * Mercy", "Electrician: Join a growing team"),
 * unless the part before it names no role and a later one does (an NHS "Bank - Healthcare
 * Assistant" is a healthcare assistant taken on through the staff bank), or names only a grade
 * and a later one the work ("Research Associate - Programmer" is a programmer).
 */
/** A word of three letters or more that is no grade's ("Band 5", "Level II" name no work). */
const NAMES_WORK = /\b(?!(?:band|grade|level|step|tier|pay)\b)[a-z]{3,}/i;

function beforeDash(title: string): string {
  const parts = title.split(/\s+(?:[-–—|@]|at)\s+|:\s+/);
  const head = parts[0]!;
  // "Engineering | Software Engineer", "Nursing - Registered Nurse": the department, then the title
  // (O*NET lists "Operations" and "Nursing" as titles too, so the head alone would be read).
  // An employer's name after the bar is no title: "Maintenance | Acme Industries" (O*NET lists "Industries").
  const named = () => parts.slice(1).find((part) => hasRoleNoun(part) && !isEmployerLine(part));
  // After a department, the next part is the title even where its words name no role O*NET lists
  // ("Operations | Senior Midwife", "Catering | Kitchen Stores Person").
  if (isDepartment(head))
    return (
      named() ??
      parts.slice(1).find((part) => NAMES_WORK.test(part) && wordCount(part) <= 8 && !isEmployerLine(part)) ??
      head
    );
  // "Fellow - Regional Anesthesiology": a physician's fellowship named after the dash, read as
  // "Regional Anesthesiology Fellow" (fellowAsPhysician); "Fellow" alone names no work.
  const specialty = parts[1]?.trim();
  if (/^fellow$/i.test(head.trim()) && specialty && isMedicalSpecialty(specialty)) return `${specialty} Fellow`;
  if (!hasRoleNoun(head)) {
    // The title read from where its role noun stands, so a field after it is read with it too
    // ("FirstCry - Executive - Social Media" is a social media executive, as "Executive - Social
    // Media" is).
    const role = named();
    if (role === undefined) return head;
    const at = title.indexOf(role, head.length);
    return at > 0 ? beforeDash(title.slice(at)) : role;
  }
  // "Research Associate - Programmer": a grade's noun first, the work after the dash.
  if (onlyGradeNoun(head))
    return parts.slice(1).find((part) => hasRoleWord(part) && !onlyGradeNoun(part)) ?? withTeamField(head, parts[1]);
  // "Supervisor - Security", "Laborer - Landscape": a lone role noun, then its field after a dash,
  // read as "Helper, Roofing" is after a comma (beforeComma): a security supervisor, a landscape
  // laborer. A place or the terms of the job ("Nurse - Nights") are no field.
  const dashed = title.split(/\s+[-–—]\s+/);
  const field = dashed[1]?.trim();
  if (
    dashed[0] === head &&
    wordCount(head) === 1 &&
    field &&
    !hasRoleWord(field) &&
    !namesPlaceOrTerms(field) &&
    !isEmployerLine(field) &&
    namesField(field, FIELD_WORDS)
  )
    return `${field} ${head.trim()}`;
  return head;
}

/**
 * A grade's noun with the team's field after a dash or a comma: "Team Lead - Warehouse" and "Team
 * Lead, Warehouse" lead the warehouse's team and read as "Warehouse Team Lead" does (the field was
 * dropped, and the posting's other work decided). A place or the terms of the job ("Team Lead -
 * Nights", "Team Lead, Austin TX") are no field (docs/ats-scorecard.md "Everyday titles").
 */
function withTeamField(head: string, after: string | undefined): string {
  // "Sales Associate, Home Goods" is a sales associate in a department, as before.
  if (roleNounsOf(head).includes("associate")) return head;
  const field = after?.trim();
  return field && !hasRoleWord(field) && !namesPlaceOrTerms(field) && namesField(field, FIELD_WORDS)
    ? `${field} ${head.trim()}`
    : head;
}

/**
 * The first of titles offered as alternatives for one kind of work ("Software Engineer /
 * Developer", "Accountant/Bookkeeper", "Staff Accountant / Senior Accountant"): the employer's own
 * name for the job comes first. Only when every part ends in a role noun of the first's family,
 * or in a role noun after the same field's word ("Transportation Planner / Transportation
 * Analyst"): a slash between fields ("AI/ML Engineer", "Mechanical/Electrical Technician") joins
 * no titles, and two kinds of work ("Clinical Director/Physical Therapist", "Analyst /
 * Programmer") are read whole: on the placement benchmark the first was often not the work
 * (docs/ats-reading.md "Postings").
 */
function firstOfAlternatives(title: string): string {
  const parts = title.split(/\s*\/\s*/);
  if (parts.length < 2) return title;
  // The role noun before a grade: "Mechanical Engineer / Mechanical Engineer II", "Lead Carpenter /
  // Carpenter Lead".
  const heads = parts.map((part) => {
    // Each part's own setting after a dash is no part of its name: "Physical Therapist / Physical
    // Therapist - Outpatient" offers one title twice.
    const name = part.split(/\s+[-–—]\s+/)[0]!;
    const words = withoutTrailingGrades(name.trim().split(/\s+/), (word) => word.toLowerCase());
    return bareWord(words.at(-1) ?? "");
  });
  const first = heads[0]!;
  const family = titleFamily(first);
  const field = (part: string) => part.trim().split(/\s+/)[0]!.toLowerCase();
  const sameWork =
    heads.every((head) => head === first || family?.has(head) === true) ||
    // "Transportation Planner / Transportation Analyst": one field's two names for the job.
    (!GRADES_BEFORE_ROLE.has(field(parts[0]!)) &&
      parts.every(
        (part, index) => part.trim().includes(" ") && field(part) === field(parts[0]!) && ROLE_WORDS.has(heads[index]!),
      ));
  // "Certified Nursing Assistant / CNA", "Customer Service Representative / CSR": one title's names.
  if (oneSynonymGroup(parts)) return parts[0]!;
  // The first's role a noun of ours or an O*NET title ("Head Custodian / Lead Custodian").
  const firstIsRole = ROLE_WORDS.has(first) || endsInRole(parts[0]!.trim().split(/\s+/));
  return firstIsRole && sameWork ? parts[0]! : title;
}

const oneSynonymGroup = (parts: readonly string[]): boolean => {
  // Grades aside: "Senior Care Assistant / Senior Carer" are one title's names.
  const keys = parts.map((part) => analyzeTitle(part).titleKey ?? phraseKey(part));
  return titleSynonymKeys().some((group) => keys.every((key) => group.includes(key)));
};

/** Role nouns that also name a grade or a place in a team ("Research Associate", "Team Lead"). */
const GRADE_NOUNS = new Set(["associate", "lead", "head"]);
const onlyGradeNoun = (text: string): boolean => {
  const nouns = roleNounsOf(text);
  return nouns.length > 0 && nouns.every((word) => GRADE_NOUNS.has(word));
};

/**
 * A role with its field alone in brackets straight after it, read as with the field after a comma:
 * "Engineer (Civil)", "Nurse (ICU)", "Developer (Java)" are a civil engineer, an ICU nurse, a Java
 * developer (beforeComma turns them), as "Engineer, Civil" is; the bracket was dropped, and any
 * engineer, nurse or developer read. A place, the terms of the job or no field ("(Remote)",
 * "(m/f/d)", "(Fresher)", "(Standing Register)") stays in its bracket.
 */
const BRACKET_AFTER_ROLE = /(^|\s[-–—|:]\s|\|)([^()[\]\-–—|:,/]+?)\s*[([]([^()[\]]{1,40})[)\]]/;
function bracketedFieldAsComma(text: string): string {
  return text.replace(BRACKET_AFTER_ROLE, (whole, before: string, role: string, field: string) =>
    hasRoleNoun(role) &&
    !onlyGradeNoun(role) &&
    !hasRoleWord(field) &&
    !namesPlaceOrTerms(field) &&
    namesField(field, FIELD_WORDS)
      ? `${before}${role.trim()}, ${field.trim()}`
      : whole,
  );
}

/**
 * A title up to its first comma ("Registered Nurse, Night Shift" → "Registered Nurse"), unless the
 * comma is part of the title. Two forms of filed titles put the role noun elsewhere
 * (docs/ats-scorecard.md "Placement of real posting titles"):
 * - a list of fields before the role noun: "Child, Family, and School Social Worker" is no
 *   "Child": when the part before the comma names no role and the whole does, the whole is read;
 * - the inverted form of the Dictionary of Occupational Titles, a lone role noun first:
 *   "LABORER, CONCRETE MIXING PLANT", "Helper, Roofing" are a concrete mixing plant laborer and a
 *   roofing helper, not any laborer or helper.
 */
function beforeComma(title: string): string {
  const parts = withSerialList(title.split(/,\s+/));
  const head = parts[0]!;
  if (parts.length === 1) return head;
  const role = head.trim();
  const qualifier = parts[1]!.trim();
  // "Helper, Roofing" is a roofing helper; "Accountant, Boston MA" and "Nurse, Nights" are an
  // accountant and a nurse (a place or the terms of the job are no field). So is a vice president
  // the field's: "VP, Engineering", "AVP, Data Science", as "VP of Engineering" (fieldBeforeRole
  // reads both as the field's director).
  const lone = VICE_PRESIDENT.test(role) || (!/\s/.test(role) && hasRoleNoun(role));
  if (lone && qualifier && !hasRoleWord(qualifier) && !namesPlaceOrTerms(qualifier)) return `${qualifier} ${role}`;
  if (!hasRoleNoun(head)) {
    // "Pharmacy Dispenser, Boston MA": a place or the terms after the comma are no part of a list.
    if (parts.slice(1).every((part) => namesPlaceOrTerms(part))) return head;
    const whole = parts.join(" ");
    return hasRoleNoun(whole) || namesSynonymTitle(whole) ? whole : head;
  }
  const words = role.split(/\s+/);
  // "Senior Director, Operations", "Staff Engineer, Payments": grades before the role noun, the
  // field after the comma (read as a "Senior Operations Director"); a place or the terms of the job
  // ("Senior Accountant, London", "Lead Nurse, Nights") are no field.
  const grades = words.slice(0, -1);
  if (
    grades.length > 0 &&
    grades.every((word) => GRADES_BEFORE_ROLE.has(word.toLowerCase().replace(/\.$/, ""))) &&
    qualifier &&
    !hasRoleWord(qualifier) &&
    namesField(qualifier, FIELD_WORDS)
  )
    return `${grades.join(" ")} ${qualifier} ${words.at(-1)}`;
  if (!onlyGradeNoun(head)) return head;
  // "Associate, Java Developer", "Senior Associate, Information Security Engineer": a grade's noun
  // first, the work after the comma, as after a dash (beforeDash). Read as the grade's noun alone,
  // a firm's associate was a team assembler.
  return parts.slice(1).find((part) => hasRoleWord(part) && !onlyGradeNoun(part)) ?? withTeamField(head, qualifier);
}

/**
 * A list of fields before the role noun, written with its commas, is one part: "Transportation,
 * Storage, and Distribution Managers" is no "Transportation" (read as an orderly's), "Laborers and
 * Freight, Stock, and Material Movers, Hand" no "Laborers and Freight". Only where the list's
 * middle names no role and its first part does not end in one: "Registered Nurse, ICU, and
 * Step-Down" stays a nurse with her units after the comma.
 */
function withSerialList(parts: readonly string[]): string[] {
  const last = parts.findIndex((part, index) => index >= 2 && /^(?:and|or|&)\s/i.test(part.trim()));
  if (last < 0) return [...parts];
  const middle = parts.slice(1, last);
  if (
    endsInRole(parts[0]!.trim().split(/\s+/), { titleWords: 2 }) ||
    middle.some((part) => wordCount(part) > 3 || hasRoleWord(part))
  )
    return [...parts];
  return [parts.slice(0, last + 1).join(" "), ...parts.slice(last + 1)];
}

/** Grades written before a role noun ("Senior Director", "Staff Engineer", "Assistant Manager"). */
const GRADES_BEFORE_ROLE = new Set("senior sr junior jr lead principal staff chief associate assistant".split(" "));

/**
 * A place or the terms of the job after a comma, not a field: a term of the job ("Nights",
 * "Remote"), or no word of O*NET's titles at all ("Boston MA", "London").
 */
function namesPlaceOrTerms(text: string): boolean {
  // What an ad offers is a term of the job too ("Team Lead - Hiring Event"; specialty.ts's words).
  if (STATE_AT_END.test(text.trim()) || namesOnlyAdTerms(text)) return true;
  const tokens: Token[] = [];
  tokenizeLine(text, 0, tokens);
  return tokens.some((token) => NOT_A_FIELD.has(token.norm)) || !tokens.some((token) => isTitleWord(token.stem));
}
/** A place ending in a U.S. state's code: "Boston MA", "Austin, TX". */
const STATE_AT_END = new RegExp(`(?:^|[\\s,])(?:${US_STATES})$`);

/** A field of work after a comma: up to five words. */
const FIELD_WORDS = 5;

/**
 * Each group of TITLE_SYNONYMS as stem keys ("hr busi partner", "hrbp"). Built on first use, not at
 * module load (the Worker's cold start); the title reader and the title match (match.ts) share it.
 */
export function titleSynonymKeys(): ReadonlyArray<readonly string[]> {
  synonymKeys ??= TITLE_SYNONYMS.map((group) => group.map(phraseKey));
  return synonymKeys;
}
let synonymKeys: string[][] | null = null;

/** A title that is, whole, one of a synonym group's names: "HRBP", "CSR", "PCT". */
function isSynonymTitle(text: string): boolean {
  const key = phraseKey(text);
  return titleSynonymKeys().some((group) => group.includes(key));
}

/** The title synonyms' phrases of two words or more, padded for a containment test. */
let synonymPhrases: string[] | null = null;

/** A title that names a synonym's whole phrase: "Member, Technical Staff" is "Member Technical Staff". */
function namesSynonymTitle(text: string): boolean {
  // Only phrases of two words or more: a one-word synonym ("ae", "ui") inside a list of words names no title.
  synonymPhrases ??= titleSynonymKeys()
    .flat()
    .filter((key) => key.includes(" "))
    .map((key) => ` ${key} `);
  const key = ` ${phraseKey(text)} `;
  return synonymPhrases.some((phrase) => key.includes(phrase));
}

/** Words O*NET titles use ("Public Affairs"): a short first line made of them is a title. */
function hasTitleWords(text: string): boolean {
  const tokens: Token[] = [];
  tokenizeLine(text, 0, tokens);
  return tokens.some((token) => isTitleWord(token.stem));
}

/** The role nouns a text names, in lower case ("Research Associate" → ["associate"]). */
function roleNounsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z&]+/)
    .filter((word) => ROLE_NOUNS.has(word));
}

/** A role noun ("Engineer") or an O*NET title ("Chef"), abbreviations written out ("Admin Asst"). */
const namesRole = (line: string): boolean => hasRoleNoun(expandTitleAbbreviations(line));

function hasRoleNoun(text: string): boolean {
  if (hasRoleWord(text) || TEAM_MEMBER.test(text) || isSynonymTitle(text)) return true;
  const tokens: Token[] = [];
  tokenizeLine(text, 0, tokens);
  return findOccupationTitle(tokens) !== null && tokens.length <= 8;
}

const OPENING_LINES = 6;
/** A line longer than this, or a sentence of over six words, is the posting's text, not a board's line. */
const PARAGRAPH_WORDS = 14;
/** An employer's name on its own line ("Saint Lawrence Seaway Development Corporation", "Forest Service"). */
const EMPLOYER_FIRST = /^(?:office|department|division|bureau|ministry) of\b/i;
const EMPLOYER = new RegExp(`\\b(?:${EMPLOYER_ENDINGS})\\.?$`, "i");
const BULLET_START = /^\s*(?:[-•●▪*]\s|\d{1,2}[.)]\s)/;

/**
 * Whether a line stands in the block that names whom to ask ("For further details / informal visits
 * contact:", "Name: Andrew Haycock", "Job title: Deputy Head of Estates"): its "Job title:" is the
 * contact's, as NHS postings write it, not the job's.
 */
function inContactBlock(lines: readonly string[], index: number): boolean {
  let seen = 0;
  for (let i = index - 1; i >= 0 && seen < CONTACT_BLOCK_LINES; i -= 1) {
    const line = lines[i]!.trim();
    if (!line) continue;
    seen += 1;
    if (/^name\s*:|\bcontact\b/i.test(line)) return true;
  }
  return false;
}
const CONTACT_BLOCK_LINES = 3;

/**
 * Whether a line carries on the sentence of the line above, wrapped at the page's width ("…must
 * also possess the following to qualify for this" / "position: Do you possess a valid state Class
 * A license"): its "position:" is a word of that sentence, not a label.
 */
function continuesSentence(lines: readonly string[], index: number): boolean {
  for (let i = index - 1; i >= 0; i -= 1) {
    const line = lines[i]!.trim();
    if (line) return /[a-z,]$/.test(line) && wordCount(line) >= WRAPPED_LINE_WORDS;
  }
  return false;
}
/** Words of a line that runs on into the next: a page's width of text, not a short label or heading. */
const WRAPPED_LINE_WORDS = 8;

/**
 * The title a line names, when it names one: the whole line when it is short and names a role, or
 * its first part when that alone does ("Management Analyst, Program Analyst, ... (Promotion
 * potential may vary by position.)"). `maxWords` bounds the whole line.
 */
function titleNamedBy(line: string, maxWords: number): string | null {
  if (wordCount(line) <= maxWords && namesRole(line)) return cleanTitle(line);
  const firstPart = cleanTitle(line);
  if (wordCount(line) <= 24 && wordCount(firstPart) <= 6 && namesRole(firstPart)) return firstPart;
  return null;
}

/**
 * An employer's line ("Forest Service", "Acme Technologies", "Office of the Chief Engineer"), not a
 * title: one that opens like an office's name, or ends like an employer's name and names no role.
 * The words after "for" are whom the job is for ("Product Owner for the Digital Control Centre").
 */
function isEmployerLine(line: string): boolean {
  if (EMPLOYER_FIRST.test(line.trim())) return true;
  const before = cleanTitle(line).split(/\s+for\s+/i)[0] ?? "";
  return EMPLOYER.test(before) && !hasRoleWord(expandTitleAbbreviations(line));
}

/**
 * Lines a posting's title may stand on: the first few non-empty ones up to its first heading or
 * paragraph, not bullets (a job board's "Austin, TX · Full-time" line arrives split into bullets).
 */
function openingLines(lines: readonly string[], from: number, isHeading: (line: string) => boolean): number[] {
  const found: number[] = [];
  for (let index = Math.max(0, from + 1); index < lines.length && found.length < OPENING_LINES - 1; index += 1) {
    const line = lines[index]!.trim();
    if (!line) continue;
    // The title comes before the posting's text: its first heading, or its first paragraph.
    const words = wordCount(line);
    const paragraph = words > PARAGRAPH_WORDS || (/[.!?]$/.test(line) && words > 6);
    // A long title is no paragraph: "Management Analyst, Program Analyst, Program & Management
    // Analyst (Promotion potential may vary by position.)" (its first part names the role).
    const longTitle = paragraph && !/[.!?]$/.test(line) && titleNamedBy(withoutTitleNoise(line), 10) !== null;
    if ((isHeading(line) && !namesRole(line)) || (paragraph && !longTitle)) break;
    if (!BULLET_START.test(line)) found.push(index);
  }
  return found;
}

/** The index of the first line after the paragraphs that start at `from`, or -1 when none start there. */
function afterParagraphs(lines: readonly string[], from: number): number {
  let index = from;
  let paragraphs = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (!line) continue;
    const words = wordCount(line);
    if (words <= PARAGRAPH_WORDS && !(/[.!?]$/.test(line) && words > 6)) break;
    paragraphs += 1;
  }
  return paragraphs > 0 && index < lines.length ? index : -1;
}

export function findJobTitle(
  lines: readonly string[],
  isHeading: (line: string) => boolean,
): { title: string | null; lineIndex: number } {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? "";
    if (
      TITLE_PREFIX.test(line.trim()) &&
      hasRoleNoun(line) &&
      !inContactBlock(lines, i) &&
      !continuesSentence(lines, i)
    )
      return { title: cleanTitle(line.trim()), lineIndex: i };
  }
  const firstIndex = lines.findIndex((line) => line.trim().length > 0);
  // An employer's own page may open with a few words about itself ("About Acme", then a
  // paragraph) and name the post after them: the title is looked for there, as if the posting
  // began after the paragraph.
  if (ABOUT_EMPLOYER.test(lines[firstIndex]?.trim() ?? "")) {
    const after = afterParagraphs(lines, firstIndex + 1);
    const found = after > 0 ? findJobTitle(lines.slice(after), isHeading) : null;
    if (found && found.lineIndex >= 0) return { title: found.title, lineIndex: found.lineIndex + after };
  }
  // What a board adds to a title ("- job post", "Req ID 4711") is no part of it (TITLE_NOISE).
  const first = withoutTitleNoise(lines[firstIndex]?.trim() ?? "");
  // The editor sends the job title as the first line; a pasted posting often starts with it too.
  const titleLike = (line: string) => line && !/[.!?]$/.test(line) && !isHeading(line);
  // A first line that names a role is the title, even when it ends like a heading ("Aircraft
  // Mechanic (Fixed Wing) - Military Requirement") or its first part alone is one ("Management
  // Analyst, Program Analyst, Program & Management Analyst (Promotion potential may vary by
  // position.)"); on a board's page the employer's name may come first ("Volt Services").
  if (first !== "" && !/[.!?]$/.test(first) && !isEmployerLine(first)) {
    const title = titleNamedBy(first, 12);
    if (title !== null) return { title, lineIndex: firstIndex };
    // "Pflegefachkraft (m/w/d)": a line marked with the genders it is open to is a title, in words
    // O*NET has or not (a German or Spanish posting's).
    if (GENDERS.test(lines[firstIndex] ?? "") && wordCount(first) <= 8)
      return { title: cleanTitle(first), lineIndex: firstIndex };
  }
  // "Registered Nurse. Mercy General is a 400-bed hospital...": the title written inline, as the
  // first sentence of the first line.
  // Or before a dash and the posting's first sentence ("Logistics Dispatcher - Swift Freight runs
  // three distribution centers.").
  const sentence = (/^(.{3,80}?)[.!|]\s+\S/.exec(first)?.[1] ?? titleBeforeSentence(first)?.title)?.trim();
  if (sentence && !isHeading(sentence) && wordCount(sentence) <= 8 && hasRoleNoun(sentence)) {
    return { title: cleanTitle(sentence), lineIndex: firstIndex };
  }
  // Copied from a job board, a posting may open with the page's own lines ("Easy Apply", "Save",
  // the company, "Austin, TX · Full-time · Posted 3 days ago"): the title is the first short line
  // above the posting's first heading or paragraph that names a role (docs/ats-reading.md
  // "Postings"). The lines around a title also name employers and places ("U.S. Atlantic Fleet",
  // "Forest Service") or lead into a list ("For further details / informal visits contact:").
  const opening = openingLines(lines, firstIndex, isHeading).filter((index) => {
    const line = withoutTitleNoise(lines[index]!.trim());
    return !/[.!?:]$/.test(line) && !/^[a-z]/.test(line) && !isEmployerLine(line);
  });
  for (const index of opening) {
    const title = titleNamedBy(withoutTitleNoise(lines[index]!.trim()), 10);
    if (title !== null) return { title, lineIndex: index };
  }
  if (titleLike(first) && wordCount(first) <= 8 && hasTitleWords(first)) {
    return { title: cleanTitle(first), lineIndex: firstIndex };
  }
  // No line names a role outright ("Pharmacy Dispenser", "Mental Health Care Support Worker"):
  // the first short line of O*NET's title words, as the first line would be read.
  const worded = opening.find((index) => {
    const line = withoutTitleNoise(lines[index]!.trim());
    return wordCount(line) <= 8 && hasTitleWords(line);
  });
  if (worded !== undefined) return { title: cleanTitle(lines[worded]!.trim()), lineIndex: worded };
  for (const line of lines) {
    const match = HIRING_PHRASE.exec(line) ?? AS_A_PHRASE.exec(line);
    const candidate = match?.[1]?.trim();
    if (candidate && hasRoleNoun(candidate) && wordCount(candidate) <= 7)
      return { title: cleanTitle(candidate), lineIndex: -1 };
  }
  return { title: null, lineIndex: -1 };
}

interface TitleInfo {
  /** Title stems without seniority words ("senior software engineer" → "softwar engin"). */
  titleKey: string | null;
  /** The title's role noun stem ("engin", "nurs"). */
  titleHead: string | null;
  /** 0 intern ... 2 no level named ... 5 director (see seniority.ts). */
  seniority: number;
}

const LEVEL_NUMBER = /^(?:i{1,3}|iv|v|[1-5])$/;
const LEVEL_WORD = /^(?:level|lvl|grade)$/;

/**
 * A title's words without the grades after its role noun: a level number ("Electrician II", "SDE
 * 2") and a "Lead" after a role noun ("Carpenter Lead" is a lead carpenter, as "Lead Carpenter").
 */
function withoutTrailingGrades<T>(words: readonly T[], norm: (word: T) => string): T[] {
  const kept = [...words];
  while (kept.length > 1 && LEVEL_NUMBER.test(norm(kept.at(-1)!))) {
    kept.pop();
    // "Electrician Level II", "Electrician Lvl 2": the word that names the number goes with it.
    if (kept.length > 1 && LEVEL_WORD.test(norm(kept.at(-1)!))) kept.pop();
  }
  // "Forklift Operator Lead", "Electrician Lead": a role O*NET names in two words or more, or a role
  // word, before it; "Warehouse Lead" leads the warehouse ("Warehouse" alone is an O*NET title too).
  if (
    kept.length > 1 &&
    norm(kept.at(-1)!) === "lead" &&
    (ROLE_NOUNS.has(norm(kept.at(-2)!)) || endsInRole(kept.slice(0, -1).map(norm), { titleWords: 2 }))
  )
    kept.pop();
  return kept;
}

/** The title's key, head noun and level. */
export function analyzeTitle(title: string | null): TitleInfo {
  if (!title) return { titleKey: null, titleHead: null, seniority: seniorityOf("") };
  // Read as placed: "Manager of Marketing" is a "Marketing Manager", and its key says so (its role
  // noun was the last word only in one of the two).
  return { ...titleWords(titleAsRead(title)), seniority: seniorityOf(title) };
}

/** The key of a title as written, read no other way ("manag of market"): the words a resume that repeats it holds. */
export function writtenTitleKey(title: string | null): string | null {
  return title ? titleWords(title).titleKey : null;
}

function titleWords(title: string): Omit<TitleInfo, "seniority"> {
  const tokens: Token[] = [];
  tokenizeLine(title, 0, tokens);
  // A level number after the role ("Electrician II", "SDE 2", "Accountant III") is the level, read
  // below, not a word the resume must repeat: "Journeyman Electrician" holds "Electrician II".
  const graded = withoutTrailingGrades(tokens, (token) => token.norm);
  const core: Token[] = [];
  for (const [index, token] of graded.entries()) {
    // "Lead" and "Associate" are also role nouns ("Team Lead"): keep them when last.
    if (SENIORITY_WORDS.has(token.norm) && token !== graded.at(-1)) continue;
    // "Entry Level Cook", "Mid-Level Accountant": the level's own word.
    if (token.norm === "level" && index > 0 && /^(?:entry|mid)$/.test(graded[index - 1]!.norm)) continue;
    if (/^(remote|hybrid|onsite|contract|temporary|full|part|time)$/.test(token.norm)) continue;
    core.push(token);
  }
  const head = [...core].reverse().find((token) => ROLE_NOUNS.has(token.norm)) ?? core[core.length - 1];
  return {
    titleKey: core.map((token) => token.stem).join(" ") || null,
    titleHead: head?.stem ?? null,
  };
}
