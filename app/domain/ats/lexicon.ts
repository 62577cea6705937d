/**
 * Word lists the engine reasons with. Written for this product; small on purpose so every decision
 * the scorer makes can be traced to a line here.
 */
import { stem } from "./stem";

/**
 * The function words of the other Latin-script resume languages (German, Spanish, French,
 * Portuguese, Polish): articles, prepositions, conjunctions, pronouns, common verbs. The rarity
 * table of shared wording holds English postings only, so to it "und" and "der" are unseen, which
 * reads as rare: left in, a German nurse's resume shared as much wording with a German developer's
 * posting as a German developer's did (./wording.ts, wording.test.ts). English homographs that carry
 * meaning in a posting ("war", "hat", "art", "per") are left out of the lists.
 */
export const OTHER_LANGUAGE_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  // German
  (
    "der die das den dem des ein eine einen einem einer eines und oder aber als auch auf aus bei bis " +
    "durch für gegen im ins mit nach ohne seit über um unter von vom vor zu zum zur zwischen ist sind " +
    "wird werden wurde haben sein nicht noch nur sehr wie wir ihr sie er es ich du dich dir mich mir uns " +
    "euch unser unsere unserem unseren unserer dein deine deinen deiner deinem ihre ihren ihrem ihrer sich " +
    "wenn dass daß sowie bzw " +
    // Spanish
    "el la los las una unos unas del al en con por para sin sobre entre hasta desde que como es son ser " +
    "está están fue ha han se su sus lo le les nos mi tu te más muy también pero ya este esta estos " +
    "estas ese esa otro otra cada todo toda todos todas nuestro nuestra nuestros nuestras usted " +
    // French
    "le un une des du de et ou au aux avec pour par sur dans sans sous chez qui dont sont être ont été sa " +
    "son ses leur leurs nous vous il elle ils elles ne pas plus très aussi mais ce cet cette ces notre nos " +
    "votre vos je " +
    // Portuguese
    "os um uns umas do da dos das em no na nas com sem até é são foi seu sua seus suas ao aos à às mais " +
    "muito mas não nosso nossa nossos nossas " +
    // Polish
    "w z na od po za o oraz ale lub czy nie się jest są był być to ten ta te tego tej który która które " +
    "przez dla przy jak także bardzo nasz nasza nasze naszych jego jej ich"
  ).split(" "),
);

/** English function words plus the filler every posting uses; never keywords. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above across after again against all almost along also although always am among an and any are " +
    "around as at be became because become been before being below between both but by can could did do does " +
    "doing done down during each either else etc even ever every few for from further get gets getting give " +
    "given go goes going got had has have having he her here hers herself him himself his how however i if in " +
    "into is it its itself just least less let like likely made make makes many may me might more most much " +
    "must my myself near need needs neither no nor not now of off often on once one only or other others our " +
    "ours ourselves out over own per please put rather really same see seem several shall she should since so " +
    "some still such than that the their theirs them themselves then there these they this those though through " +
    "thus to too toward towards under until up upon us use used uses using very via want was we well were what " +
    "whatever when where whether which while who whom whose why will with within without would yet you your " +
    "yours yourself yourselves able e.g i.e eg ie plus including include includes new based strong excellent " +
    "ideal ideally preferred required requirement requirements qualification qualifications responsibilities " +
    "responsibility duties duty role position candidate candidates applicant applicants job opportunity " +
    "opportunities join team company organization looking seeking hiring apply year years month months day " +
    "days week weeks time work working works worked experience experienced skill skills ability abilities " +
    "knowledge proficiency proficient familiarity familiar understanding demonstrated proven track record " +
    "minimum preferred bonus nice great good best high highly level levels areas area related relevant " +
    "equivalent similar across various multiple key etc successful success help helps ensure ensuring " +
    "provide provides providing support supports supporting maintain maintaining perform performing " +
    "assist assists responsible across within who what ll ve re don non"
  ).split(/\s+/),
);

/** Words every posting uses that say nothing about this job; never keywords. */
export const GENERIC_POSTING_WORDS: ReadonlySet<string> = new Set(
  (
    "actually another comfort comfortable hands full end keep meet clear small expert deep advanced begins adding " +
    "welcome approach shows building create write make makes making own owns across daily weekly monthly annual " +
    "yearly current currently value values love passionate passion excited exciting fast growing grow world " +
    "leading leader global best great amazing awesome unique everything everyone anyone someone thing things way " +
    "ways want lot lots part parts whole real really ready start starting bring brings take takes taking come " +
    "comes join joining hire hiring hired role roles remote hybrid onsite site office offices benefit benefits " +
    "salary pay paid bonus equity insurance medical dental vision match matching plan plans stipend competitive " +
    "employer employers opportunity equal status applicants based level levels range ranges per including include " +
    "includes within strong solid excellent proven ability able capable successful well also used uses use " +
    "across large small mid new day days hour hours week weeks month months year years time times first second " +
    "third one two three four five six seven eight nine ten many several multiple various every each other " +
    "others help helping support supporting work working works worked partner partners partnering closely " +
    "close key core important critical clear clearly high higher highly quality good better perform performs " +
    "people person individuals individual member members responsible responsibilities requirement requirements " +
    "needs needed need looking seeking ideal candidate candidates position positions job jobs career careers " +
    "company companies organization organizations team teams group groups inc llc corp " +
    // Verbs every posting uses for every kind of work.
    "define defines extract reduce reduces improve improves increase increases manage manages create creates " +
    "develop develops maintain maintains deliver delivers drive drives operate operates adjust adjusts align " +
    "aligned begin begins identify identifies implement implements execute executes prepare prepares produce " +
    "produces present presents share shares update updates coordinate coordinates contribute contributes " +
    "change changes case cases call calls activity activities commitment show shows thrive thrives enjoy " +
    "manual recurring ongoing overall general specific various additional related similar degree degrees"
  ).split(/\s+/),
);

