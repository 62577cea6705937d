import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert, SubmitButton } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { LocalTime } from "~/components/local-time";
import { useTransient } from "~/components/use-transient";
import { createTokenSchema, TOKEN_LIMITS, TOKEN_SCOPES, type TokenScope } from "~/domain/tokens/scopes";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { apiRequest } from "~/lib/api-client";
import { anyAnswer, createdTokenAnswer, tokensAnswer, type AccessToken, type TokenUse } from "~/lib/api-responses";
import { isErrorCode } from "~/lib/error-codes";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "accessTokens.pageTitle") }];

/** Signed-in only; the tokens themselves come from the API (GET /api/tokens), which takes only the session. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

const EXPIRIES = ["never", "days7", "days30", "days90", "year"] as const;
type Expiry = (typeof EXPIRIES)[number];
const EXPIRY_DAYS: Record<Expiry, number | null> = { never: null, days7: 7, days30: 30, days90: 90, year: 365 };

/** The expiry the API is sent for a choice made at `now`: null never expires. */
function expiresAtFor(choice: Expiry, now: number): string | null {
  const days = EXPIRY_DAYS[choice];
  return days === null ? null : new Date(now + days * 24 * 60 * 60 * 1000).toISOString();
}

/** A token's scopes in the form's order, whatever order they were ticked in; one this page does not know goes last. */
function inScopeOrder(scopes: readonly string[]): string[] {
  const rank = (scope: string) => {
    const at = (TOKEN_SCOPES as readonly string[]).indexOf(scope);
    return at === -1 ? TOKEN_SCOPES.length : at;
  };
  return [...scopes].sort((a, b) => rank(a) - rank(b));
}

type Listing = { tokens: AccessToken[]; activity: TokenUse[] };

