import { mayEdit } from "~/domain/collab/roles";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { takePendingMerge } from "~/lib/pending-merge";
import { mergeOps } from "~/domain/import/merge";
import { useTranslation } from "react-i18next";
import { ActivityBanners, CollaborationPanel, editorsHere, LiveBadge, RemoteCursors } from "~/components/collab/presence";
import { ShareButton, ShareDialog } from "~/components/collab/share-dialog";
import { usePresenceTracking } from "~/components/collab/use-presence-tracking";
import type { Activity } from "~/components/collab/activity";
import { useRoom } from "~/components/collab/use-room";
import { useRoleChangeNotice } from "~/components/collab/use-role-change-notice";
import { AtsPanel } from "~/components/editor/ats-panel";
import { EditorScriptFonts } from "~/components/editor/editor-script-fonts";
import { EditorToolbar } from "~/components/editor/editor-toolbar";
import { ExportMenu } from "~/components/editor/export-menu";
import { JobDescriptionPanel } from "~/components/editor/job-description-panel";
import { WriteLetterButton } from "~/components/cover-letter/write-letter-button";
import { PreviewPane } from "~/components/editor/preview-pane";
import { ReviewTab } from "~/components/review/review-tab";
import { usePreviewPrefs } from "~/components/editor/preview-zoom";
import { ResumeForm } from "~/components/editor/resume-form";
import { useAts } from "~/components/editor/use-ats";
import { usePdfExport } from "~/components/editor/use-pdf-export";
import { useUndo } from "~/components/editor/use-undo";
import { useComputedText } from "~/components/use-computed-text";
import { useEditorSaving } from "~/components/editor/use-editor-saving";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HeaderSlot } from "~/components/header-slot";
import { HistoryPanel } from "~/components/history/history-panel";
import { SuggestionsPanel } from "~/components/suggestions/suggestions-panel";
import { marksByField, SuggestionMarksProvider } from "~/components/suggestions/suggestion-marks";
import { SuggestedScore } from "~/components/suggestions/suggested-score";
import { SuggestingSwitch, PreviewSuggestionsToggle } from "~/components/suggestions/suggesting-controls";
import { useDecisions } from "~/components/suggestions/use-decisions";
import { useSuggesting } from "~/components/suggestions/use-suggesting";
import { pendingByAuthor, withSuggestions } from "~/domain/suggestions/project";
import { mayDecide } from "~/domain/collab/roles";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { ToastProvider, useToast } from "~/components/toast";
import { useTailorFromEditor } from "~/components/tailor/use-start-tailoring";
import { useTransient } from "~/components/use-transient";
import { editToOps } from "~/domain/collab/edit-ops";
import type { ResumeDocument, SavedJobDescription } from "~/domain/resume/api";
import { starterResume, type ResumeEdit } from "~/domain/resume/edit";
import { getTemplate } from "~/domain/templates/catalog";
import { isTemplateId, type TemplateId } from "~/domain/resume/template-ids";
import { pageTitle } from "~/i18n/page-title";
import { pageFitOf } from "~/domain/layout/page-fit";
import { renderResumeHtml } from "~/domain/templates/render";
import type { AppRouteHandle } from "~/routes/_app";
import { withLiveDocument } from "~/server/collab/room.server";
import { withHttpErrors } from "~/server/http-errors.server";
import { assertSameOrigin } from "~/server/http.server";
import { createResume, getResume, latestResumeForTemplate } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: data ? pageTitle(matches, "editorChrome.pageTitle", { title: data.resume.title }) : pageTitle(matches, "editorChrome.heading") }];

export const handle: AppRouteHandle = { wide: true };

