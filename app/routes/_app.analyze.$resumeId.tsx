import { mayEdit } from "~/domain/collab/roles";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { JobReading, type OccupationAnswer } from "~/components/analysis/job-reading";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { bandOf, ChipList, CHIP_TONES } from "~/components/editor/ats-panel";
import { SiteFooter } from "~/components/site-footer";
import { useComputedText } from "~/components/use-computed-text";
import { analyzeAts, occupationByCode, type AtsAnalysis } from "~/domain/ats";
import { occupationCodeSchema } from "~/domain/resume/job-description";
import { htmlToText } from "~/domain/templates/html-to-text";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { pageTitle } from "~/i18n/page-title";
import { writeBackRoom } from "~/server/collab/room.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { assertSameOrigin, invalidInput, readForm } from "~/server/http.server";
import { getResume, saveAtsResult, updateResume } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? pageTitle(matches, "analysis.pageTitle", { title: data.resume.title })
      : pageTitle(matches, "analysis.kicker"),
  },
];

/**
 * The full analysis of a saved resume against its saved job description, computed fresh on every
 * visit (the engine is deterministic and takes a couple of milliseconds) and saved with the resume.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const id = (await getResume(env, params.resumeId ?? "", user.id)).id;
  // A job description pasted in the editor a moment ago may still be only in the room: it
  // reaches D1 first, so the analysis stored below sits next to the description it is about.
  await writeBackRoom(env, id);
  const resume = await getResume(env, id, user.id);
  let analysis: AtsAnalysis | null = null;
  if (resume.jobDescription) {
    const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
    const now = new Date();
    analysis = analyzeAts({
      resumeText: htmlToText(renderResumeHtml(resume.data, templateId)),
      jobDescriptionText: `${resume.jobDescription.title}\n${resume.jobDescription.description}`,
      asOf: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`,
      jobOccupation: resume.jobDescription.occupation,
    });
    if (mayEdit(resume.role) && analysis.score !== resume.atsScore)
      await saveAtsResult(env, resume.id, user.id, analysis);
  }
  return { resume, analysis };
}

/** "This job is a … job": an occupation's code, or "" for the automatic reading. */
const occupationForm = z.object({
  intent: z.literal("occupation", { error: "unknownAction" }),
  code: z.union([z.literal(""), occupationCodeSchema], { error: "occupationCode" }),
});

/**
 * Saves the occupation the user chose for the resume's saved job (or clears it), for owners and
 * editors (updateResume refuses others); the loader then runs again and scores with it.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  assertSameOrigin(request);
  const form = Object.fromEntries(await readForm(request));
  const parsed = occupationForm.safeParse(form);
  if (!parsed.success) return refusedAction(actionError(...invalidInput(parsed.error)));
  const { code } = parsed.data;
  try {
    const id = (await getResume(env, params.resumeId ?? "", user.id)).id;
    // The job as the room has it (a title typed a moment ago), so the choice is saved beside it.
    await writeBackRoom(env, id);
    const job = (await getResume(env, id, user.id)).jobDescription;
    if (!job) return refusedAction(actionError("addJobDescription"));
    const { occupation: _previous, ...words } = job;
    await updateResume(env, id, user.id, { jobDescription: code ? { ...words, occupation: code } : words });
    return {
      error: null,
      chosen: code,
      title: code ? (occupationByCode(code)?.title ?? code) : "",
    } satisfies OccupationAnswer;
  } catch (error) {
    const refused = actionErrorFor(error);
    if (refused) return refused;
    throw error;
  }
}

export default function AnalyzePage() {
  const { resume, analysis } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const editorUrl = `/builder/${resume.templateId}?${new URLSearchParams({ resume: resume.id })}`;
  return (
    <>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("analysis.kicker")}</p>
            <h1 className="text-3xl font-bold tracking-tight">{resume.title}</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {resume.role === "owner" && resume.jobDescription ? (
              <Link to={`/applications/new?${new URLSearchParams({ resume: resume.id })}`} className="btn-secondary">
                {t("applications.track")}
              </Link>
            ) : null}
            <Link to={editorUrl} className="btn-secondary">
              {t("tailor.openEditor")}
            </Link>
          </div>
        </div>
        {resume.jobDescription ? (
          <section aria-labelledby="jd-heading" className="card p-5">
            <h2 id="jd-heading" className="text-lg font-semibold">
              {t("analysis.job")}
            </h2>
            <p className="mt-1 font-medium">
              {resume.jobDescription.title}
              {resume.jobDescription.company ? (
                <span className="text-slate-500 dark:text-slate-400"> · {resume.jobDescription.company}</span>
              ) : null}
            </p>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer py-3 text-brand-600 dark:text-brand-400">
                {t("analysis.showDescription")}
              </summary>
              <p className="mt-2 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {resume.jobDescription.description}
              </p>
            </details>
            {analysis ? (
              <JobReading reading={(analysis as AtsAnalysis).job.occupation} canEdit={mayEdit(resume.role)} />
            ) : null}
          </section>
        ) : null}
        {analysis ? (
          <AnalysisView analysis={analysis as AtsAnalysis} />
        ) : (
          <section className="card p-10 text-center">
            <p className="text-lg font-semibold">{t("panels.ats.emptyTitle")}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("analysis.emptyBody")}</p>
            <Link to={editorUrl} className="btn-primary mt-4">
              {t("analysis.addJob")}
            </Link>
          </section>
        )}
      </main>
      <SiteFooter />
    </>
  );
}

/** Analyses stored by older versions have no status: found or missing by `matched`. */
function chipTone(item: { matched: boolean; status?: "found" | "related" | "missing" }): keyof typeof CHIP_TONES {
  const status = item.status ?? (item.matched ? "found" : "missing");
  return status === "found" ? "good" : status;
}