/**
 * Words that say nothing on their own but name a skill in a phrase: "data" no, "data analysis" yes;
 * "design" no, "graphic design" yes; "service" no, "customer service" yes ("platform",
 * "event", "tune", "pipelines", "product", "services", "design" and "data" were listed as keywords
 * found; no recruiter searches for them alone). Never a one-word keyword; allowed in a phrase.
 */
export const GENERIC_ALONE_WORDS: ReadonlySet<string> = new Set(
  (
    "platform platforms product products service services design designs designing data event events " +
    "tune tunes tuning pipeline pipelines process processes processing build builds system systems solution solutions " +
    "behind moving"
  ).split(/\s+/),
);

/** Soft skills as concepts: any of the phrases shows it (matched on stems). */
export const SOFT_SKILLS: ReadonlyArray<{ label: string; phrases: readonly string[] }> = [
  {
    label: "Communication",
    phrases: [
      "communication",
      "communicate",
      "communicating",
      "communicator",
      "written and verbal",
      "verbal and written",
    ],
  },
  {
    label: "Leadership",
    phrases: ["leadership", "led", "lead a team", "team lead", "supervised", "managed a team", "leader"],
  },
  {
    label: "Collaboration",
    phrases: ["collaboration", "collaborative", "collaborated", "collaborate", "teamwork", "team player", "partnered"],
  },
  {
    label: "Problem solving",
    phrases: ["problem solving", "problem solver", "solve problems", "solved", "troubleshooting", "troubleshoot"],
  },
  {
    label: "Attention to detail",
    phrases: ["attention to detail", "detail oriented", "detail-oriented", "meticulous", "accuracy", "accurate"],
  },
  {
    label: "Time management",
    phrases: [
      "time management",
      "prioritize",
      "prioritization",
      "prioritizing",
      "multitask",
      "multitasking",
      "deadlines",
      "deadline",
    ],
  },
  {
    label: "Adaptability",
    phrases: ["adaptability", "adaptable", "flexible", "flexibility", "fast paced", "fast-paced", "ambiguity"],
  },
  {
    label: "Critical thinking",
    phrases: ["critical thinking", "analytical skills", "analytical mindset", "judgment", "judgement"],
  },
  { label: "Organization", phrases: ["organizational skills", "organized", "organizational", "well organized"] },
  {
    label: "Interpersonal skills",
    phrases: ["interpersonal", "relationship building", "build relationships", "built relationships", "rapport"],
  },
  { label: "Empathy", phrases: ["empathy", "empathetic", "compassion", "compassionate", "bedside manner", "patience"] },
  { label: "Creativity", phrases: ["creativity", "creative thinking", "creative", "innovative", "innovation"] },
  {
    label: "Customer focus",
    phrases: [
      "customer focused",
      "customer-focused",
      "customer centric",
      "customer-centric",
      "client facing",
      "client-facing",
      "customer obsessed",
    ],
  },
  {
    label: "Presentation skills",
    phrases: ["presentation skills", "presenting", "presented", "public speaking", "presentations"],
  },
  {
    label: "Initiative",
    phrases: [
      "self motivated",
      "self-motivated",
      "self starter",
      "self-starter",
      "proactive",
      "initiative",
      "ownership",
    ],
  },
  { label: "Mentoring", phrases: ["mentoring", "mentored", "mentor", "coaching", "coached"] },
  {
    label: "Work under pressure",
    phrases: ["under pressure", "high pressure", "high-pressure", "calm under", "stressful"],
  },
];

