import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActivityBanners, CollaborationPanel, LiveBadge, RemoteCursors } from "~/components/collab/presence";
import { ShareButton } from "~/components/collab/share-dialog";
import { useRoom } from "~/components/collab/use-room";
import { AtsPanel } from "~/components/editor/ats-panel";
import { AtsReadsPanel } from "~/components/editor/ats-reads-panel";
import { ExportMenu } from "~/components/editor/export-menu";
import { loadPdfjs } from "~/components/pdf-viewer/load-pdfjs";
import { EditorHeader } from "~/components/editor/editor-header";
import { JobDescriptionPanel } from "~/components/editor/job-description-panel";
import { LivePreview } from "~/components/editor/live-preview";
import { useAutoRescore } from "~/components/editor/use-auto-rescore";
import { ResumeForm } from "~/components/editor/resume-form";
import { useResumeSaver, type SaveState } from "~/components/editor/use-resume-saver";
import { ToastProvider, useToast } from "~/components/toast";
import type { AtsAnalysis } from "~/domain/ats";
import { atsReportFileName, renderAtsReportHtml } from "~/domain/ats/report-html";
import type { ResumeDocument } from "~/domain/resume/api";
import { starterResume, type ResumeEdit } from "~/domain/resume/edit";
import { editToOps } from "~/domain/collab/edit-ops";
import { CURSOR_GRID } from "~/domain/collab/protocol";
import { resumeFileName } from "~/domain/resume/file-name";
import type { PageSize } from "~/domain/resume/schema";
import { getTemplate, TEMPLATES } from "~/domain/templates/catalog";
import { htmlToText } from "~/domain/templates/html-to-text";
import { isTemplateId, type TemplateId } from "~/domain/templates/ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { apiRequest } from "~/lib/api-client";
import { roomSnapshot } from "~/server/collab/room.server";
import { createResume, getResume, latestResumeForTemplate, ResumeError } from "~/server/resumes.server";
import { assertSameOrigin } from "~/server/http.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.resume.title} · Resume Editor` : "Resume Editor" }];

