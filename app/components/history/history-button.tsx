import { useTranslation } from "react-i18next";

// Apart from the panel (history-panel.tsx), which the editor loads on its first opening: the
// button shows with the editor, the panel's code need not (docs/performance.md).
/** A clock icon with "History"; the word hides between the phone menu and the wide header, where the row is tight. */
export function HistoryButton({ onOpen, inMenu = false }: { onOpen: () => void; inMenu?: boolean }) {
  // In the header an icon beside Undo and Redo (the same family of actions); in "More", named.
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={inMenu ? "btn-ghost h-9 gap-1.5 px-3" : "btn-ghost h-9 w-9 shrink-0 p-0"}
      aria-haspopup="dialog"
      aria-label={t("panels.history.button")}
      title={t("panels.history.title")}
      onClick={onOpen}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
        <path d="M3 3v5h5" />
        <path d="M12 7v5l3 2" />
      </svg>
      {inMenu ? <span aria-hidden="true">{t("panels.history.button")}</span> : null}
    </button>
  );
}
