import { useEffect, useId, useState, type FormEvent } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import { useToast } from "~/components/toast";
import { PUBLICATION_PASSWORD_MAX, PUBLICATION_PASSWORD_MIN, type PublicationInfo } from "~/domain/publication/api";
import { SLUG_MAX } from "~/domain/publication/slug";
import { loadPublication, removePublication, savePublication } from "./publication-api";
import { StatsBars } from "./stats-bars";

type Loaded = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; publication: PublicationInfo | null };

/**
 * The owner's Publish dialog (docs/product.md#public-link): publish at a chosen or generated link,
 * optionally behind a password and open to search engines; once published, the link, its counts
 * per day, changes and Unpublish. `onChanged` lets the page reload its cards.
 */
export function PublishDialog({ resumeId, title, open, onClose, onChanged }: { resumeId: string; title: string; open: boolean; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState<"save" | "unpublish" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function reload() {
    try {
      setLoaded({ state: "ready", publication: await loadPublication(resumeId) });
    } catch (caught) {
      setLoaded({ state: "failed", message: caught instanceof Error ? caught.message : "Could not load the publication." });
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
      });
      toast(published ? "Publication updated." : `Published at ${result.url}`);
      onChanged();
      await reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not publish. Try again.");
    } finally {
      setBusy(null);
    }
  }

  async function unpublish() {
    setBusy("unpublish");
    setError(null);
    try {
      await removePublication(resumeId);
      toast("Unpublished. The link no longer works.");
      onChanged();
      await reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not unpublish. Try again.");
    } finally {
      setBusy(null);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast("Link copied.");
    } catch {
      toast("Could not copy the link: select it and copy it yourself.", "error");
    }
  }

  const publication = loaded.state === "ready" ? loaded.publication : null;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} className="w-[min(34rem,calc(100vw-1.5rem))]">
      <div className="max-h-[calc(100vh-2rem)] overflow-y-auto p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold">
          Publish “{title}”
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Anyone with the link sees the resume and can download it as a PDF. You can unpublish at any time.</p>
        {loaded.state === "loading" ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" role="status" aria-live="polite">
            <span className="mr-2 inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]" aria-hidden="true" />
            Loading…
          </p>
        ) : loaded.state === "failed" ? (
          <p className="mt-4 text-sm text-red-600 dark:text-red-400" role="alert">
            {loaded.message}
          </p>
        ) : (
          <>
            {publication ? (
              <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 dark:border-emerald-900 dark:bg-emerald-950/40">
                <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-200">Published{publication.hasPassword ? " · password protected" : ""}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <a href={publication.url} target="_blank" rel="noreferrer" className="min-w-0 truncate text-sm font-medium text-brand-700 underline dark:text-brand-300" data-testid="publication-url">
                    {publication.url}
                  </a>
                  <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={() => void copy(publication.url)}>
                    Copy link
                  </button>
                </div>
              </div>
            ) : null}
            <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} key={publication ? `${publication.slug}-${publication.hasPassword}-${publication.indexable}` : "new"}>
              <div>
                <label htmlFor={`${headingId}-slug`} className="block text-sm font-medium">
                  Link name
                </label>
                <div className="mt-1 flex items-center gap-1 text-sm">
                  <span className="text-slate-500 dark:text-slate-400">/r/</span>
                  <input
                    id={`${headingId}-slug`}
                    name="slug"
                    className="input min-w-0 flex-1"
                    defaultValue={publication?.slug ?? ""}
                    placeholder="made from your name"
                    maxLength={SLUG_MAX}
                    pattern="[a-z0-9][a-z0-9\-]*[a-z0-9]"
                    title="Lower-case letters, digits and dashes"
                    aria-describedby={`${headingId}-slug-hint`}
                  />
                </div>
                <p id={`${headingId}-slug-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  3 to {SLUG_MAX} lower-case letters, digits and dashes. Leave empty to get one made from your name.
                </p>
              </div>
              <div>
                <label htmlFor={`${headingId}-password`} className="block text-sm font-medium">
                  {publication?.hasPassword ? "New password (optional)" : "Password (optional)"}
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
                    <input type="checkbox" name="removePassword" /> Remove the password
                  </label>
                ) : null}
              </div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="indexable" defaultChecked={publication?.indexable ?? false} className="mt-0.5" />
                <span>Let search engines list this page</span>
              </label>
              {error ? (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                {publication ? (
                  <button type="button" className="btn-danger" disabled={busy !== null} aria-busy={busy === "unpublish"} onClick={() => void unpublish()}>
                    {busy === "unpublish" ? "Unpublishing…" : "Unpublish"}
                  </button>
                ) : null}
                <button type="button" className="btn-secondary" onClick={onClose}>
                  Close
                </button>
                <button type="submit" className="btn-primary" disabled={busy !== null} aria-busy={busy === "save"}>
                  {busy === "save" ? "Saving…" : publication ? "Save changes" : "Publish"}
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
