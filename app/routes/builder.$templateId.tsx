import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useReducer, useState } from "react";
import { AtsPanel } from "~/components/editor/ats-panel";
import { AtsReadsPanel } from "~/components/editor/ats-reads-panel";
import { ExportMenu } from "~/components/editor/export-menu";
import { loadPdfjs } from "~/components/pdf-viewer/load-pdfjs";
import { EditorHeader } from "~/components/editor/editor-header";
import { JobDescriptionPanel } from "~/components/editor/job-description-panel";
import { LivePreview } from "~/components/editor/live-preview";
import { ResumeForm } from "~/components/editor/resume-form";
import { useResumeSaver } from "~/components/editor/use-resume-saver";
import { ToastProvider, useToast } from "~/components/toast";
import type { AtsAnalysis } from "~/domain/ats";
import { atsReportFileName, renderAtsReportHtml } from "~/domain/ats/report-html";
import type { ResumeDocument, SavedJobDescription } from "~/domain/resume/api";
import { applyEdit, starterResume } from "~/domain/resume/edit";
import { resumeFileName } from "~/domain/resume/file-name";
import type { PageSize } from "~/domain/resume/schema";
import { getTemplate, TEMPLATES } from "~/domain/templates/catalog";
import { htmlToText } from "~/domain/templates/html-to-text";
import { isTemplateId, type TemplateId } from "~/domain/templates/ids";
import { renderResumeHtml } from "~/domain/templates/render";
import { apiRequest } from "~/lib/api-client";
import { createResume, getResume, latestResumeForTemplate, ResumeError } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.resume.title} · Resume Editor` : "Resume Editor" }];

const ATS_DEBOUNCE_MS = 1500;

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
    const existing = await latestResumeForTemplate(env, user.id, templateId);
    const id = existing ?? (await createResume(env, user.id, { templateId, data: starterResume(user.fullName, user.email) })).id;
    throw redirect(`/builder/${templateId}?${new URLSearchParams({ resume: id })}`);
  }
  try {
    const resume = await getResume(env, resumeId, user.id);
    return { user, resume, templateId };
  } catch (error) {
    if (error instanceof ResumeError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function BuilderRoute() {
  const { resume, templateId } = useLoaderData<typeof loader>();
  return (
    <ToastProvider>
      <Editor key={resume.id} resume={resume as ResumeDocument} urlTemplateId={templateId} />
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

function Editor({ resume, urlTemplateId }: { resume: ResumeDocument; urlTemplateId: TemplateId }) {
  const toast = useToast();
  const navigate = useNavigate();
  const canEdit = resume.role !== "viewer";
  const [data, dispatch] = useReducer(applyEdit, resume.data);
  const [templateId, setTemplateId] = useState<TemplateId>(urlTemplateId);
  const [jobDescription, setJobDescription] = useState<SavedJobDescription | null>(resume.jobDescription);
  const [pageSize, setPageSize] = useState<PageSize>(resume.pageSize);
  const [ats, setAts] = useState<AtsAnalysis | null>(storedAnalysis(resume.atsResult));
  const [atsReads, setAtsReads] = useState<{ text: string | null; loading: boolean; error: string | null }>({ text: null, loading: false, error: null });
  const [analyzing, setAnalyzing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [generating, setGenerating] = useState(false);

  useEffect(() => setTemplateId(urlTemplateId), [urlTemplateId]);

  const html = useMemo(() => renderResumeHtml(data, templateId, { pageSize }), [data, templateId, pageSize]);
  const saver = useResumeSaver(resume.id, resume.version, { data, templateId, jobDescription, pageSize }, canEdit);
  const template = getTemplate(templateId);

  async function analyze(quiet = false) {
    if (!jobDescription) {
      if (!quiet) window.alert("Please add job description to calculate ATS score");
      return;
    }
    setAnalyzing(true);
    try {
      const result = await apiRequest<AtsAnalysis>("/api/ats-score", {
        body: { resumeText: htmlToText(html), jobDescriptionText: `${jobDescription.title}\n${jobDescription.description}`, resumeId: resume.id },
      });
      setAts(result);
    } catch {
      if (!quiet) window.alert("Failed to calculate ATS score. Please try again.");
    } finally {
      setAnalyzing(false);
    }
  }

  // Once a job description is saved, every resume change is re-scored 1.5 s after it stops.
  useEffect(() => {
    if (!jobDescription || !ats) return;
    const timer = setTimeout(() => void analyze(true), ATS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-score on resume changes only
  }, [html]);

  async function generatePdf() {
    setGenerating(true);
    try {
      const fileName = resumeFileName(data.personalInfo.fullName);
      const { url } = await apiRequest<{ url: string }>("/api/generate-pdf", {
        body: { html: renderResumeHtml(data, templateId, { pageSize, assetBaseUrl: window.location.origin }), fileName },
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

  async function saveNow() {
    if (await saver.save()) toast("Resume saved successfully!");
    else toast(saver.error ?? "Could not save. Your changes are kept in this page.", "error");
  }

  function chooseTemplate(next: TemplateId) {
    setTemplateId(next);
    navigate(`/builder/${next}?${new URLSearchParams({ resume: resume.id })}`, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <EditorHeader
        templateName={template?.name ?? "Default"}
        resumeId={resume.id}
        saveState={saver.state}
        onSave={() => void saveNow()}
        onGeneratePdf={() => void generatePdf()}
        generating={generating}
        canEdit={canEdit}
        exportMenu={<ExportMenu resumeId={resume.id} beforeExport={() => (canEdit ? saver.save() : Promise.resolve(true))} />}
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
            <ResumeForm data={data} dispatch={dispatch} readOnly={!canEdit} />
          </section>
          <section aria-labelledby="preview-heading" className="min-w-0">
            <div className="sticky top-20">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 id="preview-heading" className="text-lg font-semibold">
                  Live Preview
                </h2>
                <div className="flex items-center gap-2">
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
                  <select id="page-size-select" className="input w-auto py-1 text-xs" value={pageSize} onChange={(e) => setPageSize(e.target.value as PageSize)} disabled={!canEdit}>
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
              setJobDescription(saved);
              toast("Job description saved");
            }}
            onClear={() => {
              setJobDescription(null);
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
    </div>
  );
}
