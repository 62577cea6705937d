import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "../use-dismiss";
import { useExportDownload } from "../use-export-download";

/** Labels from the resume's Export menu (panels.export); "PDF" reads the same in every language. */
const FORMATS = [
  { format: "pdf", label: null },
  { format: "docx", label: "panels.export.docx" },
  { format: "txt", label: "panels.export.txt" },
] as const;

/** The letter's downloads; each saves pending edits first, so the file is the letter on screen. */
export function LetterExportMenu({ letterId, beforeExport }: { letterId: string; beforeExport: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const save = useExportDownload();
  useDismiss(open, () => setOpen(false), ref);

  async function download(format: string) {
    setBusy(true);
    try {
      setOpen(false);
      if (!(await beforeExport())) return;
      await save(`/api/cover-letters/${letterId}/export?format=${format}`, `cover-letter.${format}`);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <div ref={ref} className="relative">
      <button type="button" className="btn-secondary" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {busy ? t("panels.export.exporting") : t("panels.export.button")}
      </button>
      {open ? (
        <ul role="menu" className="absolute right-0 z-40 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {FORMATS.map((item) => (
            <li key={item.format} role="none">
              <button type="button" role="menuitem" className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => void download(item.format)}>
                {item.label ? t(item.label) : "PDF"}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
