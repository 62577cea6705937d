import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useComputedText } from "~/components/use-computed-text";
import type { TailorChange } from "~/domain/tailor/types";
import { wordDiff } from "~/domain/tailor/word-diff";

export type Decision = "accepted" | "rejected" | "pending";

function heading(t: TFunction, change: TailorChange): string {
  const kind = t(`tailor.kind.${change.kind}`);
  switch (change.kind) {
    case "reorder-bullets": {
      // An entry without a name is labelled by its section in English (reorder.ts): shown translated.
      const unnamed =
        (change.section === "projects" && change.entryLabel === "Project") ||
        (change.section === "experience" && change.entryLabel === "Experience");
      return `${kind} · ${unnamed ? t(`tailor.unnamedEntry.${change.section}`) : change.entryLabel}`;
    }
    case "skill-wording":
      return `${kind} · ${change.from} → ${change.to}`;
    default:
      return kind;
  }
}

/**
 * Before and after one above the other, the words that go struck through in red in "before" and
 * the words that come in green in "after" (and said so to screen readers).
 */
function Diff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const parts = wordDiff(before, after);
  return (
    <div className="grid gap-2 text-sm leading-relaxed">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t("tailor.beforeLabel")}
        </p>
        <p className="break-words whitespace-pre-wrap">
          {parts.map((part, index) =>
            part.kind === "same" ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === "removed" ? (
              <del
                key={index}
                className="rounded bg-red-100 text-red-800 decoration-red-500 dark:bg-red-900/50 dark:text-red-200"
              >
                <span className="sr-only">{t("tailor.removed")}</span>
                {part.text}
              </del>
            ) : null,
          )}
        </p>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t("tailor.afterLabel")}
        </p>
        <p className="break-words whitespace-pre-wrap">
          {parts.map((part, index) =>
            part.kind === "same" ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === "added" ? (
              <ins
                key={index}
                className="rounded bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/50 dark:text-emerald-100"
              >
                <span className="sr-only">{t("tailor.added")}</span>
                {part.text}
              </ins>
            ) : null,
          )}
        </p>
      </div>
    </div>
  );
}

function OrderedList({ items, label }: { items: string[]; label: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm break-words">
        {items.map((item, index) => (
          <li key={index}>{item.replace(/^\s*[-•*]\s*/, "")}</li>
        ))}
      </ol>
    </div>
  );
}

function Body({ change }: { change: TailorChange }) {
  const { t } = useTranslation();
  const computed = useComputedText();
  switch (change.kind) {
    case "reorder-skills":
    case "reorder-bullets":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <OrderedList items={change.before} label={t("tailor.beforeLabel")} />
          <OrderedList items={change.after} label={t("tailor.afterLabel")} />
        </div>
      );
    case "skill-wording":
    case "summary":
      return <Diff before={change.before} after={change.after} />;
    case "missing-skill-question":
      return <p className="text-sm font-medium">{computed.question(change)}</p>;
  }
}

export function ChangeCard({
  change,
  decision,
  onDecide,
  editorUrl,
}: {
  change: TailorChange;
  decision: Decision;
  onDecide: (decision: Decision) => void;
  editorUrl: string;
}) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const id = useId();
  const question = change.kind === "missing-skill-question";
  const border =
    decision === "accepted"
      ? "border-emerald-400 dark:border-emerald-600"
      : decision === "rejected"
        ? "border-slate-300 opacity-70 dark:border-slate-700"
        : "";
  return (
    <li
      className={`card space-y-3 p-4 ${border}`}
      aria-labelledby={`${id}-h`}
      data-testid="tailor-change"
      data-change-id={change.id}
      data-decision={decision}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-h`} className="min-w-0 font-semibold break-words">
          {heading(t, change)}
        </h3>
        {decision !== "pending" ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${decision === "accepted" ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
          >
            {decision === "accepted" ? t("tailor.accepted") : t("tailor.rejected")}
          </span>
        ) : null}
      </div>
      <Body change={change} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium">{t("tailor.why")}</span>
        {computed.reason(change)}
      </p>
      {question ? (
        <a href={editorUrl} className="btn-ghost text-sm">
          {t("tailor.addInEditor")}
        </a>
      ) : (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t("tailor.decideOn", { change: heading(t, change) })}
        >
          <button
            type="button"
            className={decision === "accepted" ? "btn-primary" : "btn-secondary"}
            aria-pressed={decision === "accepted"}
            onClick={() => onDecide(decision === "accepted" ? "pending" : "accepted")}
          >
            {t("tailor.accept")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={decision === "rejected"}
            onClick={() => onDecide(decision === "rejected" ? "pending" : "rejected")}
          >
            {t("tailor.reject")}
          </button>
        </div>
      )}
    </li>
  );
}
