import { useTranslation } from "react-i18next";

/** 'What an ATS reads': the text PDF.js extracts from the exported PDF, as a parser would. */
export function AtsReadsPanel({
  text,
  loading,
  error,
}: {
  text: string | null;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (!text && !loading && error === null) return null;
  return (
    <section aria-labelledby="ats-reads-heading" aria-busy={loading} className="card mt-4 p-4">
      <h3 id="ats-reads-heading" className="text-sm font-semibold">
        {t("panels.ats.readsHeading")}
      </h3>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("panels.ats.readsHint")}</p>
      {loading ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t("panels.ats.readsLoading")}</p>
      ) : null}
      {error !== null ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {t("panels.ats.readsFailed", { reason: error || t("panels.ats.readsUnknown") })}
        </p>
      ) : null}
      {text ? (
        <pre
          data-testid="ats-reads-text"
          className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {text}
        </pre>
      ) : null}
    </section>
  );
}
