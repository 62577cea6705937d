import { useCallback, useEffect, useMemo, useState, type ComponentProps } from "react";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Activity } from "~/components/collab/activity";
import { usePresenceTracking } from "~/components/collab/use-presence-tracking";
import { useRoleChangeNotice } from "~/components/collab/use-role-change-notice";
import { useRoom } from "~/components/collab/use-room";
import { marksByField } from "~/components/suggestions/suggestion-marks";
import { useDecisions } from "~/components/suggestions/use-decisions";
import { useSuggesting } from "~/components/suggestions/use-suggesting";
import { useTailorFromEditor } from "~/components/tailor/use-start-tailoring";
import { useToast } from "~/components/toast";
import { useComputedText } from "~/components/use-computed-text";
import { useTransient } from "~/components/use-transient";
import { editToOps } from "~/domain/collab/edit-ops";
import { mayDecide, mayEdit } from "~/domain/collab/roles";
import { pageFitOf } from "~/domain/layout/page-fit";
import type { ResumeDocument, SavedJobDescription } from "~/domain/resume/api";
import type { ResumeEdit } from "~/domain/resume/edit";
import { pendingByAuthor, withSuggestions } from "~/domain/suggestions/project";
import type { TemplateId } from "~/domain/resume/template-ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { takePendingMerge } from "~/lib/pending-merge";
import type { PreviewPane } from "./preview-pane";
import { usePreviewPrefs } from "./preview-zoom";
import { useAts } from "./use-ats";
import { useEditorSaving } from "./use-editor-saving";
import { usePdfExport } from "./use-pdf-export";
import { useUndo } from "./use-undo";

/** What the builder route loaded: the resume (the newer of D1 and its room), the template in the address, the user. */
export interface EditorInput {
  resume: ResumeDocument;
  templateId: TemplateId;
  user: { id: string; fullName: string };
}

const NO_MARKS = { byField: new Map(), document: null, me: "", decisions: null };

/** docs/product.md#constants: how long the activity banners stay. */
const BANNER_MS = { change: 5000, typing: 3000 } as const;

/**
 * The document side: the room (or REST, with collaboration off), the role it gives this page,
 * and this user's edits, every one through `history`, which records it for Undo
 * (docs/collaboration.md#undo-and-redo).
 */
function useEditorDocument({ resume, templateId: urlTemplateId }: EditorInput) {
  const toast = useToast();
  const { t } = useTranslation();
  const computed = useComputedText();
  const navigate = useNavigate();
  const [suggestMode, setSuggestMode] = useState(false);
  const [collaborationOn, setCollaborationOn] = useState(true);
  const [change, showChange] = useTransient<Activity>(BANNER_MS.change);
  const [typing, showTyping] = useTransient<boolean>(BANNER_MS.typing);
  const room = useRoom({
    resumeId: resume.id,
    enabled: collaborationOn,
    initial: {
      data: resume.data,
      templateId: urlTemplateId,
      jobDescription: resume.jobDescription,
      pageSize: resume.pageSize,
    },
    version: resume.version,
    activity: {
      onChange: showChange,
      onTyping: () => showTyping(true),
      onRejected: (message, code) => toast(code ? apiErrorText(t, { code }) : message, "error"),
    },
  });
  // The role the room gives this page, which the owner may change while it is open; until the
  // room has answered, the one the page loaded with.
  const role = room.role ?? resume.role;
  const canEdit = mayEdit(role);
  const suggestOnly = role === "suggester";
  useRoleChangeNotice(role, toast);
  const history = useUndo({
    current: room.current,
    apply: room.apply,
    canEdit,
    notify: (message, text) => toast(computed.undoNotice(message, text), "info"),
  });
  const edit = history.edit;
  const currentDocument = room.current;
  const dispatch = useCallback(
    (change: ResumeEdit) => edit(editToOps(change, currentDocument().data)),
    [edit, currentDocument],
  );
  return {
    toast,
    t,
    navigate,
    suggestMode,
    setSuggestMode,
    collaborationOn,
    setCollaborationOn,
    banners: { change, typing: typing ?? false },
    room,
    role,
    canEdit,
    suggestOnly,
    history,
    edit,
    dispatch,
  };
}

/**
 * Suggestions (docs/collaboration.md#suggestions): a suggester always suggests, an editor or the
 * owner when they switch their session to Suggesting; both need the room.
 */
