import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AtsAnalysis } from "~/domain/ats";
import { readStoredAnalysis } from "~/domain/ats/analysis-schema";
import type { SavedJobDescription } from "~/domain/resume/api";
import { htmlToText } from "~/domain/templates/html-to-text";
import { errorText } from "~/i18n/api-errors";
import { reportTextsIn } from "~/i18n/report-texts";
import { apiRequest } from "~/lib/api-client";
import { atsAnswer, fileUrlAnswer } from "~/lib/api-responses";
import { useDismissToast, type useToast } from "../toast";
import { useAutoRescore } from "./use-auto-rescore";

const RESCORE_DEBOUNCE_MS = 1500;

interface Options {
  resumeId: string;
  resumeTitle: string;
  /** Only editors' scores are stored with the resume; a viewer's stays on their screen. */
  canEdit: boolean;
  /** The rendered resume: what is scored is the text a parser would read from it. */
  html: string;
  jobDescription: SavedJobDescription | null;
  storedResult: unknown;
  toast: ReturnType<typeof useToast>;
}

/** The editor's ATS score: on request, again after every change (debounced), and the PDF report. */
export function useAts({ resumeId, resumeTitle, canEdit, html, jobDescription, storedResult, toast }: Options) {
  const [analysis, setAnalysis] = useState<AtsAnalysis | null>(() => readStoredAnalysis(storedResult));
  const [analyzing, setAnalyzing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { t, i18n } = useTranslation();
  const dismissToast = useDismissToast();
  // "Please add job description" stays 8 s: taken back as soon as a job is scored, not left over the score.
  const noJobToast = useRef<number | null>(null);

  async function analyze({ quiet = false } = {}) {
    if (!jobDescription) {
      // In English, the texts users of the earlier product know (docs/product.md#constants).
      if (!quiet) noJobToast.current = toast(t("editorChrome.toast.atsNoJob"), "error");
      return;
    }
    setAnalyzing(true);
    try {
      setAnalysis(
        await apiRequest("/api/ats-score", atsAnswer, {
          body: {
            resumeText: htmlToText(html),
            jobDescriptionText: `${jobDescription.title}\n${jobDescription.description}`,
            jobOccupation: jobDescription.occupation,
            resumeId: canEdit ? resumeId : undefined,
          },
        }),
      );
      if (noJobToast.current !== null) dismissToast(noJobToast.current);
      noJobToast.current = null;
    } catch (error) {
      // The server's reason when it gave one (the scoring limit, docs/limits.md#scoring).
      if (!quiet) toast(errorText(t, error, t("editorChrome.toast.atsFailed")), "error");
    } finally {
      setAnalyzing(false);
    }
  }

  useAutoRescore({
    html,
    jobDescription,
    rescore: () => void analyze({ quiet: true }),
    debounceMs: RESCORE_DEBOUNCE_MS,
  });

  async function exportReport() {
    if (!analysis) return;
    setExporting(true);
    try {
      // The report's renderer loads on this click, not with the editor (docs/performance.md).
      const { atsReportFileName, renderAtsReportHtml } = await import("~/domain/ats/report-html");
      const date = new Date().toISOString().slice(0, 10);
      // In the language the user reads the panel in (docs/i18n.md).
      const reportHtml = renderAtsReportHtml(
        analysis,
        { resumeTitle, jobTitle: jobDescription?.title ?? "", company: jobDescription?.company ?? "", date },
        reportTextsIn(t, i18n.language),
      );
      const { url } = await apiRequest("/api/generate-pdf", fileUrlAnswer, {
        body: { html: reportHtml, fileName: atsReportFileName(date) },
      });
      window.open(url, "_blank", "noopener");
    } catch {
      toast(t("editorChrome.toast.reportFailed"), "error");
    } finally {
      setExporting(false);
    }
  }

  return { analysis, analyzing, exporting, analyze, exportReport, clear: () => setAnalysis(null) };
}
