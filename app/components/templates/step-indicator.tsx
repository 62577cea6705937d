import { useTranslation } from "react-i18next";

const STEPS = ["choose", "customize", "download"] as const;

/** The 3-step flow; this page covers steps 1 and 2, the editor the rest. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("templates.progress")}>
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? "step" : undefined}
              className={`flex flex-col gap-2 border-t-4 pt-3 sm:flex-row sm:items-center sm:gap-3 ${
                done || active ? "border-brand-600 dark:border-brand-400" : "border-slate-200 dark:border-slate-700"
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  active
                    ? "bg-brand-600 text-white dark:bg-brand-500"
                    : done
                      ? "bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200"
                      : "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
                }`}
              >
                {done ? "✓" : step}
              </span>
              <span
                className={`text-xs font-semibold sm:text-sm ${
                  active ? "text-brand-700 dark:text-brand-300" : "text-slate-600 dark:text-slate-400"
                }`}
              >
                <span className="sr-only">{t("templates.step", { step })} </span>
                {t(`landing.steps.${label}.title`)}
                {done && <span className="sr-only"> {t("templates.completed")}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
