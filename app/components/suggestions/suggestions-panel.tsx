/**
 * The Suggestions panel (docs/collaboration.md#suggestions): pending suggestions by person, each
 * with what it changes, its author and time, the current text, base and proposal when the field
 * changed since, and Accept / Reject; Accept all / Reject all per person; the decided ones below;
 * for the owner, the switch of the daily e-mail digest.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RoomDocument } from "~/domain/resume/document";
import { conflictsOf } from "~/domain/suggestions/fields";
import { pendingByAuthor } from "~/domain/suggestions/project";
import type { Suggestion, SuggestionOp } from "~/domain/suggestions/suggestion";
import { apiRequest } from "~/lib/api-client";
import { digestAnswer } from "~/lib/api-responses";
import { entryName, sectionOfField, targetEntry, valueText } from "./describe";
import { formFieldOf } from "~/domain/resume/ops";
import { DecisionButtons, useTimeText } from "./suggestion-marks";
import type { Decisions } from "./use-decisions";

interface Props {
  suggestions: readonly Suggestion[];
  document: RoomDocument;
  /** Null for someone who may not decide (a suggester, a viewer). */
  decisions: Decisions | null;
  isOwner: boolean;
}

const DECIDED_SHOWN = 20;

export function SuggestionsPanel({ suggestions, document, decisions, isOwner }: Props) {
  const { t } = useTranslation();
  const time = useTimeText();
  const authors = pendingByAuthor(suggestions);
  const pending = suggestions.filter((s) => s.status === "pending");
  const decided = suggestions
    .filter((s) => s.status !== "pending")
    .sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0))
    .slice(0, DECIDED_SHOWN);
  return (
    <section
      aria-labelledby="suggestions-heading"
      className="card p-4"
      id="suggestions-panel"
      data-testid="suggestions-panel"
    >
      <h2 id="suggestions-heading" className="flex items-center justify-between gap-2 text-base font-semibold">
        {t("suggestions.panelTitle")}
        {pending.length ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
            {t("suggestions.pendingCount", { count: pending.length })}
          </span>
        ) : null}
      </h2>
      {pending.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("suggestions.none")}</p>
      ) : null}
      {authors.map((author) => (
        <div key={author.userId} className="mt-3">
          <div className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ background: author.color }} />
            <h3 className="text-sm font-semibold">
              {author.name}
              {author.formerCollaborator ? (
                <span className="font-normal text-slate-500 dark:text-slate-400"> ({t("suggestions.former")})</span>
              ) : null}
            </h3>
            {decisions ? (
              <span className="ml-auto flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary px-2 py-1 text-xs"
                  disabled={decisions.busy}
                  onClick={() =>
                    void decisions.decideAll(author.userId, "accept", decisions.confirming?.authorId === author.userId)
                  }
                >
                  {decisions.confirming?.authorId === author.userId
                    ? t("suggestions.confirmReplace")
                    : t("suggestions.acceptAll", { name: author.name })}
                </button>
                <button
                  type="button"
                  className="btn-secondary px-2 py-1 text-xs"
                  disabled={decisions.busy}
                  onClick={() => void decisions.decideAll(author.userId, "reject")}
                >
                  {t("suggestions.rejectAll", { name: author.name })}
                </button>
              </span>
            ) : null}
          </div>
          <ul className="mt-2 space-y-2">
            {pending
              .filter((s) => s.author.userId === author.userId)
              .map((suggestion) => (
                <li
                  key={suggestion.id}
                  className="rounded-md border-l-4 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
                  style={{ borderLeftColor: suggestion.author.color }}
                  data-panel-suggestion={suggestion.id}
                >
                  {suggestion.ops.map((op, index) => (
                    <OpLine key={index} op={op} document={document} />
                  ))}
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {t("suggestions.byLine", { name: suggestion.author.name, time: time(suggestion.updatedAt) })}
                  </p>
                  <Conflicts suggestion={suggestion} document={document} />
                  {decisions ? <DecisionButtons suggestion={suggestion} decisions={decisions} /> : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
      {decided.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">{t("suggestions.history")}</summary>
          <ul className="mt-2 space-y-1 text-sm">
            {decided.map((suggestion) => (
              <li
                key={suggestion.id}
                className="text-slate-600 dark:text-slate-300"
                data-decided-suggestion={suggestion.id}
                data-status={suggestion.status}
              >
                {suggestion.ops.map((op, index) => (
                  <OpLine key={index} op={op} document={document} />
                ))}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {suggestion.author.name} ·{" "}
                  {t(suggestion.status === "accepted" ? "suggestions.accepted" : "suggestions.rejected", {
                    name: suggestion.decidedBy?.name ?? "",
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {isOwner ? <DigestSwitch /> : null}
    </section>
  );
}

/** One operation in words: "Summary: Proposed text", "Add Experience entry “Engineer, Acme”". */
function OpLine({ op, document }: { op: SuggestionOp; document: RoomDocument }) {
  const { t } = useTranslation();
  const section = t(`suggestions.field.${sectionOfField(formFieldOf(op)) as "summary"}`);
  if (op.op === "addEntry") return <p>{t("suggestions.added", { section, name: entryName(op.entry) })}</p>;
  if (op.op === "removeEntry")
    return <p>{t("suggestions.removed", { section, name: entryName(targetEntry(document, op) ?? {}) })}</p>;
  if (op.op === "moveEntry")
    return (
      <p>
        {t("suggestions.moved", {
          section,
          name: entryName(targetEntry(document, op) ?? {}),
          position: op.toIndex + 1,
        })}
      </p>
    );
  return (
    <p className="whitespace-pre-wrap break-words">
      <span className="font-medium">{section}: </span>
      {valueText(op.value)}
    </p>
  );
}

/** A field changed since: what it is now, what it was when suggested, what is proposed. */
function Conflicts({ suggestion, document }: { suggestion: Suggestion; document: RoomDocument }) {
  const { t } = useTranslation();
  const conflicts = conflictsOf(document, suggestion.ops, suggestion.base);
  if (!conflicts.length) return null;
  return (
    <div
      role="note"
      className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="font-medium">{t("suggestions.conflict")}</p>
      {conflicts.map((conflict) => (
        <dl key={conflict.key} className="mt-1 grid grid-cols-[auto_1fr] gap-x-2">
          <dt>{t("suggestions.now")}</dt>
          <dd className="break-words">{valueText(conflict.current)}</dd>
          <dt>{t("suggestions.was")}</dt>
          <dd className="break-words">{valueText(conflict.base)}</dd>
          <dt>{t("suggestions.proposed")}</dt>
          <dd className="break-words">{valueText(conflict.proposed)}</dd>
        </dl>
      ))}
    </div>
  );
}

/** The owner's switch for the daily e-mail digest (PUT /api/account/suggestion-digest). */
function DigestSwitch() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    apiRequest("/api/account/suggestion-digest", digestAnswer, { method: "GET" })
      .then((answer) => setEnabled(answer.enabled))
      .catch(() => setEnabled(null));
  }, []);
  if (enabled === null) return null;
  return (
    <label className="mt-4 flex min-h-11 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        checked={enabled}
        onChange={(event) => {
          const next = event.target.checked;
          setEnabled(next);
          apiRequest("/api/account/suggestion-digest", digestAnswer, { method: "PUT", body: { enabled: next } }).catch(
            () => setEnabled(!next),
          );
        }}
      />
      {t("suggestions.digest")}
    </label>
  );
}
