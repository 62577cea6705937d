import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Brand } from "~/components/brand";
import { ThemeToggle } from "~/components/theme-toggle";
import type { SaveState } from "./use-resume-saver";

const SAVE_TEXT: Record<SaveState, string> = {
  saved: "All changes saved",
  dirty: "Unsaved changes",
  saving: "Saving...",
  error: "Not saved",
};

interface Props {
  templateName: string;
  resumeId: string;
  saveState: SaveState;
  onSave: () => void;
  onGeneratePdf: () => void;
  generating: boolean;
  canEdit: boolean;
  /** The live/offline badge and collaborators, when collaboration is on. */
  presence?: ReactNode;
  exportMenu?: ReactNode;
}

export function EditorHeader({ templateName, resumeId, saveState, onSave, onGeneratePdf, generating, canEdit, presence, exportMenu }: Props) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
        <Brand />
        <span className="hidden h-6 w-px bg-slate-200 sm:block dark:bg-slate-700" aria-hidden="true" />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only">Template: </span>
          <span data-testid="template-name" className="font-semibold text-slate-900 dark:text-white">
            {templateName || "Default"}
          </span>
        </p>
        {presence}
        <p role="status" className={`text-xs ${saveState === "error" ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}>
          {SAVE_TEXT[saveState]}
        </p>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Link to="/dashboard" className="btn-ghost">
            Dashboard
          </Link>
          <ThemeToggle />
          <Link to={`/templates?${new URLSearchParams({ resume: resumeId })}`} className="btn-ghost">
            Change Template
          </Link>
          {canEdit ? (
            <button type="button" className="btn-secondary" onClick={onSave} disabled={saveState === "saving"}>
              Save
            </button>
          ) : null}
          {exportMenu}
          <button type="button" className="btn-primary" onClick={onGeneratePdf} disabled={generating} aria-busy={generating}>
            {generating ? "Generating..." : "Generate PDF"}
          </button>
        </div>
      </div>
    </header>
  );
}
