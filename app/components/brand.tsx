import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "~/lib/product";

/** The logo linking home; `compact` shows the name only on wide screens (the editor's header is busy). */
export function Brand({ to = "/", compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 font-bold tracking-tight text-slate-900 dark:text-white"
      aria-label={compact ? t("common.home", { product: PRODUCT_NAME }) : undefined}
    >
      {/* The mark is drawn by CSS: its letters are not words of the link's name (WCAG 2.5.3). */}
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-sm text-white before:content-['RF']"
      />
      <span className={compact ? "hidden text-lg 2xl:inline" : "text-lg"}>{PRODUCT_NAME}</span>
    </Link>
  );
}
