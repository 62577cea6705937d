import { useTranslation } from "react-i18next";
import { useToast } from "~/components/toast";
import { reasonText } from "~/i18n/api-errors";
import { ApiError } from "~/lib/api-client";
import { downloadFile } from "~/lib/download-file";
import { retryWhenBusy } from "~/lib/retry-when-busy";

/**
 * Saves an export and says why when it cannot: the server's reason (by its code) or an
 * unreachable server, as a toast on the page the user stays on. A busy PDF renderer is waited
 * for and asked again, with a toast saying so.
 */
export function useExportDownload(): (url: string, fallbackName: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return async (url, fallbackName) => {
    try {
      // A full PDF renderer queue says so and is asked again after the wait it names.
      await retryWhenBusy(() => downloadFile(url, fallbackName), {
        onWait: (seconds) => toast(t("panels.export.busy", { seconds }), "info"),
      });
    } catch (caught) {
      toast(
        caught instanceof ApiError
          ? t("panels.export.failed", { reason: reasonText(t, caught) })
          : t("panels.export.unreachable"),
        "error",
      );
    }
  };
}
