/** The bodies POST /api/resumes/import takes (docs/api.md#resumes, docs/import.md). */
import * as z from "zod";
import { jsonResumeSchema } from "./json-resume";
import { resumeDataSchema } from "./schema";
import { TEMPLATE_IDS } from "./template-ids";

/** What the import's review screen confirmed: data in the resume model, checked like any save. */
export const parsedImportSchema = z.object({
  format: z.literal("parsed"),
  data: resumeDataSchema,
  templateId: z.enum(TEMPLATE_IDS).optional(),
});

/** A bare JSON Resume document, or {resume, templateId?} to pick the template too. */
export const jsonResumeImportSchema = z.union([
  z.object({ resume: jsonResumeSchema, templateId: z.enum(TEMPLATE_IDS).optional() }),
  jsonResumeSchema.refine(
    (doc) => doc.basics || doc.work || doc.education || doc.skills || doc.projects,
    "notJsonResume",
  ),
]);
