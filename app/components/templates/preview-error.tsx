import { useTranslation } from "react-i18next";

/** The texts of docs/product.md#texts for a preview that could not be drawn; empty without a message. */
function previewErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return message.trim();
}

export function PreviewError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <p className="font-semibold">{t("templateTexts.failed")}</p>
      <p>
        {t("templateTexts.errorLoading", { message: previewErrorMessage(error) || t("templateTexts.unknownError") })}
      </p>
    </div>
  );
}
