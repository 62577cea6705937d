/**
 * All the proposals for one resume and one job, each already checked by the no-invention guard on
 * its own: a rule that would state anything the resume does not is dropped, never shown.
 */
import { resumeToPlainText } from "../templates/plain-text";
import type { ResumeData } from "../resume/schema";
import { DEFAULT_TEMPLATE_ID } from "../resume/template-ids";
import { analyzeTailored } from "./score";
import { applyTailoring } from "./apply";
import { findInventions } from "./guard";
import { readJob } from "./job-view";
import { reorderBullets, reorderSkills } from "./reorder";
import { skillsIn } from "./skill-text";
import { proposeSummary } from "./summary";
import type { TailorChange, TailorJob } from "./types";
import { missingSkillQuestions, skillWording } from "./wording";

export function proposeTailoring(
  resume: ResumeData,
  job: TailorJob,
  templateId: string = DEFAULT_TEMPLATE_ID,
): TailorChange[] {
  const view = readJob(job);
  const resumeText = resumeToPlainText(resume);
  const resumeSkills = skillsIn(resumeText, view.profile.programmingContext);
  const candidates: TailorChange[] = [
    ...skillWording(resume, view, resumeText, resumeSkills),
    ...[reorderSkills(resume, view)].filter((change) => change !== null),
    ...reorderBullets(resume, view),
    ...[proposeSummary(resume, view, resumeSkills)].filter((change) => change !== null),
  ];
  const safe = candidates.filter(
    (change) => findInventions(resume, applyTailoring(resume, [change], [change.id])).length === 0,
  );
  return [...neverLower(resume, job, safe, templateId), ...missingSkillQuestions(view, resumeSkills)];
}

/**
 * Only changes that do not lower the score, alone or all together ("Accept all" once took a
 * resume from 81 to 74; docs/tailoring.md#never-worse): each is tried on top of those kept so far, and dropped if the score falls.
 */
export function neverLower(
  resume: ResumeData,
  job: TailorJob,
  changes: TailorChange[],
  templateId: string = DEFAULT_TEMPLATE_ID,
): TailorChange[] {
  const kept: TailorChange[] = [];
  let current = tailorPoints(resume, job, undefined, templateId);
  for (const change of changes) {
    const next = tailorPoints(
      applyTailoring(
        resume,
        [...kept, change],
        [...kept, change].map((c) => c.id),
      ),
      job,
      undefined,
      templateId,
    );
    if (next < current) continue;
    kept.push(change);
    current = next;
  }
  return kept;
}

/**
 * The ATS score of a resume against the job: the one score every page shows (./score.ts), read from
 * the resume as its template renders it. "Accept all" once showed 83 after 90 because this rule
 * read the TXT export while the page read the template.
 */
export function tailorScore(
  resume: ResumeData,
  job: TailorJob,
  asOf?: string,
  templateId: string = DEFAULT_TEMPLATE_ID,
): number {
  return analyzeTailored(resume, templateId, job, asOf).score;
}

/**
 * The score's points before rounding (the sum of its components, to 0.1): a change that loses a
 * skill's mention costs under a point, which the whole score may not show, and is still a loss.
 */
export function tailorPoints(
  resume: ResumeData,
  job: TailorJob,
  asOf?: string,
  templateId: string = DEFAULT_TEMPLATE_ID,
): number {
  const { components } = analyzeTailored(resume, templateId, job, asOf).metadata.analysis;
  return Math.round(components.reduce((sum, component) => sum + component.earned, 0) * 10) / 10;
}

/** "Resume · Backend Engineer at Acme", bounded to the title limit (the resume's title cut first). */
export function tailoredTitle(resumeTitle: string, job: TailorJob, maxLength: number): string {
  const company = job.company.trim();
  const role = job.title.trim();
  // "Priya Raman — Senior Backend Engineer" already names the role: only the employer is added.
  const named = role.length > 0 && resumeTitle.toLowerCase().includes(role.toLowerCase());
  const suffix = named ? (company ? ` · ${company}` : "") : ` · ${role}${company ? ` at ${company}` : ""}`;
  if (!suffix) return resumeTitle.trim().slice(0, maxLength);
  if (suffix.length >= maxLength - 8) return `${resumeTitle.trim().slice(0, 20)}${suffix}`.slice(0, maxLength).trim();
  return `${resumeTitle.trim().slice(0, maxLength - suffix.length)}${suffix}`;
}
