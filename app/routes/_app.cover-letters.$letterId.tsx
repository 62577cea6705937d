import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LetterExportMenu } from "~/components/cover-letter/letter-export-menu";
import { loadDrafter } from "~/components/cover-letter/load-drafter.client";
import { LetterHistory } from "~/components/cover-letter/letter-history";
import { LetterPresence } from "~/components/cover-letter/letter-presence";
import { useLetterRoom } from "~/components/cover-letter/use-letter-room";
import { TracedSentences } from "~/components/cover-letter/traced-sentences";
import { LivePreview } from "~/components/editor/live-preview";
import { useLeaveGuard } from "~/components/editor/use-leave-guard";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ToastProvider, useToast } from "~/components/toast";
import { renderCoverLetterHtml } from "~/domain/cover-letter/render";
import {
  LETTER_LIMITS,
  letterContentSchema,
  letterTitle,
  liveTraces,
  type LetterContent,
} from "~/domain/cover-letter/schema";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { pageTitle } from "~/i18n/page-title";
import { apiRequest } from "~/lib/api-client";
import { getLetterWithResume } from "~/server/cover-letters.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? pageTitle(matches, "letters.editor.pageTitle", { title: data.title })
      : pageTitle(matches, "letters.editor.kicker"),
  },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const { letter, resume } = await getLetterWithResume(env, params.letterId ?? "", user.id);
  return {
    letter,
    resume: {
      id: resume.id,
      title: resume.title,
      templateId: resume.templateId,
      pageSize: resume.pageSize,
      data: resume.data,
    },
    title: letterTitle(letter.jobDescription),
  };
}

const savedAnswer = z.object({ version: z.number().int(), content: letterContentSchema });

const REMOTE_TOAST_GAP_MS = 10_000;
const today = () => new Date().toISOString().slice(0, 10);
const hasText = (content: LetterContent) => content.paragraphs.some((p) => p.trim()) || content.greeting.trim() !== "";

/** The page's toasts need their provider, as every other route has (without it they were silently dropped). */
export default function CoverLetterPage() {
  return (
    <ToastProvider>
      <CoverLetterEditor />
    </ToastProvider>
  );
}

