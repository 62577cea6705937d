/** The job description of SPEC.md section 3, and the rules of section 5 that derive from it. */
import { z } from "zod";

export const JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

export const jobDescriptionInputSchema = z.object({
  title: z.string().trim().min(1, "Please enter job title and description").max(JOB_LIMITS.title),
  company: z.string().trim().max(JOB_LIMITS.company).optional().default(""),
  description: z.string().trim().min(1, "Please enter job title and description").max(JOB_LIMITS.description),
});

export type JobDescriptionInput = z.input<typeof jobDescriptionInputSchema>;

export interface JobDescription {
  title: string;
  company: string;
  description: string;
  /** Lines of the description that carry a bullet, dash or asterisk, marker removed. */
  requirements: string[];
  /** The trimmed description. */
  text: string;
}

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

export function buildJobDescription(input: { title: string; company?: string; description: string }): JobDescription {
  return {
    title: input.title.trim(),
    company: (input.company ?? "").trim(),
    description: input.description,
    requirements: deriveRequirements(input.description),
    text: input.description.trim(),
  };
}
