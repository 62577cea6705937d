import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicationDay } from "~/domain/publication/api";

/** Views and downloads per day as a list of bars, over the last 7 or 30 days: numbers in text, bars for the eye. */
export function StatsBars({ days }: { days: PublicationDay[] }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<7 | 30>(7);
  const shown = days.slice(-range).reverse();
  const views = shown.reduce((sum, day) => sum + day.views, 0);
  const downloads = shown.reduce((sum, day) => sum + day.downloads, 0);
  const most = Math.max(1, ...shown.map((day) => day.views));
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700" aria-labelledby="publication-stats">
      <div className="flex items-center justify-between gap-2">
        <h3 id="publication-stats" className="text-sm font-semibold">
          {t("publishing.stats.views", { count: views })} · {t("publishing.stats.downloads", { count: downloads })}
        </h3>
        <div role="group" aria-label={t("publishing.stats.period")} className="flex gap-1">
          {([7, 30] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              className={`rounded-md px-2 py-1 text-xs ${range === option ? "bg-brand-600 text-white" : "btn-ghost"}`}
              onClick={() => setRange(option)}
            >
              {t("publishing.stats.days", { count: option })}
            </button>
          ))}
        </div>
      </div>
      <ul
        className="mt-3 max-h-56 space-y-1 overflow-y-auto text-xs"
        aria-label={t("publishing.stats.perDay", { count: range })}
      >
        {shown.map((day) => (
          <li key={day.day} className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-2">
            <span className="text-slate-500 dark:text-slate-400">{day.day}</span>
            <span className="h-2 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
              <span className="block h-2 rounded bg-brand-500" style={{ width: `${(day.views / most) * 100}%` }} />
            </span>
            <span className="tabular-nums">
              {day.views} / {day.downloads}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("publishing.stats.note")}</p>
    </section>
  );
}
