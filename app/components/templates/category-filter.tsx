import { useTranslation } from "react-i18next";
import { TEMPLATE_CATEGORIES, type TemplateInfo } from "~/domain/templates/catalog";
import { templatesIn, type CategoryFilter as Filter } from "./categories";

const FILTERS: readonly Filter[] = ["all", ...TEMPLATE_CATEGORIES];

interface CategoryFilterProps {
  templates: readonly TemplateInfo[];
  value: Filter;
  onChange: (filter: Filter) => void;
}

export function CategoryFilter({ templates, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("templates.filterLabel")} className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={`btn rounded-full px-4 py-1.5 ${
              pressed
                ? "bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
                : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {filter === "all" ? t("templates.all") : t(`templates.category.${filter}`)} (
            {templatesIn(templates, filter).length})
          </button>
        );
      })}
    </div>
  );
}
