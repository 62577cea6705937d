/**
 * The analysis page's reading of the job: "Reads as Software Developers, from the title and 9 of
 * 11 skills · likely", and for those who may edit the resume the control that corrects it ("This
 * job is a … job") and the one that undoes the correction. Both post to the page's action, which
 * saves the occupation on the resume's saved job; the page's data then reloads with the new score.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AtsJobReading } from "~/domain/ats";
import type { ErrorCode, ErrorParams } from "~/lib/error-catalogue";
import { actionErrorText } from "~/i18n/api-errors";
import { basisOf, confidenceWord } from "./job-reading-text";
import { OccupationCombobox } from "./occupation-combobox";

/** What the page's action answers for "occupation". */
export interface OccupationAnswer {
  error: string | null;
  code?: ErrorCode;
  params?: ErrorParams;
  /** The occupation now chosen ("" when cleared). */
  chosen?: string;
  title?: string;
}

const CONFIDENCE_TONES = {
  sure: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  likely: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  unsure: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
} as const;

export function JobReading({ reading, canEdit }: { reading: AtsJobReading | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<OccupationAnswer>();
  const saving = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const basis = reading ? basisOf(reading) : null;
  const word = reading?.confidence === undefined ? null : confidenceWord(reading.confidence);
  const save = (code: string) => fetcher.submit({ intent: "occupation", code }, { method: "post" });

  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700" data-testid="job-reading">
      <h3 className="text-sm font-semibold">{t("analysis.reading.heading")}</h3>
      {reading && basis ? (
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="job-reading-text">
          <span>
            {t("analysis.reading.readsAs", {
              occupation: reading.title,
              basis: t(`analysis.reading.basis.${basis.key}`, { used: basis.used, total: basis.total }),
            })}
          </span>
          {word && !reading.chosen ? (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${CONFIDENCE_TONES[word]}`}
              data-testid="job-reading-confidence"
            >
              {t("analysis.reading.confidenceLabel", { word: t(`analysis.reading.confidence.${word}`) })}
            </span>
          ) : null}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("analysis.reading.unread")}</p>
      )}
      {canEdit ? (
        <div className="mt-3 space-y-3">
          <div className="max-w-xl">
            <OccupationCombobox disabled={saving} onChoose={(option) => void save(option.code)} />
          </div>
          {reading?.chosen ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="occupation" />
              <input type="hidden" name="code" value="" />
              <button type="submit" className="btn-secondary" disabled={saving}>
                {t("analysis.reading.automatic")}
              </button>
            </fetcher.Form>
          ) : null}
          <p role="status" className="text-sm" data-testid="job-reading-status">
            {saving ? (
              t("analysis.reading.saving")
            ) : answer?.error ? (
              <span className="text-red-700 dark:text-red-400">{actionErrorText(t, answer)}</span>
            ) : answer?.chosen ? (
              t("analysis.reading.saved", { occupation: answer.title ?? answer.chosen })
            ) : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
