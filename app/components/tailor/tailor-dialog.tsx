import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { JOB_LIMITS, savedJobDescriptionSchema } from "~/domain/resume/job-description";
import { ModalDialog } from "../modal-dialog";
import { useStartTailoring } from "./use-start-tailoring";

/** The dashboard's "Tailor for a job": the job's title, company and description, then the tailored copy. */
export function TailorDialog({
  open,
  resumeId,
  resumeTitle,
  onClose,
}: {
  open: boolean;
  resumeId: string;
  resumeTitle: string;
  onClose: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const { start, busy } = useStartTailoring();
  const [error, setError] = useState<string | null>(null);
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(34rem,calc(100vw-2rem))]">
      <form
        className="space-y-4 p-5"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const parsed = savedJobDescriptionSchema.safeParse({
            title: form.get("title"),
            company: form.get("company"),
            description: form.get("description"),
          });
          if (!parsed.success) {
            // The schema's first refusal is the empty title or description: the job panel's words for it.
            setError(t("panels.job.required"));
            return;
          }
          setError(null);
          setError(await start(resumeId, parsed.data));
        }}
      >
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t("tailor.dialog.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("tailor.dialog.intro", { title: resumeTitle })}
          </p>
        </div>
        <label className="block text-sm font-medium">
          {t("tailor.dialog.jobTitle")}
          <input
            name="title"
            aria-required="true"
            maxLength={JOB_LIMITS.title}
            className="input mt-1 w-full"
            autoComplete="off"
          />
        </label>
        <label className="block text-sm font-medium">
          {t("panels.job.company")}{" "}
          <span className="font-normal text-slate-500 dark:text-slate-400">{t("panels.job.optional")}</span>
          <input
            name="company"
            maxLength={JOB_LIMITS.company}
            className="input mt-1 w-full"
            autoComplete="organization"
          />
        </label>
        <label className="block text-sm font-medium">
          {t("tailor.dialog.jobDescription")}
          <textarea
            name="description"
            aria-required="true"
            maxLength={JOB_LIMITS.description}
            rows={8}
            className="input mt-1 w-full"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            {t("card.cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t("panels.ats.tailoring") : t("tailor.dialog.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