/**
 * An employer named by its legal form at the end of a line: "Software Engineer — Acme Corp" after a
 * posting's title, "Transformer Industries Pvt. Ltd" under a resume's wrapped headline.
 */
export const EMPLOYER_NAME = /\b(?:inc|llc|llp|ltd|plc|gmbh|corp|corporation|co|company|limited|pvt)\.?$/i;

/** Headings of a resume, normalised (lower case, letters and spaces only). */
export const RESUME_HEADINGS: Readonly<Record<string, readonly string[]>> = {
  summary: [
    "summary",
    "professional summary",
    "profile",
    "nursing profile",
    "teaching philosophy",
    "highlights",
    "summary of experience",
    "professional profile",
    "career summary",
    "objective",
    "career objective",
    "about me",
    "about",
    "summary of qualifications",
    "executive summary",
  ],
  experience: [
    "experience",
    "work",
    "work experience",
    "experience highlights",
    "professional history",
    "professional experience",
    "employment history",
    "work history",
    "relevant experience",
    "employment",
    "career history",
    "professional background",
    "clinical experience",
    "teaching experience",
    "leadership experience",
  ],
  education: [
    "education",
    "academic background",
    "education and training",
    "training and education",
    "education and certifications",
    "academic history",
    "education training",
    "educational background",
    "academic qualifications",
    "education and qualifications",
    "academics",
  ],
  skills: [
    "skills",
    "technical skills",
    "core competencies",
    "key skills",
    "areas of expertise",
    "competencies",
    "skills and tools",
    "tools",
    "technologies",
    "skills summary",
    "core skills",
    "expertise",
    "clinical skills",
    "skills and certifications",
    "toolkit",
    "toolbox",
    "tech",
    "tech stack",
    "tools and methods",
    "technical toolkit",
    "skills and tools",
    "technical proficiencies",
    "proficiencies",
    "computer skills",
    "software skills",
    "skill set",
    "skillset",
    "professional skills",
    "top skills",
  ],
  projects: [
    "projects",
    "personal projects",
    "selected projects",
    "key projects",
    "portfolio",
    "selected work",
    "work samples",
    "side projects",
    "academic projects",
    "open source",
    "open source projects",
    "research projects",
  ],
  certifications: [
    "certifications",
    "certificates",
    "certification",
    "licenses",
    "licensure",
    "licensure and certifications",
    "licenses and certifications",
    "credentials",
    "license",
    "licenses and certifications",
    "certifications and licenses",
    "credentials",
  ],
  other: [
    "awards",
    "honors",
    "volunteer",
    "volunteer experience",
    "publications",
    "languages",
    "interests",
    "activities",
    "references",
    "affiliations",
    "professional affiliations",
    "memberships",
    "honors awards",
    "patents",
  ],
};

export type JobSectionKind = "required" | "preferred" | "duties" | "company" | "benefits" | "intro" | "other";

