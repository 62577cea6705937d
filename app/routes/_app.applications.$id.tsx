import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useComputedText } from "~/components/use-computed-text";
import { eventInputSchema, STAGES, updateApplicationSchema } from "~/domain/applications/schema";
import { summarizeChanges } from "~/domain/resume/version-diff";
import { getTemplate } from "~/domain/templates/catalog";
import { isTemplateId } from "~/domain/resume/template-ids";
import { actionErrorText } from "~/i18n/api-errors";
import {
  addEvent,
  deleteApplication,
  getApplication,
  sentDocuments,
  startFromJob,
  updateApplication,
} from "~/server/applications.server";
import { withLiveDocument } from "~/server/collab/room.server";
import { assertSameOrigin, readForm } from "~/server/http.server";
import { getResume } from "~/server/resumes.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { invalidInput } from "~/server/http.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.application.company} · ${data.application.role}` : "Application" },
];

/** The application, and how the resume changed since it was sent (when it still exists). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const application = await getApplication(env, params.id ?? "", user.id);
  let sinceSent: string | null = null;
  const now = application.resumeId
    ? await getResume(env, application.resumeId, user.id)
        .then((resume) => withLiveDocument(env, resume))
        .catch(() => null)
    : null;
  if (application.sent && now) {
    const { resume: sent } = await sentDocuments(env, application.id, user.id);
    {
      const current = {
        data: now.data,
        templateId: sent.templateId,
        jobDescription: sent.jobDescription,
        pageSize: now.pageSize,
      };
      sinceSent =
        JSON.stringify(sent.data) === JSON.stringify(now.data) && sent.templateId === now.templateId
          ? ""
          : summarizeChanges(sent, current);
    }
  }
  return {
    application,
    sinceSent,
    editorUrl: now ? `/builder/${now.templateId}?${new URLSearchParams({ resume: now.id })}` : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  assertSameOrigin(request);
  const form = Object.fromEntries(await readForm(request));
  const id = params.id ?? "";
  try {
    switch (form.intent) {
      case "delete":
        await deleteApplication(env, id, user.id);
        return redirect("/applications");
      case "tailor":
      case "letter":
        return redirect(await startFromJob(env, id, user, form.intent));
      case "event": {
        const parsed = eventInputSchema.safeParse({
          title: form.title,
          date: form.date || undefined,
          note: form.note || undefined,
        });
        if (!parsed.success) return refusedAction({ ...actionError(...invalidInput(parsed.error)), saved: false });
        await addEvent(env, id, user.id, parsed.data);
        return { error: null, saved: false };
      }
      case "save": {
        const { intent: _intent, ...fields } = form;
        const parsed = updateApplicationSchema.safeParse(fields);
        if (!parsed.success) return refusedAction({ ...actionError(...invalidInput(parsed.error)), saved: false });
        await updateApplication(env, id, user, parsed.data);
        return { error: null, saved: true };
      }
      default:
        return refusedAction({ ...actionError("unknownAction"), saved: false });
    }
  } catch (error) {
    const refused = actionErrorFor(error, { saved: false });
    if (refused) return refused;
    throw error;
  }
}

export default function ApplicationPage() {
  const { application, sinceSent, editorUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation();
  const computed = useComputedText();
  const busy = navigation.state !== "idle";
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { year: "numeric", month: "long", day: "numeric" });
  const eventTitle = (title: string) =>
    title.startsWith("stage:") && (STAGES as readonly string[]).includes(title.slice(6))
      ? t(`applications.stage.${title.slice(6) as "saved"}`)
      : title;
  const sentBase = `/api/applications/${application.id}/sent`;
  const template =
    application.sent && isTemplateId(application.sent.templateId)
      ? (getTemplate(application.sent.templateId)?.name ?? application.sent.templateId)
      : application.sent?.templateId;
  const text = (name: keyof typeof application & string, label: string, props: Record<string, unknown> = {}) => (
    <label className="block">
      <span className="label">{label}</span>
      <input name={name} className="input" defaultValue={String(application[name] ?? "")} {...props} />
    </label>
  );
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to="/applications" className="tap text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        {t("applications.detail.back")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{application.company}</h1>
          <p className="mt-1 text-lg text-slate-700 dark:text-slate-300">{application.role}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("applications.card.resume", { title: application.resumeTitle })}
          </p>
        </div>
        {application.resumeId && editorUrl ? (
          <div className="flex flex-wrap gap-2">
            <Link to={editorUrl} className="btn-secondary">
              {t("applications.detail.openResume")}
            </Link>
            {application.sent === null && application.jobDescription.trim() ? (
              <Form method="post" className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="tailor" className="btn-secondary" disabled={busy}>
                  {t("applications.detail.tailor")}
                </button>
                <button type="submit" name="intent" value="letter" className="btn-secondary" disabled={busy}>
                  {t("applications.detail.draftLetter")}
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </div>

      <div role="status" aria-live="polite">
        {result?.error ? <p className="text-sm text-red-600 dark:text-red-400">{actionErrorText(t, result)}</p> : null}
        {result?.saved ? (
          <p className="text-sm text-emerald-700 dark:text-emerald-400">{t("applications.form.saved")}</p>
        ) : null}
      </div>

      <section aria-labelledby="sent-heading" className="card space-y-3 p-5 sm:p-6" data-testid="sent">
        <h2 id="sent-heading" className="text-lg font-semibold">
          {t("applications.detail.sentHeading")}
        </h2>
        {application.sent ? (
          <>
            <p className="text-sm">{t("applications.detail.sentAt", { date: day(application.sent.at), template })}</p>
            {application.sent.ats ? (
              <p className="text-sm font-medium">
                {t("applications.detail.sentScore", { score: application.sent.ats.score })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <a href={`${sentBase}?format=pdf`} className="btn-primary" download>
                {t("applications.detail.download")}
              </a>
              <a href={`${sentBase}?format=docx`} className="btn-secondary" download>
                {t("applications.detail.downloadDocx")}
              </a>
              <a href={`${sentBase}?format=txt`} className="btn-secondary" download>
                {t("applications.detail.downloadTxt")}
              </a>
              {application.sent.hasLetter ? (
                <a href={`${sentBase}?format=pdf&document=letter`} className="btn-secondary" download>
                  {t("applications.detail.downloadLetter")}
                </a>
              ) : null}
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="since-sent">
              {application.resumeId === null
                ? t("applications.detail.resumeDeleted")
                : sinceSent === ""
                  ? t("applications.detail.unchanged")
                  : sinceSent
                    ? t("applications.detail.sinceSent", { changes: computed.versionSummary(sinceSent) })
                    : null}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("applications.detail.notSent")}</p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Form method="post" className="card space-y-4 p-5 sm:p-6">
          <input type="hidden" name="intent" value="save" />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label className="label" htmlFor="application-stage">
                {t("applications.table.stage")}
              </label>
              <select
                id="application-stage"
                name="stage"
                className="input"
                defaultValue={application.stage}
                key={application.stage}
              >
                {STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(`applications.stage.${stage}`)}
                  </option>
                ))}
              </select>
            </div>
            {text("company", t("applications.form.company"), { required: true, maxLength: 200 })}
            {text("role", t("applications.form.role"), { required: true, maxLength: 200 })}
            {text("location", t("applications.form.location"), { maxLength: 200 })}
            {text("salary", t("applications.form.salary"), { maxLength: 100 })}
            {text("deadline", t("applications.form.deadline"), { type: "date" })}
            {text("jobUrl", t("applications.form.jobUrl"), { type: "url", maxLength: 500 })}
          </div>
          <label className="block">
            <span className="label">{t("applications.form.contacts")}</span>
            <textarea
              name="contacts"
              rows={2}
              className="input"
              maxLength={2_000}
              defaultValue={application.contacts}
            />
          </label>
          <label className="block">
            <span className="label">{t("applications.form.notes")}</span>
            <textarea name="notes" rows={4} className="input" maxLength={5_000} defaultValue={application.notes} />
          </label>
          <label className="block">
            <span className="label">{t("applications.form.jobDescription")}</span>
            <textarea
              name="jobDescription"
              rows={6}
              className="input"
              maxLength={20_000}
              defaultValue={application.jobDescription}
            />
          </label>
          <div className="flex flex-wrap justify-between gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("applications.form.save")}
            </button>
          </div>
        </Form>

        <section aria-labelledby="timeline-heading" className="card space-y-4 p-5">
          <h2 id="timeline-heading" className="text-lg font-semibold">
            {t("applications.detail.timeline")}
          </h2>
          {application.events.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("applications.detail.noEvents")}</p>
          ) : null}
          <ol className="space-y-2 text-sm" data-testid="timeline">
            {application.events.map((event) => (
              <li key={event.id}>
                <span className="font-medium">{eventTitle(event.title)}</span>{" "}
                <span className="text-slate-600 dark:text-slate-300">· {event.date}</span>
                {event.note ? <p className="text-slate-600 dark:text-slate-300">{event.note}</p> : null}
              </li>
            ))}
          </ol>
          <Form method="post" className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <input type="hidden" name="intent" value="event" />
            <label className="block">
              <span className="label">{t("applications.detail.eventTitle")}</span>
              <input name="title" required maxLength={120} className="input" />
            </label>
            <label className="block">
              <span className="label">{t("applications.detail.eventDate")}</span>
              <input name="date" type="date" className="input" />
            </label>
            <label className="block">
              <span className="label">{t("applications.detail.eventNote")}</span>
              <input name="note" maxLength={1_000} className="input" />
            </label>
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("applications.detail.addEvent")}
            </button>
          </Form>
          <Form
            method="post"
            className="border-t border-slate-200 pt-4 dark:border-slate-800"
            onSubmit={(event) => {
              if (!window.confirm(t("applications.detail.confirmDelete", { company: application.company })))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="btn-danger" disabled={busy}>
              {t("applications.detail.delete")}
            </button>
          </Form>
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
