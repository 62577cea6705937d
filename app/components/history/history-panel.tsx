import { versionTitle } from "./version-title";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LivePreview } from "~/components/editor/live-preview";
import { LocalTime } from "~/components/local-time";
import { ModalDialog } from "~/components/modal-dialog";
import { useToast } from "~/components/toast";
import { useComputedText } from "~/components/use-computed-text";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { diffDocuments } from "~/domain/resume/version-diff";
import { VERSION_NAME_MAX } from "~/domain/resume/versions";
import { renderResumeHtml } from "~/domain/templates/render";
import { ApiError } from "~/lib/api-client";
import { downloadFile } from "~/lib/download-file";
import { useVersions, type LoadedVersion } from "./use-versions";
import { VersionDiffView } from "./version-diff-view";
import { VersionList } from "./version-list";
import { errorText, reasonText } from "~/i18n/api-errors";

/** A clock icon with "History"; the word hides between the phone menu and the wide header, where the row is tight. */
export function HistoryButton({ onOpen, inMenu = false }: { onOpen: () => void; inMenu?: boolean }) {
  // In the header an icon beside Undo and Redo (the same family of actions); in "More", named.
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={inMenu ? "btn-ghost h-9 gap-1.5 px-3" : "btn-ghost h-9 w-9 shrink-0 p-0"}
      aria-haspopup="dialog"
      aria-label={t("panels.history.button")}
      title={t("panels.history.title")}
      onClick={onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
        <path d="M3 3v5h5" />
        <path d="M12 7v5l3 2" />
      </svg>
      {inMenu ? <span aria-hidden="true">{t("panels.history.button")}</span> : null}
    </button>
  );
}

interface Props {
  resumeId: string;
  open: boolean;
  onClose: () => void;
  canEdit: boolean;
  /** The document on screen, to diff each version against. */
  current: RoomDocument;
  /** The restore was applied as this user: `before` is the document it replaced (an undoable step). */
  onRestored?: (before: RoomDocument, ops: Op[]) => void;
}

/**
 * The editor's History drawer (docs/api.md#version-history): the versions, and for the selected one
 * its differences from the current resume by section, its rendered preview, Restore (owner and
 * editors) and Download PDF; plus naming the current state. A full-screen sheet on a phone.
 */