/** POST /builder/{templateId}: a new resume in this template, started from the user's name and e-mail. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const templateId = params.templateId;
  if (!isTemplateId(templateId)) throw redirect("/templates");
  const { id } = await createResume(env, user.id, { templateId, data: starterResume(user.fullName, user.email) });
  throw redirect(`/builder/${templateId}?${new URLSearchParams({ resume: id })}`);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const templateId = params.templateId;
  if (!isTemplateId(templateId)) {
    console.warn(`Unknown template id ${JSON.stringify(templateId)}; redirecting to /templates`);
    throw redirect("/templates");
  }
  const resumeId = new URL(request.url).searchParams.get("resume");
  if (!resumeId) {
    // GET never writes (a same-site <img> must not create resumes): the latest resume in this
    // template, else step 2 of the template flow, whose Start button posts to the action below.
    const existing = await latestResumeForTemplate(env, user.id, templateId);
    throw redirect(existing ? `/builder/${templateId}?${new URLSearchParams({ resume: existing })}` : `/templates?${new URLSearchParams({ template: templateId, step: "2" })}`);
  }
  // The room may hold edits it has not written back to D1 yet: open the newer of the two.
  const resume = await withLiveDocument(env, await withHttpErrors(() => getResume(env, resumeId, user.id)));
  return { user, resume, templateId };
}

export default function BuilderRoute() {
  const { resume, templateId, user } = useLoaderData<typeof loader>();
  return (
    <ToastProvider>
      <Editor key={resume.id} resume={resume as ResumeDocument} urlTemplateId={templateId} user={user} />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const NO_MARKS = { byField: new Map(), document: null, me: "", decisions: null };

/** docs/product.md#constants: how long the activity banners stay. */
const BANNER_MS = { change: 5000, typing: 3000 } as const;
function Editor({ resume, urlTemplateId, user }: { resume: ResumeDocument; urlTemplateId: TemplateId; user: { id: string; fullName: string } }) {
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
    initial: { data: resume.data, templateId: urlTemplateId, jobDescription: resume.jobDescription, pageSize: resume.pageSize },
    version: resume.version,
    activity: { onChange: showChange, onTyping: () => showTyping(true), onRejected: (message, code) => toast(code ? apiErrorText(t, { code }) : message, "error") },
  });
  const { data, templateId, jobDescription, pageSize } = room.document;
  // The role the room gives this page, which the owner may change while it is open; until the
  // room has answered, the one the page loaded with.
  const role = room.role ?? resume.role;
  const canEdit = mayEdit(role);
  const suggestOnly = role === "suggester";
  useRoleChangeNotice(role, toast);
  // Every edit of this user goes through `history`, which records it for Undo (docs/collaboration.md#undo-and-redo).
  const history = useUndo({ current: room.current, apply: room.apply, canEdit, notify: (message, text) => toast(computed.undoNotice(message, text), "info") });
  const edit = history.edit;
  /** The job panel's save: by its button (confirmed with a toast) or as the person types (quietly). */
  const saveJob = (saved: SavedJobDescription, options?: { auto: boolean }) => {
    edit([{ op: "setJobDescription", value: saved }]);
    if (!options?.auto) toast(t("editorChrome.toast.jobSaved"));
  };
  const currentDocument = room.current;
  const dispatch = useCallback((change: ResumeEdit) => edit(editToOps(change, currentDocument().data)), [edit, currentDocument]);

  // Suggestions (docs/collaboration.md#suggestions): a suggester always suggests, an editor or the
  // owner when they switch their session to Suggesting; both need the room.
  const suggesting = collaborationOn && (suggestOnly || (canEdit && suggestMode));
  const onSuggestionError = useCallback((error: unknown) => toast(errorText(t, error, t("suggestions.failed")), "error"), [toast, t]);
  const suggester = useSuggesting({ resumeId: resume.id, base: room.document, suggestions: room.suggestions, me: user.id, enabled: suggesting, onError: onSuggestionError });
  const suggesterCurrent = suggester.current;
  const propose = suggester.propose;
  const suggest = useCallback((change: ResumeEdit) => propose(editToOps(change, suggesterCurrent().data)), [propose, suggesterCurrent]);
  const decisions = useDecisions({ resumeId: resume.id, current: room.current, recordApplied: history.recordApplied, onError: onSuggestionError });
  const canDecide = mayDecide(role);
  const byField = useMemo(() => marksByField(room.suggestions), [room.suggestions]);
  // Without pending suggestions the marks do not depend on the document: a keystroke then leaves
  // the context alone, so only the section typed in re-renders (bench/preview.bench.mjs).
  const marksDocument = byField.size ? room.document : null;
  const marks = useMemo(
    () => (marksDocument ? { byField, document: marksDocument, me: user.id, decisions: canDecide ? decisions : null } : NO_MARKS),
    [byField, marksDocument, user.id, canDecide, decisions],
  );
  const pendingAuthors = useMemo(() => pendingByAuthor(room.suggestions), [room.suggestions]);
  const [previewSuggested, setPreviewSuggested] = useState(suggestOnly);
  // The digest's link (?suggestions=1) opens the editor at the Suggestions panel.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("suggestions") === "1") document.getElementById("suggestions-panel")?.scrollIntoView({ block: "start" });
  }, []);
  const suggestedDocument = useMemo(() => (pendingAuthors.length ? withSuggestions(room.document, room.suggestions) : null), [pendingAuthors.length, room.document, room.suggestions]);

  // Arriving from the import page with changes ticked for this resume: applied once, as this
  // user's edits (collaborators receive them, Undo takes them back; docs/import.md#into-a-resume).
  useEffect(() => {
    if (!canEdit) return;
    const merge = takePendingMerge(resume.id);
    if (!merge) return;
    const ops = mergeOps(merge.changes, currentDocument().data);
    if (ops.length === 0) return;
    edit(ops);
    toast(t("importPage.merge.applied", { count: merge.changes.length, source: merge.source }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // Arriving from Change Template with another design: the resume takes it, for everyone in the room.
  useEffect(() => {
    if (canEdit && urlTemplateId !== resume.templateId) room.apply([{ op: "setTemplate", value: urlTemplateId }]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the template the URL brought
  }, []);
  // A collaborator changed the template: follow it in the address bar.
  useEffect(() => {
    if (templateId !== urlTemplateId) navigate(`/builder/${templateId}?${new URLSearchParams({ resume: resume.id })}`, { replace: true, preventScrollReset: true });
  }, [templateId, urlTemplateId, navigate, resume.id]);

  const html = useMemo(() => renderResumeHtml(data, templateId, { pageSize, measurable: true }), [data, templateId, pageSize]);
  const suggestedHtml = useMemo(() => (suggestedDocument ? renderResumeHtml(suggestedDocument.data, templateId, { pageSize, measurable: true }) : null), [suggestedDocument, templateId, pageSize]);
  const previewHtml = previewSuggested && suggestedHtml ? suggestedHtml : html;
  const { saver, saveState, flushEdits, saveNow, switchCollaboration } = useEditorSaving({ resumeId: resume.id, canEdit, room, draft: { data, templateId, jobDescription, pageSize }, collaborationOn, setCollaborationOn, toast });
  const ats = useAts({ resumeId: resume.id, resumeTitle: resume.title, canEdit, html, jobDescription, storedResult: resume.atsResult, toast });
  const pdf = usePdfExport({ data, templateId, pageSize, toast });
  const tailoring = useTailorFromEditor({ resumeId: resume.id, canEdit, flushEdits, toast });
  const presence = usePresenceTracking({ active: collaborationOn && room.status === "connected", resumeId: resume.id, user, send: room.send });
  const [previewPrefs, setPreviewPrefs] = usePreviewPrefs();
  const [fullScreen, setFullScreen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  return (
    <>
      <HeaderSlot>
        <EditorToolbar
          templateName={getTemplate(templateId)?.name ?? ""}
          resumeId={resume.id}
          saveState={saveState}
          onSave={() => void saveNow()}
          onGeneratePdf={() => void pdf.generatePdf()}
          generating={pdf.generating}
          canEdit={canEdit}
          undo={{ onUndo: history.undo, onRedo: history.redo, canUndo: history.canUndo, canRedo: history.canRedo }}
          onOpenHistory={() => setHistoryOpen(true)}
          actions={
            <>
              {resume.role === "owner" ? <ShareButton onOpen={() => setShareOpen(true)} /> : null}
              <ExportMenu resumeId={resume.id} beforeExport={() => (canEdit ? flushEdits() : Promise.resolve(true))} />
            </>
          }
          presence={collaborationOn ? <LiveBadge status={room.status} transport={room.transport} editorCount={editorsHere(room.you, room.others)} /> : null}
        />
      </HeaderSlot>
      {saver.error ? (
        <div role="alert" className="mx-auto max-w-[1600px] px-4 pt-3 sm:px-6">
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">{saver.error}</p>
        </div>
      ) : null}
      <main className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6 xl:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:grid-cols-2 xl:col-span-2">
          <section aria-labelledby="editor-heading" className={`min-w-0 ${previewPrefs.focus === "preview" ? "lg:hidden" : ""}`}>
            <h1 id="editor-heading" className="mb-3 text-lg font-semibold">
              {t("editorChrome.heading")}
            </h1>
            {canEdit && collaborationOn ? <SuggestingSwitch on={suggestMode} onChange={setSuggestMode} /> : null}
            {suggestOnly ? (
              <p role="note" className="mb-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
                {t("suggestions.suggesterNote")}
              </p>
            ) : !canEdit ? (
              <p role="note" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
                {t("editorChrome.viewOnly")}
              </p>
            ) : null}
            <div ref={presence.formBox} className="relative" onMouseMove={presence.onMouseMove} data-undo-scope>
              <EditorScriptFonts data={data} />
              <SuggestionMarksProvider value={marks}>
                <ResumeForm data={suggesting ? suggester.view.data : data} dispatch={suggesting ? suggest : dispatch} readOnly={!canEdit && !suggesting} />
              </SuggestionMarksProvider>
              {collaborationOn ? <RemoteCursors cursors={room.cursors} selections={room.selections} /> : null}
            </div>
          </section>
          <PreviewPane
            html={previewHtml}
            suggestionsToggle={suggestedHtml ? <PreviewSuggestionsToggle withSuggestions={previewSuggested} onChange={setPreviewSuggested} /> : undefined}
            pageSize={pageSize}
            prefs={previewPrefs}
            onPrefs={setPreviewPrefs}
            fullScreen={fullScreen}
            onFullScreen={setFullScreen}
            documentControls={{
              collaborationOn,
              onCollaborationChange: (on) => void switchCollaboration(on),
              templateId,
              onTemplateChange: (next) => edit([{ op: "setTemplate", value: next }]),
              pageSize,
              onPageSizeChange: (next) => edit([{ op: "setPageSize", value: next }]),
              canEdit,
            }}
            atsReads={pdf.atsReads}
            // Fitting measures the resume as it is, never a preview with suggestions in it.
            pageFit={previewHtml !== html ? undefined : { templateId, fit: pageFitOf(data), canEdit, onChange: (value) => dispatch({ type: "pageFit", value }), newPageSections: data.settings?.newPageSections ?? [], onNewPageSections: (value) => dispatch({ type: "newPageSections", value }) }}
            review={collaborationOn ? <ReviewTab resumeId={resume.id} title={resume.title} version={room.version} annotations={room.annotations} me={{ userId: user.id, isOwner: resume.role === "owner" }} send={room.send} /> : undefined}
          />
        </div>
        <aside className="min-w-0 space-y-6" aria-label={t("editorChrome.aside")}>
          {collaborationOn && (room.suggestions.length > 0 || suggestOnly || resume.role === "owner") ? (
            <SuggestionsPanel suggestions={room.suggestions} document={room.document} decisions={canDecide ? decisions : null} isOwner={resume.role === "owner"} />
          ) : null}
          <JobDescriptionPanel
            saved={jobDescription}
            readOnly={!canEdit}
            occupationTitle={ats.analysis?.job.occupation?.chosen && ats.analysis.job.occupation.code === jobDescription?.occupation ? ats.analysis.job.occupation.title : null}
            onSave={saveJob}
            onClear={() => {
              edit([{ op: "setJobDescription", value: null }]);
              ats.clear();
            }}
          />
          {canEdit ? <WriteLetterButton resumeId={resume.id} jobDescription={jobDescription} beforeCreate={flushEdits} toast={toast} /> : null}
          <AtsPanel
            result={
              ats.analysis && {
                score: ats.analysis.score,
                keywordsFound: ats.analysis.keywordsFound,
                missingSkills: ats.analysis.missingSkills,
                feedback: ats.analysis.suggestions,
                rawScore: ats.analysis.metadata.analysis.rawScore,
                maxPossible: ats.analysis.metadata.analysis.maxPossible,
                roleFit: ats.analysis.roleFit,
                relatedSkills: ats.analysis.relatedSkills,
              }
            }
            analyzing={ats.analyzing}
            exporting={ats.exporting}
            onAnalyze={() => void ats.analyze()}
            onExport={() => void ats.exportReport()}
            analyzeUrl={`/analyze/${resume.id}`}
            tailoring={tailoring.busy}
            onTailor={jobDescription ? () => tailoring.tailor(jobDescription) : undefined}
          />
          {canDecide ? <SuggestedScore html={suggestedHtml} jobDescription={jobDescription} score={ats.analysis?.score ?? null} pending={pendingAuthors} /> : null}
        </aside>
      </main>
      {resume.role === "owner" ? <ShareDialog resumeId={resume.id} open={shareOpen} onClose={() => setShareOpen(false)} /> : null}
      <HistoryPanel resumeId={resume.id} open={historyOpen} onClose={() => setHistoryOpen(false)} canEdit={canEdit} current={room.document} onRestored={history.recordApplied} />
      {collaborationOn ? (
        <>
          <ActivityBanners change={change} typing={typing ?? false} />
          <CollaborationPanel status={room.status} error={room.error} onRetry={room.retry} you={room.you} others={room.others} recentChanges={room.recentChanges} />
        </>
      ) : null}
    </>
  );
}
