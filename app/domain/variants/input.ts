/** The bodies of the variant calls (docs/api.md#variants). */
import * as z from "zod";
import { savedJobDescriptionSchema } from "../resume/job-description";
import { RESUME_LANGUAGES } from "../resume/language";

/** At most this many variants per master (docs/variants.md), the Trash included. */
export const MAX_VARIANTS = 20;

/** POST /api/resumes/{id}/variants: a language variant, a job variant, or both at once. */
export const createVariantSchema = z
  .strictObject({
    language: z.enum(RESUME_LANGUAGES, { error: "unknownLanguage" }).optional(),
    jobDescription: savedJobDescriptionSchema.optional(),
  })
  .refine((body) => body.language !== undefined || body.jobDescription !== undefined, "variantKindRequired");
export type CreateVariantInput = z.infer<typeof createVariantSchema>;

const changeIds = z.array(z.string().min(1).max(64)).min(1).max(500, "tooManyChanges");

/** POST /api/resumes/{id}/upstream: the waiting changes to take, or to skip, by id. */
export const upstreamDecisionSchema = z
  .strictObject({ take: changeIds.optional(), skip: changeIds.optional() })
  .refine((body) => (body.take === undefined) !== (body.skip === undefined), "takeOrSkip");
export type UpstreamDecisionInput = z.infer<typeof upstreamDecisionSchema>;

/**
 * Moving a master to the Trash (DELETE /api/resumes/{id}?variants=…, docs/variants.md#deleting-a-master):
 * `keep` makes its variants independent resumes, `trash` moves the caller's variants to the Trash with it.
 */
export const VARIANTS_CHOICES = ["keep", "trash"] as const;
export type VariantsChoice = (typeof VARIANTS_CHOICES)[number];

export function isVariantsChoice(value: unknown): value is VariantsChoice {
  return (VARIANTS_CHOICES as readonly unknown[]).includes(value);
}
