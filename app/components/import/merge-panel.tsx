/**
 * "Add to an existing resume" (docs/import.md#into-a-resume): the file's fields against the
 * resume's, section by section, each change a checkbox. Apply hands the ticked changes to the
 * editor (app/lib/pending-merge.ts), which applies them as ordinary edits: collaborators receive
 * them, and Undo takes them back.
 */
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { planMerge, type MergeItem } from "~/domain/import/merge";
import { resumeDataSchema, type ResumeData } from "~/domain/resume/schema";
import { apiRequest } from "~/lib/api-client";
import { errorText } from "~/i18n/api-errors";
import { storePendingMerge } from "~/lib/pending-merge";
import { FormAlert } from "../form";

export interface MergeTarget {
  id: string;
  title: string;
  templateId: string;
}

const resumeAnswer = z.object({ id: z.string(), templateId: z.string(), data: resumeDataSchema });

export function MergePanel({
  targets,
  incoming,
  fileName,
  initial,
}: {
  targets: MergeTarget[];
  incoming: ResumeData;
  fileName: string;
  initial: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [targetId, setTargetId] = useState(initial || targets[0]?.id || "");
  const [plan, setPlan] = useState<{ target: { id: string; templateId: string }; items: MergeItem[] } | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (targets.length === 0) return null;

  async function compare() {
    setBusy(true);
    setError(null);
    try {
      const resume = await apiRequest(`/api/resumes/${targetId}`, resumeAnswer, { method: "GET" });
      setPlan({ target: { id: resume.id, templateId: resume.templateId }, items: planMerge(resume.data, incoming) });
      setTicked(new Set());
    } catch (caught) {
      setError(errorText(t, caught, t("importPage.merge.failed")));
    } finally {
      setBusy(false);
    }
  }

  function apply() {
    if (!plan) return;
    storePendingMerge(plan.target.id, {
      source: fileName,
      changes: plan.items.filter((item) => ticked.has(item.key)).map((item) => item.change),
    });
    navigate(`/builder/${plan.target.templateId}?${new URLSearchParams({ resume: plan.target.id })}`);
  }

  const toggle = (key: string) =>
    setTicked((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section aria-labelledby="merge-heading" className="card space-y-4 p-5 sm:p-6">
      <h2 id="merge-heading" className="text-lg font-semibold">
        {t("importPage.merge.heading")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("importPage.merge.intro")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 sm:w-80">
          <label htmlFor="merge-target" className="label">
            {t("importPage.merge.resume")}
          </label>
          <select
            id="merge-target"
            className="input"
            value={targetId}
            onChange={(event) => {
              setTargetId(event.target.value);
              setPlan(null);
            }}
          >
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.title}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-secondary" disabled={busy} aria-busy={busy} onClick={() => void compare()}>
          {t("importPage.merge.compare")}
        </button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {plan ? (
        plan.items.length === 0 ? (
          <p className="text-sm" role="status">
            {t("importPage.merge.nothing")}
          </p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              {t("importPage.merge.choose", { count: plan.items.length })}
            </legend>
            <ul
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
              data-testid="merge-items"
            >
              {plan.items.map((item) => (
                <li key={item.key} className="p-3">
                  <label className="flex min-h-11 items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4 accent-brand-600"
                      checked={ticked.has(item.key)}
                      onChange={() => toggle(item.key)}
                    />
                    <span className="min-w-0 text-sm">
                      <span className="font-medium">
                        {t(`importPage.merge.kind.${item.change.kind}`, {
                          section: t(`importPage.merge.section.${item.section}`),
                          name: item.label,
                        })}
                      </span>
                      {item.current && item.change.kind !== "skills" ? (
                        <span className="block text-slate-600 line-through dark:text-slate-400">
                          <span className="sr-only">{t("importPage.merge.now")} </span>
                          {item.current}
                        </span>
                      ) : null}
                      <span className="block break-words whitespace-pre-line text-emerald-800 dark:text-emerald-300">
                        <span className="sr-only">{t("importPage.merge.fromFile")} </span>
                        {item.incoming}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <button type="button" className="btn-primary" disabled={ticked.size === 0} onClick={apply}>
              {t("importPage.merge.apply", { count: ticked.size })}
            </button>
          </fieldset>
        )
      ) : null}
    </section>
  );
}
