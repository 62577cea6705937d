import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { createApplicationSchema } from "~/domain/applications/schema";
import { actionErrorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { createApplication } from "~/server/applications.server";
import { lettersOfResumes } from "~/server/cover-letters.server";
import { assertSameOrigin, readForm } from "~/server/http.server";
import { getResume, listResumes } from "~/server/resumes.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { invalidInput } from "~/server/http.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "applications.form.heading") }];

/**
 * /applications/new[?resume=&letter=]: a new application. Arriving from a tailored copy, a letter
 * or the analysis page ("Track this application"), it is filled from that resume's saved job.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const url = new URL(request.url);
  const resumes = await listResumes(env, user.id);
  const letters = await lettersOfResumes(
    env,
    resumes.map((resume) => resume.id),
  );
  const chosen = resumes.find((resume) => resume.id === url.searchParams.get("resume")) ?? resumes[0] ?? null;
  const job = chosen ? (await getResume(env, chosen.id, user.id)).jobDescription : null;
  return {
    resumes: resumes.map((resume) => ({ id: resume.id, title: resume.title })),
    letters,
    prefill: {
      resumeId: chosen?.id ?? "",
      letterId: url.searchParams.get("letter") ?? "",
      company: job?.company ?? "",
      role: job?.title ?? "",
      jobDescription: job?.description ?? "",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  assertSameOrigin(request);
  const form = Object.fromEntries(await readForm(request));
  const parsed = createApplicationSchema.safeParse({
    resumeId: form.resumeId,
    company: form.company,
    role: form.role,
    jobDescription: form.jobDescription || undefined,
    jobUrl: form.jobUrl || undefined,
    location: form.location || undefined,
    salary: form.salary || undefined,
    deadline: form.deadline || undefined,
    coverLetterId: form.coverLetterId || null,
  });
  if (!parsed.success) return refusedAction(actionError(...invalidInput(parsed.error)));
  try {
    const created = await createApplication(env, user, parsed.data);
    return redirect(`/applications/${created.id}`);
  } catch (error) {
    const refused = actionErrorFor(error);
    if (refused) return refused;
    throw error;
  }
}

export default function NewApplicationPage() {
  const { resumes, letters, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [resumeId, setResumeId] = useState(prefill.resumeId);
  const field = (name: string, label: string, props: Record<string, unknown> = {}, optional = true) => (
    <label className="block">
      <span className="label">
        {label}{" "}
        {optional ? (
          <span className="font-normal text-slate-500 dark:text-slate-400">{t("applications.form.optional")}</span>
        ) : null}
      </span>
      <input name={name} className="input" {...props} />
    </label>
  );
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link to="/applications" className="tap text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        {t("applications.detail.back")}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t("applications.form.heading")}</h1>
      {resumes.length === 0 ? (
        <p className="card p-6">{t("applications.form.needResume")}</p>
      ) : (
        <Form method="post" className="card space-y-4 p-5 sm:p-6" key={params.toString()}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label className="label" htmlFor="application-resume">
                {t("applications.form.resume")}
              </label>
              <select
                id="application-resume"
                name="resumeId"
                className="input"
                value={resumeId}
                onChange={(event) => setResumeId(event.target.value)}
              >
                {resumes.map((resume) => (
                  <option key={resume.id} value={resume.id}>
                    {resume.title}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="label" htmlFor="application-letter">
                {t("applications.form.letter")}
              </label>
              <select id="application-letter" name="coverLetterId" className="input" defaultValue={prefill.letterId}>
                <option value="">{t("applications.form.noLetter")}</option>
                {(letters[resumeId] ?? []).map((letter) => (
                  <option key={letter.id} value={letter.id}>
                    {letter.title}
                  </option>
                ))}
              </select>
            </div>
            {field(
              "company",
              t("applications.form.company"),
              { required: true, maxLength: 200, defaultValue: prefill.company },
              false,
            )}
            {field(
              "role",
              t("applications.form.role"),
              { required: true, maxLength: 200, defaultValue: prefill.role },
              false,
            )}
            {field("location", t("applications.form.location"), { maxLength: 200 })}
            {field("salary", t("applications.form.salary"), { maxLength: 100 })}
            {field("jobUrl", t("applications.form.jobUrl"), { type: "url", maxLength: 500 })}
            {field("deadline", t("applications.form.deadline"), { type: "date" })}
          </div>
          <label className="block">
            <span className="label">
              {t("applications.form.jobDescription")}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">{t("applications.form.optional")}</span>
            </span>
            <textarea
              name="jobDescription"
              rows={8}
              className="input"
              maxLength={20_000}
              defaultValue={prefill.jobDescription}
            />
          </label>
          {result?.error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {actionErrorText(t, result)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Link to="/applications" className="btn-secondary">
              {t("applications.form.cancel")}
            </Link>
            <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
              {t("applications.form.create")}
            </button>
          </div>
        </Form>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
