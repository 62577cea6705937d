/** The bodies of the variant calls (docs/api.md#variants). */
import * as z from "zod";
import { savedJobDescriptionSchema } from "../resume/job-description";
import { RESUME_LANGUAGES } from "../resume/language";
import { MAX_PROPOSE_PATHS } from "./propose";

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
/** Field paths as the upstream answers them: `summary`, `experience.{entryId}.description`. */
const fieldPaths = z.array(z.string().min(1).max(160)).min(1).max(500, "tooManyChanges");

/**
 * POST /api/resumes/{id}/upstream: the waiting changes to take, or to skip, by id; or the fields of a
 * language variant to mark translated as they are (docs/variants.md#the-rules). Exactly one of the three.
 */
export const upstreamDecisionSchema = z
  .strictObject({ take: changeIds.optional(), skip: changeIds.optional(), translated: fieldPaths.optional() })
  .refine(
    (body) => [body.take, body.skip, body.translated].filter((list) => list !== undefined).length === 1,
    "upstreamDecisionKind",
  );
export type UpstreamDecisionInput = z.infer<typeof upstreamDecisionSchema>;

/** POST /api/resumes/{variantId}/propose: the variant's fields to propose to its master, as suggestions. */
export const proposeSchema = z.strictObject({
  paths: z.array(z.string().min(1).max(160)).min(1).max(MAX_PROPOSE_PATHS, "tooManyChanges"),
});
export type ProposeInput = z.infer<typeof proposeSchema>;

/**
 * Moving a master to the Trash (DELETE /api/resumes/{id}?variants=…, docs/variants.md#deleting-a-master):
 * `keep` makes its variants independent resumes, `trash` moves the caller's variants to the Trash with it.
 */
export const VARIANTS_CHOICES = ["keep", "trash"] as const;
export type VariantsChoice = (typeof VARIANTS_CHOICES)[number];

export function isVariantsChoice(value: unknown): value is VariantsChoice {
  return (VARIANTS_CHOICES as readonly unknown[]).includes(value);
}
