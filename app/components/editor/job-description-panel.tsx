import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedJobDescription } from "~/domain/resume/api";
import { deriveRequirements, JOB_LIMITS, titleFromPosting } from "~/domain/resume/job-description";
import { useSaveBeforeLeaving } from "./waiting-saves";

interface Props {
  saved: SavedJobDescription | null;
  /** `auto`: saved as the person typed or pasted (no confirmation to show), not by the Save button. */
  onSave: (jobDescription: SavedJobDescription, options?: { auto: boolean }) => void;
  onClear: () => void;
  readOnly?: boolean;
  /** The title of the occupation the user chose for this job (the analysis page's "This job is a … job"), when the score has named it. */
  occupationTitle?: string | null;
}

/** Quiet time after the last keystroke before the job is saved. */
const AUTO_SAVE_MS = 1_200;

/** The 'Job Description' panel: title, company (optional), description; saved as typed, Save and Clear. */
export function JobDescriptionPanel({ saved, onSave, onClear, readOnly = false, occupationTitle = null }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(saved?.title ?? "");
  const [company, setCompany] = useState(saved?.company ?? "");
  const [description, setDescription] = useState(saved?.description ?? "");
  const [error, setError] = useState<string | null>(null);

  // A job saved elsewhere (a collaborator, another tab) replaces what is shown; the echo of what
  // this panel saved (trimmed) does not, or a space just typed would vanish under the cursor.
  useEffect(() => {
    setTitle((current) => (current.trim() === (saved?.title ?? "") ? current : (saved?.title ?? "")));
    setCompany((current) => (current.trim() === (saved?.company ?? "") ? current : (saved?.company ?? "")));
    setDescription((current) => (current.trim() === (saved?.description ?? "") ? current : (saved?.description ?? "")));
  }, [saved]);

  const blank = !title.trim() || !description.trim();
  // A posting pasted with the Title left blank is neither saved nor scored: say so, and offer the
  // posting's own first line as its title (the person accepts it with one click).
  const titleMissing = !title.trim() && description.trim() !== "";
  const offeredTitle = titleMissing ? titleFromPosting(description) : null;
  // The occupation the user chose stays with the job while its words change: it is their choice,
  // undone only by "Use the automatic reading" (here or on the analysis page).
  const chosen = saved?.occupation;
  const fields = () => ({
    title: title.trim(),
    company: company.trim(),
    description: description.trim(),
    ...(chosen ? { occupation: chosen } : {}),
  });
  const requirements = deriveRequirements(description);
  const unsaved =
    title.trim() !== (saved?.title ?? "") ||
    company.trim() !== (saved?.company ?? "") ||
    description.trim() !== (saved?.description ?? "");

  // Saved as the person types or pastes, like everything else in the editor (a pasted job
  // must not wait for Save: the person expects it kept, as every other field is); the score follows the saved job.
  const latestSave = useRef(onSave);
  latestSave.current = onSave;
  // The save a typing pause is waiting for, to run at once when the person leaves the page first.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (readOnly || blank || !unsaved) return;
    const saveNow = () => {
      pendingSave.current = null;
      clearTimeout(timer);
      setError(null);
      latestSave.current(
        {
          title: title.trim(),
          company: company.trim(),
          description: description.trim(),
          ...(chosen ? { occupation: chosen } : {}),
        },
        { auto: true },
      );
    };
    const timer = setTimeout(saveNow, AUTO_SAVE_MS);
    pendingSave.current = saveNow;
    return () => {
      clearTimeout(timer);
      if (pendingSave.current === saveNow) pendingSave.current = null;
    };
  }, [readOnly, blank, unsaved, title, company, description, chosen]);
  // Leaving within the pause (a link followed, the tab closed) saves what was typed at once.
  useSaveBeforeLeaving(() => {
    if (!pendingSave.current) return false;
    pendingSave.current();
    return true;
  });

  function save() {
    if (blank) {
      setError(t("panels.job.required"));
      return;
    }
    setError(null);
    onSave(fields());
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("panels.job.heading")}
        </h2>
        {saved ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
            {unsaved ? t("panels.job.unsaved") : t("panels.job.saved")}
          </span>
        ) : null}
      </div>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset disabled={readOnly} className="space-y-3">
          <div>
            <label htmlFor={`${id}-title`} className="label">
              {t("panels.job.title")}
            </label>
            <input
              id={`${id}-title`}
              className="input"
              value={title}
              maxLength={JOB_LIMITS.title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t("panels.job.titlePlaceholder")}
              aria-describedby={titleMissing ? `${id}-title-needed` : undefined}
            />
            {titleMissing ? (
              <div id={`${id}-title-needed`} className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                <p>{t("panels.job.titleNeeded")}</p>
                {offeredTitle ? (
                  <button
                    type="button"
                    className="btn-secondary mt-2 max-w-full"
                    onClick={() => setTitle(offeredTitle)}
                  >
                    <span className="truncate">{t("panels.job.useTitle", { title: offeredTitle })}</span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-company`} className="label">
              {t("panels.job.company")}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">{t("panels.job.optional")}</span>
            </label>
            <input
              id={`${id}-company`}
              className="input"
              value={company}
              maxLength={JOB_LIMITS.company}
              onChange={(e) => setCompany(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="label">
              {t("panels.job.description")}
            </label>
            <textarea
              id={`${id}-description`}
              rows={8}
              className="input"
              value={description}
              maxLength={JOB_LIMITS.description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={t("panels.job.descriptionPlaceholder")}
            />
            {requirements.length > 0 ? (
              <details className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                <summary className="cursor-pointer py-3">
                  {t("panels.job.requirements", { count: requirements.length })}
                </summary>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {requirements.slice(0, 30).map((requirement, index) => (
                    <li key={index}>{requirement}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
          {chosen && saved ? (
            <div
              className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-800 dark:bg-brand-950/40"
              data-testid="job-occupation-choice"
            >
              <p>{t("panels.job.occupationChosen", { occupation: occupationTitle ?? chosen })}</p>
              <button
                type="button"
                className="btn-secondary mt-2"
                onClick={() => onSave({ title: saved.title, company: saved.company, description: saved.description })}
              >
                {t("analysis.reading.automatic")}
              </button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button type="submit" className="btn-primary flex-1" disabled={blank}>
              {t("panels.job.save")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setTitle("");
                setCompany("");
                setDescription("");
                setError(null);
                onClear();
              }}
            >
              {t("panels.job.clear")}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
