import { useTranslation } from "react-i18next";
import { useToast } from "~/components/toast";
import { translateKnownMessage } from "~/i18n/known-messages";
import { ApiError } from "~/lib/api-client";
import { downloadFile } from "~/lib/download-file";

/**
 * Saves an export and says why when it cannot: the server's reason (translated when known) or an
 * unreachable server, as a toast on the page the user stays on.
 */
export function useExportDownload(): (url: string, fallbackName: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return async (url, fallbackName) => {
    try {
      await downloadFile(url, fallbackName);
    } catch (caught) {
      toast(caught instanceof ApiError ? t("panels.export.failed", { reason: translateKnownMessage(t, caught.message) }) : t("panels.export.unreachable"), "error");
    }
  };
}
