import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import { useToast } from "~/components/toast";
import {
  DEFAULT_HIDDEN,
  PUBLICATION_PASSWORD_MAX,
  PUBLICATION_PASSWORD_MIN,
  type PublicationInfo,
} from "~/domain/publication/api";
import { SLUG_MAX } from "~/domain/publication/slug";
import { loadPublication, removePublication, savePublication } from "./publication-api";
import { StatsBars } from "./stats-bars";
import { errorText } from "~/i18n/api-errors";

type Loaded =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; publication: PublicationInfo | null };

/**
 * The owner's Publish dialog (docs/product.md#public-link): publish at a chosen or generated link,
 * optionally behind a password and open to search engines; once published, the link, its counts
 * per day, changes and Unpublish. `onChanged` lets the page reload its cards.
 */
export function PublishDialog({
  resumeId,
  title,
  open,
  onClose,
  onChanged,
}: {
  resumeId: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const toast = useToast();
  const { t } = useTranslation();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState<"save" | "unpublish" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function reload() {
    try {
      setLoaded({ state: "ready", publication: await loadPublication(resumeId) });
    } catch (caught) {
      setLoaded({ state: "failed", message: errorText(t, caught, t("publishing.dialog.loadFailed")) });
    }
  }

  useEffect(() => {
    if (!open) return;
    setLoaded({ state: "loading" });
    setError(null);
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, resumeId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const slug = String(form.get("slug") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const removePassword = form.get("removePassword") === "on";
    const published = loaded.state === "ready" ? loaded.publication : null;
    setBusy("save");
    setError(null);
    try {
      const result = await savePublication(resumeId, {
        ...(slug && slug !== published?.slug ? { slug } : {}),
        ...(removePassword ? { password: null } : password ? { password } : {}),
        indexable: form.get("indexable") === "on",
        hidePhone: form.get("hidePhone") === "on",
        hideEmail: form.get("hideEmail") === "on",
        hideLocation: form.get("hideLocation") === "on",
      });
      toast(published ? t("publishing.dialog.updated") : t("publishing.dialog.publishedAt", { url: result.url }));
      onChanged();
      await reload();
    } catch (caught) {
      setError(errorText(t, caught, t("publishing.dialog.publishFailed")));
    } finally {
      setBusy(null);
    }
  }

  async function unpublish() {
    setBusy("unpublish");
    setError(null);
    try {
      await removePublication(resumeId);
      toast(t("publishing.dialog.unpublished"));
      onChanged();
      await reload();
    } catch (caught) {
      setError(errorText(t, caught, t("publishing.dialog.unpublishFailed")));
    } finally {
      setBusy(null);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast(t("publishing.dialog.copied"));
    } catch {
      toast(t("publishing.dialog.copyFailed"), "error");
    }
  }

  const publication = loaded.state === "ready" ? loaded.publication : null;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} className="w-[min(34rem,calc(100vw-1.5rem))]">
      <div className="max-h-[calc(100vh-2rem)] overflow-y-auto p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("publishing.dialog.title", { title })}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("publishing.dialog.intro")}</p>
        {loaded.state === "loading" ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" role="status" aria-live="polite">
            <span
              className="mr-2 inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
              aria-hidden="true"
            />
            {t("publishing.dialog.loading")}
          </p>
        ) : loaded.state === "failed" ? (
          <p className="mt-4 text-sm text-red-600 dark:text-red-400" role="alert">
            {loaded.message}
          </p>
        ) : (
          <>
            {publication ? (
              <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 dark:border-emerald-900 dark:bg-emerald-950/40">
                <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-200">
                  {t("publishing.dialog.published")}
                  {publication.hasPassword ? t("publishing.dialog.protected") : ""}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <a
                    href={publication.url}
                    target="_blank"
                    rel="noreferrer"
                    className="min-w-0 truncate text-sm font-medium text-brand-700 underline dark:text-brand-300"
                    data-testid="publication-url"
                  >
                    {publication.url}
                  </a>
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1 text-xs"
                    onClick={() => void copy(publication.url)}
                  >
                    {t("publishing.dialog.copy")}
                  </button>
                </div>
              </div>
            ) : null}
            <form
              className="mt-4 space-y-4"
              onSubmit={(event) => void submit(event)}
              key={
                publication
                  ? `${publication.slug}-${publication.hasPassword}-${publication.indexable}-${publication.hidePhone}-${publication.hideEmail}-${publication.hideLocation}`
                  : "new"
              }
            >
              <div>
                <label htmlFor={`${headingId}-slug`} className="block text-sm font-medium">
                  {t("publishing.dialog.linkName")}
                </label>
                <div className="mt-1 flex items-center gap-1 text-sm">
                  <span className="text-slate-500 dark:text-slate-400">/r/</span>
                  <input
                    id={`${headingId}-slug`}
                    name="slug"
                    className="input min-w-0 flex-1"
                    defaultValue={publication?.slug ?? ""}
                    placeholder={t("publishing.dialog.slugPlaceholder")}
                    maxLength={SLUG_MAX}
                    pattern="[a-z0-9][a-z0-9\-]*[a-z0-9]"
                    title={t("publishing.dialog.slugTitle")}
                    aria-describedby={`${headingId}-slug-hint`}
                  />
                </div>
                <p id={`${headingId}-slug-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {t("publishing.dialog.slugHint", { max: SLUG_MAX })}
                </p>
              </div>
              <div>
                <label htmlFor={`${headingId}-password`} className="block text-sm font-medium">
                  {publication?.hasPassword ? t("publishing.dialog.newPassword") : t("publishing.dialog.password")}
                </label>
                <input
                  id={`${headingId}-password`}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  className="input mt-1 w-full"
                  minLength={PUBLICATION_PASSWORD_MIN}
                  maxLength={PUBLICATION_PASSWORD_MAX}
                />
                {publication?.hasPassword ? (
                  <label className="mt-2 flex items-center gap-2 text-sm">
                    <input type="checkbox" name="removePassword" /> {t("publishing.dialog.removePassword")}
                  </label>
                ) : null}
              </div>
              <fieldset className="space-y-1 text-sm">
                <legend className="font-medium">{t("publishing.dialog.showOnPage")}</legend>
                {(["hidePhone", "hideEmail", "hideLocation"] as const).map((name) => (
                  <label key={name} className="flex min-h-[44px] items-center gap-2">
                    <input type="checkbox" name={name} defaultChecked={publication?.[name] ?? DEFAULT_HIDDEN[name]} />
                    <span>{t(`publishing.dialog.${name}`)}</span>
                  </label>
                ))}
              </fieldset>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="indexable"
                  defaultChecked={publication?.indexable ?? false}
                  className="mt-0.5"
                />
                <span>{t("publishing.dialog.indexable")}</span>
              </label>
              {error ? (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                {publication ? (
                  <button
                    type="button"
                    className="btn-danger"
                    disabled={busy !== null}
                    aria-busy={busy === "unpublish"}
                    onClick={() => void unpublish()}
                  >
                    {busy === "unpublish" ? t("publishing.dialog.unpublishing") : t("publishing.dialog.unpublish")}
                  </button>
                ) : null}
                <button type="button" className="btn-secondary" onClick={onClose}>
                  {t("publishing.dialog.close")}
                </button>
                <button type="submit" className="btn-primary" disabled={busy !== null} aria-busy={busy === "save"}>
                  {busy === "save"
                    ? t("publishing.dialog.saving")
                    : publication
                      ? t("publishing.dialog.save")
                      : t("publishing.dialog.publish")}
                </button>
              </div>
            </form>
            {publication ? <StatsBars days={publication.days} /> : null}
          </>
        )}
      </div>
    </ModalDialog>
  );
}
