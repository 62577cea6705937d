/** The bodies of the tailoring calls (docs/api.md#tailoring). */
import * as z from "zod";
import { savedJobDescriptionSchema } from "../resume/api";
import { LIMITS } from "../resume/schema";

/** POST /api/resumes/{id}/tailor: the job to tailor the resume for. */
export const tailorInputSchema = z.strictObject({ jobDescription: savedJobDescriptionSchema });

/** POST /api/resumes/{id}/tailor/apply: the proposed changes the person accepted. */
export const tailorApplyInputSchema = z.strictObject({
  accepted: z.array(z.string().min(1).max(200)).max(500, "tooManyChanges"),
  /** The person's own edit of the proposed summary; checked by the guard like the rest. */
  /** Check and score only (the review view's "after" while choosing): nothing is written. */
  dryRun: z.boolean().optional(),
  summaryText: z.string().trim().min(1, "summaryEmpty").max(LIMITS.summary, "summaryMax").optional(),
});
