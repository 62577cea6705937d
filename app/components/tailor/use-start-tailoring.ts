import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { SavedJobDescription } from "~/domain/resume/api";
import { apiRequest } from "~/lib/api-client";
import { errorText } from "~/i18n/api-errors";

const tailorAnswer = z.object({ resumeId: z.string().min(1) });

/** "Tailor for this job": makes the tailored copy, then opens its review view. */
export function useStartTailoring() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  async function start(resumeId: string, jobDescription: SavedJobDescription): Promise<string | null> {
    setBusy(true);
    try {
      const { resumeId: copyId } = await apiRequest(
        `/api/resumes/${encodeURIComponent(resumeId)}/tailor`,
        tailorAnswer,
        { body: { jobDescription } },
      );
      navigate(`/tailor/${copyId}`);
      return null;
    } catch (error) {
      setBusy(false);
      return errorText(t, error, t("tailor.dialog.failed"));
    }
  }
  return { start, busy };
}

/** The editor's "Tailor for this job": the copy is made from the saved resume, so what is on screen is saved first. */
export function useTailorFromEditor({
  resumeId,
  canEdit,
  flushEdits,
  toast,
}: {
  resumeId: string;
  canEdit: boolean;
  flushEdits: () => Promise<boolean>;
  toast: (message: string, kind: "error") => void;
}) {
  const { start, busy } = useStartTailoring();
  const { t } = useTranslation();
  async function tailor(jobDescription: SavedJobDescription) {
    if (canEdit && !(await flushEdits())) {
      toast(t("editorChrome.toast.saveBeforeTailor"), "error");
      return;
    }
    const error = await start(resumeId, jobDescription);
    if (error) toast(error, "error");
  }
  return { tailor, busy };
}