/** Job posting headings by what they say about the lines under them. */
export const JOB_HEADING_PATTERNS: ReadonlyArray<readonly [JobSectionKind, RegExp]> = [
  [
    "preferred",
    /\b(nice[- ]to[- ]haves?|preferred|bonus|pluses|a plus|desired|desirable|extra credit|good to have|ideally|great if|even better|additional (?:qualifications|skills|requirements))\b/,
  ],
  [
    "required",
    // "Essential Functions" are a US posting's duties, not its requirements.
    /\b(requirements?|qualifications?|must[- ]haves?|what you(?:'ll| will)? (?:need|bring)|(?:what|who) we(?:'re| are)? looking for|who you are|you have|you bring|you(?:'ll| will) have|skills|minimum|basic|required|essential(?! (?:functions|duties))|about you|competencies|experience|(?:your|candidate|ideal) profile|ideal candidate|what makes you a (?:\w+ )?(?:match|fit)|to be successful|knowledge, skills,? (?:and|&) abilities|ksas?)\b/,
  ],
  [
    "duties",
    /\b(responsibilities|what you(?:'ll| will) do|the role|your role|this role|duties|day to day|in this role|your impact|key tasks|you will|what you'll be doing|essential functions|job functions)\b/,
  ],
  [
    "benefits",
    /\b(benefits|perks|what we offer|compensation|salary|pay range|why join|why you'll love|equal opportunity|eeo)\b|^why \S+$/,
  ],
  [
    "company",
    // "About Acme": the employer's words about itself. "About the practice" on an NHS post tells
    // the work, and "About the job" opens the post: only a name after "About".
    /\b(about us|about the company|who we are|our company|about the team|our mission|company overview)\b|^about (?!(?:the|this|these|our|you|your|we|us|job|role|position|opportunity|post|vacancy)\b)\S/,
  ],
  // The same headings in the interface's other languages, German and Spanish: a posting pasted by a
  // German user opens "Ihre Aufgaben" and "Ihr Profil" (read as the title before, being no role of
  // O*NET's). Bounded by letters, not \b, which ends at "ü" and "é".
  ["preferred", localized("wünschenswert|von vorteil|ein plus|deseable|valorable|se valorará")],
  [
    "required",
    localized(
      "ihr profil|dein profil|anforderungen|qualifikationen|voraussetzungen|das bringen sie mit|das bringst du mit|was sie mitbringen|was du mitbringst|requisitos|tu perfil|perfil|lo que buscamos|qué buscamos|requerimientos",
    ),
  ],
  [
    "duties",
    localized(
      "ihre aufgaben|deine aufgaben|aufgaben|ihr aufgabengebiet|aufgabengebiet|was sie erwartet|was dich erwartet|funciones|tus funciones|responsabilidades|qué harás|tareas",
    ),
  ],
  [
    "benefits",
    localized("wir bieten|was wir bieten|unser angebot|ofrecemos|qué ofrecemos|lo que ofrecemos|beneficios"),
  ],
  ["company", localized("über uns|wer wir sind|sobre nosotros|quiénes somos")],
];

/** A heading's words in a language with letters `\b` does not know ("ü", "é"). */
function localized(words: string): RegExp {
  return new RegExp(`(?:^|[^\\p{L}])(?:${words})(?![\\p{L}])`, "u");
}

export const NICE_MARKERS =
  /\b(preferred|a plus|is a plus|are a plus|nice to have|bonus|ideally|desirable|desired|advantageous|helpful|not required|optional)\b/i;
export const MUST_MARKERS = /\b(required|must|mandatory|essential|minimum|at least|need to have|requires)\b/i;

/** Phrases that make a bullet passive or vague, and how to open it instead. */
export const WEAK_OPENINGS: ReadonlyArray<{ pattern: RegExp; label: string }> = [
  { pattern: /^(?:was |am |i was )?responsible for\b/i, label: "responsible for" },
  { pattern: /^(?:i )?helped(?: to)?\b/i, label: "helped" },
  { pattern: /^(?:i )?worked on\b/i, label: "worked on" },
  { pattern: /^(?:i )?assisted(?: with| in)?\b/i, label: "assisted" },
  { pattern: /^(?:i )?(?:was )?involved in\b/i, label: "involved in" },
  { pattern: /^(?:i )?participated in\b/i, label: "participated in" },
  { pattern: /^duties included\b/i, label: "duties included" },
  { pattern: /^(?:i was )?tasked with\b/i, label: "tasked with" },
  { pattern: /^(?:i )?handled\b/i, label: "handled" },
  { pattern: /^(?:i )?did\b/i, label: "did" },
];

/** Irregular past tenses for rewriting "Responsible for leading..." as "Led...". */
export const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  leading: "led",
  building: "built",
  writing: "wrote",
  making: "made",
  teaching: "taught",
  selling: "sold",
  running: "ran",
  overseeing: "oversaw",
  bringing: "brought",
  setting: "set",
  keeping: "kept",
  holding: "held",
  meeting: "met",
  drawing: "drew",
  giving: "gave",
  taking: "took",
  choosing: "chose",
  finding: "found",
  speaking: "spoke",
  thinking: "thought",
  winning: "won",
  growing: "grew",
  driving: "drove",
  sending: "sent",
  spending: "spent",
  shutting: "shut",
  cutting: "cut",
  putting: "put",
  undertaking: "undertook",
  seeing: "saw",
};

/** Degree levels: 1 high school, 2 associate, 3 bachelor, 4 master, 5 doctorate. */
export const DEGREE_LEVEL_NAMES = [
  "",
  "high school diploma",
  "associate degree",
  "bachelor's degree",
  "master's degree",
  "doctorate",
] as const;
export const DEGREE_WORDS: ReadonlyMap<string, number> = new Map([
  ["ged", 1],
  ["diploma", 1],
  ["associate", 2],
  ["associates", 2],
  ["adn", 2],
  ["aas", 2],
  ["bachelor", 3],
  ["bachelors", 3],
  ["baccalaureate", 3],
  ["undergraduate", 3],
  ["bsn", 3],
  ["bsc", 3],
  ["bba", 3],
  ["bfa", 3],
  ["b.s", 3],
  ["b.a", 3],
  ["b.sc", 3],
  ["b.eng", 3],
  ["beng", 3],
  ["master", 4],
  ["masters", 4],
  ["mba", 4],
  ["msn", 4],
  ["m.s", 4],
  ["m.a", 4],
  ["msc", 4],
  ["m.sc", 4],
  ["m.ed", 4],
  ["mph", 4],
  ["mfa", 4],
  ["meng", 4],
  ["phd", 5],
  ["ph.d", 5],
  ["doctorate", 5],
  ["doctoral", 5],
  ["dnp", 5],
  ["edd", 5],
  ["ed.d", 5],
]);
/** Abbreviations that are also state codes or words: only trusted in an Education section. */
export const DEGREE_ABBREVIATIONS_EDUCATION_ONLY: ReadonlyMap<string, number> = new Map([
  ["bs", 3],
  ["ba", 3],
  ["ms", 4],
  ["ma", 4],
  ["med", 4],
  ["md", 5],
]);

/** Words that say "this line is a job title". */
export const ROLE_NOUNS: ReadonlySet<string> = new Set(
  (
    "engineer developer programmer architect nurse rn lpn cna manager analyst scientist designer teacher " +
    "educator instructor tutor professor accountant bookkeeper controller auditor representative rep executive " +
    "specialist coordinator director associate consultant administrator technician assistant officer lead " +
    "strategist planner recruiter marketer writer editor therapist pharmacist physician clerk agent " +
    "supervisor head vp president intern buyer advisor counselor paraprofessional sdr bdr ae owner " +
    "practitioner aide medic paramedic sde swe sre mts paralegal custodian janitor teller carpenter carer " +
    "technologist radiographer stylist hairdresser hairstylist colorist cosmetologist barber trainer coach " +
    "landscaper groundskeeper gardener leader foreman adjuster examiner emt aemt attendant helper purser " +
    "librarian reporter journalist correspondent apprentice"
  ).split(/\s+/),
);

/** Whether a text holds a role noun as a word ("Testing Engineer - Acme", "Consultant"). */
export function hasRoleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z&]+/)
    .some((word) => ROLE_NOUNS.has(word));
}