function AnalysisView({ analysis }: { analysis: AtsAnalysis }) {
  const computed = useComputedText();
  const { t } = useTranslation();
  const band = bandOf(analysis.score);
  const { components, rawScore, maxPossible } = analysis.metadata.analysis;
  return (
    <>
      <section aria-labelledby="score-heading" className="card p-5">
        <h2 id="score-heading" className="sr-only">
          {t("analysis.score")}
        </h2>
        <div className="flex flex-wrap items-baseline gap-4">
          <span className={`text-5xl font-extrabold ${band.fg}`} data-testid="analysis-score">
            {analysis.score}
          </span>
          <span className={`font-semibold ${band.fg}`}>{t(`panels.ats.band.${band.band}`)}</span>
        </div>
        <div
          className="mt-3 h-3 rounded-full bg-slate-200 dark:bg-slate-700"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={analysis.score}
          aria-label={t("panels.ats.meter")}
        >
          <div className={`h-3 rounded-full ${band.bar}`} style={{ width: `${Math.max(2, analysis.score)}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("analysis.keywordsFound", { found: rawScore, max: maxPossible })}
        </p>
        {analysis.roleFit ? (
          <p className="mt-3 text-sm" data-testid="analysis-role-fit">
            <span className="font-semibold">{t("analysis.roleFit")}</span>
            {computed.roleFit(analysis.roleFit)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="components-heading" className="card p-5">
        <h2 id="components-heading" className="text-lg font-semibold">
          {t("analysis.whereFrom")}
        </h2>
        <ul className="mt-4 space-y-5">
          {components.map((component) => (
            <li key={component.id}>
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-medium">{computed.scoreComponent(component)}</h3>
                <span className="text-sm tabular-nums text-slate-600 dark:text-slate-300">
                  {component.weight > 0
                    ? t("analysis.points", { earned: component.earned.toFixed(1), weight: component.weight.toFixed(1) })
                    : t("analysis.advice")}
                </span>
              </div>
              {component.weight > 0 ? (
                <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700">
                  <div
                    className="h-2 rounded-full bg-brand-500"
                    style={{ width: `${(component.earned / component.weight) * 100}%` }}
                  />
                </div>
              ) : null}
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {component.items.map((item, index) => (
                  <li
                    key={index}
                    title={item.detail ? computed.scoreDetail(item) : undefined}
                    className={`rounded-full px-2 py-0.5 text-xs ${CHIP_TONES[chipTone(item)]}`}
                  >
                    <span className="sr-only">{t(`analysis.status.${chipTone(item)}`)}</span>
                    {computed.scoreLabel(item)}
                    {item.detail ? <span className="font-normal"> · {computed.scoreDetail(item)}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="found-heading" className="card p-5">
          <h2 id="found-heading" className="text-lg font-semibold">
            {t("panels.ats.keywordsFound")}
          </h2>
          <ChipList items={analysis.keywordsFound} tone="good" empty={t("analysis.none")} />
        </section>
        <section aria-labelledby="missing-heading" className="card p-5">
          <h2 id="missing-heading" className="text-lg font-semibold">
            {t("panels.ats.missingSkills")}
          </h2>
          <ChipList items={analysis.missingSkills} tone="missing" empty={t("panels.ats.noMissing")} />
        </section>
      </div>

      <section aria-labelledby="suggestions-heading" className="card p-5">
        <h2 id="suggestions-heading" className="text-lg font-semibold">
          {t("analysis.suggestions")}
        </h2>
        {analysis.suggestions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("panels.ats.nothingToImprove")}</p>
        ) : (
          <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm">
            {analysis.suggestions.map((suggestion, index) => (
              <li key={index}>
                <p>{computed.suggestion(suggestion)}</p>
                {suggestion.before && suggestion.after ? (
                  <div className="mt-1 rounded-lg border-l-4 border-slate-300 bg-slate-50 p-2 text-xs dark:border-slate-600 dark:bg-slate-800">
                    <p>
                      <span className="font-semibold">{t("analysis.before")}</span> {suggestion.before}
                    </p>
                    <p className="mt-1">
                      <span className="font-semibold">{t("analysis.after")}</span> {suggestion.after}
                    </p>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
