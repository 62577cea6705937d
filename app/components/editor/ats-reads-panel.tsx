/** 'What an ATS reads': the text PDF.js extracts from the exported PDF, as a parser would. */
export function AtsReadsPanel({ text, loading, error }: { text: string | null; loading: boolean; error: string | null }) {
  if (!text && !loading && !error) return null;
  return (
    <section aria-labelledby="ats-reads-heading" aria-busy={loading} className="card mt-4 p-4">
      <h3 id="ats-reads-heading" className="text-sm font-semibold">
        What an ATS reads
      </h3>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">The text extracted from your exported PDF, in the order a parser gets it.</p>
      {loading ? <p className="mt-3 text-sm text-slate-500">Reading the PDF...</p> : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {text ? (
        <pre data-testid="ats-reads-text" className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {text}
        </pre>
      ) : null}
    </section>
  );
}
