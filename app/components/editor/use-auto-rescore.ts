import { useEffect, useRef } from "react";
import type { SavedJobDescription } from "~/domain/resume/api";

/**
 * The automatic re-score: once a job description is saved, every change to the resume re-scores
 * `debounceMs` after the last one (whether or not the user ever clicked 'Get ATS Score'), and
 * saving a different job description (or choosing what the job is, on the analysis page) re-scores at once. Opening the editor does neither: the
 * stored score is still the latest.
 */
export function useAutoRescore({
  html,
  jobDescription,
  rescore,
  debounceMs,
}: {
  html: string;
  jobDescription: SavedJobDescription | null;
  rescore: () => void;
  debounceMs: number;
}): void {
  const latest = useRef(rescore);
  latest.current = rescore;
  const jobKey = jobDescription
    ? JSON.stringify([
        jobDescription.title,
        jobDescription.company,
        jobDescription.description,
        jobDescription.occupation ?? null,
      ])
    : null;
  const hasJob = jobKey !== null;

  const seenHtml = useRef(html);
  useEffect(() => {
    if (seenHtml.current === html) return;
    seenHtml.current = html;
    if (!hasJob) return;
    const timer = setTimeout(() => latest.current(), debounceMs);
    return () => clearTimeout(timer);
  }, [html, hasJob, debounceMs]);

  const seenJob = useRef(jobKey);
  useEffect(() => {
    if (seenJob.current === jobKey) return;
    seenJob.current = jobKey;
    if (jobKey !== null) latest.current();
  }, [jobKey]);
}
