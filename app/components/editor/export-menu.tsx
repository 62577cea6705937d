import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "../use-dismiss";
import { useExportDownload } from "../use-export-download";

const FORMATS = ["pdf", "docx", "txt", "json"] as const;

/**
 * The other export formats, next to Generate PDF. Each saves pending edits first, so the file is
 * the resume as it is on screen.
 */
export function ExportMenu({ resumeId, beforeExport }: { resumeId: string; beforeExport: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const save = useExportDownload();

  useDismiss(open, () => setOpen(false), ref);

  async function download(format: string) {
    setBusy(format);
    try {
      setOpen(false);
      if (!(await beforeExport())) return;
      await save(`/api/resumes/${resumeId}/export?format=${format}`, `resume.${format}`);
    } finally {
      setBusy(null);
      setOpen(false);
    }
  }

  return (
    <div ref={ref} className="relative">
      <button type="button" className="btn-secondary" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {busy ? t("panels.export.exporting") : t("panels.export.button")}
      </button>
      {open ? (
        <ul role="menu" className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {FORMATS.map((format) => (
            <li key={format} role="none">
              <button type="button" role="menuitem" className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => void download(format)}>
                {t(`panels.export.${format}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
