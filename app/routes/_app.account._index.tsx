import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useTransient } from "~/components/use-transient";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { ApiError, apiRequest } from "~/lib/api-client";
import { anyAnswer, meAnswer } from "~/lib/api-responses";
import { changePasswordSchema, deleteAccountSchema, PASSWORD_MIN, renameSchema } from "~/lib/auth-schemas";
import { issueError } from "~/lib/validation-issue";
import { clearStoredSession } from "~/lib/session-storage";
import { changePassword, deleteAccount, renameAccount } from "~/server/account.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { assertSameOrigin, invalidInput, readForm } from "~/server/http.server";
import { clearSessionCookie, requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.pageTitle") }];

/** Where the browser goes once the account is gone: the home page says so (app/routes/_index.tsx). */
const ACCOUNT_DELETED_PATH = "/?account=deleted";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context.cloudflare.env);
  return { fullName: user.fullName, email: user.email };
}

/** The forms the page posts without JavaScript, by their hidden `intent` field. */
const INTENTS = ["rename", "password", "delete"] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The forms posted without JavaScript (with it, the page calls the API and never posts): the same
 * checks and services as /api/account, answered on the page. A deletion then has no dialog to
 * confirm in: the password typed under "This cannot be undone" is the confirmation.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const session = await requireUser(request, env);
  const form = Object.fromEntries(await readForm(request));
  const intent = INTENTS.find((known) => known === form.intent);
  if (!intent) return refusedAction({ ...actionError("unknownAction"), intent: null });
  try {
    if (intent === "rename") {
      const parsed = renameSchema.safeParse(form);
      if (!parsed.success) return refusedAction({ ...actionError(...invalidInput(parsed.error)), intent });
      await renameAccount(env, session.user.id, parsed.data.fullName);
    } else if (intent === "password") {
      const parsed = changePasswordSchema.safeParse(form);
      if (!parsed.success) return refusedAction({ ...actionError(...invalidInput(parsed.error)), intent });
      const { currentPassword, newPassword } = parsed.data;
      await changePassword(
        env,
        { id: session.id, userId: session.user.id },
        { current: currentPassword, next: newPassword },
        new URL(request.url).origin,
      );
    } else {
      const parsed = deleteAccountSchema.safeParse(form);
      if (!parsed.success) return refusedAction({ ...actionError(...invalidInput(parsed.error)), intent });
      await deleteAccount(env, session.user.id, parsed.data.password, new URL(request.url).origin);
      return redirect(ACCOUNT_DELETED_PATH, { headers: { "Set-Cookie": clearSessionCookie(request) } });
    }
  } catch (error) {
    const refused = actionErrorFor(error, { intent });
    if (refused) return refused;
    throw error;
  }
  return { done: intent };
}

/** What a form posted without JavaScript was answered: its error in the interface language, or that it is done. */
function usePosted(intent: Intent): { error: string | null; done: boolean } {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  if (!answer) return { error: null, done: false };
  if ("done" in answer) return { error: null, done: answer.done === intent };
  return { error: answer.intent === intent ? apiErrorText(t, answer) : null, done: false };
}

/** The Account page: the name, the password, the data export, and deleting the account (docs/api.md#your-data). */
export default function AccountPage() {
  const { t } = useTranslation();
  const { fullName, email } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.title")}</h1>
      <ProfileForm fullName={fullName} email={email} />
      <PasswordForm />
      <DataSection />
      <DeleteSection />
    </main>
  );
}

/** A failed schema check in the interface language, with its parameters ("at least 8 characters"). */
function issueText(t: ReturnType<typeof useTranslation>["t"], issue: z.core.$ZodIssue | undefined): string {
  return issue ? apiErrorText(t, issueError(issue)) : "";
}

/** One card of the page: a section named by its heading. */
function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-3 p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A field's wiring to the form's one alert: the field in question is marked, and points at it. */
function invalidIf(wrong: boolean, alertId: string) {
  return wrong ? { "aria-invalid": true, "aria-describedby": alertId } : {};
}

