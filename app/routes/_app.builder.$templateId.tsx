import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import {
  ActivityBanners,
  CollaborationPanel,
  editorsHere,
  LiveBadge,
  RemoteCursors,
} from "~/components/collab/presence";
import { ShareButton } from "~/components/collab/share-button";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { AtsPanel } from "~/components/editor/ats-panel";
import { EditorScriptFonts } from "~/components/editor/editor-script-fonts";
import { EditorToolbar } from "~/components/editor/editor-toolbar";
import { ExportMenu } from "~/components/editor/export-menu";
import { JobDescriptionPanel } from "~/components/editor/job-description-panel";
import { WriteLetterButton } from "~/components/cover-letter/write-letter-button";
import { PreviewPane } from "~/components/editor/preview-pane";
import { ResumeForm } from "~/components/editor/resume-form";
import { useEditor, type EditorInput } from "~/components/editor/use-editor";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HeaderSlot } from "~/components/header-slot";
import { SuggestionsPanel } from "~/components/suggestions/suggestions-panel";
import { SuggestionMarksProvider } from "~/components/suggestions/suggestion-marks";
import { SuggestedScore } from "~/components/suggestions/suggested-score";
import { SuggestingSwitch, PreviewSuggestionsToggle } from "~/components/suggestions/suggesting-controls";
import { ToastProvider } from "~/components/toast";
import { useHydrated } from "~/components/use-hydrated";
import { useOpenedOnce } from "~/components/use-opened-once";
import type { ResumeDocument } from "~/domain/resume/api";
import { starterResume } from "~/domain/resume/edit";
import { getTemplate } from "~/domain/templates/catalog";
import { isTemplateId } from "~/domain/resume/template-ids";
import { pageTitle } from "~/i18n/page-title";
import type { AppRouteHandle } from "~/routes/_app";
import { withLiveDocument } from "~/server/collab/room.server";
import { assertSameOrigin } from "~/server/http.server";
import { createResume, getResume, latestResumeForTemplate } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";
import type { VariantLink } from "~/domain/variants/link";
import { variantLinkOf } from "~/server/variants.server";
import { countLibraryChanges } from "~/server/library.server";
import { MasterBesideProvider, type MasterBeside } from "~/components/variants/master-beside";
import { settingsOf } from "~/domain/resume/language";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? pageTitle(matches, "editorChrome.pageTitle", { title: data.resume.title })
      : pageTitle(matches, "editorChrome.heading"),
  },
];

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
    throw redirect(
      existing
        ? `/builder/${templateId}?${new URLSearchParams({ resume: existing })}`
        : `/templates?${new URLSearchParams({ template: templateId, step: "2" })}`,
    );
  }
  // The room may hold edits it has not written back to D1 yet: open the newer of the two.
  const resume = await withLiveDocument(env, await getResume(env, resumeId, user.id));
  const [variant, libraryChanges] = await Promise.all([
    variantLinkOf(env, resume, user.id),
    countLibraryChanges(env, resume, user.id),
  ]);
  return { user, resume, templateId, variant, libraryChanges };
}

