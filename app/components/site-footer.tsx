import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "~/lib/product";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 py-8 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {t("common.footerRights")}
        </p>
        <p className="text-xs">
          This product includes information from O*NET OnLine by the U.S. Department of Labor, Employment and Training
          Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.
        </p>
      </div>
    </footer>
  );
}
