import { mayEdit } from "~/domain/collab/roles";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import * as z from "zod";
import { bandOf } from "~/components/editor/ats-panel";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ChangeCard, type Decision } from "~/components/tailor/change-card";
import { ToastProvider, useToast } from "~/components/toast";
import type { TailorChange } from "~/domain/tailor";
import { pageTitle } from "~/i18n/page-title";
import { apiRequest, ApiError } from "~/lib/api-client";
import { errorText } from "~/i18n/api-errors";
import { DomainError } from "~/lib/domain-error";
import { requireUser } from "~/server/session.server";
import { tailorProposals } from "~/server/tailor.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data ? pageTitle(matches, "tailor.pageTitle", { title: data.title }) : pageTitle(matches, "tailor.kicker") },
];

/** The review view of a tailored copy: its proposals, recomputed from the copy and its saved job. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  try {
    const { resume, job, changes, score } = await tailorProposals(env, params.resumeId ?? "", user.id);
    return {
      id: resume.id,
      title: resume.title,
      templateId: resume.templateId,
      canEdit: mayEdit(resume.role),
      job,
      changes,
      score,
    };
  } catch (error) {
    // A resume without a saved job has no review page (the API's refusal of it is a 409).
    if (error instanceof DomainError && error.code === "noJobDescription") throw new DomainError("noTailorProposals");
    throw error;
  }
}

const applyAnswer = z.object({ scoreBefore: z.number(), scoreAfter: z.number(), applied: z.array(z.string()) });

export default function TailorPage() {
  return (
    <ToastProvider>
      <TailorReview />
    </ToastProvider>
  );
}

function ScoreBox({
  label,
  score,
  busy,
  testId,
}: {
  label: string;
  score: number | null;
  busy?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const band = score === null ? null : bandOf(score);
  return (
    <div className="card flex-1 p-4" aria-busy={busy}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className={`text-3xl font-extrabold ${band?.fg ?? ""}`} data-testid={testId}>
        {score ?? "–"}
      </p>
      {busy ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("tailor.scoring")}</p>
      ) : band ? (
        <p className={`text-xs ${band.fg}`}>{t(`panels.ats.band.${band.band}`)}</p>
      ) : null}
    </div>
  );
}

function TailorReview() {
  const { id, title, templateId, canEdit, job, changes, score } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const editorUrl = `/builder/${templateId}?${new URLSearchParams({ resume: id })}`;
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [after, setAfter] = useState<number>(score);
  const [scoring, setScoring] = useState(false);
  const [applying, setApplying] = useState(false);
  const textChanges = useMemo(
    () => changes.filter((change: TailorChange) => change.kind !== "missing-skill-question"),
    [changes],
  );
  const questions = useMemo(
    () => changes.filter((change: TailorChange) => change.kind === "missing-skill-question"),
    [changes],
  );
  const accepted = textChanges.filter((change) => decisions[change.id] === "accepted").map((change) => change.id);
  const acceptedKey = accepted.join("|");
  const request = useRef(0);

  // "After" follows the choices: the server scores the copy with them (the engine's data is too big
  // to ship to the browser; docs/decisions/tailor-score-on-server.md), nothing is written.
  useEffect(() => {
    if (!canEdit) return;
    const ticket = ++request.current;
    if (acceptedKey === "") {
      setAfter(score);
      setScoring(false);
      return;
    }
    setScoring(true);
    const timer = setTimeout(async () => {
      try {
        const answer = await apiRequest(`/api/resumes/${id}/tailor/apply`, applyAnswer, {
          body: { accepted: acceptedKey.split("|"), dryRun: true },
        });
        if (ticket === request.current) setAfter(answer.scoreAfter);
      } catch (error) {
        if (ticket === request.current) toast(errorText(t, error, t("tailor.scoreFailed")), "error");
      } finally {
        if (ticket === request.current) setScoring(false);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [acceptedKey, canEdit, id, score, toast, t]);

  const decideAll = (decision: Decision) =>
    setDecisions(Object.fromEntries(textChanges.map((change) => [change.id, decision])));

  async function apply() {
    setApplying(true);
    try {
      const answer = await apiRequest(`/api/resumes/${id}/tailor/apply`, applyAnswer, { body: { accepted } });
      toast(
        t("tailor.applied", { count: answer.applied.length, before: answer.scoreBefore, after: answer.scoreAfter }),
      );
      navigate(editorUrl);
    } catch (error) {
      const inventions = error instanceof ApiError && Array.isArray(error.body.inventions);
      toast(errorText(t, error, inventions ? t("tailor.inventions") : t("tailor.applyFailed")), "error");
      setApplying(false);
    }
  }

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("tailor.kicker")}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans
              i18nKey={job.company ? "tailor.forJobAt" : "tailor.forJob"}
              values={{ job: job.title, company: job.company }}
              components={{ b: <span className="font-medium" /> }}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/applications/new?${new URLSearchParams({ resume: id })}`} className="btn-secondary">
            {t("applications.track")}
          </Link>
          <Link to={editorUrl} className="btn-secondary">
            {t("tailor.openEditor")}
          </Link>
        </div>
      </div>

      <section aria-label={t("tailor.scores")} className="flex gap-3">
        <ScoreBox label={t("tailor.before")} score={score} testId="tailor-score-before" />
        <ScoreBox label={t("tailor.withAccepted")} score={after} busy={scoring} testId="tailor-score-after" />
      </section>

      <section aria-labelledby="changes-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="changes-heading" className="text-lg font-semibold">
            {t("tailor.proposed")}{" "}
            <span className="font-normal text-slate-500 dark:text-slate-400">
              {t("tailor.acceptedOf", { accepted: accepted.length, total: textChanges.length })}
            </span>
          </h2>
          {textChanges.length > 0 && canEdit ? (
            <div className="flex gap-2">
              <button type="button" className="btn-secondary" onClick={() => decideAll("accepted")}>
                {t("tailor.acceptAll")}
              </button>
              <button type="button" className="btn-secondary" onClick={() => decideAll("rejected")}>
                {t("tailor.rejectAll")}
              </button>
            </div>
          ) : null}
        </div>
        {textChanges.length === 0 ? (
          <p className="card p-4 text-sm text-slate-600 dark:text-slate-400">{t("tailor.nothing")}</p>
        ) : (
          <ul className="space-y-3">
            {textChanges.map((change) => (
              <ChangeCard
                key={change.id}
                change={change}
                decision={decisions[change.id] ?? "pending"}
                editorUrl={editorUrl}
                onDecide={(decision) => setDecisions((was) => ({ ...was, [change.id]: decision }))}
              />
            ))}
          </ul>
        )}
      </section>

      {questions.length > 0 ? (
        <section aria-labelledby="questions-heading" className="space-y-3">
          <h2 id="questions-heading" className="text-lg font-semibold">
            {t("tailor.questions")}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("tailor.questionsHint")}</p>
          <ul className="space-y-3">
            {questions.map((change) => (
              <ChangeCard
                key={change.id}
                change={change}
                decision="pending"
                editorUrl={editorUrl}
                onDecide={() => undefined}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {canEdit ? (
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-950">
          <button
            type="button"
            className="btn-primary"
            onClick={() => void apply()}
            disabled={applying}
            aria-busy={applying}
          >
            {applying ? t("tailor.applying") : accepted.length > 0 ? t("tailor.apply") : t("tailor.openWithout")}
          </button>
        </div>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