const ATS_DEBOUNCE_MS = 1500;

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
  try {
    const resume = await getResume(env, resumeId, user.id);
    const live = await roomSnapshot(env, resume.id);
    if (live && live.version >= resume.version) {
      const { data, jobDescription, pageSize } = live.document;
      return { user, resume: { ...resume, data, jobDescription, pageSize, templateId: live.document.templateId, version: live.version }, templateId };
    }
    return { user, resume, templateId };
  } catch (error) {
    if (error instanceof ResumeError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function BuilderRoute() {
  const { resume, templateId, user } = useLoaderData<typeof loader>();
  return (
    <ToastProvider>
      <Editor key={resume.id} resume={resume as ResumeDocument} urlTemplateId={templateId} user={user} />
    </ToastProvider>
  );
}

/** A stored analysis is used only if it has the shape this version of the engine returns. */
function storedAnalysis(result: unknown): AtsAnalysis | null {
  const candidate = result as Partial<AtsAnalysis> | null;
  return candidate && typeof candidate.score === "number" && Array.isArray(candidate.suggestions) && candidate.metadata?.analysis ? (candidate as AtsAnalysis) : null;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const BANNER_MS = { change: 5000, typing: 3000 } as const;

/** Shows a message for a while; a newer one replaces it and restarts the clock. */
function useTransient<T>(durationMs: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: T) => {
      setValue(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return [value, show];
}

function Editor({ resume, urlTemplateId, user }: { resume: ResumeDocument; urlTemplateId: TemplateId; user: { id: string; fullName: string } }) {
  const toast = useToast();
  const navigate = useNavigate();
  const canEdit = resume.role !== "viewer";
  const [collaborationOn, setCollaborationOn] = useState(true);
  const [change, showChange] = useTransient<string>(BANNER_MS.change);
  const [typing, showTyping] = useTransient<boolean>(BANNER_MS.typing);
  const room = useRoom({
    resumeId: resume.id,
    enabled: collaborationOn,
    initial: { data: resume.data, templateId: urlTemplateId, jobDescription: resume.jobDescription, pageSize: resume.pageSize },
    version: resume.version,
    activity: { onChange: showChange, onTyping: () => showTyping(true), onRejected: (message) => toast(message, "error") },
  });
  const { data, templateId, jobDescription, pageSize } = room.document;
  const dataRef = useRef(data);
  dataRef.current = data;
  const applyOps = room.apply;
  const dispatch = useCallback((edit: ResumeEdit) => applyOps(editToOps(edit, dataRef.current)), [applyOps]);

  // Arriving from Change Template with another design: the resume takes it, for everyone in the room.
  useEffect(() => {
    if (canEdit && urlTemplateId !== resume.templateId) room.apply([{ op: "setTemplate", value: urlTemplateId }]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the template the URL brought
  }, []);
  // A collaborator changed the template: follow it in the address bar.
  useEffect(() => {
    if (templateId !== urlTemplateId) navigate(`/builder/${templateId}?${new URLSearchParams({ resume: resume.id })}`, { replace: true, preventScrollReset: true });
  }, [templateId, urlTemplateId, navigate, resume.id]);

  const [ats, setAts] = useState<AtsAnalysis | null>(storedAnalysis(resume.atsResult));
  const [atsReads, setAtsReads] = useState<{ text: string | null; loading: boolean; error: string | null }>({ text: null, loading: false, error: null });
  const [analyzing, setAnalyzing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [generating, setGenerating] = useState(false);

  const html = useMemo(() => renderResumeHtml(data, templateId, { pageSize }), [data, templateId, pageSize]);
  const saver = useResumeSaver(resume.id, room.version, { data, templateId, jobDescription, pageSize }, canEdit && !collaborationOn);
  const template = getTemplate(templateId);
  const roomSaveState: SaveState = room.pendingCount > 0 ? (room.status === "connected" ? "saving" : "dirty") : "saved";

  useEffect(() => {
    if (!collaborationOn || room.pendingCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [collaborationOn, room.pendingCount]);

  async function analyze(quiet = false) {
    if (!jobDescription) {
      if (!quiet) window.alert("Please add job description to calculate ATS score");
      return;
    }
    setAnalyzing(true);
    try {
      const result = await apiRequest<AtsAnalysis>("/api/ats-score", {
        body: { resumeText: htmlToText(html), jobDescriptionText: `${jobDescription.title}\n${jobDescription.description}`, resumeId: canEdit ? resume.id : undefined },
      });
      setAts(result);
    } catch {
      if (!quiet) window.alert("Failed to calculate ATS score. Please try again.");
    } finally {
      setAnalyzing(false);
    }
  }

  useAutoRescore({ html, jobDescription, rescore: () => void analyze(true), debounceMs: ATS_DEBOUNCE_MS });

  async function generatePdf() {
    setGenerating(true);
    try {
      const fileName = resumeFileName(data.personalInfo.fullName);
      const { url } = await apiRequest<{ url: string }>("/api/generate-pdf", {
        body: { html: renderResumeHtml(data, templateId, { pageSize, assetBaseUrl: window.location.origin }), fileName, pageSize },
      });
      window.open(url, "_blank", "noopener");
      window.alert("PDF generated successfully!");
      void readAsAts(url);
    } catch {
      window.alert("Failed to generate PDF. Please try again.");
    } finally {
      setGenerating(false);
    }
  }

  /** 'What an ATS reads': the exported PDF's text, extracted in the browser as a parser would. */
  async function readAsAts(url: string) {
    setAtsReads({ text: null, loading: true, error: null });
    try {
      const { extractPdfText } = await loadPdfjs();
      setAtsReads({ text: await extractPdfText(url), loading: false, error: null });
    } catch (error) {
      setAtsReads({ text: null, loading: false, error: `Could not read the PDF: ${error instanceof Error ? error.message : "Unknown error occurred"}` });
    }
  }

  async function exportReport() {
    if (!ats) return;
    setExporting(true);
    try {
      const date = today();
      const html = renderAtsReportHtml(ats, {
        resumeTitle: resume.title,
        jobTitle: jobDescription?.title ?? "",
        company: jobDescription?.company ?? "",
        date,
      });
      const { url } = await apiRequest<{ url: string }>("/api/generate-pdf", { body: { html, fileName: atsReportFileName(date) } });
      window.open(url, "_blank", "noopener");
    } catch {
      window.alert("Failed to export report. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  /** Resolves once everything on screen is stored: by the room when collaborating, else by REST. */
  async function flushEdits(): Promise<boolean> {
    if (!collaborationOn) return saver.save();
    for (let waited = 0; waited < 5000; waited += 100) {
      if (pendingRef.current === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
  const pendingRef = useRef(room.pendingCount);
  pendingRef.current = room.pendingCount;

  async function saveNow() {
    if (await flushEdits()) toast("Resume saved successfully!");
    else toast(collaborationOn ? "Not saved yet: you are offline. Your edits are kept and sync when the connection is back." : (saver.lastError() ?? "Could not save. Your changes are kept in this page."), "error");
  }

  function chooseTemplate(next: TemplateId) {
    room.apply([{ op: "setTemplate", value: next }]);
  }

  // The native `select` event (it bubbles) fires for every way text gets selected in a field,
  // including keyboard and script; React's onSelect only follows some of them.
  const formBox = useRef<HTMLDivElement>(null);
  const selectionHandler = useRef(trackSelection);
  selectionHandler.current = trackSelection;
  useEffect(() => {
    const box = formBox.current;
    if (!box) return;
    const listener = (event: Event) => selectionHandler.current(event);
    box.addEventListener("select", listener);
    return () => box.removeEventListener("select", listener);
  }, []);

  /** Collaborators see where the pointer is: sampled (about 1 move in 10), on the cursor grid. */
  const moves = useRef(0);
  function trackPointer(event: React.MouseEvent<HTMLElement>) {
    if (!collaborationOn || room.status !== "connected" || ++moves.current % 10 !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const target = event.target as HTMLElement;
    room.send({
      type: "cursorUpdate",
      resumeId: resume.id,
      position: {
        row: Math.max(0, Math.floor((event.clientY - box.top) / CURSOR_GRID.rowPx)),
        column: Math.max(0, Math.floor((event.clientX - box.left) / CURSOR_GRID.columnPx)),
        sectionId: target.closest<HTMLElement>("[data-section]")?.dataset.section ?? "",
        fieldId: target.closest<HTMLElement>("[data-field]")?.dataset.field ?? "",
      },
      user: { userId: user.id, name: user.fullName },
    });
  }

  function trackSelection(event: Event) {
    if (!collaborationOn || room.status !== "connected") return;
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (typeof field.selectionStart !== "number" || field.selectionStart === field.selectionEnd) return;
    const start = field.selectionStart;
    const end = field.selectionEnd ?? start;
    const before = field.value.slice(0, start).split("\n");
    const through = field.value.slice(0, end).split("\n");
    room.send({
      type: "selectionUpdate",
      resumeId: resume.id,
      selection: {
        start: { row: before.length - 1, column: before.at(-1)!.length },
        end: { row: through.length - 1, column: through.at(-1)!.length },
        text: field.value.slice(start, end).slice(0, 2000),
      },
      user: { userId: user.id, name: user.fullName },
    });
  }

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <EditorHeader
        templateName={template?.name ?? "Default"}
        resumeId={resume.id}
        saveState={collaborationOn ? roomSaveState : saver.state}
        onSave={() => void saveNow()}
        onGeneratePdf={() => void generatePdf()}
        generating={generating}
        canEdit={canEdit}
        exportMenu={
          <>
            {resume.role === "owner" ? <ShareButton resumeId={resume.id} /> : null}
            <ExportMenu resumeId={resume.id} beforeExport={() => (canEdit ? flushEdits() : Promise.resolve(true))} />
          </>
        }
        presence={collaborationOn ? <LiveBadge status={room.status} editorCount={room.editorCount} /> : null}
      />
      {saver.error ? (
        <div role="alert" className="mx-auto max-w-[1600px] px-4 pt-3 sm:px-6">
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">{saver.error}</p>
        </div>
      ) : null}
      <main className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6 xl:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:grid-cols-2 xl:col-span-2">
          <section aria-labelledby="editor-heading" className="min-w-0">
            <h2 id="editor-heading" className="mb-3 text-lg font-semibold">
              Resume Editor
            </h2>
            {!canEdit ? (
              <p role="note" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
                You can view this resume. Changes others make appear here live.
              </p>
            ) : null}
            <div ref={formBox} className="relative" onMouseMove={trackPointer}>
              <ResumeForm data={data} dispatch={dispatch} readOnly={!canEdit} />
              {collaborationOn ? <RemoteCursors cursors={room.cursors} selections={room.selections} /> : null}
            </div>
          </section>
          <section aria-labelledby="preview-heading" className="min-w-0">
            <div className="sticky top-20">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 id="preview-heading" className="text-lg font-semibold">
                  Live Preview
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
                    <input
                      type="checkbox"
                      role="switch"
                      className="h-4 w-4 accent-brand-600"
                      checked={collaborationOn}
                      onChange={async (event) => {
                        const on = event.target.checked;
                        // Turning it on hands the resume back to the room: save what is local first.
                        if (on && canEdit && !(await saver.save())) return;
                        setCollaborationOn(on);
                      }}
                    />
                    Collaboration {collaborationOn ? "On" : "Off"}
                  </label>
                  <label className="sr-only" htmlFor="template-select">
                    Template
                  </label>
                  <select id="template-select" className="input w-auto py-1 text-xs" value={templateId} onChange={(e) => chooseTemplate(e.target.value as TemplateId)} disabled={!canEdit}>
                    {TEMPLATES.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                  <label className="sr-only" htmlFor="page-size-select">
                    Page size
                  </label>
                  <select id="page-size-select" className="input w-auto py-1 text-xs" value={pageSize} onChange={(e) => room.apply([{ op: "setPageSize", value: e.target.value as PageSize }])} disabled={!canEdit}>
                    <option value="A4">A4</option>
                    <option value="Letter">US Letter</option>
                  </select>
                </div>
              </div>
              <LivePreview html={html} pageSize={pageSize} label="Live preview of your resume" />
              <AtsReadsPanel text={atsReads.text} loading={atsReads.loading} error={atsReads.error} />
            </div>
          </section>
        </div>
        <aside className="min-w-0 space-y-6" aria-label="Job description and ATS score">
          <JobDescriptionPanel
            saved={jobDescription}
            readOnly={!canEdit}
            onSave={(saved) => {
              room.apply([{ op: "setJobDescription", value: saved }]);
              toast("Job description saved");
            }}
            onClear={() => {
              room.apply([{ op: "setJobDescription", value: null }]);
              setAts(null);
            }}
          />
          <AtsPanel
            result={
              ats && {
                score: ats.score,
                keywordsFound: ats.keywordsFound,
                missingSkills: ats.missingSkills,
                feedback: ats.feedback,
                rawScore: ats.metadata.analysis.rawScore,
                maxPossible: ats.metadata.analysis.maxPossible,
                roleFit: ats.roleFit,
                relatedSkills: ats.relatedSkills,
              }
            }
            analyzing={analyzing}
            exporting={exporting}
            onAnalyze={() => void analyze()}
            onExport={() => void exportReport()}
            analyzeUrl={`/analyze/${resume.id}`}
          />
        </aside>
      </main>
      {collaborationOn ? (
        <>
          <ActivityBanners change={change} typing={typing ?? false} />
          <CollaborationPanel status={room.status} error={room.error} onRetry={room.retry} you={room.you} others={room.others} recentChanges={room.recentChanges} />
        </>
      ) : null}
    </div>
  );
}
