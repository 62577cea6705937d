import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { bandOf } from "~/components/editor/ats-panel";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ChangeCard, type Decision } from "~/components/tailor/change-card";
import { ToastProvider, useToast } from "~/components/toast";
import type { TailorChange } from "~/domain/tailor";
import { apiRequest, ApiError, messageOf } from "~/lib/api-client";
import { ResumeError } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";
import { tailorProposals } from "~/server/tailor.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Tailor · ${data.title}` : "Tailor for this job" }];

/** The review view of a tailored copy: its proposals, recomputed from the copy and its saved job. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  try {
    const { resume, job, changes, score } = await tailorProposals(env, params.resumeId ?? "", user.id);
    return { id: resume.id, title: resume.title, templateId: resume.templateId, canEdit: resume.role !== "viewer", job, changes, score };
  } catch (error) {
    if (error instanceof ResumeError) throw new Response(error.message, { status: error.status === 409 ? 404 : error.status });
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

function ScoreBox({ label, score, busy, testId }: { label: string; score: number | null; busy?: boolean; testId: string }) {
  const band = score === null ? null : bandOf(score);
  return (
    <div className="card flex-1 p-4" aria-busy={busy}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className={`text-3xl font-extrabold ${band?.fg ?? ""}`} data-testid={testId}>
        {score ?? "–"}
      </p>
      {busy ? <p className="text-xs text-slate-500">Scoring...</p> : band ? <p className={`text-xs ${band.fg}`}>{band.text}</p> : null}
    </div>
  );
}

function TailorReview() {
  const { id, title, templateId, canEdit, job, changes, score } = useLoaderData<typeof loader>();
  const toast = useToast();
  const navigate = useNavigate();
  const editorUrl = `/builder/${templateId}?${new URLSearchParams({ resume: id })}`;
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [after, setAfter] = useState<number>(score);
  const [scoring, setScoring] = useState(false);
  const [applying, setApplying] = useState(false);
  const textChanges = useMemo(() => changes.filter((change: TailorChange) => change.kind !== "missing-skill-question"), [changes]);
  const questions = useMemo(() => changes.filter((change: TailorChange) => change.kind === "missing-skill-question"), [changes]);
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
        const answer = await apiRequest(`/api/resumes/${id}/tailor/apply`, applyAnswer, { body: { accepted: acceptedKey.split("|"), dryRun: true } });
        if (ticket === request.current) setAfter(answer.scoreAfter);
      } catch (error) {
        if (ticket === request.current) toast(messageOf(error, "Could not score these changes. Please try again."), "error");
      } finally {
        if (ticket === request.current) setScoring(false);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [acceptedKey, canEdit, id, score, toast]);

  const decideAll = (decision: Decision) => setDecisions(Object.fromEntries(textChanges.map((change) => [change.id, decision])));

  async function apply() {
    setApplying(true);
    try {
      const answer = await apiRequest(`/api/resumes/${id}/tailor/apply`, applyAnswer, { body: { accepted } });
      toast(`Applied ${answer.applied.length} ${answer.applied.length === 1 ? "change" : "changes"}. ATS score ${answer.scoreBefore} → ${answer.scoreAfter}.`);
      navigate(editorUrl);
    } catch (error) {
      const inventions = error instanceof ApiError && Array.isArray(error.body.inventions);
      toast(messageOf(error, inventions ? "These changes would add something your resume does not have." : "Could not apply the changes. Please try again."), "error");
      setApplying(false);
    }
  }

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-500 dark:text-slate-400">Tailor for this job</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            For <span className="font-medium">{job.title}</span>
            {job.company ? <> at <span className="font-medium">{job.company}</span></> : null}. Every change only reorders or rewords what your resume already says.
          </p>
        </div>
        <Link to={editorUrl} className="btn-secondary">
          Open in editor
        </Link>
      </div>

      <section aria-label="ATS score before and after" className="flex gap-3">
        <ScoreBox label="ATS score before" score={score} testId="tailor-score-before" />
        <ScoreBox label="With accepted changes" score={after} busy={scoring} testId="tailor-score-after" />
      </section>

      <section aria-labelledby="changes-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="changes-heading" className="text-lg font-semibold">
            Proposed changes <span className="font-normal text-slate-500">({accepted.length} of {textChanges.length} accepted)</span>
          </h2>
          {textChanges.length > 0 && canEdit ? (
            <div className="flex gap-2">
              <button type="button" className="btn-secondary" onClick={() => decideAll("accepted")}>
                Accept all
              </button>
              <button type="button" className="btn-secondary" onClick={() => decideAll("rejected")}>
                Reject all
              </button>
            </div>
          ) : null}
        </div>
        {textChanges.length === 0 ? (
          <p className="card p-4 text-sm text-slate-600 dark:text-slate-400">Nothing to change: your resume already presents what this job asks for in the best order.</p>
        ) : (
          <ul className="space-y-3">
            {textChanges.map((change) => (
              <ChangeCard key={change.id} change={change} decision={decisions[change.id] ?? "pending"} editorUrl={editorUrl} onDecide={(decision) => setDecisions((was) => ({ ...was, [change.id]: decision }))} />
            ))}
          </ul>
        )}
      </section>

      {questions.length > 0 ? (
        <section aria-labelledby="questions-heading" className="space-y-3">
          <h2 id="questions-heading" className="text-lg font-semibold">
            Skills this job asks for that your resume does not name
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Tailoring never adds a skill for you. If you have one of these, add it in the editor where you used it.</p>
          <ul className="space-y-3">
            {questions.map((change) => (
              <ChangeCard key={change.id} change={change} decision="pending" editorUrl={editorUrl} onDecide={() => undefined} />
            ))}
          </ul>
        </section>
      ) : null}

      {canEdit ? (
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-950/95">
          <button type="button" className="btn-primary" onClick={() => void apply()} disabled={applying} aria-busy={applying}>
            {applying ? "Applying..." : accepted.length > 0 ? "Apply and open in editor" : "Open in editor without changes"}
          </button>
        </div>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
