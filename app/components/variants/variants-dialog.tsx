/**
 * The master's variants (docs/variants.md#the-editor): each with its language, title and the
 * changes waiting in it, opened with a click; and a new one, in another language, for the saved
 * job, or both, made from the master as its editors see it now and opened at once. Loaded on its
 * first opening, with its own texts (./texts.ts).
 */
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { SavedJobDescription } from "~/domain/resume/api";
import { LANGUAGE_NAMES, RESUME_LANGUAGES, type ResumeLanguage } from "~/domain/resume/language";
import { errorText } from "~/i18n/api-errors";
import { apiRequest } from "~/lib/api-client";
import { ModalDialog } from "../modal-dialog";
import { useVariantTexts } from "./texts";

const variantsAnswer = z.object({
  variants: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      title: z.string(),
      templateId: z.string(),
      pendingUpstream: z.number(),
    }),
  ),
});
const createdAnswer = z.object({ id: z.string(), templateId: z.string() });
type Variant = z.infer<typeof variantsAnswer>["variants"][number];

const editorUrl = (templateId: string, id: string) => `/builder/${templateId}?${new URLSearchParams({ resume: id })}`;

export function VariantsDialog({
  resumeId,
  open,
  onClose,
  language,
  jobDescription,
  beforeCreate,
}: {
  resumeId: string;
  open: boolean;
  onClose: () => void;
  /** The master's language: a variant in it is a job variant only. */
  language: ResumeLanguage;
  jobDescription: SavedJobDescription | null;
  /** The variant is made from the master as saved: what is on screen is sent first. */
  beforeCreate: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const v = useVariantTexts();
  const navigate = useNavigate();
  const headingId = useId();
  const [variants, setVariants] = useState<Variant[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<ResumeLanguage | "">("");
  const [forJob, setForJob] = useState(false);
  const [making, setMaking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoadError(null);
    apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/variants`, variantsAnswer, { method: "GET" }).then(
      (answer) => live && setVariants(answer.variants),
      (failure: unknown) => live && setLoadError(v("loadFailed", { reason: errorText(t, failure, String(failure)) })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening
  }, [open, resumeId]);

  async function make() {
    const body = {
      ...(chosenLanguage ? { language: chosenLanguage } : {}),
      ...(forJob && jobDescription ? { jobDescription } : {}),
    };
    if (Object.keys(body).length === 0) {
      setError(v("chooseKind"));
      return;
    }
    setMaking(true);
    setError(null);
    try {
      await beforeCreate();
      const created = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/variants`, createdAnswer, {
        body,
      });
      onClose();
      navigate(editorUrl(created.templateId, created.id));
    } catch (failure) {
      setError(v("makeFailed", { reason: errorText(t, failure, String(failure)) }));
      setMaking(false);
    }
  }

  const jobName = jobDescription ? [jobDescription.title, jobDescription.company].filter(Boolean).join(" · ") : "";
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} className="w-[min(34rem,calc(100vw-2rem))]">
      <div className="space-y-4 p-5" data-testid="variants-dialog">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {t("editorChrome.variants.heading")}
          </h2>
          <button type="button" className="btn-ghost h-8 px-2" onClick={onClose}>
            {v("close")}
          </button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{v("dialogIntro")}</p>
        <section aria-labelledby={`${headingId}-list`}>
          <h3 id={`${headingId}-list`} className="mb-2 text-sm font-semibold">
            {v("existing")}
          </h3>
          {loadError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {loadError}
            </p>
          ) : variants === null ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {v("loading")}
            </p>
          ) : variants.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{v("none")}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {variants.map((variant) => (
                <li key={variant.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{variant.title}</span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {LANGUAGE_NAMES[variant.language as ResumeLanguage] ?? variant.language}
                      {variant.pendingUpstream > 0 ? ` · ${v("pending", { count: variant.pendingUpstream })}` : ""}
                    </span>
                  </span>
                  <Link
                    className="btn-secondary h-8 shrink-0 px-3"
                    to={editorUrl(variant.templateId, variant.id)}
                    onClick={onClose}
                  >
                    {v("openVariant")}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <form
          className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
          onSubmit={(event) => {
            event.preventDefault();
            void make();
          }}
        >
          <div>
            <label className="label" htmlFor={`${headingId}-language`}>
              {v("language")}
            </label>
            <select
              id={`${headingId}-language`}
              className="input"
              value={chosenLanguage}
              onChange={(event) => setChosenLanguage(event.target.value as ResumeLanguage | "")}
            >
              <option value="">{v("sameLanguage")}</option>
              {RESUME_LANGUAGES.filter((code) => code !== language).map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          {jobDescription ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={forJob} onChange={(event) => setForJob(event.target.checked)} />
              {v("forJob", { job: jobName })}
            </label>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{v("noJob")}</p>
          )}
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={making} aria-busy={making}>
            {making ? v("making") : v("make")}
          </button>
        </form>
      </div>
    </ModalDialog>
  );
}