/** Departments a tracker writes before a title ("Operations | Welder"). */
const DEPARTMENTS: ReadonlySet<string> = new Set([
  ..."engineering operations nursing marketing sales finance accounting logistics manufacturing production facilities maintenance it technology product design legal hr people retail warehouse distribution transportation clinical education research administration procurement purchasing quality construction hospitality housekeeping pharmacy".split(
    " ",
  ),
  "human resources",
  "customer service",
  "customer support",
  "information technology",
  "supply chain",
  "food service",
  "food & beverage",
  "patient care",
  "research & development",
]);

export const isDepartment = (text: string): boolean => DEPARTMENTS.has(text.trim().toLowerCase().replace(/\s+/g, " "));

export const SENIORITY_WORDS: ReadonlyMap<string, number> = new Map([
  ["intern", 0],
  ["junior", 1],
  ["jr", 1],
  ["entry", 1],
  ["associate", 1],
  ["graduate", 1],
  ["mid", 2],
  ["senior", 3],
  ["sr", 3],
  ["snr", 3],
  ["lead", 4],
  // A trade's top grade ("Master Electrician", "Master Stylist"); kept when last ("Scrum Master").
  ["master", 4],
  ["principal", 4],
  ["head", 5],
  ["director", 5],
  ["vp", 5],
  ["chief", 5],
  ["ii", 2],
  ["iii", 3],
  ["iv", 4],
]);

/**
 * Titles written differently for the same role. The first form of each group is what a posting
 * says; any other form in a resume counts as the same title.
 */
