import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { bandOf } from "~/components/editor/ats-panel";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LocalTime } from "~/components/local-time";
import { TITLE_MAX, type ResumeSummary } from "~/domain/resume/api";
import { getTemplate } from "~/domain/templates/catalog";
import { assertSameOrigin, readForm } from "~/server/http.server";
import { deleteResume, duplicateResume, listResumes, ResumeError, updateResume } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  return { resumes: await listResumes(env, user.id) };
}

/** Rename, duplicate and delete: plain form posts, so they work without JavaScript too. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "rename") {
      const title = String(form.get("title") ?? "").trim();
      if (!title || title.length > TITLE_MAX) return data({ error: `Titles must be 1 to ${TITLE_MAX} characters.`, id }, 400);
      await updateResume(env, id, user.id, { title });
    } else if (intent === "duplicate") {
      await duplicateResume(env, id, user.id);
    } else if (intent === "delete") {
      await deleteResume(env, id, user.id);
    } else {
      return data({ error: "Unknown action.", id }, 400);
    }
  } catch (error) {
    if (error instanceof ResumeError) return data({ error: error.message, id }, error.status);
    throw error;
  }
  return redirect("/dashboard");
}

export default function DashboardPage() {
  const { resumes } = useLoaderData<typeof loader>();
  const owned = resumes.filter((resume) => resume.role === "owner");
  const shared = resumes.filter((resume) => resume.role !== "owner");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your resumes</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Open one to keep editing, or start a new one from a template.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/import" className="btn-secondary">
            Import resume
          </Link>
          <Link to="/templates" className="btn-primary">
            + New resume
          </Link>
        </div>
      </div>
      {owned.length === 0 ? (
        <div className="card mt-8 p-10 text-center">
          <p className="text-lg font-semibold">No resumes yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Pick a template to create your first resume, or import the one you have.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/templates" className="btn-primary">
              Choose a template
            </Link>
            <Link to="/import" className="btn-secondary">
              Import a PDF, Word or JSON resume
            </Link>
          </div>
        </div>
      ) : (
        <ResumeList resumes={owned} />
      )}
      {shared.length > 0 ? (
        <>
          <h2 className="mt-12 text-xl font-bold">Shared with you</h2>
          <ResumeList resumes={shared} />
        </>
      ) : null}
    </main>
  );
}

function ResumeList({ resumes }: { resumes: ResumeSummary[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {resumes.map((resume) => (
        <ResumeCard key={resume.id} resume={resume} />
      ))}
    </ul>
  );
}

function ResumeCard({ resume }: { resume: ResumeSummary }) {
  const fetcher = useFetcher<{ error?: string }>();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const template = getTemplate(resume.templateId);
  const busy = fetcher.state !== "idle";
  const band = resume.atsScore === null ? null : bandOf(resume.atsScore);
  const openUrl = `/builder/${resume.templateId}?${new URLSearchParams({ resume: resume.id })}`;

  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data?.error) setRenaming(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <li className="card flex flex-col p-5" aria-busy={busy}>
      {renaming ? (
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={resume.id} />
          <label className="sr-only" htmlFor={`title-${resume.id}`}>
            Resume title
          </label>
          <input id={`title-${resume.id}`} name="title" className="input py-1" defaultValue={resume.title} maxLength={TITLE_MAX} autoFocus required />
          <button type="submit" className="btn-primary px-3 py-1">
            Save
          </button>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </fetcher.Form>
      ) : (
        <h3 className="truncate text-lg font-semibold">
          <Link to={openUrl} className="hover:underline">
            {resume.title}
          </Link>
        </h3>
      )}
      {fetcher.data?.error ? (
        <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {fetcher.data.error}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Template</dt>
        <dd>{template?.name ?? resume.templateId}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Last edit</dt>
        <dd>
          <LocalTime iso={resume.updatedAt} />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">ATS score</dt>
        <dd className={band ? `font-semibold ${band.fg}` : "text-slate-500"}>{resume.atsScore ?? "Not analyzed"}</dd>
        {resume.role !== "owner" ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Owner</dt>
            <dd>
              {resume.ownerName} ({resume.role})
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Link to={openUrl} className="btn-primary px-3 py-1.5">
          Open
        </Link>
        {resume.atsScore !== null ? (
          <Link to={`/analyze/${resume.id}`} className="btn-ghost px-3 py-1.5">
            Analysis
          </Link>
        ) : null}
        {resume.role === "owner" ? (
          <>
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setRenaming(true)} aria-label={`Rename ${resume.title}`}>
              Rename
            </button>
            <fetcher.Form method="post" className="contents">
              <input type="hidden" name="intent" value="duplicate" />
              <input type="hidden" name="id" value={resume.id} />
              <button type="submit" className="btn-ghost px-3 py-1.5" aria-label={`Duplicate ${resume.title}`}>
                Duplicate
              </button>
            </fetcher.Form>
            <Form method="post" className="contents" onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={resume.id} />
              <button type="submit" className="btn-ghost px-3 py-1.5 text-red-600 dark:text-red-400" aria-label={`Delete ${resume.title}`}>
                Delete
              </button>
            </Form>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this resume?"
        confirmLabel="Delete resume"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          fetcher.submit({ intent: "delete", id: resume.id }, { method: "post" });
        }}
      >
        “{resume.title}” and its saved analysis will be deleted for good. Collaborators lose access too.
      </ConfirmDialog>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
