/**
 * Suggestions shown in place in the form (docs/collaboration.md#suggestions): under the field a
 * pending suggestion changes, the current text struck through and the proposal marked in the
 * suggester's colour, with author and time, and Accept / Reject for whoever may decide. The form's
 * fields find theirs through a context, so the memoized sections re-render only when it changes.
 */
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RoomDocument } from "~/domain/resume/document";
import { conflictsOf, targetValue } from "~/domain/suggestions/fields";
import type { Suggestion } from "~/domain/suggestions/suggestion";
import { valueText } from "./describe";
import { formFieldOf } from "~/domain/resume/ops";
import type { Decisions } from "./use-decisions";

export interface MarksValue {
  byField: ReadonlyMap<string, Suggestion[]>;
  /** Null when there are no marks (then nothing reads it). */
  document: RoomDocument | null;
  me: string;
  decisions: Decisions | null;
}

const MarksContext = createContext<MarksValue | null>(null);

export function SuggestionMarksProvider({ value, children }: { value: MarksValue; children: ReactNode }) {
  return <MarksContext.Provider value={value}>{children}</MarksContext.Provider>;
}

/** Pending suggestions by the form field (or entry) they change. */
export function marksByField(suggestions: readonly Suggestion[]): Map<string, Suggestion[]> {
  const byField = new Map<string, Suggestion[]>();
  for (const suggestion of suggestions) {
    if (suggestion.status !== "pending") continue;
    for (const id of new Set(suggestion.ops.map(formFieldOf)))
      byField.set(id, [...(byField.get(id) ?? []), suggestion]);
  }
  return byField;
}

export function useTimeText() {
  const { i18n } = useTranslation();
  return (at: number) =>
    new Date(at).toLocaleString(i18n.language, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

/** The marks under one field of the form; nothing when no pending suggestion changes it. */
export function FieldSuggestions({ fieldId }: { fieldId?: string }) {
  const marks = useContext(MarksContext);
  const list = fieldId ? marks?.byField.get(fieldId) : undefined;
  const document = marks?.document;
  if (!marks || !document || !list?.length) return null;
  return (
    <ul className="mt-2 space-y-2" data-testid="field-suggestions" data-field-suggestions={fieldId}>
      {list.map((suggestion) => (
        <SuggestionMark key={suggestion.id} suggestion={suggestion} fieldId={fieldId!} marks={{ ...marks, document }} />
      ))}
    </ul>
  );
}

function SuggestionMark({
  suggestion,
  fieldId,
  marks,
}: {
  suggestion: Suggestion;
  fieldId: string;
  marks: MarksValue & { document: RoomDocument };
}) {
  const { t } = useTranslation();
  const time = useTimeText();
  const ops = suggestion.ops.filter((op) => formFieldOf(op) === fieldId);
  const conflicts = conflictsOf(marks.document, suggestion.ops, suggestion.base);
  const mine = suggestion.author.userId === marks.me;
  return (
    <li
      className="rounded-md border-l-4 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
      style={{ borderLeftColor: suggestion.author.color }}
      data-suggestion={suggestion.id}
    >
      {ops.map((op, index) => {
        const current = valueText(targetValue(marks.document, op));
        const proposed =
          op.op === "removeEntry"
            ? ""
            : valueText(op.op === "addEntry" ? op.entry : op.op === "moveEntry" ? `#${op.toIndex + 1}` : op.value);
        return (
          <p key={index} className="whitespace-pre-wrap break-words">
            {current ? (
              <del className="mr-1 text-slate-500 decoration-red-500 dark:text-slate-400">
                <span className="sr-only">{t("suggestions.was")}: </span>
                {current}
              </del>
            ) : null}
            {proposed ? (
              <ins
                className="font-medium text-slate-900 no-underline dark:text-slate-100"
                style={{
                  textDecorationLine: "underline",
                  textDecorationColor: suggestion.author.color,
                  textDecorationThickness: "2px",
                }}
              >
                <span className="sr-only">{t("suggestions.proposed")}: </span>
                {proposed}
              </ins>
            ) : null}
          </p>
        );
      })}
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t("suggestions.byLine", { name: suggestion.author.name, time: time(suggestion.updatedAt) })}
        {suggestion.formerCollaborator ? ` (${t("suggestions.former")})` : ""}
        {mine ? ` · ${t("suggestions.yours")}` : ""}
      </p>
      {conflicts.length ? (
        <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">{t("suggestions.conflict")}</p>
      ) : null}
      {marks.decisions ? <DecisionButtons suggestion={suggestion} decisions={marks.decisions} /> : null}
    </li>
  );
}

/** Accept / Reject, and the confirmation a conflict needs before the current text is replaced. */
export function DecisionButtons({ suggestion, decisions }: { suggestion: Suggestion; decisions: Decisions }) {
  const { t } = useTranslation();
  const confirming = decisions.confirming?.id === suggestion.id;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {confirming ? (
        <>
          <button
            type="button"
            className="btn-primary px-3 py-1 text-xs"
            disabled={decisions.busy}
            onClick={() => void decisions.accept(suggestion.id, true)}
          >
            {t("suggestions.confirmReplace")}
          </button>
          <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={decisions.cancelConfirm}>
            {t("suggestions.cancel")}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="btn-primary px-3 py-1 text-xs"
            disabled={decisions.busy}
            onClick={() => void decisions.accept(suggestion.id)}
            aria-label={`${t("suggestions.accept")}: ${suggestion.author.name}`}
          >
            {t("suggestions.accept")}
          </button>
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            disabled={decisions.busy}
            onClick={() => void decisions.reject(suggestion.id)}
            aria-label={`${t("suggestions.reject")}: ${suggestion.author.name}`}
          >
            {t("suggestions.reject")}
          </button>
        </>
      )}
    </div>
  );
}
