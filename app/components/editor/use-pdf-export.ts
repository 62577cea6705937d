import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resumeFileName } from "~/domain/resume/file-name";
import type { ResumeData, PageSize } from "~/domain/resume/schema";
import type { TemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { apiRequest } from "~/lib/api-client";
import { fileUrlAnswer } from "~/lib/api-responses";
import { retryWhenBusy } from "~/lib/retry-when-busy";
import { loadPdfjs } from "../pdf-viewer/load-pdfjs";
import type { useToast } from "../toast";

interface AtsReads {
  text: string | null;
  loading: boolean;
  /** Why the PDF could not be read (PDF.js's words, "" when it gave none); the panel frames it in the interface language. */
  error: string | null;
}

/**
 * Generate PDF: the resume as it looks now, rendered by the server, opened in a new tab; then
 * 'What an ATS reads', the PDF's text extracted in the browser as a parser would.
 */
export function usePdfExport({
  data,
  templateId,
  pageSize,
  toast,
}: {
  data: ResumeData;
  templateId: TemplateId;
  pageSize: PageSize;
  toast: ReturnType<typeof useToast>;
}) {
  const { t } = useTranslation();
  const [generating, setGenerating] = useState(false);
  const [atsReads, setAtsReads] = useState<AtsReads>({ text: null, loading: false, error: null });

  async function readAsAts(url: string) {
    setAtsReads({ text: null, loading: true, error: null });
    try {
      const { extractPdfText } = await loadPdfjs();
      setAtsReads({ text: await extractPdfText(url), loading: false, error: null });
    } catch (error) {
      setAtsReads({ text: null, loading: false, error: error instanceof Error ? error.message : "" });
    }
  }

  async function generatePdf() {
    setGenerating(true);
    try {
      const body = {
        html: renderResumeHtml(data, templateId, { pageSize, assetBaseUrl: window.location.origin }),
        fileName: resumeFileName(data.personalInfo.fullName),
        pageSize,
      };
      // A full renderer queue says so and is asked again after the wait it names (lib/retry-when-busy.ts).
      const { url } = await retryWhenBusy(() => apiRequest("/api/generate-pdf", fileUrlAnswer, { body }), {
        onWait: (seconds) => toast(t("editorChrome.toast.pdfBusy", { seconds }), "info"),
      });
      window.open(url, "_blank", "noopener");
      // In English, the texts users of the earlier product know (docs/product.md#constants).
      toast(t("editorChrome.toast.pdfDone"));
      void readAsAts(url);
    } catch {
      toast(t("editorChrome.toast.pdfFailed"), "error");
    } finally {
      setGenerating(false);
    }
  }

  return { generating, generatePdf, atsReads };
}
