/**
 * The analysis as a schema, for the places that receive one rather than compute it: the
 * browser reading POST /api/ats-score and the editor reading a stored result (which an older
 * engine may have written in another shape). The type check at the end keeps it equal to
 * `AtsAnalysis`.
 */
import * as z from "zod";
import type { ScoreDetailText, ScoreLabelText } from "./score-texts";
import type { AtsAnalysis, AtsSuggestionType, RoleFitText, SuggestionText } from "./types";

const occupation = z.object({ code: z.string(), title: z.string() });
// Analyses stored before the reading carried its basis have only a code and a title.
const jobReading = occupation.extend({
  confidence: z.number().optional(),
  chosen: z.boolean().optional(),
  basis: z
    .object({ title: z.boolean(), skillsUsed: z.number(), skillsTotal: z.number(), duties: z.boolean() })
    .optional(),
});
/**
 * A message's code and parameters: checked for its shape only (the pages fall back to the English
 * `message` for a code they do not know).
 */
const isCoded = (value: unknown): boolean => {
  const coded = value as { code?: unknown; params?: unknown } | null;
  return (
    typeof coded === "object" &&
    coded !== null &&
    typeof coded.code === "string" &&
    typeof coded.params === "object" &&
    coded.params !== null
  );
};
const codedText = <T>() => z.custom<T>(isCoded);
/** A score item's code: some have no parameters. */
const scoreText = <T>() =>
  z.custom<T>(
    (value) => typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string",
  );
const suggestionTypes = [
  "missing-skill",
  "skill-placement",
  "job-title",
  "contact",
  "section-heading",
  "dates",
  "experience-years",
  "education",
  "weak-verb",
  "quantify",
  "soft-skill",
  "keyword",
  "length",
  "role-fit",
  "related-skill",
  "seniority",
  "stuffing",
] as const satisfies readonly AtsSuggestionType[];

export const atsAnalysisSchema = z.object({
  score: z.number(),
  band: z.enum(["excellent", "good", "poor"]),
  bandMessage: z.string(),
  feedback: z.array(z.string()),
  suggestions: z.array(
    z.object({
      type: z.enum(suggestionTypes),
      priority: z.number(),
      message: z.string(),
      text: codedText<SuggestionText>().optional(),
      section: z
        .enum(["header", "summary", "experience", "education", "skills", "projects", "certifications", "other"])
        .optional(),
      keyword: z.string().optional(),
      before: z.string().optional(),
      after: z.string().optional(),
    }),
  ),
  missingSkills: z.array(z.string()),
  relatedSkills: z.array(z.object({ skill: z.string(), via: z.string() })),
  roleFit: z.object({
    job: occupation.nullable(),
    resume: occupation.nullable(),
    relation: z.enum(["same", "sameTitle", "family", "close", "related", "distant", "unrelated"]),
    message: z.string(),
    text: codedText<RoleFitText>().optional(),
  }),
  keywordsFound: z.array(z.string()),
  job: z.object({
    title: z.string().nullable(),
    occupation: jobReading.nullable(),
    seniority: z.string(),
    yearsRequired: z.number().nullable(),
    degreeRequired: z.string().nullable(),
    mustHaveSkills: z.array(z.string()),
    niceToHaveSkills: z.array(z.string()),
  }),
  metadata: z.object({
    analysis: z.object({
      rawScore: z.number(),
      maxPossible: z.number(),
      components: z.array(
        z.object({
          id: z.enum([
            "roleFit",
            "hardSkills",
            "keywords",
            "wording",
            "jobTitle",
            "qualifications",
            "softSkills",
            "searchability",
          ]),
          label: z.string(),
          weight: z.number(),
          earned: z.number(),
          items: z.array(
            z.object({
              label: z.string(),
              matched: z.boolean(),
              status: z.enum(["found", "related", "missing"]),
              detail: z.string().optional(),
              labelText: scoreText<ScoreLabelText>().optional(),
              detailText: scoreText<ScoreDetailText>().optional(),
              points: z.number(),
              maxPoints: z.number(),
            }),
          ),
        }),
      ),
    }),
  }),
});

/** A stored result in this engine's shape, else null (the editor then shows no score until the next run). */
export function readStoredAnalysis(stored: unknown): AtsAnalysis | null {
  const parsed = atsAnalysisSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof atsAnalysisSchema>, AtsAnalysis> = true;
void schemaMatchesType;
