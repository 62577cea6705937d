/** The job description of docs/product.md#data-model, and the validation rules that derive from it. */
import * as z from "zod";

export const JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

/** An O*NET-SOC occupation code ("15-1252.00"): how the user's "This job is a … job" is stored. */
export const OCCUPATION_CODE = /^\d{2}-\d{4}\.\d{2}$/;
export const occupationCodeSchema = z.string().regex(OCCUPATION_CODE, "occupationCode");

/**
 * The job description as the editor saves it with a resume: its fields, nothing derived. The
 * resume API, the room protocol and the editor panel all validate with this one schema.
 */
export const savedJobDescriptionSchema = z.object({
  title: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.title),
  company: z.string().trim().max(JOB_LIMITS.company).default(""),
  description: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.description),
  /**
   * The job's occupation as the user chose it on the analysis page ("This job is a … job"), which
   * replaces the engine's reading; absent when the engine reads it. The format is checked here
   * (browser, room, API); that it names a known occupation, by the server where the tables are
   * (app/server/occupations.server.ts), and the engine ignores a code it does not know.
   */
  occupation: occupationCodeSchema.optional(),
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
