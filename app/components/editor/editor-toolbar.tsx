import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";
import { useDismiss } from "../use-dismiss";
import { MoreIcon } from "../more-icon";
import { useMediaQuery } from "../use-media-query";
import { HistoryButton } from "../history/history-button";
import { UndoButtons, type UndoButtonsProps } from "./undo-buttons";
import type { SaveState } from "./use-resume-saver";

const SAVE_TEXT = {
  saved: "editor.saved",
  dirty: "editor.dirty",
  saving: "editor.saving",
  error: "editor.notSaved",
} as const satisfies Record<SaveState, string>;
const SAVE_DOT: Record<SaveState, string> = {
  saved: "bg-emerald-500",
  dirty: "bg-amber-400",
  saving: "animate-pulse bg-amber-400",
  error: "bg-red-500",
};

interface Props {
  templateName: string;
  resumeId: string;
  saveState: SaveState;
  onSave: () => void;
  onGeneratePdf: () => void;
  generating: boolean;
  canEdit: boolean;
  /** The live/offline badge, when collaboration is on. */
  presence?: ReactNode;
  /** Share and Export: inline from the laptop width up (1152 px), behind "More" below. */
  actions: ReactNode;
  /** Undo and Redo (editors only). */
  undo?: UndoButtonsProps;
  /** Opens the version history (everyone with a role may read it). */
  onOpenHistory: () => void;
}

/**
 * The editor's controls, shown inside the app header (one row at every width): what is being
 * edited and whether it is saved, then Save, Generate PDF and the less common actions.
 */
export function EditorToolbar({
  templateName,
  resumeId,
  saveState,
  onSave,
  onGeneratePdf,
  generating,
  canEdit,
  presence,
  actions,
  undo,
  onOpenHistory,
}: Props) {
  // Rendered in one place only (not twice and hidden by CSS): Share holds a dialog with ids.
  const actionsInline = useMediaQuery("(min-width: 1152px)");
  // Undo, Redo and History take the room Share and Export leave below 1152 px
  // (docs/decisions/undo-shortcuts.md).
  const undoInline = useMediaQuery("(min-width: 768px)");
  // Save and Generate PDF are in the server's HTML, and work once the page's script has run.
  const hydrated = useHydrated();
  const { t } = useTranslation();
  // Change Template joins the row from 1360 px, where all fits, and More (hidden there) holds it
  // below. By CSS, not a media query, so that the server's HTML shows it at first paint: a plain
  // link, the same in both places.
  const changeTemplate = (className: string) => (
    <Link
      to={`/templates?${new URLSearchParams({ resume: resumeId })}`}
      className={`btn-ghost whitespace-nowrap ${className}`}
    >
      {t("editor.changeTemplate")}
    </Link>
  );
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <span className="hidden h-6 w-px shrink-0 bg-slate-200 sm:block dark:bg-slate-700" aria-hidden="true" />
      <p className="hidden min-w-0 truncate text-sm text-slate-600 md:block dark:text-slate-300">
        <span className="sr-only">{t("editor.templatePrefix")} </span>
        <span data-testid="template-name" className="font-semibold text-slate-900 dark:text-white">
          {templateName || t("editor.defaultTemplate")}
        </span>
      </p>
      <span className="shrink-0">{presence}</span>
      <p
        role="status"
        className={`flex shrink-0 items-center gap-1.5 text-xs ${saveState === "error" ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full 2xl:hidden ${SAVE_DOT[saveState]}`} />
        <span className="sr-only 2xl:not-sr-only">{t(SAVE_TEXT[saveState])}</span>
      </p>
      {/* Tighter on a phone, where Save, PDF and More share the row with the avatar in every language. */}
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {/* Undo/Redo: two icon buttons first in the row; behind "More" on a phone, where the row is full. */}
        {canEdit && undo && undoInline ? <UndoButtons {...undo} /> : null}
        {undoInline ? <HistoryButton onOpen={onOpenHistory} /> : null}
        {changeTemplate("hidden min-[1360px]:inline-flex")}
        {actionsInline ? actions : null}
        {canEdit ? (
          <button
            type="button"
            className="btn-secondary px-2 sm:px-3"
            onClick={onSave}
            disabled={!hydrated || saveState === "saving"}
          >
            {t("editor.save")}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-primary px-2 whitespace-nowrap sm:px-3"
          onClick={onGeneratePdf}
          disabled={!hydrated || generating}
          aria-busy={generating}
          aria-label={generating ? t("editor.generating") : t("editor.generatePdf")}
        >
          <span aria-hidden="true" className="sm:hidden">
            {generating ? "…" : "PDF"}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {generating ? t("editor.generating") : t("editor.generatePdf")}
          </span>
        </button>
        <MoreMenu>
          {canEdit && undo && !undoInline ? <UndoButtons {...undo} inMenu /> : null}
          {undoInline ? null : <HistoryButton onOpen={onOpenHistory} inMenu />}
          {changeTemplate("")}
          {actionsInline ? null : <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </MoreMenu>
      </div>
    </div>
  );
}

/** "More" below 1360 px (hidden by CSS above): Change Template, Share and Export below 1152 px, Undo, Redo and History on a phone. */
function MoreMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), box);
  const { t } = useTranslation();
  return (
    <div ref={box} className="relative min-[1360px]:hidden">
      <button
        type="button"
        className="btn-ghost h-9 w-9 p-0"
        aria-label={t("editor.moreActions")}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <MoreIcon />
      </button>
      <div
        hidden={!open}
        className="absolute right-0 z-50 mt-2 flex w-60 flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </div>
    </div>
  );
}
