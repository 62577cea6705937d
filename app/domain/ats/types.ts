/** The public shape of an ATS analysis: what POST /api/ats-score returns and the editor panel shows. */
import type { RoleFitText, RoleRelation, SuggestionText } from "./messages";
import type { ResumeSectionKind } from "./parse-resume";
import type { ScoreDetailText, ScoreLabelText } from "./score-texts";

export type { RoleFitText, SuggestionText } from "./messages";

export type AtsBand = "excellent" | "good" | "poor";

/** docs/product.md#constants: the band texts users of the earlier product know. */
export const ATS_BAND_MESSAGES: Readonly<Record<AtsBand, string>> = {
  excellent: "Excellent! Your resume is ATS-optimized.",
  good: "Good score with room for improvement.",
  poor: "Needs improvement to pass ATS filters.",
};
/** Lower bounds of the bands (docs/product.md#constants: 80 or more, 60 to 79, below 60). */
const ATS_BAND_THRESHOLDS = { excellent: 80, good: 60 } as const;

export function bandFor(score: number): AtsBand {
  if (score >= ATS_BAND_THRESHOLDS.excellent) return "excellent";
  if (score >= ATS_BAND_THRESHOLDS.good) return "good";
  return "poor";
}

export type AtsComponentId =
  "roleFit" | "hardSkills" | "keywords" | "wording" | "jobTitle" | "qualifications" | "softSkills" | "searchability";

export interface AtsComponentItem {
  label: string;
  /** Found as the job words it (or a true alias); a related skill is not matched. */
  matched: boolean;
  /** found: named or met; related: partly (a related skill, a nearby occupation); missing: not at all. */
  status: "found" | "related" | "missing";
  /** Why it counts, or where it was found: "Must-have · found in Experience". */
  detail?: string;
  /** The label as a code, when it is not data (a skill, a keyword, the job's title): ./score-texts.ts. */
  labelText?: ScoreLabelText;
  /** The detail as a code. */
  detailText?: ScoreDetailText;
  /** Points this item earned, so the panel can show where every point came from. */
  points: number;
  /** Points this item could earn. */
  maxPoints: number;
}

export interface AtsComponent {
  id: AtsComponentId;
  label: string;
  /**
   * Points available in this analysis (nominal weight, plus any weight moved in from components the
   * job gives nothing to check for). 0 for advice-only components.
   */
  weight: number;
  earned: number;
  items: AtsComponentItem[];
}

export type AtsSuggestionType =
  | "missing-skill"
  | "skill-placement"
  | "job-title"
  | "contact"
  | "section-heading"
  | "dates"
  | "experience-years"
  | "education"
  | "weak-verb"
  | "quantify"
  | "soft-skill"
  | "keyword"
  | "length"
  | "role-fit"
  | "related-skill"
  | "seniority"
  | "stuffing";

export interface AtsSuggestion {
  type: AtsSuggestionType;
  /** Higher first; feedback is ordered by it. */
  priority: number;
  message: string;
  /** `message` as a code the pages translate (absent in analyses stored by older versions). */
  text?: SuggestionText;
  section?: ResumeSectionKind;
  keyword?: string;
  /** The resume text as written, for rewrites. */
  before?: string;
  /** A suggested rewrite of `before`. */
  after?: string;
}

interface AtsOccupation {
  /** O*NET-SOC code, e.g. "29-1141.00". */
  code: string;
  title: string;
}

export interface AtsRoleFit {
  /** The occupation the job reads as. */
  job: AtsOccupation | null;
  /** The occupation of the resume's closest recent role (or headline, or experience as a whole). */
  resume: AtsOccupation | null;
  relation: RoleRelation;
  /** One sentence: "Your latest role "Sales Rep" reads as ...; this job reads as ...: related." */
  message: string;
  /** `message` as a code the pages translate (absent in analyses stored by older versions). */
  text?: RoleFitText;
}

/** What the job's reading rests on, and how sure it is ("from the title and 9 of 11 skills"). */
export interface AtsJobReading extends AtsOccupation {
  /** 0..1: the belief on this occupation and those next to it. Absent in analyses stored before it was read. */
  confidence?: number;
  /** Chosen by the user ("This job is a … job") rather than read. */
  chosen?: boolean;
  /** A specific title spoke; how many of the job's hard skills this occupation uses (O*NET); the duties spoke. */
  basis?: { title: boolean; skillsUsed: number; skillsTotal: number; duties: boolean };
}

interface AtsJobSummary {
  title: string | null;
  /** The O*NET occupation the job reads as, with what the reading rests on. */
  occupation: AtsJobReading | null;
  seniority: string;
  yearsRequired: number | null;
  degreeRequired: string | null;
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
}

export interface AtsAnalysis {
  /** 0-100, integer. */
  score: number;
  band: AtsBand;
  bandMessage: string;
  /** Suggestion messages, most important first. */
  feedback: string[];
  suggestions: AtsSuggestion[];
  /** Hard skills the job names that the resume does not name, must-haves first. */
  missingSkills: string[];
  /** Missing skills for which the resume names a related one: partial credit, never "found". */
  relatedSkills: Array<{ skill: string; via: string }>;
  roleFit: AtsRoleFit;
  /** Job keywords (skills, soft skills, title, wording) the resume contains. */
  keywordsFound: string[];
  job: AtsJobSummary;
  metadata: {
    analysis: {
      /** Keywords found (shown as "keywords found"). */
      rawScore: number;
      /** Keywords the job names (shown as "total keywords"). */
      maxPossible: number;
      components: AtsComponent[];
    };
  };
}

export interface AtsInput {
  resumeText: string;
  jobDescriptionText: string;
  /**
   * The month "Present" means, as "YYYY-MM". Passed in (the server uses the current month) so the
   * result depends only on the input; without it, the latest date written in the resume is used.
   */
  asOf?: string;
  /**
   * The job's occupation as the user corrected it ("This job is a … job"), an O*NET-SOC code
   * ("15-1252.00"); an unknown code is ignored and the job is read as usual.
   */
  jobOccupation?: string | null;
}
