import { versionTitle } from "./version-title";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LivePreview } from "~/components/editor/live-preview";
import { LocalTime } from "~/components/local-time";
import { useToast } from "~/components/toast";
import { useComputedText } from "~/components/use-computed-text";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { diffDocuments } from "~/domain/resume/version-diff";
import { renderResumeHtml } from "~/domain/templates/render";
import { ApiError } from "~/lib/api-client";
import { downloadFile } from "~/lib/download-file";
import { useVersions, type LoadedVersion } from "./use-versions";
import { VersionDiffView } from "./version-diff-view";
import { HistoryDrawer } from "./history-drawer";
import { errorText, reasonText } from "~/i18n/api-errors";

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
  const history = useVersions(resumeId, open);
  const texts = {
    title: t("panels.history.title"),
    back: t("panels.history.back"),
    close: t("panels.history.close"),
    loading: t("panels.history.loading"),
    pick: t("panels.history.selectHint"),
  };
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      canEdit={canEdit}
      texts={texts}
      widthClass="sm:w-[min(64rem,100vw)]"
      history={history}
    >
      {(selected) => (
        <VersionDetails
          key={selected.id}
          resumeId={resumeId}
          version={selected}
          current={current}
          canEdit={canEdit}
          onRestore={async () => {
            // The document the server's operations were computed against, as this user saw it.
            const before = current;
            const { ops } = await history.restore(selected.id);
            onRestored?.(before, ops);
          }}
        />
      )}
    </HistoryDrawer>
  );
}

function VersionDetails({
  resumeId,
  version,
  current,
  canEdit,
  onRestore,
}: {
  resumeId: string;
  version: LoadedVersion;
  current: RoomDocument;
  canEdit: boolean;
  onRestore: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const toast = useToast();
  const [restoring, setRestoring] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Differences from the current resume to this version: what a restore would bring back.
  const sections = useMemo(() => diffDocuments(current, version.document), [current, version.document]);
  const html = useMemo(
    () => renderResumeHtml(version.document.data, version.document.templateId, { pageSize: version.document.pageSize }),
    [version.document],
  );

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
      toast(
        caught instanceof ApiError
          ? t("panels.history.downloadFailedWhy", { reason: reasonText(t, caught) })
          : t("panels.history.downloadFailed"),
        "error",
      );
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
          {version.authors.length > 0
            ? ` · ${version.authors.map((author) => author.name || t("panels.history.someone")).join(", ")}`
            : ""}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{computed.versionSummary(version.summary)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => void restore()}
            disabled={restoring}
            aria-busy={restoring}
          >
            {restoring ? t("panels.history.restoring") : t("panels.history.restore")}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void downloadPdf()}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? t("panels.history.preparingPdf") : t("panels.history.downloadPdf")}
        </button>
      </div>
      <section aria-label={t("panels.history.differences")}>
        <h4 className="mb-2 text-sm font-semibold">{t("panels.history.differences")}</h4>
        <VersionDiffView sections={sections} />
      </section>
      <section aria-label={t("panels.history.previewLabel")} className="h-[70vh]">
        <h4 className="mb-2 text-sm font-semibold">{t("panels.history.preview")}</h4>
        <LivePreview
          html={html}
          pageSize={version.document.pageSize}
          label={t("panels.history.previewLabel")}
          zoom="fit-width"
          fill
        />
      </section>
    </article>
  );
}