export function HistoryPanel({ resumeId, open, onClose, canEdit, current, onRestored }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const history = useVersions(resumeId, open);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="my-0! mr-0! ml-auto! h-dvh max-h-none w-screen max-w-none rounded-none sm:w-[min(64rem,100vw)] sm:border-y-0 sm:border-r-0"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            {history.selected ? (
              <button type="button" className="btn-ghost px-2 sm:hidden" onClick={() => void history.select(null)}>
                {t("panels.history.back")}
              </button>
            ) : null}
            <h2 id={titleId} className="text-lg font-semibold">
              {t("panels.history.title")}
            </h2>
            <button type="button" className="btn-ghost ml-auto px-3" onClick={onClose}>
              {t("panels.history.close")}
            </button>
          </header>
          {canEdit ? <NameVersionForm onName={history.nameCurrent} /> : null}
          {history.error ? (
            <p role="alert" className="mx-4 mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
              {history.error}
            </p>
          ) : null}
          <div className="flex min-h-0 flex-1">
            <nav aria-label={t("panels.history.versions")} className={`min-h-0 w-full overflow-y-auto border-slate-200 sm:block sm:w-80 sm:shrink-0 sm:border-r dark:border-slate-700 ${history.selected ? "hidden" : ""}`}>
              {history.versions === null ? (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-300" role="status">
                  {t("panels.history.loading")}
                </p>
              ) : (
                <VersionList versions={history.versions} selectedId={history.selected?.id ?? null} loadingId={history.loadingId} onSelect={(id) => void history.select(id)} />
              )}
            </nav>
            <div className={`min-h-0 flex-1 overflow-y-auto p-4 ${history.selected ? "" : "hidden sm:block"}`}>
              {history.selected ? (
                <VersionDetails
                  key={history.selected.id}
                  resumeId={resumeId}
                  version={history.selected}
                  current={current}
                  canEdit={canEdit}
                  onRestore={async () => {
                    // The document the server's operations were computed against, as this user saw it.
                    const before = current;
                    const { ops } = await history.restore(history.selected!.id);
                    onRestored?.(before, ops);
                  }}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t("panels.history.selectHint")}</p>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/** Naming the current state; the letter History drawer uses it too. */
export function NameVersionForm({ onName }: { onName: (name: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast(t("panels.history.nameEmpty"), "error");
      return;
    }
    setBusy(true);
    try {
      await onName(name.trim());
      toast(t("panels.history.named", { name: name.trim() }));
      setName("");
    } catch (caught) {
      toast(errorText(t, caught, t("panels.history.nameFailed")), "error");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
          {t("panels.history.nameLabel")}
        </label>
        <input id={inputId} className="input mt-1 w-full" value={name} maxLength={VERSION_NAME_MAX} placeholder={t("panels.history.namePlaceholder")} onChange={(event) => setName(event.target.value)} />
      </div>
      <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
        {busy ? t("panels.history.saving") : t("panels.history.nameVersion")}
      </button>
    </form>
  );
}

function VersionDetails({ resumeId, version, current, canEdit, onRestore }: { resumeId: string; version: LoadedVersion; current: RoomDocument; canEdit: boolean; onRestore: () => Promise<void> }) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const toast = useToast();
  const [restoring, setRestoring] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Differences from the current resume to this version: what a restore would bring back.
  const sections = useMemo(() => diffDocuments(current, version.document), [current, version.document]);
  const html = useMemo(() => renderResumeHtml(version.document.data, version.document.templateId, { pageSize: version.document.pageSize }), [version.document]);

  async function restore() {
    setRestoring(true);
    try {
      await onRestore();
      toast(t("panels.history.restored"));
    } catch (caught) {
      toast(errorText(t, caught, t("panels.history.restoreFailed")), "error");
    } finally {
      setRestoring(false);
    }
  }

  async function downloadPdf() {
    setDownloading(true);
    try {
      await downloadFile(`/api/resumes/${resumeId}/export?format=pdf&version=${version.id}`, "resume.pdf");
    } catch (caught) {
      // The server's answer by its code (or "HTTP 503" when it sent none).
      toast(caught instanceof ApiError ? t("panels.history.downloadFailedWhy", { reason: reasonText(t, caught) }) : t("panels.history.downloadFailed"), "error");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article aria-labelledby={`version-${version.id}`} className="space-y-4">
      <div>
        <h3 id={`version-${version.id}`} className="text-base font-semibold">
          {versionTitle(t, version)}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <LocalTime iso={version.createdAt} />
          {version.authors.length > 0 ? ` · ${version.authors.map((author) => author.name || t("panels.history.someone")).join(", ")}` : ""}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{computed.versionSummary(version.summary)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <button type="button" className="btn-primary" onClick={() => void restore()} disabled={restoring} aria-busy={restoring}>
            {restoring ? t("panels.history.restoring") : t("panels.history.restore")}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={() => void downloadPdf()} disabled={downloading} aria-busy={downloading}>
          {downloading ? t("panels.history.preparingPdf") : t("panels.history.downloadPdf")}
        </button>
      </div>
      <section aria-label={t("panels.history.differences")}>
        <h4 className="mb-2 text-sm font-semibold">{t("panels.history.differences")}</h4>
        <VersionDiffView sections={sections} />
      </section>
      <section aria-label={t("panels.history.previewLabel")} className="h-[70vh]">
        <h4 className="mb-2 text-sm font-semibold">{t("panels.history.preview")}</h4>
        <LivePreview html={html} pageSize={version.document.pageSize} label={t("panels.history.previewLabel")} zoom="fit-width" fill />
      </section>
    </article>
  );
}
