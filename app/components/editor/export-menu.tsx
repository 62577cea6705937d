import { useTranslation } from "react-i18next";
import { ExportMenu as DocumentExportMenu } from "../export/export-menu";

const FORMATS = ["pdf", "docx", "txt", "json"] as const;

/** The resume's other export formats, next to Generate PDF (the shared menu, app/components/export). */
export function ExportMenu({ resumeId, beforeExport }: { resumeId: string; beforeExport: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const formats = FORMATS.map((format) => ({ format, label: t(`panels.export.${format}`) }));
  return (
    <DocumentExportMenu
      endpoint={`/api/resumes/${resumeId}/export`}
      fileStem="resume"
      formats={formats}
      beforeExport={beforeExport}
    />
  );
}
