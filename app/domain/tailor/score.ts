/**
 * The ATS score of a resume as the editor's panel and /analyze read it: the text of the rendered
 * template, against the job's title and description, and the job's occupation when the user chose one. The tailoring view's "after" (in the browser)
 * and the apply call (on the server) use this one function, so they agree.
 */
import { analyzeAts, type AtsAnalysis } from "../ats";
import type { ResumeData } from "../resume/schema";
import { htmlToText } from "../templates/html-to-text";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "../resume/template-ids";
import { renderResumeHtml } from "../templates/render";
import { jobText } from "./job-view";
import type { TailorJob } from "./types";

export function analyzeTailored(data: ResumeData, templateId: string, job: TailorJob, asOf?: string): AtsAnalysis {
  const template = isTemplateId(templateId) ? templateId : DEFAULT_TEMPLATE_ID;
  return analyzeAts({
    resumeText: htmlToText(renderResumeHtml(data, template)),
    jobDescriptionText: jobText(job),
    asOf,
    jobOccupation: job.occupation,
  });
}

/** "YYYY-MM" of now: what "Present" means in date ranges. */
export function currentMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}