function useEditorSuggestions(
  { resume, user }: EditorInput,
  {
    toast,
    t,
    room,
    role,
    canEdit,
    suggestOnly,
    suggestMode,
    collaborationOn,
    history,
  }: ReturnType<typeof useEditorDocument>,
) {
  const suggesting = collaborationOn && (suggestOnly || (canEdit && suggestMode));
  const onSuggestionError = useCallback(
    (error: unknown) => toast(errorText(t, error, t("suggestions.failed")), "error"),
    [toast, t],
  );
  const suggester = useSuggesting({
    resumeId: resume.id,
    base: room.document,
    suggestions: room.suggestions,
    me: user.id,
    enabled: suggesting,
    onError: onSuggestionError,
  });
  const suggesterCurrent = suggester.current;
  const propose = suggester.propose;
  const suggest = useCallback(
    (change: ResumeEdit) => propose(editToOps(change, suggesterCurrent().data)),
    [propose, suggesterCurrent],
  );
  const decisions = useDecisions({
    resumeId: resume.id,
    current: room.current,
    recordApplied: history.recordApplied,
    onError: onSuggestionError,
  });
  const canDecide = mayDecide(role);
  const byField = useMemo(() => marksByField(room.suggestions), [room.suggestions]);
  // Without pending suggestions the marks do not depend on the document: a keystroke then leaves
  // the context alone, so only the section typed in re-renders (bench/preview.bench.mjs).
  const marksDocument = byField.size ? room.document : null;
  const marks = useMemo(
    () =>
      marksDocument
        ? { byField, document: marksDocument, me: user.id, decisions: canDecide ? decisions : null }
        : NO_MARKS,
    [byField, marksDocument, user.id, canDecide, decisions],
  );
  const pendingAuthors = useMemo(() => pendingByAuthor(room.suggestions), [room.suggestions]);
  const [previewSuggested, setPreviewSuggested] = useState(suggestOnly);
  // The digest's link (?suggestions=1) opens the editor at the Suggestions panel.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("suggestions") === "1")
      document.getElementById("suggestions-panel")?.scrollIntoView({ block: "start" });
  }, []);
  const suggestedDocument = useMemo(
    () => (pendingAuthors.length ? withSuggestions(room.document, room.suggestions) : null),
    [pendingAuthors.length, room.document, room.suggestions],
  );
  return {
    suggesting,
    suggester,
    suggest,
    decisions,
    canDecide,
    marks,
    pendingAuthors,
    previewSuggested,
    setPreviewSuggested,
    suggestedDocument,
  };
}

