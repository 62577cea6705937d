/** Drop a file here or pick one: the whole area is a labelled file input, so keyboards and screen readers reach it. */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMPORT_ACCEPT } from "~/domain/import/file";

export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={`relative flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-12 text-center transition focus-within:ring-2 focus-within:ring-brand-500 ${
        over
          ? "border-brand-500 bg-brand-50 dark:bg-brand-950/40"
          : "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        className="h-10 w-10 text-slate-400"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
        />
      </svg>
      <label htmlFor={id} className="cursor-pointer text-base font-semibold text-brand-700 dark:text-brand-300">
        {t("importPage.choose")}
        <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">{t("importPage.dropHint")}</span>
      </label>
      <p id={`${id}-linkedin`} className="max-w-xl text-xs text-slate-600 dark:text-slate-400">
        {t("importPage.linkedInHowTo")}
      </p>
      <input
        id={id}
        aria-describedby={`${id}-linkedin`}
        type="file"
        accept={IMPORT_ACCEPT}
        disabled={disabled}
        className="absolute inset-0 cursor-pointer opacity-0"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Picking the same file again after an error must fire again.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
