import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface UndoButtonsProps {
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** "Ctrl" or "⌘", as the keyboard in front of the user says it (after hydration: the server cannot know). */
function useModifierName(): string {
  const [name, setName] = useState("Ctrl");
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) setName("⌘");
  }, []);
  return name;
}

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-5 w-5 ${flip ? "-scale-x-100" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

/**
 * Undo and Redo of this user's own edits: two icon buttons in the editor header, or, `inMenu`
 * (a phone's "More" menu), two buttons that also say their name.
 */
export function UndoButtons({
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  inMenu = false,
}: UndoButtonsProps & { inMenu?: boolean }) {
  const mod = useModifierName();
  const { t } = useTranslation();
  const undoLabel = t("editorChrome.undo.undoKeys", { mod });
  const redoLabel = t("editorChrome.undo.redoKeys", { mod });
  const size = inMenu ? "h-9 gap-1.5 px-3" : "h-9 w-9 p-0";
  return (
    <div className="flex shrink-0 items-center" role="group" aria-label={t("editorChrome.undo.group")}>
      <button
        type="button"
        className={`btn-ghost ${size}`}
        onClick={onUndo}
        disabled={!canUndo}
        aria-label={undoLabel}
        title={undoLabel}
        data-testid="undo-button"
      >
        <Arrow />
        {inMenu ? <span aria-hidden="true">{t("editorChrome.undo.undo")}</span> : null}
      </button>
      <button
        type="button"
        className={`btn-ghost ${size}`}
        onClick={onRedo}
        disabled={!canRedo}
        aria-label={redoLabel}
        title={redoLabel}
        data-testid="redo-button"
      >
        <Arrow flip />
        {inMenu ? <span aria-hidden="true">{t("editorChrome.undo.redo")}</span> : null}
      </button>
    </div>
  );
}
