import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { errorText } from "~/i18n/api-errors";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { SavedJobDescription } from "~/domain/resume/job-description";
import { apiRequest } from "~/lib/api-client";

const createdAnswer = z.object({ id: z.string().min(1), created: z.boolean() });

/**
 * "Write a cover letter for this job" under the job description: makes (or reopens: one letter per
 * job) the resume's letter for the saved job, drafted from the resume, and opens its editor.
 */
export function WriteLetterButton({
  resumeId,
  jobDescription,
  beforeCreate,
  toast,
}: {
  resumeId: string;
  jobDescription: SavedJobDescription | null;
  /** Saves pending resume edits, so the draft reads the resume as it is on screen. */
  beforeCreate: () => Promise<boolean>;
  toast: (text: string, tone?: "success" | "error" | "info") => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function write() {
    if (!jobDescription) return;
    setBusy(true);
    try {
      if (!(await beforeCreate())) return;
      const letter = await apiRequest(`/api/resumes/${resumeId}/cover-letters`, createdAnswer, {
        body: { jobDescription },
      });
      if (!letter.created) toast(t("letters.card.exists"), "info");
      navigate(`/cover-letters/${letter.id}`);
    } catch (error) {
      toast(errorText(t, error, t("letters.card.failed")), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{t("letters.card.heading")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {jobDescription ? t("letters.card.ready") : t("letters.card.needJob")}
      </p>
      <button
        type="button"
        className="btn-secondary mt-3 w-full"
        disabled={!jobDescription || busy}
        aria-busy={busy}
        onClick={() => void write()}
      >
        {busy ? t("letters.card.drafting") : t("letters.card.write")}
      </button>
    </div>
  );
}
