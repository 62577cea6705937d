import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RoleFitText, SuggestionText } from "~/domain/ats/messages";
import type { ScoreDetailText, ScoreLabelText } from "~/domain/ats/score-texts";
import type { AtsComponentId } from "~/domain/ats/types";
import type { SkipNoticeText } from "~/domain/collab/undo-changes";
import type { ImportMessageCode } from "~/domain/import/file";
import type { SectionDiff } from "~/domain/resume/version-diff";
import type { QuestionText, ReasonText } from "~/domain/tailor/reasons";
import {
  diffFieldIn,
  entryTitleIn,
  importErrorIn,
  localized,
  scoreComponentIn,
  scoreDetailIn,
  scoreLabelIn,
  questionIn,
  reasonIn,
  roleFitIn,
  suggestionIn,
  undoNoticeIn,
  versionSummaryIn,
} from "~/i18n/computed";

type Coded<T> = { message: string; text?: T };

/**
 * Texts the domain computes, as the page shows them (docs/i18n.md "Computed texts"): in English
 * exactly as the domain words them, in another language rendered from their codes.
 */
export function useComputedText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      suggestion: ({ message, text }: Coded<SuggestionText>) =>
        localized(language, message, text, (coded) => suggestionIn(t, coded)),
      roleFit: ({ message, text }: Coded<RoleFitText>) =>
        localized(language, message, text, (coded) => roleFitIn(t, coded)),
      reason: (change: { reason: string; reasonText?: ReasonText }) =>
        localized(language, change.reason, change.reasonText, (coded) => reasonIn(t, coded)),
      question: (change: { question: string; questionText?: QuestionText }) =>
        localized(language, change.question, change.questionText, (coded) => questionIn(t, coded)),
      versionSummary: (summary: string) => localized(language, summary, summary, (line) => versionSummaryIn(t, line)),
      sectionLabel: ({ section, label }: Pick<SectionDiff, "section" | "label">) =>
        localized(language, label, section, (key) => t(`computed.history.section.${key}`)),
      diffField: (field: { field: string; label: string }) =>
        localized(language, field.label, field, (coded) => diffFieldIn(t, coded)),
      entryTitle: (entry: { title: string; titleParts: string[] }) =>
        localized(language, entry.title, entry.titleParts, (parts) => entryTitleIn(t, parts)),
      scoreComponent: (component: { id: AtsComponentId; label: string }) =>
        localized(language, component.label, component.id, (id) => scoreComponentIn(t, id)),
      scoreLabel: (item: { label: string; labelText?: ScoreLabelText }) =>
        localized(language, item.label, item.labelText, (coded) => scoreLabelIn(t, coded)),
      scoreDetail: (item: { detail?: string; detailText?: ScoreDetailText }) =>
        localized(language, item.detail ?? "", item.detailText, (coded) => scoreDetailIn(t, coded)),
      undoNotice: (message: string, text: SkipNoticeText | null) =>
        localized(language, message, text ?? undefined, (coded) => undoNoticeIn(t, coded)),
      importError: (error: { message: string; code: ImportMessageCode }) =>
        localized(language, error.message, error.code, (code) => importErrorIn(t, code)),
    }),
    [t, language],
  );
}