/** What the page does once on arrival, and the address bar following the room's template. */
function useEditorArrival(
  { resume, templateId: urlTemplateId }: EditorInput,
  { toast, t, navigate, room, canEdit, edit }: ReturnType<typeof useEditorDocument>,
) {
  const currentDocument = room.current;
  const { templateId } = room.document;
  // Arriving from the import page with changes ticked for this resume: applied once, as this
  // user's edits (collaborators receive them, Undo takes them back; docs/import.md#into-a-resume).
  useEffect(() => {
    if (!canEdit) return;
    const merge = takePendingMerge(resume.id);
    if (!merge) return;
    // The merge (and the import's matching tables it uses) loads only when there is one to apply,
    // not with every editor (docs/performance.md, "JavaScript per page").
    void import("~/domain/import/merge").then(({ mergeOps }) => {
      const ops = mergeOps(merge.changes, currentDocument().data);
      if (ops.length === 0) return;
      edit(ops);
      toast(t("importPage.merge.applied", { count: merge.changes.length, source: merge.source }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // Arriving from Change Template with another design: the resume takes it, for everyone in the room.
  useEffect(() => {
    if (canEdit && urlTemplateId !== resume.templateId) room.apply([{ op: "setTemplate", value: urlTemplateId }]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the template the URL brought
  }, []);
  // A collaborator changed the template: follow it in the address bar.
  useEffect(() => {
    if (templateId !== urlTemplateId)
      navigate(`/builder/${templateId}?${new URLSearchParams({ resume: resume.id })}`, {
        replace: true,
        preventScrollReset: true,
      });
  }, [templateId, urlTemplateId, navigate, resume.id]);
}

/**
 * The resume editor's state and actions, composed from the hooks above and the editor's own
 * (saving, ATS, PDF, tailoring, presence, preview preferences); the builder route lays them out.
 */
export function useEditor(input: EditorInput) {
  const { resume, user } = input;
  const doc = useEditorDocument(input);
  const suggestions = useEditorSuggestions(input, doc);
  useEditorArrival(input, doc);
  const { toast, t, room, canEdit, collaborationOn, setCollaborationOn, edit, dispatch } = doc;
  const { data, templateId, jobDescription, pageSize } = room.document;

  const { suggestedDocument, previewSuggested } = suggestions;
  const html = useMemo(
    () => renderResumeHtml(data, templateId, { pageSize, measurable: true }),
    [data, templateId, pageSize],
  );
  const suggestedHtml = useMemo(
    () =>
      suggestedDocument ? renderResumeHtml(suggestedDocument.data, templateId, { pageSize, measurable: true }) : null,
    [suggestedDocument, templateId, pageSize],
  );
  const previewHtml = previewSuggested && suggestedHtml ? suggestedHtml : html;
  const saving = useEditorSaving({
    resumeId: resume.id,
    canEdit,
    room,
    draft: { data, templateId, jobDescription, pageSize },
    collaborationOn,
    setCollaborationOn,
    toast,
  });
  const { flushEdits } = saving;
  const ats = useAts({
    resumeId: resume.id,
    resumeTitle: resume.title,
    canEdit,
    html,
    jobDescription,
    storedResult: resume.atsResult,
    toast,
  });
  const pdf = usePdfExport({ data, templateId, pageSize, toast });
  const tailoring = useTailorFromEditor({ resumeId: resume.id, canEdit, flushEdits, toast });
  const presence = usePresenceTracking({
    active: collaborationOn && room.status === "connected",
    resumeId: resume.id,
    user,
    send: room.send,
  });
  const [previewPrefs, setPreviewPrefs] = usePreviewPrefs();
  const [fullScreen, setFullScreen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  // Fitting measures the resume as it is, never a preview with suggestions in it.
  const pageFit: ComponentProps<typeof PreviewPane>["pageFit"] =
    previewHtml !== html
      ? undefined
      : {
          templateId,
          fit: pageFitOf(data),
          canEdit,
          onChange: (value) => dispatch({ type: "pageFit", value }),
          newPageSections: data.settings?.newPageSections ?? [],
          onNewPageSections: (value) => dispatch({ type: "newPageSections", value }),
        };

  const actions = {
    /** The job panel's save: by its button (confirmed with a toast) or as the person types (quietly). */
    saveJob: (saved: SavedJobDescription, options?: { auto: boolean }) => {
      edit([{ op: "setJobDescription", value: saved }]);
      if (!options?.auto) toast(t("editorChrome.toast.jobSaved"));
    },
    clearJob: () => {
      edit([{ op: "setJobDescription", value: null }]);
      ats.clear();
    },
    setTemplate: (next: TemplateId) => edit([{ op: "setTemplate", value: next }]),
    setPageSize: (next: typeof pageSize) => edit([{ op: "setPageSize", value: next }]),
    beforeExport: () => (canEdit ? flushEdits() : Promise.resolve(true)),
    tailor: jobDescription ? () => tailoring.tailor(jobDescription) : undefined,
  };

  const { analysis } = ats;
  const atsResult = analysis && {
    score: analysis.score,
    keywordsFound: analysis.keywordsFound,
    missingSkills: analysis.missingSkills,
    feedback: analysis.suggestions,
    rawScore: analysis.metadata.analysis.rawScore,
    maxPossible: analysis.metadata.analysis.maxPossible,
    roleFit: analysis.roleFit,
    relatedSkills: analysis.relatedSkills,
  };
  const occupationTitle =
    analysis?.job.occupation?.chosen && analysis.job.occupation.code === jobDescription?.occupation
      ? analysis.job.occupation.title
      : null;

  return {
    resume,
    user,
    ...doc,
    document: { data, templateId, jobDescription, pageSize },
    ...suggestions,
    preview: {
      html: previewHtml,
      suggestedHtml,
      pageFit,
      prefs: previewPrefs,
      setPrefs: setPreviewPrefs,
      fullScreen,
      setFullScreen,
    },
    saving,
    ats,
    /** The ATS panel's result, and the occupation it read the job as (when the person chose it for this job). */
    atsResult,
    occupationTitle,
    pdf,
    tailoring,
    presence,
    dialogs: { historyOpen, setHistoryOpen, shareOpen, setShareOpen },
    actions,
  };
}