export default function BuilderRoute() {
  const { resume, templateId, user, variant, libraryChanges } = useLoaderData<typeof loader>();
  return (
    <ToastProvider>
      <Editor
        key={resume.id}
        resume={resume as ResumeDocument}
        templateId={templateId}
        user={user}
        variant={variant}
        libraryChanges={libraryChanges}
      />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// Opened by a click, not needed to show the editor: each loads on its first opening
// (docs/performance.md, "JavaScript per page").
const ShareDialog = lazy(() =>
  import("~/components/collab/share-dialog").then((module) => ({ default: module.ShareDialog })),
);
// The Review tab mounts its content only while that tab is chosen (preview-pane.tsx).
const ReviewTab = lazy(() =>
  import("~/components/review/review-tab").then((module) => ({ default: module.ReviewTab })),
);
const HistoryPanel = lazy(() =>
  import("~/components/history/history-panel").then((module) => ({ default: module.HistoryPanel })),
);
// A master's variants dialog loads on its first opening; a variant's panel only on a variant.
const VariantsDialog = lazy(() =>
  import("~/components/variants/variants-dialog").then((module) => ({ default: module.VariantsDialog })),
);
const UpstreamPanel = lazy(() =>
  import("~/components/variants/upstream-panel").then((module) => ({ default: module.UpstreamPanel })),
);
// The library's changes panel and dialog load together: when the loader counted changes, or on the dialog's first opening.
const LibraryParts = lazy(() =>
  import("~/components/library/library-parts").then((module) => ({ default: module.LibraryParts })),
);

/** The editor's layout: its parts and what they show come from useEditor (app/components/editor/use-editor.ts). */
function Editor({
  variant,
  libraryChanges,
  ...input
}: EditorInput & { variant: VariantLink | null; libraryChanges: number }) {
  const editor = useEditor(input);
  const [variantsOpen, setVariantsOpen] = useState(false);
  const variantsOpened = useOpenedOnce(variantsOpen);
  const [masterBeside, setMasterBeside] = useState<MasterBeside | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const {
    t,
    toast,
    resume,
    user,
    room,
    canEdit,
    suggestOnly,
    collaborationOn,
    suggesting,
    canDecide,
    decisions,
    history,
    saving,
    ats,
    pdf,
    actions,
    preview,
    dialogs,
  } = editor;
  const { data, templateId, jobDescription, pageSize } = editor.document;
  const shareOpened = useOpenedOnce(dialogs.shareOpen);
  const libraryShown = useOpenedOnce(libraryChanges > 0 || libraryOpen);
  const historyOpened = useOpenedOnce(dialogs.historyOpen);
  return (
    <>
      <HeaderSlot>
        <EditorToolbar
          templateName={getTemplate(templateId)?.name ?? ""}
          resumeId={resume.id}
          saveState={saving.saveState}
          onSave={() => void saving.saveNow()}
          onGeneratePdf={() => void pdf.generatePdf()}
          generating={pdf.generating}
          canEdit={canEdit}
          undo={{ onUndo: history.undo, onRedo: history.redo, canUndo: history.canUndo, canRedo: history.canRedo }}
          onOpenHistory={() => dialogs.setHistoryOpen(true)}
          actions={
            <>
              {resume.role === "owner" ? <ShareButton onOpen={() => dialogs.setShareOpen(true)} /> : null}
              <ExportMenu resumeId={resume.id} beforeExport={actions.beforeExport} />
            </>
          }
          presence={
            collaborationOn ? (
              <LiveBadge
                status={room.status}
                transport={room.transport}
                editorCount={editorsHere(room.you, room.others)}
              />
            ) : null
          }
        />
      </HeaderSlot>
      {saving.saver.error ? (
        <div role="alert" className="mx-auto max-w-[1600px] px-4 pt-3 sm:px-6">
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
            {saving.saver.error}
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={saving.leaving.asking}
        title={t("editorChrome.leave.title")}
        confirmLabel={t("editorChrome.leave.confirm")}
        onConfirm={saving.leaving.leave}
        onCancel={saving.leaving.stay}
        danger
      >
        {t("editorChrome.leave.body")}
      </ConfirmDialog>
      <main className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6 xl:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:grid-cols-2 xl:col-span-2">
          <section
            aria-labelledby="editor-heading"
            className={`min-w-0 ${preview.prefs.focus === "preview" ? "lg:hidden" : ""}`}
          >
            <h1 id="editor-heading" className="mb-3 text-lg font-semibold">
              {t("editorChrome.heading")}
            </h1>
            {/* A variant's panel says here what waits in it, when it is not beside the form (upstream-panel.tsx). */}
            {variant ? <div id="variant-notice" className="xl:hidden" /> : null}
            {canEdit && collaborationOn ? (
              <SuggestingSwitch on={editor.suggestMode} onChange={editor.setSuggestMode} />
            ) : null}
            {suggestOnly ? (
              <p
                role="note"
                className="mb-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
              >
                {t("suggestions.suggesterNote")}
              </p>
            ) : !canEdit ? (
              <p
                role="note"
                className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
              >
                {t("editorChrome.viewOnly")}
              </p>
            ) : null}
            <div
              ref={editor.presence.formBox}
              className="relative"
              onMouseMove={editor.presence.onMouseMove}
              data-undo-scope
            >
              <EditorScriptFonts data={data} />
              <SuggestionMarksProvider value={editor.marks}>
                <MasterBesideProvider value={masterBeside}>
                  <ResumeForm
                    data={suggesting ? editor.suggester.view.data : data}
                    dispatch={suggesting ? editor.suggest : editor.dispatch}
                    readOnly={!canEdit && !suggesting}
                  />
                </MasterBesideProvider>
              </SuggestionMarksProvider>
              {collaborationOn ? <RemoteCursors cursors={room.cursors} selections={room.selections} /> : null}
            </div>
          </section>
          <PreviewPane
            html={preview.html}
            suggestionsToggle={
              preview.suggestedHtml ? (
                <PreviewSuggestionsToggle
                  withSuggestions={editor.previewSuggested}
                  onChange={editor.setPreviewSuggested}
                />
              ) : undefined
            }
            pageSize={pageSize}
            prefs={preview.prefs}
            onPrefs={preview.setPrefs}
            fullScreen={preview.fullScreen}
            onFullScreen={preview.setFullScreen}
            documentControls={{
              collaborationOn,
              onCollaborationChange: (on) => void saving.switchCollaboration(on),
              templateId,
              onTemplateChange: actions.setTemplate,
              pageSize,
              onPageSizeChange: actions.setPageSize,
              canEdit,
            }}
            atsReads={pdf.atsReads}
            pageFit={preview.pageFit}
            review={
              collaborationOn ? (
                <Suspense
                  fallback={
                    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                      {t("common.loadingPage")}
                    </p>
                  }
                >
                  <ReviewTab
                    resumeId={resume.id}
                    title={resume.title}
                    version={room.version}
                    annotations={room.annotations}
                    me={{ userId: user.id, isOwner: resume.role === "owner" }}
                    send={room.send}
                  />
                </Suspense>
              ) : undefined
            }
          />
        </div>
        <aside className="min-w-0 space-y-6" aria-label={t("editorChrome.aside")}>
          {variant ? (
            <BrowserOnly>
              <Suspense fallback={null}>
                <UpstreamPanel
                  resumeId={resume.id}
                  link={variant}
                  data={data}
                  canEdit={canEdit}
                  onBeside={setMasterBeside}
                  upstreamSignal={room.upstreamSignal}
                />
              </Suspense>
            </BrowserOnly>
          ) : null}
          {collaborationOn && (room.suggestions.length > 0 || suggestOnly || resume.role === "owner") ? (
            <SuggestionsPanel
              suggestions={room.suggestions}
              document={room.document}
              decisions={canDecide ? decisions : null}
              isOwner={resume.role === "owner"}
            />
          ) : null}
          <JobDescriptionPanel
            saved={jobDescription}
            readOnly={!canEdit}
            occupationTitle={editor.occupationTitle}
            onSave={actions.saveJob}
            onClear={actions.clearJob}
          />
          {!variant && canEdit ? (
            <section aria-labelledby="variants-card" className="card flex items-center justify-between gap-3 p-4">
              <h2 id="variants-card" className="text-sm font-semibold">
                {t("editorChrome.variants.heading")}
              </h2>
              <button
                type="button"
                className="btn-secondary h-9 shrink-0 px-3"
                aria-haspopup="dialog"
                onClick={() => setVariantsOpen(true)}
              >
                {t("editorChrome.variants.open")}
              </button>
            </section>
          ) : null}
          {canEdit ? (
            <section aria-labelledby="library-card" className="card space-y-3 p-4" data-testid="library-card">
              <div className="flex items-center justify-between gap-3">
                <h2 id="library-card" className="text-sm font-semibold">
                  {t("editorChrome.library.heading")}
                </h2>
                <button
                  type="button"
                  className="btn-secondary h-9 shrink-0 px-3"
                  aria-haspopup="dialog"
                  onClick={() => setLibraryOpen(true)}
                >
                  {t("editorChrome.library.open")}
                </button>
              </div>
              {libraryShown ? (
                <BrowserOnly>
                  <Suspense fallback={null}>
                    <LibraryParts
                      resumeId={resume.id}
                      data={data}
                      canEdit={canEdit}
                      beforeWrite={saving.flushEdits}
                      open={libraryOpen}
                      onClose={() => setLibraryOpen(false)}
                    />
                  </Suspense>
                </BrowserOnly>
              ) : null}
            </section>
          ) : null}
          {canEdit ? (
            <WriteLetterButton
              resumeId={resume.id}
              jobDescription={jobDescription}
              beforeCreate={saving.flushEdits}
              toast={toast}
            />
          ) : null}
          <AtsPanel
            result={editor.atsResult}
            analyzing={ats.analyzing}
            exporting={ats.exporting}
            onAnalyze={() => void ats.analyze()}
            onExport={() => void ats.exportReport()}
            analyzeUrl={`/analyze/${resume.id}`}
            tailoring={editor.tailoring.busy}
            onTailor={actions.tailor}
          />
          {canDecide ? (
            <SuggestedScore
              html={preview.suggestedHtml}
              jobDescription={jobDescription}
              score={ats.analysis?.score ?? null}
              pending={editor.pendingAuthors}
            />
          ) : null}
        </aside>
      </main>
      {/* Opened by a click, after hydration: no boundary of theirs is left to hydrate (React error 421). */}
      <BrowserOnly>
        <Suspense fallback={null}>
          {resume.role === "owner" && shareOpened ? (
            <ShareDialog resumeId={resume.id} open={dialogs.shareOpen} onClose={() => dialogs.setShareOpen(false)} />
          ) : null}
          {variantsOpened ? (
            <VariantsDialog
              resumeId={resume.id}
              open={variantsOpen}
              onClose={() => setVariantsOpen(false)}
              language={settingsOf(data).language}
              jobDescription={jobDescription}
              beforeCreate={saving.flushEdits}
            />
          ) : null}
          {historyOpened ? (
            <HistoryPanel
              resumeId={resume.id}
              open={dialogs.historyOpen}
              onClose={() => dialogs.setHistoryOpen(false)}
              canEdit={canEdit}
              current={room.document}
              onRestored={history.recordApplied}
            />
          ) : null}
        </Suspense>
      </BrowserOnly>
      {collaborationOn ? (
        <>
          <ActivityBanners change={editor.banners.change} typing={editor.banners.typing} />
          <CollaborationPanel
            status={room.status}
            error={room.error}
            onRetry={room.retry}
            you={room.you}
            others={room.others}
            recentChanges={room.recentChanges}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * Its children once the page has hydrated, nothing in the server's HTML: the variant's panel is the
 * browser's alone. A component of its own, so only it renders again when hydration ends (the
 * editor's other Suspense boundaries must not get an update while they hydrate, React error 421).
 */
function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
