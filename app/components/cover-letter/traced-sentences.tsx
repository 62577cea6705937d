import { useTranslation } from "react-i18next";
import type { SentenceTrace } from "~/domain/cover-letter/schema";

/**
 * The drafted sentences of one paragraph that are still as drafted, each underlined with where it
 * came from on hover and on keyboard focus ("From: Experience · Acme · bullet 2"). Edited sentences
 * are simply not here any more: their trace no longer applies.
 */
export function TracedSentences({ traces }: { traces: SentenceTrace[] }) {
  const { t } = useTranslation();
  if (!traces.length) return null;
  return (
    <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="sr-only">{t("letters.traces.intro")}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {traces.map((trace, index) => {
          const from = t("letters.traces.from", { sources: trace.sources.map((source) => source.label).join("; ") });
          return (
            <li key={`${index}-${trace.sentence}`} className="group relative">
              <span
                tabIndex={0}
                data-trace={from}
                aria-label={`${trace.sentence} ${from}`}
                className="cursor-help underline decoration-sky-500 decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
              >
                {trace.sentence.length > 60 ? `${trace.sentence.slice(0, 57)}...` : trace.sentence}
              </span>
              <span
                role="tooltip"
                className="pointer-events-none absolute left-0 top-full z-30 mt-1 hidden w-72 max-w-[80vw] rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-hover:block group-focus-within:block dark:bg-white dark:text-slate-900"
              >
                {from}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
