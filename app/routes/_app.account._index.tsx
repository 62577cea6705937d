import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert, SubmitButton } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useTransient } from "~/components/use-transient";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { apiRequest } from "~/lib/api-client";
import { anyAnswer, meAnswer } from "~/lib/api-responses";
import { deleteAccountSchema, renameSchema } from "~/lib/auth-schemas";
import { isErrorCode } from "~/lib/error-codes";
import { clearStoredSession } from "~/lib/session-storage";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.pageTitle") }];

/** Where the browser goes once the account is gone: the home page says so (app/routes/_index.tsx). */
const ACCOUNT_DELETED_PATH = "/?account=deleted";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context.cloudflare.env);
  return { fullName: user.fullName, email: user.email };
}

/** The Account page: the name, the data export, and deleting the account (docs/api.md#your-data). */
export default function AccountPage() {
  const { t } = useTranslation();
  const { fullName, email } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("account.title")}</h1>
      <ProfileForm fullName={fullName} email={email} />
      <DataSection />
      <DeleteSection />
    </main>
  );
}

/** The first zod issue's code in the interface language, or the fallback. */
function issueText(t: ReturnType<typeof useTranslation>["t"], code: string | undefined, fallback: string): string {
  return isErrorCode(code) ? apiErrorText(t, { code }) : fallback;
}

function ProfileForm({ fullName, email }: { fullName: string; email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(fullName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, showNotice] = useTransient<string>(6000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = renameSchema.safeParse({ fullName: name });
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]?.message, t("account.profile.failed")));
      input.current?.focus();
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
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("account.profile.heading")}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-5">
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t("account.profile.name")}
          </label>
          <input
            ref={input}
            id={`${id}-name`}
            name="fullName"
            className="input"
            value={name}
            maxLength={100}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <p className="label" id={`${id}-email-label`}>
            {t("account.profile.email")}
          </p>
          <p aria-labelledby={`${id}-email-label`} className="text-sm break-all" data-testid="account-email">
            {email}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("account.profile.emailHint")}</p>
        </div>
        {error ? (
          <div id={`${id}-error`}>
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
        <div role="status" aria-live="polite" className="text-sm empty:hidden">
          {notice ? <p className="text-emerald-700 dark:text-emerald-400">{notice}</p> : null}
        </div>
        <SubmitButton busy={busy} busyLabel={t("account.profile.saving")} className="sm:w-auto">
          {t("account.profile.save")}
        </SubmitButton>
      </form>
    </section>
  );
}

function DataSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-3 p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("account.data.heading")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("account.data.lead")}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/account/export" download className="btn-secondary">
          {t("account.data.download")}
        </a>
        <Link to="/account/tokens" className="btn-secondary">
          {t("account.data.tokens")}
        </Link>
      </div>
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function ask(event: FormEvent) {
    event.preventDefault();
    const checked = deleteAccountSchema.safeParse({ password });
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]?.message, t("account.remove.failed")));
      input.current?.focus();
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
      input.current?.focus();
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
      <form noValidate onSubmit={ask} className="space-y-4 pt-2">
        <div>
          <label htmlFor={`${id}-password`} className="label">
            {t("account.remove.password")}
          </label>
          <input
            ref={input}
            id={`${id}-password`}
            name="password"
            type="password"
            className="input"
            value={password}
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-password-hint`}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-password-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("account.remove.passwordHint")}
          </p>
        </div>
        {error ? (
          <div id={`${id}-error`}>
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
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
