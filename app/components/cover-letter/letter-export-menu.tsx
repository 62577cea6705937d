import { useTranslation } from "react-i18next";
import { ExportMenu } from "../export/export-menu";

/** The letter's downloads, in the resume's Export menu (app/components/export); "PDF" reads the same in every language. */
export function LetterExportMenu({
  letterId,
  beforeExport,
}: {
  letterId: string;
  beforeExport: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const formats = [
    { format: "pdf", label: "PDF" },
    { format: "docx", label: t("panels.export.docx") },
    { format: "txt", label: t("panels.export.txt") },
  ];
  return (
    <ExportMenu
      endpoint={`/api/cover-letters/${letterId}/export`}
      fileStem="cover-letter"
      formats={formats}
      beforeExport={beforeExport}
    />
  );
}