export const TITLE_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ["registered nurse", "rn"],
  ["licensed practical nurse", "lpn", "lvn"],
  ["certified nursing assistant", "cna"],
  ["patient care technician", "patient care tech", "pct"],
  ["certified medical assistant", "cma", "medical assistant"],
  [
    "sales development representative",
    "sdr",
    "business development representative",
    "bdr",
    "sales development rep",
    "business development rep",
  ],
  ["account executive", "ae"],
  ["hr business partner", "human resources business partner", "hrbp"],
  // One job under the names call centers and support teams give it (docs/ats-scorecard.md "Everyday titles").
  [
    "customer service representative",
    "csr",
    "customer service rep",
    "customer service agent",
    "customer service associate",
    "customer care representative",
    "customer care specialist",
    "customer support representative",
    "customer support specialist",
    "customer support agent",
    "client service representative",
    "client services representative",
    "call center representative",
    "call center agent",
    "contact center agent",
  ],
  // A hotel's front desk under the names hotels give it (O*NET's Hotel, Motel, and Resort Desk
  // Clerks). Held by "Associate of Applied Science" in the education until 2026-11-29: no degree
  // names a role (match.ts).
  [
    "front desk agent",
    "front desk clerk",
    "front desk associate",
    "hotel front desk agent",
    "hotel front desk clerk",
    "front office agent",
    "front office associate",
    "hotel receptionist",
    "hotel desk clerk",
    "guest service agent",
    "guest services agent",
    "guest service representative",
    "guest services representative",
    "guest service associate",
  ],
  ["user experience", "ux"],
  ["product designer", "ux designer", "ux ui designer", "ui ux designer"],
  ["frontend", "front end", "ui"],
  ["backend", "back end", "platform"],
  [
    "software engineer",
    "software developer",
    "software development engineer",
    "sde",
    "swe",
    "member of technical staff",
    "member technical staff",
    "technical staff member",
    "mts",
  ],
  // A school's or an office's cleaner, under the names districts and contractors give the post.
  [
    "custodian",
    "janitor",
    "custodial worker",
    "janitorial worker",
    "custodial technician",
    "janitorial technician",
    "cleaning technician",
    "custodial lead",
    "janitorial lead",
  ],
  [
    "expanded function dental assistant",
    "efda",
    "expanded functions dental assistant",
    "expanded duties dental assistant",
  ],
  ["universal banker", "universal teller"],
  ["product manager", "pm"],
  ["project manager", "pm"],
  ["real estate agent", "realtor", "real estate salesperson", "real estate sales agent"],
  ["physical therapist", "pt", "physiotherapist", "physio"],
  // A British care home's or home care's worker, under its many names.
  ["care assistant", "carer", "care worker", "home carer", "care and support worker"],
  ["case manager", "caseworker", "case worker"],
  ["personal care aide", "personal care assistant", "pca"],
  // One help desk job under the names IT departments give it (O*NET: Computer User Support Specialists).
  [
    "it support specialist",
    "it support technician",
    "technical support specialist",
    "it specialist",
    "help desk technician",
    "help desk analyst",
    "helpdesk technician",
    "service desk analyst",
    "desktop support technician",
    "desktop support specialist",
    "desktop technician",
    "it technician",
    "computer technician",
  ],
  // An imaging department's X-ray technologist, by the names U.S. and British hospitals give it.
  [
    "radiologic technologist",
    "radiology technologist",
    "radiographer",
    "diagnostic radiographer",
    "x ray technologist",
    "x ray technician",
    "radiologic technician",
  ],
  // A salon's stylist, written as one word or two, or by the older name.
  ["hair stylist", "hairstylist", "hairdresser", "stylist", "hair colorist", "colorist", "color specialist"],
  // A gym's trainer, by the names gyms and teams give it (O*NET: Exercise Trainers and Group Fitness Instructors).
  [
    "personal trainer",
    "fitness trainer",
    "personal fitness trainer",
    "fitness coach",
    "strength coach",
    "strength and conditioning coach",
    "fitness instructor",
    "group fitness instructor",
    "group exercise instructor",
  ],
  ["engineer in training", "eit", "engineer intern"],
  ["emergency medical technician", "emt", "emt basic", "emt b", "emergency medical technician basic"],
  ["welder helper", "welding helper", "welders helper"],
  ["plumber apprentice", "apprentice plumber", "plumbing apprentice", "plumbers helper", "plumber helper"],
  ["reference librarian", "adult services librarian", "information services librarian", "public services librarian"],
  ["library assistant", "library associate", "library clerk", "library technician", "library aide"],
  ["reporter", "news reporter", "journalist", "staff writer", "general assignment reporter", "ga reporter"],
  ["digital reporter", "multimedia journalist", "multimedia reporter", "digital journalist"],
  ["registered respiratory therapist", "rrt", "respiratory care practitioner"],
  ["certified respiratory therapist", "crt"],
  ["buyer", "purchasing agent", "procurement specialist", "purchasing specialist", "procurement agent"],
  ["flight attendant", "cabin crew", "cabin crew member", "inflight crew member", "inflight crewmember"],
  ["event planner", "events planner", "event coordinator", "events coordinator", "meeting and event planner"],
  ["advanced emt", "aemt", "emt advanced", "advanced emergency medical technician"],
  [
    "hvac technician",
    "hvac service technician",
    "hvac r technician",
    "hvac mechanic",
    "hvac service mechanic",
    "heating and air conditioning mechanic",
  ],
  ["hvac installer", "hvac install technician", "hvac installation technician"],
  // An airline's or a repair station's mechanic, by the license or the hangar's name for the post.
  [
    "aircraft maintenance technician",
    "aircraft mechanic",
    "a&p mechanic",
    "amt",
    "aviation maintenance technician",
    "a&p technician",
    "airframe and powerplant mechanic",
    "line maintenance technician",
    "aircraft line mechanic",
  ],
  [
    "landscaper",
    "landscape technician",
    "landscape laborer",
    "landscape worker",
    "grounds maintenance worker",
    "groundskeeper",
    "grounds keeper",
    "grounds crew member",
  ],
  ["landscape crew leader", "landscape crew lead", "landscaping foreman", "landscape foreman"],
  // A security team's incident handler, by the name of the work or of the person.
  ["incident response analyst", "incident responder", "cyber incident responder", "incident handler"],
  ["human resources", "hr"],
  ["information technology", "it"],
  ["quality assurance", "qa"],
  ["operations manager", "site manager", "warehouse manager"],
  ["mathematics", "math"],
];

