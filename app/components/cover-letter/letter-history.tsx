import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { LivePreview } from "~/components/editor/live-preview";
import { NameVersionForm } from "~/components/history/history-panel";
import { useVersionHistory, type VersionAnswers } from "~/components/history/use-versions";
import { VersionList } from "~/components/history/version-list";
import { ModalDialog } from "~/components/modal-dialog";
import { useToast } from "~/components/toast";
import { useComputedText } from "~/components/use-computed-text";
import { renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { LETTER_VERSION_KINDS } from "~/domain/cover-letter/versions";
import type { PAGE_SIZES, ResumeData } from "~/domain/resume/schema";
import type { VersionMeta } from "~/domain/resume/versions";
import type { TemplateId } from "~/domain/resume/template-ids";
import { errorText } from "~/i18n/api-errors";

const metaSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(LETTER_VERSION_KINDS),
  name: z.string().nullable(),
  authors: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: z.string(),
});
const listAnswer = z.object({ versions: z.array(metaSchema) });
const versionAnswer = z.object({ version: metaSchema.extend({ content: letterContentSchema }) });
const createdAnswer = z.object({ version: metaSchema.nullable() });
const restoredAnswer = z.object({ letter: z.object({ content: letterContentSchema, version: z.number().int() }) });

type Selected = VersionMeta & { content: LetterContent };

const LETTER_ANSWERS: VersionAnswers<Selected, z.infer<typeof restoredAnswer>> = {
  list: listAnswer,
  version: versionAnswer,
  created: createdAnswer,
  restored: restoredAnswer,
};

interface Props {
  letterId: string;
  open: boolean;
  onClose: () => void;
  canEdit: boolean;
  resume: { data: ResumeData; templateId: TemplateId; pageSize: (typeof PAGE_SIZES)[number] };
  /** The restore is stored: the editor shows the letter as it now is. */
  onRestored: (content: LetterContent, version: number) => void;
}

/**
 * The letter editor's History drawer (docs/api.md#letter-versions): the versions with who, when
 * and what changed, the selected one's preview, Restore (owner and editors) and naming the
 * current letter. The same list and naming form as the resume's History panel.
 */
export function LetterHistory({ letterId, open, onClose, canEdit, resume, onRestored }: Props) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const toast = useToast();
  const titleId = useId();
  const { versions, error, selected, loadingId, select, nameCurrent, restore: restoreVersion } = useVersionHistory(`/api/cover-letters/${letterId}/versions`, open, LETTER_ANSWERS, {
    load: t("letterLive.loadFailed"),
    open: t("letterLive.loadFailed"),
  });
  const [restoring, setRestoring] = useState(false);

  async function restore(version: Selected) {
    setRestoring(true);
    try {
      const answer = await restoreVersion(version.id);
      onRestored(answer.letter.content, answer.letter.version);
      toast(t("letterLive.restoredToast"));
    } catch (caught) {
      toast(errorText(t, caught, t("letterLive.restoreFailed")), "error");
    } finally {
      setRestoring(false);
    }
  }

  const html = useMemo(
    () => (selected ? renderCoverLetterHtml(selected.content, resume.data, resume.templateId, { pageSize: resume.pageSize }) : ""),
    [selected, resume.data, resume.templateId, resume.pageSize],
  );

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="my-0! mr-0! ml-auto! h-dvh max-h-none w-screen max-w-none rounded-none sm:w-[min(56rem,100vw)] sm:border-y-0 sm:border-r-0"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            {selected ? (
              <button type="button" className="btn-ghost px-2 sm:hidden" onClick={() => void select(null)}>
                {t("letterLive.back")}
              </button>
            ) : null}
            <h2 id={titleId} className="text-lg font-semibold">
              {t("letterLive.versionsTitle")}
            </h2>
            <button type="button" className="btn-ghost ml-auto px-3" onClick={onClose}>
              {t("letterLive.close")}
            </button>
          </header>
          {canEdit ? (
            <NameVersionForm onName={nameCurrent} />
          ) : null}
          {error ? (
            <p role="alert" className="mx-4 mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
              {error}
            </p>
          ) : null}
          <div className="flex min-h-0 flex-1">
            <nav aria-label={t("panels.history.versions")} className={`min-h-0 w-full overflow-y-auto border-slate-200 sm:block sm:w-80 sm:shrink-0 sm:border-r dark:border-slate-700 ${selected ? "hidden" : ""}`}>
              {versions === null ? (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-300" role="status">
                  {t("letterLive.loading")}
                </p>
              ) : (
                <VersionList versions={versions} selectedId={selected?.id ?? null} loadingId={loadingId} onSelect={(id) => void select(id)} emptyText={t("letterLive.empty")} />
              )}
            </nav>
            <div className={`min-h-0 flex-1 overflow-y-auto p-4 ${selected ? "" : "hidden sm:block"}`}>
              {selected ? (
                <div className="space-y-3">
                  <p className="text-sm text-slate-600 dark:text-slate-300">{computed.versionSummary(selected.summary)}</p>
                  {canEdit ? (
                    <button type="button" className="btn-primary" disabled={restoring} aria-busy={restoring} onClick={() => void restore(selected)}>
                      {restoring ? t("letterLive.restoring") : t("letterLive.restore")}
                    </button>
                  ) : null}
                  <div className="h-[70vh]">
                    <LivePreview html={html} pageSize={resume.pageSize} label={t("letterLive.previewLabel")} zoom="fit-width" />
                  </div>
                </div>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t("letterLive.pick")}</p>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
