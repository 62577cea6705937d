/** The body of POST /api/ats-score (docs/api.md#scoring-and-files): the texts to score and, optionally, the chosen occupation. */
import * as z from "zod";
import { JOB_LIMITS, occupationCodeSchema } from "../resume/job-description";

export const atsScoreInputSchema = z.object({
  resumeText: z
    .string({ error: "resumeTextRequired" })
    .trim()
    .min(1, "resumeTextEmpty")
    .max(200_000, "resumeTextTooLong"),
  jobDescriptionText: z
    .string({ error: "jobTextRequired" })
    .trim()
    .min(1, "jobTextEmpty")
    .max(JOB_LIMITS.description + JOB_LIMITS.title + 10, "jobTextTooLong"),
  /** The job's occupation as the user chose it (the saved job's `occupation`), instead of the engine's reading. */
  jobOccupation: occupationCodeSchema.optional(),
  /** When given, the result is saved with that resume (for the dashboard and /analyze). */
  resumeId: z.string().max(64).optional(),
});
