import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "../use-dismiss";
import { useExportDownload } from "../use-export-download";

/** One download the menu offers: the format the API's `?format=` takes, and its label in the menu. */
interface ExportFormat {
  format: string;
  label: string;
}

interface Props {
  /** The document's export endpoint, without the query: `/api/resumes/{id}/export`. */
  endpoint: string;
  /** The downloaded file's name before the extension: `resume` gives resume.docx. */
  fileStem: string;
  formats: readonly ExportFormat[];
  /** Saves pending edits first, so the file is the document as it is on screen; false stops the export. */
  beforeExport: () => Promise<boolean>;
}

/** The Export menu of the resume editor and of the cover letter: one button opening the formats. */
export function ExportMenu({ endpoint, fileStem, formats, beforeExport }: Props) {
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
      await save(`${endpoint}?${new URLSearchParams({ format })}`, `${fileStem}.${format}`);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="btn-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {busy ? t("panels.export.exporting") : t("panels.export.button")}
      </button>
      {open ? (
        <ul
          role="menu"
          className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {formats.map((item) => (
            <li key={item.format} role="none">
              <button
                type="button"
                role="menuitem"
                className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => void download(item.format)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
