import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { isOutdated, REVIEW_LIMITS, type Annotation } from "~/domain/review/annotation";
import { reviewSectionIn } from "./section-names";

interface Props {
  annotations: Annotation[];
  /** The room version the resume is at now: older marks say "made on an earlier version". */
  currentVersion: number;
  send: (message: ClientMessage) => void;
  /** The thread whose mark was clicked on the page. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  me: { userId: string; isOwner: boolean };
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The Review tab's side list: each annotation with its author, time and comment thread (reply,
 * resolve, reopen). Resolved ones are hidden until "Show resolved" is ticked
 * (docs/collaboration.md#review-annotations).
 */
export function ReviewThreads({ annotations, currentVersion, send, selectedId, onSelect, me }: Props) {
  const { t } = useTranslation();
  const [showResolved, setShowResolved] = useState(false);
  const shown = annotations.filter((annotation) => showResolved || !annotation.resolved);
  const resolvedCount = annotations.length - annotations.filter((annotation) => !annotation.resolved).length;
  return (
    <section aria-labelledby="review-threads-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="review-threads-heading" className="text-base font-semibold">
          {t("reviewThreads.comments")}
        </h3>
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <input type="checkbox" checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />
          {t("reviewThreads.showResolved", { count: resolvedCount })}
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {annotations.length === 0 ? t("reviewThreads.none") : t("reviewThreads.allResolved")}
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((annotation) => (
            <li key={annotation.id}>
              <Thread
                annotation={annotation}
                outdated={isOutdated(annotation, currentVersion)}
                send={send}
                selected={annotation.id === selectedId}
                onSelect={() => onSelect(annotation.id)}
                canDelete={me.isOwner || annotation.author.userId === me.userId}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ThreadProps {
  annotation: Annotation;
  outdated: boolean;
  send: Props["send"];
  selected: boolean;
  onSelect: () => void;
  canDelete: boolean;
}

function Thread({ annotation, outdated, send, selected, onSelect, canDelete }: ThreadProps) {
  const { t, i18n } = useTranslation();
  const [reply, setReply] = useState("");
  const shape = annotation.shape;
  const excerpt = shape.kind === "freeText" ? shape.text : shape.kind === "highlight" ? shape.text : undefined;
  const canComment = shape.kind === "freeText" || shape.kind === "highlight";
  const where = t("reviewThreads.where", {
    section: annotation.section ? reviewSectionIn(t, annotation.section) : t("reviewThreads.page"),
    number: annotation.pageIndex + 1,
  });
  const title = t(`review.marks.${shape.kind}`, { name: annotation.author.name });
  return (
    <article
      id={`thread-${annotation.id}`}
      tabIndex={-1}
      aria-label={title}
      aria-current={selected ? "true" : undefined}
      onFocus={onSelect}
      className={`rounded-lg border p-3 text-sm focus:outline-none dark:border-slate-700 ${selected ? "ring-2 ring-brand-600" : ""} ${annotation.resolved ? "border-slate-200 opacity-75" : "border-amber-300 dark:border-amber-600"}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{title}</span>
        <time
          dateTime={new Date(annotation.createdAt).toISOString()}
          className="text-xs text-slate-500 dark:text-slate-400"
        >
          {new Date(annotation.createdAt).toLocaleString(i18n.language)}
        </time>
      </header>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {where}
        {outdated ? (
          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-slate-700 dark:bg-slate-700 dark:text-slate-200">
            {t("review.marks.outdated")}
          </span>
        ) : null}
        {annotation.resolved ? <span className="ml-2">{t("reviewThreads.resolved")}</span> : null}
      </p>
      {excerpt ? (
        <blockquote className="mt-2 border-l-2 border-slate-300 pl-2 dark:border-slate-600">{excerpt}</blockquote>
      ) : null}
      {annotation.comments.length > 0 ? (
        <ol className="mt-2 space-y-1">
          {annotation.comments.map((comment) => (
            <li key={comment.id}>
              <span className="font-medium">{comment.author.name}:</span> {comment.text}
            </li>
          ))}
        </ol>
      ) : null}
      {canComment ? (
        <form
          className="mt-2 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reply.trim();
            if (!text) return;
            send({ type: "commentAdd", annotationId: annotation.id, commentId: newId(), text });
            setReply("");
          }}
        >
          <label className="sr-only" htmlFor={`reply-${annotation.id}`}>
            {t("reviewThreads.replyTo", { name: annotation.author.name })}
          </label>
          <input
            id={`reply-${annotation.id}`}
            value={reply}
            maxLength={REVIEW_LIMITS.textChars}
            onChange={(event) => setReply(event.target.value)}
            placeholder={t("reviewThreads.reply")}
            className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="rounded bg-brand-600 px-2 py-1 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
            disabled={!reply.trim()}
          >
            {t("reviewThreads.reply")}
          </button>
        </form>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        {canDelete ? (
          <button
            type="button"
            onClick={() => send({ type: "annotationDelete", id: annotation.id })}
            className="rounded border border-red-300 px-2 py-1 text-red-700 hover:bg-red-50 dark:border-red-700 dark:text-red-300 dark:hover:bg-red-950"
          >
            {t("review.delete")}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => send({ type: "annotationResolve", id: annotation.id, resolved: !annotation.resolved })}
          className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {annotation.resolved ? t("reviewThreads.reopen") : t("reviewThreads.resolve")}
        </button>
      </div>
    </article>
  );
}
