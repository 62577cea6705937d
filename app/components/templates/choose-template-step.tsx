import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { forwardRef } from "react";
import type { TemplateInfo } from "~/domain/templates/catalog";
import { templatesIn, type CategoryFilter as Filter } from "./categories";
import { CategoryFilter } from "./category-filter";
import { TemplateCard } from "./template-card";

interface ChooseTemplateStepProps {
  templates: readonly TemplateInfo[];
  filter: Filter;
  selectedId: string | null;
  onFilter: (filter: Filter) => void;
  onSelect: (template: TemplateInfo) => void;
  onPreview: (template: TemplateInfo, opener: HTMLElement) => void;
}

/** Step 1: the filterable gallery. The ref is the heading, focused when coming back from step 2. */
export const ChooseTemplateStep = forwardRef<HTMLHeadingElement, ChooseTemplateStepProps>(function ChooseTemplateStep(
  { templates, filter, selectedId, onFilter, onSelect, onPreview },
  heading,
) {
  const shown = templatesIn(templates, filter);
  const { t } = useTranslation();
  return (
    <section aria-labelledby="choose-template-heading" className="space-y-6">
      <div className="space-y-4">
        <div>
          <h2
            id="choose-template-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
          >
            {t("templates.chooseTitle")}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t("templates.chooseLead")}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t("templates.haveOne")}{" "}
            <Link to="/import" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("header.importResume")}
            </Link>{" "}
            {t("templates.importFrom")}
          </p>
        </div>
        <CategoryFilter templates={templates} value={filter} onChange={onFilter} />
      </div>
      <p className="sr-only" role="status">
        {filter === "all"
          ? t("templates.showingAll", { count: shown.length })
          : t("templates.showing", { count: shown.length, category: t(`templates.categoryInline.${filter}`) })}
      </p>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((template) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              selected={template.id === selectedId}
              onSelect={onSelect}
              onPreview={onPreview}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
