import { useTranslation } from "react-i18next";

// Apart from the dialog (share-dialog.tsx), which the editor loads on its first opening: the
// button shows with the editor, the dialog's code need not (docs/performance.md).
/** Opens the Share dialog; it may move between the toolbar and its More menu as the window resizes. */
export function ShareButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-secondary" onClick={onOpen}>
      {t("panels.share.button")}
    </button>
  );
}
