/**
 * Insights that are true (app/domain/applications/insights.ts): counts with their n, a response
 * rate only over what was sent, and no comparison of scores on small numbers. Each chart is bars
 * drawn by CSS next to the same figures in words, so a screen reader hears what the eye sees.
 */
import { useTranslation } from "react-i18next";
import { MIN_FOR_COMPARISON, type Insights } from "~/domain/applications/insights";
import { STAGES } from "~/domain/applications/schema";

function Bar({ value, max, tone }: { value: number; max: number; tone: string }) {
  return (
    <span aria-hidden="true" className="block h-2 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
      <span
        className={`block h-full rounded-full ${tone}`}
        style={{ width: `${max ? Math.round((value / max) * 100) : 0}%` }}
      />
    </span>
  );
}

export function InsightsPanel({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  const rate = insights.sent ? Math.round((insights.interviews / insights.sent) * 100) : 0;
  const maxStage = Math.max(1, ...STAGES.map((stage) => insights.byStage[stage]));
  const maxMonth = Math.max(1, ...insights.byMonth.map((month) => month.sent));
  const { interviewed, notInterviewed, comparable } = insights.score;
  const group = (key: "interviewed" | "notInterviewed", value: typeof interviewed) =>
    t(`applications.insights.${key}`, { average: value.average ?? "—", n: value.n });
  return (
    <section aria-labelledby="insights-heading" className="space-y-6" data-testid="insights">
      <h2 id="insights-heading" className="text-xl font-semibold">
        {t("applications.insights.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[
          ["total", insights.total],
          ["sent", insights.sent],
          ["interviews", insights.interviews],
          ["offers", insights.offers],
        ].map(([key, value]) => (
          <div key={key} className="card p-4">
            <dt className="text-xs text-slate-600 dark:text-slate-300">
              {t(`applications.insights.${key as "total"}`)}
            </dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`insight-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="card col-span-2 p-4 sm:col-span-1">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t("applications.insights.responseRate")}</dt>
          <dd className="text-sm font-semibold" data-testid="insight-rate">
            {t("applications.insights.responseRateValue", {
              rate,
              interviews: insights.interviews,
              sent: insights.sent,
            })}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card p-4">
          <h3 className="font-semibold">{t("applications.insights.byStage")}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {STAGES.map((stage) => (
              <li key={stage} className="flex items-center gap-3">
                <span className="w-28 shrink-0">
                  {t(`applications.stage.${stage}`)}: <span className="tabular-nums">{insights.byStage[stage]}</span>
                </span>
                <Bar value={insights.byStage[stage]} max={maxStage} tone="bg-brand-500" />
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-4">
          <h3 className="font-semibold">{t("applications.insights.byMonth")}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {insights.byMonth.map((month) => (
              <li key={month.month} className="space-y-1">
                <span>{t("applications.insights.monthLine", { ...month })}</span>
                <span className="flex gap-1">
                  <Bar value={month.sent} max={maxMonth} tone="bg-brand-500" />
                  <Bar value={month.interviews} max={maxMonth} tone="bg-amber-500" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-4">
          <h3 className="font-semibold">{t("applications.insights.byResume")}</h3>
          <ul className="mt-3 space-y-2 text-sm" data-testid="insight-resumes">
            {insights.perResume.map((resume) => (
              <li key={`${resume.resumeId}-${resume.resumeTitle}`}>
                <span className="font-medium">{resume.resumeTitle}</span>:{" "}
                {t("applications.insights.resumeLine", { ...resume })}
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-4">
          <h3 className="font-semibold">{t("applications.insights.scores")}</h3>
          <ul className="mt-3 space-y-1 text-sm">
            <li>{group("interviewed", interviewed)}</li>
            <li>{group("notInterviewed", notInterviewed)}</li>
          </ul>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
            {comparable
              ? t("applications.insights.noCause", { n: interviewed.n + notInterviewed.n })
              : t("applications.insights.tooFew", { min: MIN_FOR_COMPARISON })}
          </p>
        </div>
      </div>
    </section>
  );
}
