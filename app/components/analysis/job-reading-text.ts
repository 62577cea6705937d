/**
 * What the analysis page says about the engine's reading of the job ("Reads as Software
 * Developers, from the title and 9 of 11 skills · likely"), as translation keys and values. Pure,
 * so its rules are tested without a page.
 */
import type { AtsJobReading } from "~/domain/ats";

/** The confidence in words: sure from 0.75, likely from 0.5, unsure below. */
export const CONFIDENCE_WORDS = { sure: 0.75, likely: 0.5 } as const;
export type ConfidenceWord = "sure" | "likely" | "unsure";

export function confidenceWord(confidence: number): ConfidenceWord {
  if (confidence >= CONFIDENCE_WORDS.sure) return "sure";
  if (confidence >= CONFIDENCE_WORDS.likely) return "likely";
  return "unsure";
}

export type BasisKey = "chosen" | "titleSkills" | "title" | "skillsDuties" | "skills" | "duties" | "unknown";

/**
 * Where the reading comes from: the user's choice, or the evidence that spoke. The skills count only
 * when some of the job's skills spoke ("from the title and 0 of 1 skills" says nothing the title
 * does not); without a title, "the skills and duties" (docs/ats-reading.md).
 */
export function basisOf(reading: Pick<AtsJobReading, "chosen" | "basis">): {
  key: BasisKey;
  used: number;
  total: number;
} {
  const basis = reading.basis;
  if (reading.chosen) return { key: "chosen", used: 0, total: 0 };
  if (!basis) return { key: "unknown", used: 0, total: 0 };
  const { skillsUsed: used, skillsTotal: total } = basis;
  const skills = total > 0 && used > 0;
  const key: BasisKey = basis.title
    ? skills
      ? "titleSkills"
      : "title"
    : skills
      ? basis.duties
        ? "skillsDuties"
        : "skills"
      : basis.duties
        ? "duties"
        : "unknown";
  return { key, used, total };
}
