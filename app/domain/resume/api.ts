/** Request bodies of the resume API, validated by the same model the editor uses. */
import * as z from "zod";
import { TEMPLATE_IDS } from "./template-ids";
import { savedJobDescriptionSchema, type SavedJobDescription } from "./job-description";

export { savedJobDescriptionSchema, type SavedJobDescription };
import { PAGE_SIZES, resumeDataSchema } from "./schema";

export const TITLE_MAX = 120;

const templateId = z.enum(TEMPLATE_IDS, { error: "unknownTemplate" });
const title = z.string().trim().min(1, "titleEmpty").max(TITLE_MAX, "titleMax");

export const createResumeSchema = z.strictObject({
  templateId,
  data: resumeDataSchema,
  title: title.optional(),
});

export const updateResumeSchema = z
  .strictObject({
    data: resumeDataSchema.optional(),
    templateId: templateId.optional(),
    title: title.optional(),
    /** null removes the saved job description (the editor's Clear). */
    jobDescription: savedJobDescriptionSchema.nullable().optional(),
    pageSize: z.enum(PAGE_SIZES).optional(),
    /** When given, the write only happens if the stored resume is still at this version. */
    baseVersion: z.number().int().positive().optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== "baseVersion"), "nothingToUpdate");

export type CreateResumeInput = z.infer<typeof createResumeSchema>;
export type UpdateResumeInput = z.infer<typeof updateResumeSchema>;

export type ResumeRole = "owner" | "editor" | "suggester" | "viewer";

/** What the list endpoint and the dashboard show for each resume. */
export interface ResumeSummary {
  id: string;
  title: string;
  templateId: string;
  updatedAt: string;
  atsScore: number | null;
  role: ResumeRole;
  ownerName: string;
  /** Who the owner shared it with (the owner's own resumes only): a name, or the invited address. */
  collaborators?: Array<{ name: string; role: "editor" | "suggester" | "viewer" }>;
  /** Its variants not in the Trash, whoever owns them: on the owner's own masters only (docs/variants.md). */
  variantCount?: number;
}

export interface ResumeDocument extends ResumeSummary {
  data: z.infer<typeof resumeDataSchema>;
  jobDescription: SavedJobDescription | null;
  atsResult: unknown;
  pageSize: (typeof PAGE_SIZES)[number];
  version: number;
  createdAt: string;
}