/**
 * Role nouns people use for the same kind of work: a "Python Engineer" post and a "Software
 * Developer" on the resume share a family, and with role fit in the same field that is a title
 * of the same family (match.ts matchTitle), as "Registered Nurse" and "Staff Nurse" are.
 */
export const TITLE_HEAD_FAMILIES: ReadonlyArray<readonly string[]> = [
  ["engineer", "developer", "programmer", "sde", "swe", "sre", "mts", "architect", "coder"],
  ["nurse", "rn", "lpn", "lvn"],
  ["teacher", "educator", "instructor", "tutor", "professor", "lecturer"],
  ["accountant", "auditor", "bookkeeper", "controller"],
  // "Agent" and "Representative" name one post ("Guest Service Agent", "Guest Services
  // Representative"); an insurance agent is a "Producer".
  ["representative", "rep", "executive", "ae", "sdr", "bdr", "salesperson", "associate", "agent", "producer"],
  ["designer", "artist"],
  [
    "technician",
    "tech",
    "mechanic",
    "installer",
    "repairer",
    "electrician",
    "plumber",
    "welder",
    "fitter",
    "machinist",
    // "X-Ray Technician" and "X-Ray Technologist" name one post; a British hospital's radiographer too.
    "technologist",
    "radiographer",
  ],
  ["driver", "operator", "chauffeur"],
  // Warehouse hands: one job under many names ("Warehouse Worker", "Material Handler", "Order
  // Picker", "Forklift Operator"); with two of the job's own tools held (match.ts, role-fit.ts).
  ["handler", "picker", "packer", "selector", "loader", "stocker", "mover", "associate", "worker", "operator"],
  ["analyst", "scientist", "researcher"],
  ["manager", "director", "supervisor", "head", "lead", "superintendent"],
  // "Crew Leader" and "Crew Lead", "Foreman": one post, by the words crews use. Not with the
  // managers: with them v5's NHS and livecareer pairs read 0.001 lower each (0.881, 0.896).
  ["lead", "leader", "foreman"],
  ["assistant", "aide", "clerk", "secretary", "receptionist", "associate"],
  // "Marketer" is a marketing specialist's other name ("Content Marketer", "Growth Marketer").
  ["specialist", "coordinator", "officer", "administrator", "generalist", "partner", "marketer"],
  ["cook", "chef"],
  // A legal assistant is often the same post ("Paralegal/Legal Assistant"), but "assistant" is no
  // paralegal's noun in other fields.
  ["paralegal"],
  ["therapist", "physiotherapist", "physio"],
  ["carer", "caregiver", "aide"],
  // A framer frames houses as a carpenter ("Framing Carpenter", "Framer").
  ["carpenter", "framer"],
  // Cleaners of buildings, under a school's, an office's or a hotel's name for them.
  ["custodian", "janitor", "cleaner", "housekeeper"],
  // A bank branch's front line: a universal banker is a teller who opens accounts too.
  ["teller", "banker"],
  // A security guard is a security officer ("Security Officer / Security Guard").
  ["guard", "officer"],
  ["recruiter", "sourcer"],
  // A salon's chair, under its names.
  ["stylist", "hairdresser", "hairstylist", "colorist", "cosmetologist", "barber"],
  ["landscaper", "groundskeeper", "gardener"],
  // An insurer's claims staff (O*NET: Claims Adjusters, Examiners, and Investigators).
  ["adjuster", "examiner"],
  ["buyer", "purchaser"],
  ["librarian"],
  // A newsroom's writers: a staff writer reports.
  ["reporter", "journalist", "correspondent", "writer"],
  // An airline's cabin crew.
  ["attendant", "purser", "steward", "stewardess"],
  // Planners: not with the coordinators, though an event planner is one ("Transportation Planner"
  // and "Transportation Coordinator" are not).
  ["planner"],
  // An ambulance's crew, by certificate level.
  ["paramedic", "medic", "emt", "aemt"],
  // A gym's coaches, whatever the gym calls them.
  ["trainer", "coach", "instructor"],
];

