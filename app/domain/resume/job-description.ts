/** The job description of docs/product.md#data-model, and the validation rules that derive from it. */
import * as z from "zod";

export const JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

/**
 * The job description as the editor saves it with a resume: its fields, nothing derived. The
 * resume API, the room protocol and the editor panel all validate with this one schema.
 */
export const savedJobDescriptionSchema = z.object({
  title: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.title),
  company: z.string().trim().max(JOB_LIMITS.company).default(""),
  description: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.description),
});
export type SavedJobDescription = z.infer<typeof savedJobDescriptionSchema>;

const BULLET_LINE = /^\s*[•●▪◦‣∙·\-–—*]\s*(.+)$/;

export function deriveRequirements(description: string): string[] {
  const requirements: string[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = BULLET_LINE.exec(line);
    const item = match?.[1]?.trim();
    if (item) requirements.push(item);
  }
  return requirements;
}