function CoverLetterEditor() {
  const { letter, resume, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const toast = useToast();
  const readOnly = letter.role === "viewer";
  const [confirmDraft, setConfirmDraft] = useState(false);
  const lastToast = useRef(new Map<string, number>());
  const [historyOpen, setHistoryOpen] = useState(false);
  // Edits go through the resume's room, field by field (docs/collaboration.md#cover-letters).
  const room = useLetterRoom({
    resumeId: letter.resumeId,
    letterId: letter.id,
    initial: letter.content,
    version: letter.version,
    activity: {
      onRemoteChange: (name) => {
        // One toast per person per burst of typing, not one per keystroke.
        const now = Date.now();
        if (now - (lastToast.current.get(name) ?? 0) < REMOTE_TOAST_GAP_MS) return;
        lastToast.current.set(name, now);
        toast(t("letterLive.edited", { name }), "info");
      },
      onRejected: (message, code) => toast(code ? apiErrorText(t, { code }) : message, "error"),
    },
  });
  // A link followed right after typing waits for the edit to be stored, or asks (the resume
  // editor's texts: docs/collaboration.md#leaving-the-editor).
  const leaving = useLeaveGuard({
    stays: (next) => next.pathname === `/cover-letters/${letter.id}`,
    active: !readOnly,
    unstored: room.hasPending,
    store: () => room.settled(),
    onSlow: () => toast(t("editorChrome.leave.saving")),
  });
  const content = room.content;
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  const html = useMemo(
    () => renderCoverLetterHtml(content, resume.data, templateId, { pageSize: resume.pageSize }),
    [content, resume.data, resume.pageSize, templateId],
  );
  const traces = liveTraces(content);
  const stateLabel = readOnly
    ? t("letterLive.viewOnly")
    : room.pendingCount > 0
      ? t("letterLive.saving")
      : room.status === "disconnected"
        ? t("letterLive.offline")
        : t("letterLive.saved");

  /** Before an export: every typed edit stored. */
  async function settled(): Promise<boolean> {
    return readOnly || room.settled();
  }

  async function draft() {
    setConfirmDraft(false);
    if (!letter.jobDescription) return;
    const now = today();
    const draftLetter = await loadDrafter();
    const drafted = draftLetter({ data: resume.data, job: letter.jobDescription, asOf: now.slice(0, 7), today: now });
    // What the user typed into the recipient stays; the rest is the fresh draft.
    const next = {
      ...drafted,
      recipient: { ...drafted.recipient, name: content.recipient.name, address: content.recipient.address },
    };
    await room.settled();
    // A draft replaces the whole letter with its traces: a REST save, which the room passes on.
    try {
      const saved = await apiRequest(`/api/cover-letters/${letter.id}`, savedAnswer, {
        method: "PUT",
        body: { content: next, baseVersion: room.version() },
      });
      room.replaced(saved.content, saved.version);
      toast(t("letters.editor.drafted"), "info");
    } catch (error) {
      toast(errorText(t, error, t("letters.editor.saveFailed")), "error");
    }
  }

  const field =
    "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/40 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900";
  const label = "block text-sm font-medium text-slate-700 dark:text-slate-200";
  const editorUrl = `/builder/${resume.templateId}?${new URLSearchParams({ resume: resume.id })}`;

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t("letters.editor.kicker")} ·{" "}
            <Link className="underline" to={editorUrl}>
              {resume.title}
            </Link>
          </p>
          <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LetterPresence status={room.status} transport={room.transport} others={room.others} />
          <span
            role="status"
            aria-live="polite"
            data-testid="save-state"
            className={`text-sm ${room.status === "disconnected" && !readOnly ? "text-amber-700 dark:text-amber-300" : "text-slate-500 dark:text-slate-400"}`}
          >
            {stateLabel}
          </span>
          {!readOnly && letter.jobDescription ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => (hasText(content) ? setConfirmDraft(true) : void draft())}
            >
              {t("letters.editor.draft")}
            </button>
          ) : null}
          <button type="button" className="btn-secondary" aria-haspopup="dialog" onClick={() => setHistoryOpen(true)}>
            {t("letterLive.history")}
          </button>
          <LetterExportMenu letterId={letter.id} beforeExport={settled} />
          {letter.role === "owner" ? (
            <Link
              to={`/applications/new?${new URLSearchParams({ resume: letter.resumeId, letter: letter.id })}`}
              className="btn-secondary"
            >
              {t("applications.track")}
            </Link>
          ) : null}
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form
          className="card min-w-0 space-y-4 p-4 sm:p-5"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t("letters.editor.form")}
        >
          <fieldset disabled={readOnly} className="min-w-0 space-y-4">
            <legend className="sr-only">{t("letters.editor.recipient")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                {t("letters.editor.recipientName")}{" "}
                <span className="font-normal text-slate-500 dark:text-slate-400">{t("letters.editor.optional")}</span>
                <input
                  className={field}
                  value={content.recipient.name}
                  maxLength={LETTER_LIMITS.recipientField}
                  onChange={(e) => room.edit({ field: "recipientName", value: e.target.value })}
                />
              </label>
              <label className={label}>
                {t("letters.editor.company")}{" "}
                <span className="font-normal text-slate-500 dark:text-slate-400">{t("letters.editor.optional")}</span>
                <input
                  className={field}
                  value={content.recipient.company}
                  maxLength={LETTER_LIMITS.recipientField}
                  onChange={(e) => room.edit({ field: "recipientCompany", value: e.target.value })}
                />
              </label>
            </div>
            <label className={label}>
              {t("letters.editor.address")}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">{t("letters.editor.optional")}</span>
              <textarea
                className={field}
                rows={2}
                value={content.recipient.address}
                maxLength={LETTER_LIMITS.address}
                onChange={(e) => room.edit({ field: "recipientAddress", value: e.target.value })}
              />
            </label>
            <label className={label}>
              {t("letters.editor.date")}
              <input
                type="date"
                required
                className={field}
                value={content.date}
                onChange={(e) => e.target.value && room.edit({ field: "date", value: e.target.value })}
              />
            </label>
            <label className={label}>
              {t("letters.editor.greeting")}
              <input
                className={field}
                value={content.greeting}
                maxLength={LETTER_LIMITS.greeting}
                onChange={(e) => room.edit({ field: "greeting", value: e.target.value })}
              />
            </label>
            {content.paragraphs.map((paragraph, index) => (
              <div key={index}>
                <div className="flex items-center justify-between">
                  <label className={label} htmlFor={`paragraph-${index}`}>
                    {t("letters.editor.paragraph", { number: index + 1 })}
                  </label>
                  {!readOnly && content.paragraphs.length > 1 ? (
                    <button
                      type="button"
                      className="text-xs text-slate-500 dark:text-slate-400 underline hover:text-red-600"
                      onClick={() =>
                        room.edit({ field: "paragraphs", value: content.paragraphs.filter((_, i) => i !== index) })
                      }
                      aria-label={t("letters.editor.removeParagraph", { number: index + 1 })}
                    >
                      {t("letters.editor.remove")}
                    </button>
                  ) : null}
                </div>
                <textarea
                  id={`paragraph-${index}`}
                  className={field}
                  rows={5}
                  value={paragraph}
                  maxLength={LETTER_LIMITS.paragraph}
                  onChange={(e) => room.edit({ field: "paragraph", index, value: e.target.value })}
                />
                <TracedSentences traces={traces.filter((t) => t.paragraph === index)} />
              </div>
            ))}
            {!readOnly && content.paragraphs.length < LETTER_LIMITS.paragraphs ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => room.edit({ field: "paragraphs", value: [...content.paragraphs, ""] })}
              >
                {t("letters.editor.addParagraph")}
              </button>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                {t("letters.editor.closing")}
                <input
                  className={field}
                  value={content.closing}
                  maxLength={LETTER_LIMITS.closing}
                  onChange={(e) => room.edit({ field: "closing", value: e.target.value })}
                />
              </label>
              <label className={label}>
                {t("letters.editor.signature")}
                <input
                  className={field}
                  value={content.signature}
                  maxLength={LETTER_LIMITS.signature}
                  onChange={(e) => room.edit({ field: "signature", value: e.target.value })}
                />
              </label>
            </div>
          </fieldset>
        </form>
        <section aria-label={t("letters.editor.previewRegion")} className="min-h-[60vh]">
          <LivePreview
            html={html}
            pageSize={resume.pageSize}
            label={t("letters.editor.previewFrame")}
            zoom="fit-width"
          />
        </section>
      </div>
      <LetterHistory
        letterId={letter.id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        canEdit={!readOnly}
        resume={{ data: resume.data, templateId, pageSize: resume.pageSize }}
        onRestored={(restored, restoredVersion) => room.replaced(restored, restoredVersion)}
      />
      <ConfirmDialog
        open={confirmDraft}
        title={t("letters.editor.confirmTitle")}
        confirmLabel={t("letters.editor.confirmLabel")}
        onConfirm={() => void draft()}
        onCancel={() => setConfirmDraft(false)}
      >
        {t("letters.editor.confirmBody")}
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving.asking}
        title={t("editorChrome.leave.title")}
        confirmLabel={t("editorChrome.leave.confirm")}
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
        danger
      >
        {t("editorChrome.leave.body")}
      </ConfirmDialog>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
