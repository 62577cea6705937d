import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { REVIEW_LIMITS } from "~/domain/review/annotation";
import { REVIEW_SECTIONS, reviewSectionIn, type ReviewSectionName } from "./section-names";

const SECTIONS = Object.keys(REVIEW_SECTIONS) as ReviewSectionName[];

interface Props {
  page: number;
  version: number;
  send: (message: ClientMessage) => void;
}

function newId(): string {
  return `n-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A free-text note on the page shown, typed rather than placed with pdf.js's editor: the keyboard
 * way to start a comment thread. It is stored as a FreeText annotation near the page's top-left
 * (PDF points from the bottom-left), which is where a reviewer's margin note would go.
 */
export function AddNoteForm({ page, version, send }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [section, setSection] = useState("");
  return (
    <form
      className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        const note = text.trim();
        if (!note) return;
        send({
          type: "annotationUpsert",
          annotation: {
            id: newId(),
            pageIndex: page - 1,
            drawnOnVersion: version,
            ...(section ? { section } : {}),
            shape: { kind: "freeText", rect: [36, 760, 300, 800], color: [200, 30, 30], fontSize: 10, text: note },
          },
        });
        setText("");
      }}
    >
      <label htmlFor="review-note" className="font-medium">
        {t("reviewThreads.addNote", { number: page })}
      </label>
      <textarea
        id="review-note"
        rows={2}
        value={text}
        maxLength={REVIEW_LIMITS.textChars}
        onChange={(event) => setText(event.target.value)}
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
      />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="review-note-section">{t("reviewThreads.about")}</label>
        <select
          id="review-note-section"
          value={section}
          onChange={(event) => setSection(event.target.value)}
          className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">{t("reviewThreads.thePage")}</option>
          {SECTIONS.map((name) => (
            <option key={name} value={name}>
              {reviewSectionIn(t, name)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={!text.trim()}
          className="ml-auto rounded bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {t("reviewThreads.add")}
        </button>
      </div>
    </form>
  );
}
