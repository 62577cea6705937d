/**
 * What the ATS score would be with the pending suggestions accepted: the resume "with all
 * suggestions" scored like the resume itself (POST /api/ats-score, not stored), 1.5 s after the
 * last change, and said as "+6 if you accept Ana's 4 suggestions".
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedJobDescription } from "~/domain/resume/api";
import { htmlToText } from "~/domain/templates/html-to-text";
import { apiRequest } from "~/lib/api-client";
import { atsAnswer } from "~/lib/api-responses";

const DEBOUNCE_MS = 1500;

export function SuggestedScore({
  html,
  jobDescription,
  score,
  pending,
}: {
  html: string | null;
  jobDescription: SavedJobDescription | null;
  score: number | null;
  pending: Array<{ name: string; count: number }>;
}) {
  const { t } = useTranslation();
  const [suggested, setSuggested] = useState<number | null>(null);
  useEffect(() => {
    setSuggested(null);
    if (!html || !jobDescription) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      apiRequest("/api/ats-score", atsAnswer, {
        body: {
          resumeText: htmlToText(html),
          jobDescriptionText: `${jobDescription.title}\n${jobDescription.description}`,
          jobOccupation: jobDescription.occupation,
        },
      })
        .then((analysis) => {
          if (!cancelled) setSuggested(analysis.score);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [html, jobDescription]);
  if (suggested === null || score === null || pending.length === 0) return null;
  const difference = suggested - score;
  const delta = difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : "±0";
  const count = pending.reduce((sum, author) => sum + author.count, 0);
  return (
    <p
      role="status"
      data-testid="suggested-score"
      className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {pending.length === 1
        ? t("suggestions.atsGain", { delta, name: pending[0]!.name, count })
        : t("suggestions.atsGainMany", { delta, count })}
    </p>
  );
}
