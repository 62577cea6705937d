import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LetterExportMenu } from "~/components/cover-letter/letter-export-menu";
import { TracedSentences } from "~/components/cover-letter/traced-sentences";
import { LivePreview } from "~/components/editor/live-preview";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useToast } from "~/components/toast";
import { draftLetter } from "~/domain/cover-letter/draft";
import { renderCoverLetterHtml } from "~/domain/cover-letter/render";
import { LETTER_LIMITS, letterContentSchema, letterTitle, liveTraces, type LetterContent } from "~/domain/cover-letter/schema";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/templates/ids";
import { ApiError, apiRequest } from "~/lib/api-client";
import { getLetterWithResume } from "~/server/cover-letters.server";
import { ResumeError } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Cover letter · ${data.title}` : "Cover letter" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  try {
    const { letter, resume } = await getLetterWithResume(env, params.letterId ?? "", user.id);
    return { letter, resume: { id: resume.id, title: resume.title, templateId: resume.templateId, pageSize: resume.pageSize, data: resume.data }, title: letterTitle(letter.jobDescription) };
  } catch (error) {
    if (error instanceof ResumeError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

const savedAnswer = z.object({ version: z.number().int(), content: letterContentSchema });
type SaveState = "saved" | "unsaved" | "saving" | "conflict" | "error";
const SAVE_LABEL: Record<SaveState, string> = { saved: "All changes saved", unsaved: "Unsaved changes", saving: "Saving...", conflict: "Changed elsewhere", error: "Not saved" };
const AUTOSAVE_MS = 1200;

const today = () => new Date().toISOString().slice(0, 10);
const hasText = (content: LetterContent) => content.paragraphs.some((p) => p.trim()) || content.greeting.trim() !== "";

export default function CoverLetterPage() {
  const { letter, resume, title } = useLoaderData<typeof loader>();
  const toast = useToast();
  const revalidator = useRevalidator();
  const readOnly = letter.role === "viewer";
  const [content, setContent] = useState<LetterContent>(letter.content);
  // A ref, not state: a save that starts while another is in flight must send the version that one got back.
  const version = useRef(letter.version);
  const [state, setState] = useState<SaveState>("saved");
  const [confirmDraft, setConfirmDraft] = useState(false);
  const saving = useRef<Promise<boolean> | null>(null);
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  const html = useMemo(() => renderCoverLetterHtml(content, resume.data, templateId, { pageSize: resume.pageSize }), [content, resume.data, resume.pageSize, templateId]);
  const traces = liveTraces(content);
  const problem = letterContentSchema.safeParse(content);

  // A reload (after a conflict) brings the stored letter: show it.
  useEffect(() => {
    setContent(letter.content);
    version.current = letter.version;
    setState("saved");
  }, [letter]);

  async function save(): Promise<boolean> {
    if (readOnly || state === "saved") return true;
    if (!problem.success) {
      toast(problem.error.issues[0]?.message ?? "The letter is not valid.", "error");
      return false;
    }
    if (saving.current) await saving.current;
    setState("saving");
    const run = apiRequest(`/api/cover-letters/${letter.id}`, savedAnswer, { method: "PUT", body: { content, baseVersion: version.current } })
      .then((saved) => {
        version.current = saved.version;
        setState((current) => (current === "saving" ? "saved" : current));
        return true;
      })
      .catch((error: unknown) => {
        const conflict = error instanceof ApiError && error.status === 409;
        setState(conflict ? "conflict" : "error");
        toast(error instanceof Error ? error.message : "The letter could not be saved.", "error");
        return false;
      })
      .finally(() => {
        if (saving.current === run) saving.current = null;
      });
    saving.current = run;
    return run;
  }

  useEffect(() => {
    if (state !== "unsaved") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  function change(next: Partial<LetterContent>) {
    setContent((current) => ({ ...current, ...next }));
    setState((current) => (current === "conflict" ? current : "unsaved"));
  }

  function setParagraph(index: number, value: string) {
    change({ paragraphs: content.paragraphs.map((p, i) => (i === index ? value : p)) });
  }

  function removeParagraph(index: number) {
    // Traces of later paragraphs move up with their paragraph.
    change({
      paragraphs: content.paragraphs.filter((_, i) => i !== index),
      traces: content.traces.filter((t) => t.paragraph !== index).map((t) => (t.paragraph > index ? { ...t, paragraph: t.paragraph - 1 } : t)),
    });
  }

  function draft() {
    setConfirmDraft(false);
    if (!letter.jobDescription) return;
    const now = today();
    const drafted = draftLetter({ data: resume.data, job: letter.jobDescription, asOf: now.slice(0, 7), today: now });
    // What the user typed into the recipient stays; the rest is the fresh draft.
    change({ ...drafted, recipient: { ...drafted.recipient, name: content.recipient.name, address: content.recipient.address } });
    toast("Drafted from your resume and the job. Hover or focus an underlined sentence to see its source.", "info");
  }

  const field = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/40 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900";
  const label = "block text-sm font-medium text-slate-700 dark:text-slate-200";
  const editorUrl = `/builder/${resume.templateId}?${new URLSearchParams({ resume: resume.id })}`;

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Cover letter · <Link className="underline" to={editorUrl}>{resume.title}</Link>
          </p>
          <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" aria-live="polite" data-testid="save-state" className={`text-sm ${state === "conflict" || state === "error" ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}>
            {readOnly ? "View only" : SAVE_LABEL[state]}
          </span>
          {state === "conflict" ? (
            <button type="button" className="btn-secondary" onClick={() => revalidator.revalidate()}>
              Reload latest
            </button>
          ) : null}
          {!readOnly && letter.jobDescription ? (
            <button type="button" className="btn-secondary" onClick={() => (hasText(content) ? setConfirmDraft(true) : draft())}>
              Draft from resume and job
            </button>
          ) : null}
          {!readOnly ? (
            <button type="button" className="btn-primary" disabled={state === "saved" || state === "saving"} onClick={() => void save()}>
              {state === "saving" ? "Saving..." : "Save"}
            </button>
          ) : null}
          <LetterExportMenu letterId={letter.id} beforeExport={save} />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form className="card min-w-0 space-y-4 p-4 sm:p-5" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label="Cover letter">
          <fieldset disabled={readOnly} className="min-w-0 space-y-4">
            <legend className="sr-only">Recipient</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                Recipient name <span className="font-normal text-slate-500">(optional)</span>
                <input className={field} value={content.recipient.name} maxLength={LETTER_LIMITS.recipientField} onChange={(e) => change({ recipient: { ...content.recipient, name: e.target.value } })} />
              </label>
              <label className={label}>
                Company <span className="font-normal text-slate-500">(optional)</span>
                <input className={field} value={content.recipient.company} maxLength={LETTER_LIMITS.recipientField} onChange={(e) => change({ recipient: { ...content.recipient, company: e.target.value } })} />
              </label>
            </div>
            <label className={label}>
              Address <span className="font-normal text-slate-500">(optional)</span>
              <textarea className={field} rows={2} value={content.recipient.address} maxLength={LETTER_LIMITS.address} onChange={(e) => change({ recipient: { ...content.recipient, address: e.target.value } })} />
            </label>
            <label className={label}>
              Date
              <input type="date" required className={field} value={content.date} onChange={(e) => change({ date: e.target.value })} />
            </label>
            <label className={label}>
              Greeting
              <input className={field} value={content.greeting} maxLength={LETTER_LIMITS.greeting} onChange={(e) => change({ greeting: e.target.value })} />
            </label>
            {content.paragraphs.map((paragraph, index) => (
              <div key={index}>
                <div className="flex items-center justify-between">
                  <label className={label} htmlFor={`paragraph-${index}`}>
                    Paragraph {index + 1}
                  </label>
                  {!readOnly && content.paragraphs.length > 1 ? (
                    <button type="button" className="text-xs text-slate-500 underline hover:text-red-600" onClick={() => removeParagraph(index)} aria-label={`Remove paragraph ${index + 1}`}>
                      Remove
                    </button>
                  ) : null}
                </div>
                <textarea id={`paragraph-${index}`} className={field} rows={5} value={paragraph} maxLength={LETTER_LIMITS.paragraph} onChange={(e) => setParagraph(index, e.target.value)} />
                <TracedSentences traces={traces.filter((t) => t.paragraph === index)} />
              </div>
            ))}
            {!readOnly && content.paragraphs.length < LETTER_LIMITS.paragraphs ? (
              <button type="button" className="btn-secondary" onClick={() => change({ paragraphs: [...content.paragraphs, ""] })}>
                Add paragraph
              </button>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                Closing
                <input className={field} value={content.closing} maxLength={LETTER_LIMITS.closing} onChange={(e) => change({ closing: e.target.value })} />
              </label>
              <label className={label}>
                Signature
                <input className={field} value={content.signature} maxLength={LETTER_LIMITS.signature} onChange={(e) => change({ signature: e.target.value })} />
              </label>
            </div>
          </fieldset>
        </form>
        <section aria-label="Letter preview" className="min-h-[60vh]">
          <LivePreview html={html} pageSize={resume.pageSize} label="Cover letter preview" zoom="fit-width" />
        </section>
      </div>
      <ConfirmDialog open={confirmDraft} title="Replace the letter with a new draft?" confirmLabel="Replace with draft" onConfirm={draft} onCancel={() => setConfirmDraft(false)}>
        The greeting, paragraphs, closing and signature are replaced by a draft from your resume and the job. Your recipient name and address stay.
      </ConfirmDialog>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
