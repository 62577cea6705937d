import { useTranslation } from "react-i18next";
import { useToast } from "~/components/toast";
import { reasonText } from "~/i18n/api-errors";
import { ApiError } from "~/lib/api-client";
import { downloadFile } from "~/lib/download-file";

/**
 * Saves an export and says why when it cannot: the server's reason (by its code) or an
 * unreachable server, as a toast on the page the user stays on.
 */
export function useExportDownload(): (url: string, fallbackName: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return async (url, fallbackName) => {
    try {
      await downloadFile(url, fallbackName);
    } catch (caught) {
      toast(caught instanceof ApiError ? t("panels.export.failed", { reason: reasonText(t, caught) }) : t("panels.export.unreachable"), "error");
    }
  };
}