export default function AccessTokensPage() {
  const { t } = useTranslation();
  // `load` must not change with `t`: its effect would fetch again whenever `t` is a new function.
  const translate = useRef(t);
  translate.current = t;
  const [listing, setListing] = useState<Listing | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [notice, showNotice] = useTransient<string>(6000);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest("/api/tokens", tokensAnswer, { method: "GET" });
      setListing(answer);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorText(translate.current, error, translate.current("accessTokens.loadFailed")));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(token: AccessToken) {
    setRevoking(null);
    setListError(null);
    try {
      await apiRequest(`/api/tokens/${encodeURIComponent(token.id)}`, anyAnswer, { method: "DELETE" });
      showNotice(t("accessTokens.list.revoked", { name: token.name }));
    } catch (error) {
      setListError(errorText(t, error, t("accessTokens.list.revokeFailed")));
    }
    // Gone either way once the server forgot it (a 404 too): the list is read again.
    setListing((was) => (was ? { ...was, tokens: was.tokens.filter((one) => one.id !== token.id) } : was));
    listHeading.current?.focus();
    void load();
  }

  const tokens = listing?.tokens ?? [];

  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("accessTokens.title")}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("accessTokens.intro")}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("accessTokens.suggestNote")}</p>
      </div>

      {created ? (
        <NewSecret
          created={created}
          onDone={() => {
            setCreated(null);
            // The form comes back in its place: the focus goes to its first field.
            requestAnimationFrame(() => nameInput.current?.focus());
          }}
        />
      ) : (
        <CreateForm
          nameInput={nameInput}
          onCreated={(answer) => {
            setCreated(answer);
            void load();
          }}
        />
      )}

      <section aria-labelledby={`${ids}-list`} className="space-y-3" data-tokens={listing ? "ready" : "loading"}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${ids}-list`} ref={listHeading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {t("accessTokens.list.heading")}
          </h2>
          {listing ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("accessTokens.list.count", { used: tokens.length, max: TOKEN_LIMITS.perAccount })}
            </p>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="text-sm empty:hidden">
          {notice ? <p className="text-emerald-700 dark:text-emerald-400">{notice}</p> : null}
        </div>
        {listError ? <FormAlert>{listError}</FormAlert> : null}
        {loadError ? (
          <div className="space-y-2">
            <FormAlert>{loadError}</FormAlert>
            <button type="button" className="btn-secondary" onClick={() => void load()}>
              {t("accessTokens.retry")}
            </button>
          </div>
        ) : null}
        {listing === null ? (
          loadError ? null : (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t("accessTokens.loading")}
            </p>
          )
        ) : tokens.length === 0 ? (
          <p className="card p-4 text-sm text-slate-600 dark:text-slate-400">{t("accessTokens.list.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="token-list">
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${ids}-activity`} className="space-y-3">
        <div>
          <h2 id={`${ids}-activity`} className="text-xl font-semibold">
            {t("accessTokens.activity.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("accessTokens.activity.lead", { max: TOKEN_LIMITS.activityShown })}
          </p>
        </div>
        {listing === null ? null : listing.activity.length === 0 ? (
          <p className="card p-4 text-sm text-slate-600 dark:text-slate-400">{t("accessTokens.activity.empty")}</p>
        ) : (
          <ul className="card divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="token-activity">
            {listing.activity.map((use, index) => (
              <li
                key={`${use.at}-${index}`}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <span className="font-medium break-words sm:w-40 sm:shrink-0">{use.tokenName}</span>
                <code className="min-w-0 flex-1 font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                  {use.method} {use.path}
                </code>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">
                  <LocalTime iso={use.at} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={revoking !== null}
        title={t("accessTokens.revoke.title")}
        confirmLabel={t("accessTokens.revoke.confirm")}
        danger
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      >
        {t("accessTokens.revoke.body", { name: revoking?.name ?? "" })}
      </ConfirmDialog>
    </main>
  );
}

/** Name, scopes and expiry; the name and scopes are checked here with the API's own schema, so both say the same. */
function CreateForm({
  nameInput,
  onCreated,
}: {
  nameInput: RefObject<HTMLInputElement>;
  onCreated: (created: { name: string; token: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ReadonlySet<TokenScope>>(new Set());
  const [expiry, setExpiry] = useState<Expiry>("never");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field: "name" | "scopes" | null } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name,
      scopes: TOKEN_SCOPES.filter((scope) => scopes.has(scope)),
      expiresAt: expiresAtFor(expiry, Date.now()),
    };
    const checked = createTokenSchema.safeParse(body);
    if (!checked.success) {
      const code = checked.error.issues[0]?.message;
      const field = code === "tokenName" ? "name" : code === "tokenScopes" ? "scopes" : null;
      setError({ text: isErrorCode(code) ? apiErrorText(t, { code }) : t("accessTokens.form.failed"), field });
      if (field === "name") nameInput.current?.focus();
      else if (field === "scopes") document.getElementById(`${id}-scope-${TOKEN_SCOPES[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest("/api/tokens", createdTokenAnswer, { body: checked.data });
      onCreated({ name: answer.name, token: answer.token });
    } catch (failure) {
      setError({ text: errorText(t, failure, t("accessTokens.form.failed")), field: null });
      setBusy(false);
    }
  }

  const nameError = error?.field === "name";
  const scopesError = error?.field === "scopes";
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("accessTokens.form.heading")}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-5">
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t("accessTokens.form.name")}
          </label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            name="name"
            className="input"
            value={name}
            maxLength={TOKEN_LIMITS.nameMax}
            autoComplete="off"
            placeholder={t("accessTokens.form.namePlaceholder")}
            aria-invalid={nameError || undefined}
            aria-describedby={nameError ? `${id}-error` : `${id}-name-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-name-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("accessTokens.form.nameHint", { max: TOKEN_LIMITS.nameMax })}
          </p>
        </div>

        <fieldset aria-describedby={scopesError ? `${id}-error` : `${id}-scopes-hint`}>
          <legend className="label">{t("accessTokens.form.scopes")}</legend>
          <p id={`${id}-scopes-hint`} className="mb-2 text-xs text-slate-500 dark:text-slate-400">
            {t("accessTokens.form.scopesHint")}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {TOKEN_SCOPES.map((scope) => (
              <div
                key={scope}
                className="relative rounded-lg border border-slate-200 px-3 pb-3 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40 dark:border-slate-700 dark:hover:bg-slate-800/60 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40"
              >
                <div className="flex items-center gap-3">
                  <input
                    id={`${id}-scope-${scope}`}
                    type="checkbox"
                    name="scopes"
                    value={scope}
                    className="relative z-10 h-5 w-5 shrink-0 accent-brand-600 focus:outline-none"
                    checked={scopes.has(scope)}
                    aria-invalid={scopesError || undefined}
                    aria-describedby={`${id}-scope-${scope}-text`}
                    onChange={(event) => {
                      const on = event.target.checked;
                      setScopes((was) => {
                        const next = new Set(was);
                        if (on) next.add(scope);
                        else next.delete(scope);
                        return next;
                      });
                    }}
                  />
                  {/* The label covers the whole card, so a tap anywhere on it ticks the box. */}
                  <label
                    htmlFor={`${id}-scope-${scope}`}
                    className="flex min-h-11 flex-1 items-center font-mono text-sm font-semibold after:absolute after:inset-0 after:content-['']"
                  >
                    {scope}
                  </label>
                </div>
                <p id={`${id}-scope-${scope}-text`} className="pl-8 text-sm text-slate-600 dark:text-slate-400">
                  {t(`accessTokens.scope.${scope}`)}
                </p>
              </div>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-expiry`} className="label">
            {t("accessTokens.form.expiry")}
          </label>
          <select
            id={`${id}-expiry`}
            name="expiry"
            className="input w-auto"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as Expiry)}
          >
            {EXPIRIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`accessTokens.expiry.${choice}`)}
              </option>
            ))}
          </select>
        </div>

        {error ? (
          <div id={`${id}-error`}>
            <FormAlert>{error.text}</FormAlert>
          </div>
        ) : null}

        <SubmitButton busy={busy} busyLabel={t("accessTokens.form.creating")} className="sm:w-auto">
          {t("accessTokens.form.create")}
        </SubmitButton>
      </form>
    </section>
  );
}

/** The secret, this once: read-only, with Copy (selected for the keyboard when the clipboard refuses) and Done. */
function NewSecret({ created, onDone }: { created: { name: string; token: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copied, showCopied] = useTransient<"copied" | "failed">(4000);

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      showCopied("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      showCopied("failed");
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="card border-emerald-300 p-5 sm:p-6 dark:border-emerald-800"
      data-testid="new-token"
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t("accessTokens.secret.heading", { name: created.name })}
      </h2>
      <div className="mt-4">
        <label htmlFor={`${id}-secret`} className="label">
          {t("accessTokens.secret.label")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={field}
            id={`${id}-secret`}
            readOnly
            value={created.token}
            className="input min-w-0 flex-1 font-mono"
            aria-describedby={`${id}-warning`}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn-primary" onClick={() => void copy()}>
            {t("accessTokens.secret.copy")}
          </button>
        </div>
        <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm">
          {copied === "copied" ? (
            <span className="text-emerald-700 dark:text-emerald-400">{t("accessTokens.secret.copied")}</span>
          ) : copied === "failed" ? (
            <span className="text-slate-700 dark:text-slate-300">{t("accessTokens.secret.copyFailed")}</span>
          ) : null}
        </p>
      </div>
      <p
        id={`${id}-warning`}
        className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
      >
        {t("accessTokens.secret.warning")}
      </p>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("accessTokens.secret.done")}
        </button>
      </div>
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="token-row">
      <div className="min-w-0 flex-1">
        <h3 id={`${id}-name`} className="font-semibold break-words">
          {token.name}
        </h3>
        <ul aria-label={t("accessTokens.list.scopes")} className="mt-1 flex flex-wrap gap-1">
          {inScopeOrder(token.scopes).map((scope) => (
            <li
              key={scope}
              className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {scope}
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t("accessTokens.list.created")}</dt>
            <dd>
              <LocalTime iso={token.createdAt} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t("accessTokens.list.lastUsed")}</dt>
            <dd>{token.lastUsedAt ? <LocalTime iso={token.lastUsedAt} /> : t("accessTokens.list.neverUsed")}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t("accessTokens.list.expires")}</dt>
            <dd>{token.expiresAt ? <LocalTime iso={token.expiresAt} /> : t("accessTokens.list.never")}</dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        className="btn-secondary self-start text-red-700 dark:text-red-400"
        aria-label={t("accessTokens.list.revokeLabel", { name: token.name })}
        onClick={onRevoke}
      >
        {t("accessTokens.list.revoke")}
      </button>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
