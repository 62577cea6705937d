import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { LivePreview } from "~/components/editor/live-preview";
import { HistoryDrawer } from "~/components/history/history-drawer";
import { useVersionHistory, versionMetaSchema, type VersionAnswers } from "~/components/history/use-versions";
import { useToast } from "~/components/toast";
import { useComputedText } from "~/components/use-computed-text";
import { renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { LETTER_VERSION_KINDS } from "~/domain/cover-letter/versions";
import type { PAGE_SIZES, ResumeData } from "~/domain/resume/schema";
import type { VersionMeta } from "~/domain/resume/versions";
import type { TemplateId } from "~/domain/resume/template-ids";
import { errorText } from "~/i18n/api-errors";

const metaSchema = versionMetaSchema(LETTER_VERSION_KINDS);
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
 * current letter, in the same drawer as the resume's History panel (../history/history-drawer.tsx).
 */
export function LetterHistory({ letterId, open, onClose, canEdit, resume, onRestored }: Props) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const toast = useToast();
  const history = useVersionHistory(`/api/cover-letters/${letterId}/versions`, open, LETTER_ANSWERS, {
    load: t("letterLive.loadFailed"),
    open: t("letterLive.loadFailed"),
  });
  const { selected, restore: restoreVersion } = history;
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
    () =>
      selected
        ? renderCoverLetterHtml(selected.content, resume.data, resume.templateId, { pageSize: resume.pageSize })
        : "",
    [selected, resume.data, resume.templateId, resume.pageSize],
  );

  const texts = {
    title: t("letterLive.versionsTitle"),
    back: t("letterLive.back"),
    close: t("letterLive.close"),
    loading: t("letterLive.loading"),
    pick: t("letterLive.pick"),
    empty: t("letterLive.empty"),
  };
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      canEdit={canEdit}
      texts={texts}
      widthClass="sm:w-[min(56rem,100vw)]"
      history={history}
    >
      {(selected) => (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{computed.versionSummary(selected.summary)}</p>
          {canEdit ? (
            <button
              type="button"
              className="btn-primary"
              disabled={restoring}
              aria-busy={restoring}
              onClick={() => void restore(selected)}
            >
              {restoring ? t("letterLive.restoring") : t("letterLive.restore")}
            </button>
          ) : null}
          <div className="h-[70vh]">
            <LivePreview html={html} pageSize={resume.pageSize} label={t("letterLive.previewLabel")} zoom="fit-width" />
          </div>
        </div>
      )}
    </HistoryDrawer>
  );
}