/** What the form has to say: its alert (an error), then a passing notice. */
function FormOutcome({ alertId, error, notice }: { alertId: string; error: string | null; notice: string | null }) {
  return (
    <>
      {error ? (
        <div id={alertId}>
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm empty:hidden">
        {notice ? <p className="text-emerald-700 dark:text-emerald-400">{notice}</p> : null}
      </div>
    </>
  );
}

function ProfileForm({ fullName, email }: { fullName: string; email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const posted = usePosted("rename");
  const [name, setName] = useState(fullName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(posted.error);
  const [notice, showNotice] = useTransient<string>(6000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = renameSchema.safeParse({ fullName: name });
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]));
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest("/api/account", meAnswer, { method: "PATCH", body: checked.data });
      setName(answer.user.fullName);
      showNotice(t("account.profile.saved"));
      // The header greets the account by name: it reads the session again.
      revalidator.revalidate();
    } catch (failure) {
      setError(errorText(t, failure, t("account.profile.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id={id} heading={t("account.profile.heading")}>
      <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <input type="hidden" name="intent" value="rename" />
        <Field
          id={`${id}-name`}
          name="fullName"
          label={t("account.profile.name")}
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
          {...invalidIf(error !== null, `${id}-error`)}
        />
        <div>
          <p className="label" id={`${id}-email-label`}>
            {t("account.profile.email")}
          </p>
          <p aria-labelledby={`${id}-email-label`} className="text-sm break-all" data-testid="account-email">
            {email}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("account.profile.emailHint")}</p>
        </div>
        <FormOutcome
          alertId={`${id}-error`}
          error={error}
          notice={notice ?? (posted.done ? t("account.profile.saved") : null)}
        />
        <SubmitButton busy={busy} busyLabel={t("account.profile.saving")} className="sm:w-auto">
          {t("account.profile.save")}
        </SubmitButton>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const posted = usePosted("password");
  const [error, setError] = useState<{ text: string; field: "current" | "next" | null } | null>(
    posted.error === null ? null : { text: posted.error, field: null },
  );
  const [notice, showNotice] = useTransient<string>(8000);
  const focus = (field: "current" | "next") => document.getElementById(`${id}-${field}`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === "currentPassword" ? "current" : "next";
      setError({ text: issueText(t, issue), field });
      focus(field);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiRequest("/api/account/password", anyAnswer, { method: "PUT", body: checked.data });
      setCurrent("");
      setNext("");
      showNotice(t("account.password.saved"));
    } catch (failure) {
      const wrong = failure instanceof ApiError && failure.code === "passwordWrong";
      setError({ text: errorText(t, failure, t("account.password.failed")), field: wrong ? "current" : null });
      if (wrong) focus("current");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id={id} heading={t("account.password.heading")}>
      <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <input type="hidden" name="intent" value="password" />
        <Field
          id={`${id}-current`}
          name="currentPassword"
          type="password"
          label={t("account.password.current")}
          value={current}
          autoComplete="current-password"
          onChange={(event) => setCurrent(event.target.value)}
          {...invalidIf(error?.field === "current", `${id}-error`)}
        />
        <Field
          id={`${id}-next`}
          name="newPassword"
          type="password"
          label={t("account.password.next")}
          hint={t("account.password.nextHint", { min: PASSWORD_MIN })}
          value={next}
          autoComplete="new-password"
          onChange={(event) => setNext(event.target.value)}
          {...invalidIf(error?.field === "next", `${id}-error`)}
        />
        <FormOutcome
          alertId={`${id}-error`}
          error={error?.text ?? null}
          notice={notice ?? (posted.done ? t("account.password.saved") : null)}
        />
        <SubmitButton busy={busy} busyLabel={t("account.password.saving")} className="sm:w-auto">
          {t("account.password.save")}
        </SubmitButton>
      </form>
    </Card>
  );
}

function DataSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card id={id} heading={t("account.data.heading")}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("account.data.lead")}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/account/export" download className="btn-secondary">
          {t("account.data.download")}
        </a>
        <Link to="/account/tokens" className="btn-secondary">
          {t("account.data.tokens")}
        </Link>
      </div>
    </Card>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(usePosted("delete").error);

  function ask(event: FormEvent) {
    event.preventDefault();
    const checked = deleteAccountSchema.safeParse({ password });
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]));
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setError(null);
    setConfirming(true);
  }

  async function remove() {
    setConfirming(false);
    setBusy(true);
    try {
      await apiRequest("/api/account", anyAnswer, { method: "DELETE", body: { password } });
      clearStoredSession();
      // A full load: every loader and socket of the signed-in app goes with the session.
      window.location.assign(ACCOUNT_DELETED_PATH);
    } catch (failure) {
      setError(errorText(t, failure, t("account.remove.failed")));
      setBusy(false);
      document.getElementById(`${id}-password`)?.focus();
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="card space-y-3 border-red-300 p-5 sm:p-6 dark:border-red-900"
      data-testid="delete-account"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-red-700 dark:text-red-400">
        {t("account.remove.heading")}
      </h2>
      <p className="text-sm">{t("account.remove.lead")}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("account.remove.resumes")}</li>
        <li>{t("account.remove.applications")}</li>
        <li>{t("account.remove.library")}</li>
        <li>{t("account.remove.sharing")}</li>
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("account.remove.stays")}</p>
      <p className="text-sm font-medium">{t("account.remove.undone")}</p>
      <form method="post" noValidate onSubmit={ask} className="space-y-4 pt-2">
        <input type="hidden" name="intent" value="delete" />
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          label={t("account.remove.password")}
          hint={t("account.remove.passwordHint")}
          value={password}
          autoComplete="current-password"
          onChange={(event) => setPassword(event.target.value)}
          {...invalidIf(error !== null, `${id}-error`)}
        />
        <FormOutcome alertId={`${id}-error`} error={error} notice={null} />
        <button type="submit" className="btn-danger w-full sm:w-auto" disabled={busy} aria-busy={busy}>
          {busy ? t("account.remove.deleting") : t("account.remove.submit")}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("account.remove.confirmTitle")}
        confirmLabel={t("account.remove.confirm")}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        {t("account.remove.confirmBody")}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
