import { useTranslation } from "react-i18next";
import { useNavigation } from "@remix-run/react";

/**
 * Route modules load lazily on client navigation; while one loads (with its data), say so.
 * The text is docs/product.md's fallback for lazily loaded pages.
 */
export function PageLoadingIndicator() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full animate-pulse bg-brand-500" />
      <p className="mx-auto mt-2 w-max rounded-full bg-slate-900/90 px-3 py-1 text-xs font-medium text-white shadow dark:bg-white/90 dark:text-slate-900">
        {t("common.loadingPage")}
      </p>
    </div>
  );
}
