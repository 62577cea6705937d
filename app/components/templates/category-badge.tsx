import { useTranslation } from "react-i18next";
import type { TemplateCategory } from "~/domain/templates/catalog";

const BADGE_COLOURS: Record<TemplateCategory, string> = {
  modern: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  professional: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  creative: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900/50 dark:text-fuchsia-200",
  classic: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200",
};

export function CategoryBadge({ category }: { category: TemplateCategory }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_COLOURS[category]}`}
    >
      <span className="sr-only">{t("templates.categoryPrefix")} </span>
      {t(`templates.category.${category}`)}
    </span>
  );
}
