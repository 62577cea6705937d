/** The public shape of an ATS analysis: what POST /api/ats-score returns and the editor panel shows. */
import type { ResumeSectionKind } from "./parse-resume";

export type AtsBand = "excellent" | "good" | "poor";

/** SPEC.md section 9: the band texts users of the earlier product know. */
export const ATS_BAND_MESSAGES: Readonly<Record<AtsBand, string>> = {
  excellent: "Excellent! Your resume is ATS-optimized.",
  good: "Good score with room for improvement.",
  poor: "Needs improvement to pass ATS filters.",
};
export const ATS_EXCELLENT_MESSAGE = ATS_BAND_MESSAGES.excellent;
export const ATS_GOOD_MESSAGE = ATS_BAND_MESSAGES.good;
export const ATS_POOR_MESSAGE = ATS_BAND_MESSAGES.poor;
/** Lower bounds of the bands (SPEC.md section 9: 80 or more, 60 to 79, below 60). */
export const ATS_BAND_THRESHOLDS = { excellent: 80, good: 60 } as const;

export function bandFor(score: number): AtsBand {
  if (score >= ATS_BAND_THRESHOLDS.excellent) return "excellent";
  if (score >= ATS_BAND_THRESHOLDS.good) return "good";
  return "poor";
}

export type AtsComponentId = "hardSkills" | "jobTitle" | "softSkills" | "keywords" | "qualifications" | "searchability";

export interface AtsComponentItem {
  label: string;
  matched: boolean;
  /** Why it counts, or where it was found: "Must-have · found in Experience". */
  detail?: string;
  /** Points this item earned, so the panel can show where every point came from. */
  points: number;
  /** Points this item could earn. */
  maxPoints: number;
}

export interface AtsComponent {
  id: AtsComponentId;
  label: string;
  /** Points available in this analysis (nominal weight, plus any weight moved in from components the job gives nothing to check for). */
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
  | "length";

export interface AtsSuggestion {
  type: AtsSuggestionType;
  /** Higher first; feedback is ordered by it. */
  priority: number;
  message: string;
  section?: ResumeSectionKind;
  keyword?: string;
  /** The resume text as written, for rewrites. */
  before?: string;
  /** A suggested rewrite of `before`. */
  after?: string;
}

export interface AtsJobSummary {
  title: string | null;
  roleFamily: string | null;
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
  /** Hard skills the job names that the resume lacks, must-haves first. */
  missingSkills: string[];
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
}