/** Role nouns that name no work of their own ("Graphic Design Specialist", "Sales Associate"), by stem. */
export const GENERIC_TITLE_HEADS: ReadonlySet<string> = new Set([
  "specialist",
  "associ",
  "profession",
  "expert",
  "generalist",
]);

/**
 * The word that names a generic role noun's field, by stem: "market" of "Content Marketing
 * Associate", or null where the title's noun says its own work ("Staff Nurse") or nothing precedes it.
 */
export function genericTitleField(titleKey: string | null, titleHead: string | null): string | null {
  if (!titleKey || !titleHead || !GENERIC_TITLE_HEADS.has(titleHead)) return null;
  const words = titleKey.split(" ");
  return words.at(-1) === titleHead ? (words.at(-2) ?? null) : null;
}

/**
 * Whether a held title names a generic title's field with a role noun of its own: "Digital
 * Marketing Specialist" for "market" (of "Content Marketing Associate").
 */
export function holdsTitleField(
  titleTokens: ReadonlyArray<{ stem: string; norm: string }>,
  fieldWord: string,
): boolean {
  return (
    titleTokens.some((token) => token.stem === fieldWord) && titleTokens.some((token) => ROLE_NOUNS.has(token.norm))
  );
}

const FAMILY_SETS = TITLE_HEAD_FAMILIES.map((family) => new Set(family.flatMap((word) => [word, stem(word)])));

/**
 * The family of a title's role noun (its stem or its word), or null: the words and stems of every
 * family it belongs to ("associate" is a sales title and an assistant's).
 */
export function titleFamily(head: string | null): ReadonlySet<string> | null {
  if (!head) return null;
  const families = FAMILY_SETS.filter((family) => family.has(head));
  return families.length === 0 ? null : new Set(families.flatMap((family) => [...family]));
}

/**
 * The words of the families of a title's role noun (its stem or its word), without their stems:
 * a line holds a family's title by its word, and "develop", "design" and "repair" are the stems of
 * "developer", "designer" and "repairer" but name no one ("Ability to develop and improve hydraulic
 * circuits" is no title).
 */
export function titleFamilyWords(head: string | null): ReadonlySet<string> | null {
  if (!head) return null;
  const words = TITLE_HEAD_FAMILIES.filter((_, index) => FAMILY_SETS[index]?.has(head)).flat();
  return words.length === 0 ? null : new Set(words);
}

/**
 * Tokens that say a posting or a resume is about programming, so "Go", "Swift" and "React" mean
 * code: the trade's words, and the languages no one names for anything else (a web designer's
 * "HTML, CSS, JavaScript, React" has no "developer" in it). Not HTML or CSS: marketers list them.
 */
const PROGRAMMING_CONTEXT_WORDS: ReadonlySet<string> = new Set([
  "software",
  "programming",
  "developer",
  "developers",
  "backend",
  "frontend",
  "microservices",
  "api",
  "apis",
  "codebase",
  "code",
  "engineer",
  "engineering",
  "compiler",
  "kubernetes",
  "docker",
  "devops",
  "golang",
  "javascript",
  "typescript",
]);

/** Whether a posting's or a resume's words say it is about programming (PROGRAMMING_CONTEXT_WORDS). */
export function isProgrammingContext(tokens: ReadonlyArray<{ norm: string }>): boolean {
  return tokens.some((token) => PROGRAMMING_CONTEXT_WORDS.has(token.norm));
}
