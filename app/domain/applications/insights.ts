/**
 * What the applications say, counted and never guessed at (docs/api.md#applications): per resume
 * how many were sent and how many reached an interview or an offer, the response rate by month,
 * and the ATS score of applications that got an interview against those that did not, each with
 * its count. With fewer than MIN_FOR_COMPARISON on a side the page shows the counts and says the
 * numbers are too small to compare.
 */
import type { ApplicationSummary, Stage } from "./schema";
import { STAGES } from "./schema";

export const MIN_FOR_COMPARISON = 5;

interface ResumeInsight {
  resumeId: string | null;
  resumeTitle: string;
  applications: number;
  sent: number;
  interviews: number;
  offers: number;
}

interface MonthInsight {
  /** "YYYY-MM" of the day it was applied. */
  month: string;
  sent: number;
  interviews: number;
}

interface ScoreGroup {
  n: number;
  /** Mean ATS score of what was sent, rounded; null when n is 0. */
  average: number | null;
}

export interface Insights {
  total: number;
  byStage: Record<Stage, number>;
  sent: number;
  interviews: number;
  offers: number;
  perResume: ResumeInsight[];
  byMonth: MonthInsight[];
  score: { interviewed: ScoreGroup; notInterviewed: ScoreGroup; comparable: boolean };
}

const wasSent = (application: ApplicationSummary) => application.appliedAt !== null;

function group(scores: number[]): ScoreGroup {
  return {
    n: scores.length,
    average: scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
  };
}

export function insightsOf(applications: readonly ApplicationSummary[]): Insights {
  const byStage = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  const resumes = new Map<string, ResumeInsight>();
  const months = new Map<string, MonthInsight>();
  const interviewed: number[] = [];
  const notInterviewed: number[] = [];
  for (const application of applications) {
    byStage[application.stage] += 1;
    const key = application.resumeId ?? `deleted:${application.resumeTitle}`;
    const resume = resumes.get(key) ?? {
      resumeId: application.resumeId,
      resumeTitle: application.resumeTitle,
      applications: 0,
      sent: 0,
      interviews: 0,
      offers: 0,
    };
    resume.applications += 1;
    if (wasSent(application)) resume.sent += 1;
    if (application.reachedInterview) resume.interviews += 1;
    if (application.stage === "offer") resume.offers += 1;
    resumes.set(key, resume);
    if (wasSent(application)) {
      const month = application.appliedAt!.slice(0, 7);
      const entry = months.get(month) ?? { month, sent: 0, interviews: 0 };
      entry.sent += 1;
      if (application.reachedInterview) entry.interviews += 1;
      months.set(month, entry);
      if (application.sentScore !== null)
        (application.reachedInterview ? interviewed : notInterviewed).push(application.sentScore);
    }
  }
  const score = { interviewed: group(interviewed), notInterviewed: group(notInterviewed) };
  return {
    total: applications.length,
    byStage,
    sent: applications.filter(wasSent).length,
    interviews: applications.filter((application) => application.reachedInterview).length,
    offers: byStage.offer,
    perResume: [...resumes.values()].sort(
      (a, b) => b.applications - a.applications || a.resumeTitle.localeCompare(b.resumeTitle),
    ),
    byMonth: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    score: {
      ...score,
      comparable: score.interviewed.n >= MIN_FOR_COMPARISON && score.notInterviewed.n >= MIN_FOR_COMPARISON,
    },
  };
}
